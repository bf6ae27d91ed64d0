/// How a stepper moves from one step to another: how long the move takes and how it eases.
///
/// Both adapters read these figures: SwiftUI through a timing-curve animation with the same
/// control points, UIKit by asking ``position(from:to:elapsed:)`` on every display frame. When
/// the person has asked to reduce motion, the adapters do not animate at all.
///
/// ```swift
/// print(StepperMotion.position(from: 2, to: 3, elapsed: StepperMotion.duration / 2))
/// // Prints "2.5"
/// ```
package enum StepperMotion {
  /// How long a move between steps takes, in seconds.
  package static let duration = 0.3

  /// How a move eases: in and out.
  package static let curve = StepperTimingCurve.easeInOut

  /// Whether a move that started `elapsed` seconds ago is over.
  package static func isFinished(elapsed: Double) -> Bool {
    !(elapsed < duration)
  }

  /// The eased progress, 0–1, of a move that started `elapsed` seconds ago.
  package static func progress(elapsed: Double) -> Double {
    curve.value(at: elapsed / duration)
  }

  /// The position, in steps, `elapsed` seconds into a move from `start` to `end`.
  ///
  /// Positions between two whole steps are drawn by
  /// ``StepperInterpolatedScene/init(_:position:strings:measurer:)``.
  package static func position(from start: Double, to end: Double, elapsed: Double) -> Double {
    let progress = progress(elapsed: elapsed)
    return start + (end - start) * progress
  }
}
