#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Shows that the current step is loading, while the app checks it before moving on: a
    /// circular marker shows a turning ring in place of its number, a dash or bullet a segment
    /// sweeping along it, and the announcement ends with "loading" ("Step 2 of 4, 50%,
    /// loading"). With Reduce Motion on, the ring or segment is drawn still. A flow that
    /// succeeded or failed shows no loading (`StepperActivity`).
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 4).loading(isValidating)
    /// ```
    nonisolated public func loading(_ isLoading: Bool = true) -> EBStepper {
      var copy = self
      copy.isLoading = isLoading
      return copy
    }

    /// Shows the part of the current step done, from 0 to 1: the current dash or bullet fills
    /// part-way, a circular marker's outline becomes an arc, and the percentage counts it (4
    /// steps, step 2 half done: "37.5%"). `nil` (the default) shows none. A fraction outside
    /// 0…1, or not a number, draws the nearest valid stepper, as for any value the core refuses
    /// (`StepperConfigurationError.invalidStepProgress`).
    ///
    /// ```swift
    /// EBStepper(style: .dash, current: 2, total: 4).stepProgress(uploaded)
    /// ```
    nonisolated public func stepProgress(_ fraction: Double?) -> EBStepper {
      var copy = self
      copy.stepProgress = fraction
      return copy
    }
  }
#endif
