#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Marks the total as an estimate (`true`) or as known (`false`): the header and
    /// VoiceOver read "Step 2 of about 6" and "about 33%"
    /// (``StepperConfiguration/estimatedTotal(_:)``). A change of the total is announced once
    /// ("2 steps added. Step 3 of 6"), whether or not it is an estimate.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 6).estimatedTotal()
    /// ```
    nonisolated public func estimatedTotal(_ isEstimated: Bool = true) -> EBStepper {
      var copy = self
      copy.isTotalEstimated = isEstimated
      return copy
    }
  }
#endif
