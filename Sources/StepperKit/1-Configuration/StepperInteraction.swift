/// Which steps a person can tap: none, the steps already reached, or the steps the app names.
///
/// Interaction is a part of a ``StepperConfiguration``; the configuration checks that every
/// named step is one it has (see ``StepperConfiguration/init(_:)``), and a step drawn
/// disabled is never tappable.
///
/// ```swift
/// let configuration = try StepperConfiguration(
///   total: 4, current: 3, interaction: .tappable(steps: [1, 4]))
/// print(configuration.isSelectable(1), configuration.isSelectable(2))
/// // Prints "true false"
/// ```
package struct StepperInteraction: Sendable, Hashable {
  /// Steps cannot be tapped.
  package static let none = StepperInteraction(isTappable: false, tappableSteps: nil)
  /// The steps already reached can be tapped.
  package static let reachedSteps = StepperInteraction(isTappable: true, tappableSteps: nil)

  /// The steps the app names can be tapped, reached or not; a disabled step never can.
  package static func tappable(steps: Set<StepperStepID>) -> StepperInteraction {
    StepperInteraction(isTappable: true, tappableSteps: steps)
  }

  /// Whether steps can be tapped at all.
  package let isTappable: Bool
  /// The steps that can be tapped, or `nil` for the steps already reached.
  package let tappableSteps: Set<StepperStepID>?

  /// Creates an interaction; ``none``, ``reachedSteps`` and ``tappable(steps:)`` name the
  /// usual ones.
  ///
  /// - Parameters:
  ///   - isTappable: Whether steps can be tapped.
  ///   - tappableSteps: Which steps can be tapped when `isTappable`; `nil` for those already
  ///     reached.
  package init(isTappable: Bool, tappableSteps: Set<StepperStepID>? = nil) {
    self.isTappable = isTappable
    self.tappableSteps = tappableSteps
  }
}
