/// The sub-steps each step reveals: with 2 after step 2, the row shows 2.1 and 2.2 between
/// steps 2 and 3. Dynamic sub-steps never count in a configuration's
/// ``StepperConfiguration/Options/total``.
///
/// A count outside `1...`\ `StepperConfiguration.maximumSubsteps` is a
/// ``StepperConfigurationError`` here; whether each step exists is checked by the
/// configuration, which knows its total.
///
/// ```swift
/// let substeps = try StepperSubsteps([2: 2])
/// let configuration = try StepperConfiguration(
///   style: .dash, total: 4, current: StepperStepID(2, substep: 1), substeps: substeps)
/// print(configuration.steps.count)
/// // Prints "6"
/// ```
package struct StepperSubsteps: Sendable, Hashable {
  /// No sub-steps.
  package static let none = StepperSubsteps(unchecked: [:])

  /// How many sub-steps each step reveals, by main step.
  package let counts: [Int: Int]

  /// Creates the sub-steps, checking each count.
  ///
  /// - Parameter counts: How many sub-steps each step reveals, by main step, each from 1 to
  ///   `StepperConfiguration.maximumSubsteps`.
  /// - Throws: ``StepperConfigurationError/invalidSubstepCount(step:count:)`` for the lowest
  ///   step whose count is out of range.
  package init(_ counts: [Int: Int]) throws(StepperConfigurationError) {
    let wrong = counts.filter { !(1...StepperConfiguration.maximumSubsteps).contains($0.value) }
    if let step = wrong.keys.min(), let count = wrong[step] {
      throw .invalidSubstepCount(step: step, count: count)
    }
    self.init(unchecked: counts)
  }

  /// Creates the sub-steps without checking them, for a path that checks the whole
  /// configuration in its own order (``StepperConfiguration/init(_:)``).
  package init(unchecked counts: [Int: Int]) {
    self.counts = counts
  }
}
