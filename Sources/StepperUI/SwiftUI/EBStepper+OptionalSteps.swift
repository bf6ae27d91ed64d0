#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Marks steps the flow lets the user leave out: each shows "Optional" in the
    /// environment's language under its name (before its description, "Optional · 3
    /// documents"), in the description's smaller type and `text/soft-500` color, and is read
    /// as "optional" ("Gift wrap, step 2 of 4, optional, upcoming"). A step the user passed by
    /// is shown with `.skipped` in ``stepStates(_:)``. A step the stepper lacks is left out,
    /// as for any value the core refuses (``StepperConfiguration/optionalSteps(_:)``).
    ///
    /// ```swift
    /// EBStepper(current: 3, total: 4)
    ///   .stepNames([1: "Cart", 2: "Gift wrap", 3: "Payment", 4: "Review"])
    ///   .optionalSteps([2])
    ///   .stepStates([2: .skipped])
    /// ```
    nonisolated public func optionalSteps(_ steps: Set<StepperStepID>) -> EBStepper {
      var copy = self
      copy.optionalSteps = steps
      return copy
    }
  }
#endif
