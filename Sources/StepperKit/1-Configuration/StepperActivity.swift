/// What the current step is doing: loading (the app checks it before moving on) and how much
/// of it is done.
///
/// Activity is a part of a ``StepperConfiguration`` (``StepperConfiguration/activity(_:)``); a
/// configuration without it has ``none``. It shows on the current step only while that step is
/// drawn as the one the user is on (``StepperStepState/active``): a flow that succeeded or
/// failed, or a current step the app set to another state, shows none of it, and `stepper lint`
/// says so.
///
/// - **Loading**: the current marker shows activity. A circular marker shows a spinning ring in
///   place of its number; a dash or bullet shows a short segment sweeping along it. Where
///   motion is reduced, and in the still outputs (SVG, the terminal), the ring or segment is
///   drawn still. The announcement ends with the table's word for it: "Step 2 of 4, 50%,
///   loading".
/// - **Step progress**: a fraction of the current step done, from 0 to 1. The current dash or
///   bullet fills part-way from its leading end; a circular marker's outline becomes an arc
///   from the top, clockwise (counter-clockwise right to left). The percentage counts it: 4
///   steps, step 2 half done, is 37.5% ("37,5 %" in French).
///
/// ```swift
/// var options = StepperConfiguration.Options(total: 4, current: 2)
/// options.isLoading = true
/// options.stepProgress = 0.5
/// let configuration = try StepperConfiguration(options)
/// print(StepperAccessibility(configuration).announcement)
/// // Prints "Step 2 of 4, 37.5%, loading"
/// ```
package struct StepperActivity: Sendable, Hashable {
  /// No activity: the current step neither loads nor shows a part done.
  package static let none = StepperActivity(unchecked: false, stepProgress: nil)
  /// Loading, with no part of the step shown done.
  package static let loading = StepperActivity(unchecked: true, stepProgress: nil)

  /// Whether the current step is loading.
  package let isLoading: Bool
  /// The fraction of the current step done, from 0 to 1, or `nil` for none shown.
  package let stepProgress: Double?

  /// Creates an activity, checking the step progress.
  ///
  /// - Parameters:
  ///   - isLoading: Whether the current step is loading.
  ///   - stepProgress: The fraction of the current step done, from 0 to 1; `nil` for none.
  /// - Throws: ``StepperConfigurationError/invalidStepProgress(_:)`` for a fraction outside
  ///   0…1, or not a number.
  package init(
    isLoading: Bool = false, stepProgress: Double? = nil
  )
    throws(StepperConfigurationError)
  {
    if let stepProgress, !Self.isValid(stepProgress: stepProgress) {
      throw .invalidStepProgress(stepProgress)
    }
    self.init(unchecked: isLoading, stepProgress: stepProgress)
  }

  /// Creates an activity without checking it, for a path that checks the whole configuration
  /// in its own order (``StepperConfiguration/init(_:)``).
  package init(unchecked isLoading: Bool, stepProgress: Double?) {
    self.isLoading = isLoading
    self.stepProgress = stepProgress
  }

  /// Whether there is anything to show: loading, or a step progress.
  package var isEmpty: Bool { !isLoading && stepProgress == nil }

  /// Whether `stepProgress` is a fraction from 0 to 1 (not a number is not).
  package static func isValid(stepProgress: Double) -> Bool {
    (0...1).contains(stepProgress)
  }
}
