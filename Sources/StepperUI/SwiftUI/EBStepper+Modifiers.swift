#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Lays the steps out in `length` points along the main axis instead of filling the width
    /// the stepper is offered (a vertical stepper: instead of the style's default, dash 268,
    /// circular 272, bullet its natural length); `nil` restores the default.
    ///
    /// A length the steps do not fit draws the nearest valid stepper, as for any value the core refuses.
    ///
    /// ```swift
    /// EBStepper(style: .dash, current: 2, total: 5).length(320)
    /// ```
    nonisolated public func length(_ length: Double?) -> EBStepper {
      var copy = self
      copy.length = length
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
      copy.firstNumber = number
      return copy
    }

    /// Shows each step's icon in place of its number (circular style only), such as the
    /// built-in ``StepperIcon/truck`` or one made from path data. A done step still shows its
    /// check and a failed one its exclamation mark, and the icon never replaces the step's
    /// accessible text. Icons on a dash or bullet stepper, or on a step it lacks, draw nothing,
    /// as any configuration the core refuses.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).icons([1: .person, 2: .card, 3: .truck])
    /// ```
    nonisolated public func icons(_ icons: [StepperStepID: StepperIcon]) -> EBStepper {
      var copy = self
      copy.icons = icons
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
      copy.stateOverrides[step] = state
      return copy
    }

    /// Draws each step of `states` in its state, overriding the derived ones.
    nonisolated public func stepStates(_ states: [StepperStepID: StepperStepState]) -> EBStepper {
      var copy = self
      copy.stateOverrides.merge(states) { _, new in new }
      return copy
    }

    /// Speaks and shows the stepper's words from `strings` instead of the table for the
    /// environment's locale.
    nonisolated public func strings(_ strings: StepperStrings) -> EBStepper {
      var copy = self
      copy.strings = strings
      return copy
    }

    /// Shows step names, at most two lines each (then an ellipsis), under (horizontal) or beside
    /// (vertical) their steps.
    ///
    /// Names are set at the environment's Dynamic Type size, in Inter when the app registers it
    /// and in the system font otherwise, and measured with Core Text in that same font.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepNames([1: "Cart", 2: "Address", 3: "Payment"])
    /// ```
    nonisolated public func stepNames(_ names: [StepperStepID: String]) -> EBStepper {
      var copy = self
      copy.names = names
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
    ///   .descriptions([1: "3 documents", 3: "Optional"])
    /// ```
    nonisolated public func descriptions(_ descriptions: [StepperStepID: String]) -> EBStepper {
      var copy = self
      copy.descriptions = descriptions
      return copy
    }

    /// Shows the header with the current step's name (or "Step 2 of 4" when it has none)
    /// above the steps, at the environment's Dynamic Type size.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepNames(names).header()
    /// ```
    nonisolated public func header() -> EBStepper {
      var copy = self
      copy.showsHeader = true
      return copy
    }

    /// Shows the "All steps" control at the header's trailing end and calls `action` when it is
    /// pressed, for the app to show the whole flow.
    ///
    /// The control is a button (at least 44 × 44 points) named with the localized "All steps";
    /// the stepper makes room above the header for it.
    ///
    /// ```swift
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
    /// count in `total`. `current` names the sub-step the user is on, if any.
    nonisolated public func substeps(_ substeps: [Int: Int], current: Int? = nil) -> EBStepper {
      var copy = self
      copy.substeps = substeps
      copy.currentSubstep = current
      return copy
    }

    /// Shows the row in a viewport `length` points long instead of the width it is offered;
    /// when the steps do not fit, the row scrolls: a person drags it, and it animates to the
    /// page of a new current step (unless Reduce Motion is on), as the core decides.
    nonisolated public func viewport(_ length: Double?) -> EBStepper {
      var copy = self
      copy.viewport = length
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
  }
#endif
