/// Which clamped values a view has reported, so that each run of the same problems is reported
/// once rather than on every frame or update.
///
/// A view keeps one and asks it for each configuration it draws; it answers the line to report
/// the first time a set of problems appears, and `nil` while the same problems last or once the
/// values are valid again (a later return of the same problems is reported again).
///
/// ```swift
/// var reported = StepperClampReporter()
/// let drawn = StepperViewInput(current: 5, total: 4).nearestConfiguration(keeping: nil)
/// print(reported.report(for: drawn) != nil, reported.report(for: drawn) != nil)
/// // Prints "true false"
/// ```
package struct StepperClampReporter: Sendable, Hashable {
  /// The problems last reported, or empty.
  private var last: [StepperConfigurationError] = []

  /// Creates a reporter that has reported nothing.
  package init() {}

  /// The line to report for `drawn`, or `nil` when it has nothing new to report.
  package mutating func report(for drawn: StepperClampedConfiguration) -> String? {
    defer { last = drawn.problems }
    guard drawn.problems != last else { return nil }
    return drawn.report
  }
}
