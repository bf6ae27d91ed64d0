/// An easing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS's
/// `cubic-bezier()` and Core Animation's timing functions define it.
///
/// ```swift
/// print(StepperTimingCurve.easeInOut.value(at: 0.5))
/// // Prints "0.5"
/// ```
package struct StepperTimingCurve: Sendable, Hashable {
  /// The first control point's time, 0–1.
  package let x1: Double
  /// The first control point's progress.
  package let y1: Double
  /// The second control point's time, 0–1.
  package let x2: Double
  /// The second control point's progress.
  package let y2: Double

  /// Creates a curve from its control points; times outside 0–1 are a
  /// ``StepperTimingCurveError/controlPointOutOfRange(_:)``, since the curve would then go back in
  /// time.
  package init(x1: Double, y1: Double, x2: Double, y2: Double) throws(StepperTimingCurveError) {
    for x in [x1, x2] where !(x.isFinite && (0...1).contains(x)) {
      throw .controlPointOutOfRange(x)
    }
    guard y1.isFinite else { throw .controlPointOutOfRange(y1) }
    guard y2.isFinite else { throw .controlPointOutOfRange(y2) }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Ease in and out: CSS `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`.
  package static let easeInOut = StepperTimingCurve(checked: 0.42, 0, 0.58, 1)

  /// The curve's progress at `time`, both 0–1; times outside 0–1 are the nearer end.
  package func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    return Self.bezier(parameter(at: time), y1, y2)
  }

  /// The Bézier parameter whose time is `time`: Newton's method, with bisection when it stalls.
  private func parameter(at time: Double) -> Double {
    var s = time
    for _ in 0..<8 {
      let error = Self.bezier(s, x1, x2) - time
      if abs(error) < 1e-9 { return s }
      let slope = Self.slope(s, x1, x2)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = time
    for _ in 0..<60 {
      let x = Self.bezier(s, x1, x2)
      if abs(x - time) < 1e-9 { break }
      if x < time { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter `s`, given the two control values.
  private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
  }

  /// The derivative of ``bezier(_:_:_:)`` in `s`.
  private static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * c1 + 6 * r * s * (c2 - c1) + 3 * s * s * (1 - c2)
  }
}

/// Why a ``StepperTimingCurve`` could not be made.
package enum StepperTimingCurveError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A control point's time is outside 0–1, or a coordinate is not a finite number.
  case controlPointOutOfRange(Double)

  /// A one-line message naming the value.
  package var description: String {
    switch self {
    case .controlPointOutOfRange(let value):
      "control point times must be between 0 and 1 and progress values finite; got \(value)"
    }
  }
}
