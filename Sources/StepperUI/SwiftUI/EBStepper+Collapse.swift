#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Collapses a row of more than `count` steps to `count` places without scrolling: the
    /// first and last steps, the current one with its neighbours, and overflow markers ("…")
    /// for the rest, each read by VoiceOver as what it hides ("3 more steps, 1 failed");
    /// `nil` (the default) shows every step (``StepperConfiguration/maxVisible(_:)``). Where
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
      copy.maxVisible = count
      return copy
    }
  }
#endif
