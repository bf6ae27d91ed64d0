#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Lays the steps out in `length` points along the main axis instead of filling the width
    /// the stepper is offered (a vertical stepper: instead of the style's default, dash 268,
    /// circular 272, bullet its natural length); `nil` restores the default.
    ///
    /// A length the steps do not fit draws the nearest valid stepper, as for any value the core
    /// refuses.
    ///
    /// ```swift
    /// EBStepper(style: .dash, current: 2, total: 5).length(320)
    /// ```
    nonisolated public func length(_ length: Double?) -> EBStepper {
      var copy = self
      copy.options.length = length
      return copy
    }

    /// Numbers the steps from `number` instead of 1, for a flow that starts later
    /// (Specification#flow-start: "an override on the instance"): the markers show `number` to
    /// `number + total - 1` and the announcement counts in the same numbers ("Step 5 of 6"). A
    /// number below 1, or one that would take the last step past the core's limit, draws the
    /// nearest valid stepper, as for any value the core refuses.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).firstNumber(4)
    /// ```
    nonisolated public func firstNumber(_ number: Int) -> EBStepper {
      var copy = self
      copy.options.firstNumber = number
      return copy
    }

    /// Shows each step's icon in place of its number (circular style only): a built-in one
    /// such as ``StepperIcon/truck``, one made from path data, or, in these views only, an SF
    /// Symbol by name (``StepperIcon/init(symbol:)``). A done step still shows its check and a
    /// failed one its exclamation mark, and the icon never replaces the step's accessible text.
    /// Icons on a dash or bullet stepper, or on a step it lacks, are left out: the stepper draws
    /// the nearest valid one and reports it once as a runtime issue, as for any value the core
    /// refuses.
    ///
    /// The core decides where and how big a symbol is (a square ``StepperIcon/markerScale`` of
    /// the marker, centered), its color (the marker's content color) and whether it mirrors: in
    /// a right-to-left layout only a symbol marked directional mirrors
    /// (`StepperSymbol("car.side", isDirectional: true)`). Name a symbol with one fixed
    /// orientation; one that turns with the layout direction by itself (`arrow.forward`) is
    /// drawn as the system resolves it, so do not mark it directional. A symbol name the system
    /// does not know shows the step's number, and one that is not written as a symbol's (1 to 100
    /// ASCII letters, digits and single dots) is left out, as for any value the core refuses.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepIcons([
    ///   1: .person, 2: StepperIcon(symbol: "creditcard"),
    ///   3: StepperIcon(symbol: StepperSymbol("car.side", isDirectional: true)),
    /// ])
    /// ```
    nonisolated public func stepIcons(_ icons: [StepperStepID: StepperIcon]) -> EBStepper {
      var copy = self
      copy.options.stepIcons = icons
      return copy
    }

    /// Draws `step` in `state`, overriding the state derived from `current` and `status`
    /// (a step that failed earlier, one the flow skips).
    ///
    /// ```swift
    /// EBStepper(current: 3, total: 4).stepState(.error, for: 1)
    /// ```
    nonisolated public func stepState(
      _ state: StepperStepState, for step: StepperStepID
    ) -> EBStepper {
      var copy = self
      copy.options.stepStates[step] = state
      return copy
    }

    /// Draws each step of `states` in its state, overriding the derived ones.
    nonisolated public func stepStates(_ states: [StepperStepID: StepperStepState]) -> EBStepper {
      var copy = self
      copy.options.stepStates.merge(states) { _, new in new }
      return copy
    }

    /// Speaks and shows the stepper's words from `strings` instead of the table for the
    /// environment's locale.
    nonisolated public func strings(_ strings: StepperStrings) -> EBStepper {
      var copy = self
      copy.strings = strings
      return copy
    }

    /// Shows a description under step names: a second, quieter line such as "3 documents" or
    /// "Optional", at most two lines each (then an ellipsis), in a smaller type and the
    /// `text/soft-500` color, and read after the step's name ("Cart, 3 documents, step 1 of 4,
    /// completed").
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3)
    ///   .stepNames([1: "Cart", 2: "Address", 3: "Payment"])
    ///   .stepDescriptions([1: "3 documents", 3: "Optional"])
    /// ```
    nonisolated public func stepDescriptions(
      _ descriptions: [StepperStepID: String]
    ) -> EBStepper {
      var copy = self
      copy.options.stepDescriptions = descriptions
      return copy
    }

    /// Shows the header with the current step's name (or "Step 2 of 4" when it has none)
    /// above the steps, at the environment's Dynamic Type size (`true`, the default), or
    /// hides it (`false`).
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepNames(["Cart", "Address", "Payment"]).header()
    /// ```
    nonisolated public func header(_ isShown: Bool = true) -> EBStepper {
      var copy = self
      copy.options.showsHeader = isShown
      return copy
    }

    /// Shows the "All steps" control at the header's trailing end and calls `action` when it is
    /// pressed, for the app to show the whole flow.
    ///
    /// The control is a button (at least 44 × 44 points) named with the localized "All steps";
    /// the stepper makes room above the header for it.
    ///
    /// ```swift
    /// @State private var isShowingAllSteps = false
    /// EBStepper(current: 2, total: 5).header().onSelectAllSteps {
    ///   isShowingAllSteps = true
    /// }
    /// ```
    nonisolated public func onSelectAllSteps(
      perform action: @escaping @MainActor () -> Void
    ) -> EBStepper {
      var copy = self
      copy.selectAllSteps = action
      return copy
    }

    /// Reveals dynamic sub-steps ("2.1", "2.2"): `[2: 2]` shows two after step 2. They never
    /// count in `total`. `current` names the sub-step of the current step the user is on;
    /// `nil` (the default) keeps the one the stepper has, which is the bound step's for a
    /// stepper made with a binding (a binding that holds 2.1 shows 2.1), else none.
    ///
    /// ```swift
    /// @State private var step = StepperStepID(2, substep: 1)
    /// EBStepper(current: $step, total: 3).substeps([2: 2])
    /// ```
    nonisolated public func substeps(_ substeps: [Int: Int], current: Int? = nil) -> EBStepper {
      var copy = self
      copy.options.substeps = substeps
      copy.options.current = StepperStepID(
        copy.options.current.step, substep: current ?? copy.options.current.substep)
      return copy
    }

    /// Shows the row in a viewport `length` points long instead of the width it is offered;
    /// when the steps do not fit, the row scrolls: a person drags it, and it animates to the
    /// page of a new current step (unless Reduce Motion is on), as the core decides.
    nonisolated public func viewport(_ length: Double?) -> EBStepper {
      var copy = self
      copy.options.viewport = length
      return copy
    }

    /// Makes the steps buttons: tapping a step the core lets be tapped (by default those already
    /// reached) calls `action` with it. Each button is at least 44 × 44 points, labeled with the
    /// step's name and state ("Cart, step 1 of 4, completed"); the current step's is selected,
    /// and disabled steps are disabled buttons.
    ///
    /// ```swift
    /// EBStepper(current: 3, total: 4).onSelectStep { step in
    ///   flow.go(to: step)
    /// }
    /// ```
    nonisolated public func onSelectStep(
      perform action: @escaping @MainActor (StepperStepID) -> Void
    ) -> EBStepper {
      var copy = self
      copy.selectStep = action
      return copy
    }

    /// Names the steps a person can tap, reached or not, where steps can be tapped (a binding
    /// or ``onSelectStep(perform:)``); `nil` (the default) lets the steps already reached be
    /// tapped. A step drawn disabled never can be, and a step the stepper lacks draws the
    /// nearest valid stepper, as for any value the core refuses
    /// (``StepperConfiguration/Options/tappableSteps``).
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 4)
    ///   .tappableSteps([1, 4])
    ///   .onSelectStep { step in flow.go(to: step) }
    /// ```
    nonisolated public func tappableSteps(_ steps: Set<StepperStepID>?) -> EBStepper {
      var copy = self
      copy.options.tappableSteps = steps
      return copy
    }

    /// Shows that the current step is loading, while the app checks it before moving on: a
    /// circular marker shows a turning ring in place of its number, a dash or bullet a segment
    /// sweeping along it, and the announcement ends with "loading" ("Step 2 of 4, 50%,
    /// loading"). With Reduce Motion on, the ring or segment is drawn still. A flow that
    /// succeeded or failed shows no loading (`StepperActivity`).
    ///
    /// ```swift
    /// @State private var isValidating = false  // true while the app checks the step
    /// EBStepper(current: 2, total: 4).loading(isValidating)
    /// ```
    nonisolated public func loading(_ isLoading: Bool = true) -> EBStepper {
      var copy = self
      copy.options.isLoading = isLoading
      return copy
    }

    /// Shows the part of the current step done, from 0 to 1: the current dash or bullet fills
    /// part-way, a circular marker's outline becomes an arc, and the percentage counts it (4
    /// steps, step 2 half done: "37.5%"). `nil` (the default) shows none. A fraction outside
    /// 0…1, or not a number, draws the nearest valid stepper, as for any value the core refuses
    /// (`StepperConfigurationError.invalidStepProgress`).
    ///
    /// ```swift
    /// @State private var uploaded = 0.0  // the part of step 2 done, 0 to 1, as it uploads
    /// EBStepper(style: .dash, current: 2, total: 4).stepProgress(uploaded)
    /// ```
    nonisolated public func stepProgress(_ fraction: Double?) -> EBStepper {
      var copy = self
      copy.options.stepProgress = fraction
      return copy
    }

    /// Collapses a row of more than `count` steps to `count` places without scrolling: the
    /// first and last steps, the current one with its neighbours, and overflow markers ("…")
    /// for the rest, each read by VoiceOver as what it hides ("3 more steps, 1 failed");
    /// `nil` (the default) shows every step (``StepperConfiguration/Options/maxVisible``). Where
    /// steps can be tapped (``onSelectStep(perform:)``), an overflow marker is a button that
    /// calls ``onSelectAllSteps(perform:)``, by tap, VoiceOver or the keyboard.
    ///
    /// A collapsed horizontal row fills the width it is offered as its length (it never
    /// scrolls), and is wider when its places need more. A count under
    /// ``StepperConfiguration/minimumMaxVisible``, or one with a ``viewport(_:)``, draws
    /// nothing, as any configuration the core refuses.
    ///
    /// ```swift
    /// EBStepper(style: .dash, current: 6, total: 12)
    ///   .maxVisible(7)
    ///   .onSelectStep { step in print("Go to step \(step)") }
    ///   .onSelectAllSteps { print("Show all steps") }
    /// ```
    nonisolated public func maxVisible(_ count: Int?) -> EBStepper {
      var copy = self
      copy.options.maxVisible = count
      return copy
    }

    /// Marks the total as an estimate (`true`) or as known (`false`): the header and
    /// VoiceOver read "Step 2 of about 6" and "about 33%"
    /// (``StepperConfiguration/Options/isTotalEstimated``). A change of the total is announced once
    /// ("2 steps added. Step 3 of 6"), whether or not it is an estimate.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 6).totalEstimated()
    /// ```
    nonisolated public func totalEstimated(_ isEstimated: Bool = true) -> EBStepper {
      var copy = self
      copy.options.isTotalEstimated = isEstimated
      return copy
    }

    /// Marks steps the flow lets the user leave out: each shows "Optional" in the
    /// environment's language under its name (before its description, "Optional · 3
    /// documents"), in the description's smaller type and `text/soft-500` color, and is read
    /// as "optional" ("Gift wrap, step 2 of 4, optional, upcoming"). A step the user passed by
    /// is shown with `.skipped` in ``stepStates(_:)``. A step the stepper lacks is left out,
    /// as for any value the core refuses (``StepperConfiguration/Options/optionalSteps``).
    ///
    /// ```swift
    /// EBStepper(current: 3, total: 4)
    ///   .stepNames([1: "Cart", 2: "Gift wrap", 3: "Payment", 4: "Review"])
    ///   .optionalSteps([2])
    ///   .stepStates([2: .skipped])
    /// ```
    nonisolated public func optionalSteps(_ steps: Set<StepperStepID>) -> EBStepper {
      var copy = self
      copy.options.optionalSteps = steps
      return copy
    }
  }
#endif
