#if canImport(SwiftUI)
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Lays the steps out in `length` points along the main axis instead of the style's default
    /// (dash 268, circular 272, bullet its natural length); `nil` restores the default.
    ///
    /// A length the steps do not fit draws nothing, as any configuration the core refuses.
    ///
    /// ```swift
    /// EBStepper(style: .dash, current: 2, total: 5).length(320)
    /// ```
    public func length(_ length: Double?) -> EBStepper {
      var copy = self
      copy.length = length
      return copy
    }

    /// Draws `step` in `state`, overriding the state derived from `current` and `status`
    /// (a step that failed earlier, one the flow skips).
    ///
    /// ```swift
    /// EBStepper(current: 3, total: 4).stepState(.error, for: 1)
    /// ```
    public func stepState(_ state: StepState, for step: StepID) -> EBStepper {
      var copy = self
      copy.stateOverrides[step] = state
      return copy
    }

    /// Draws each step of `states` in its state, overriding the derived ones.
    public func stepStates(_ states: [StepID: StepState]) -> EBStepper {
      var copy = self
      copy.stateOverrides.merge(states) { _, new in new }
      return copy
    }

    /// Speaks and shows the stepper's words from `strings` instead of the table for the
    /// environment's locale.
    public func strings(_ strings: StepperStrings) -> EBStepper {
      var copy = self
      copy.strings = strings
      return copy
    }
  }
#endif
