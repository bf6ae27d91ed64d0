// `pow`, from the C library: internal, so that the module's interface does not name it.
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// How a row that scrolls moves under a finger, a trackpad or a wheel, and after it is let go:
/// the figures a platform scroll view uses, held in the core so that a hand-made scroll feels
/// like a scroll view's in every view (see "Scrolling by hand" in the Long and real flows
/// article).
///
/// - **Deceleration.** A row let go at speed glides on, slowing by ``decelerationRate`` each
///   millisecond, as a scroll view's normal rate does; ``projectedDistance(velocity:)`` is how
///   far it glides, ``glide(velocity:after:)`` where it is after a time.
/// - **Edges.** Dragged past either end, the row follows the finger less and less
///   (``rubberBanded(_:maximum:dimension:)``), and springs back when let go.
/// - **Axis lock.** A drag that moves more across the row than along it, once it has moved
///   ``axisLockDistance``, belongs to the enclosing scroll view (``axisLock(_:axis:)``).
///
/// ```swift
/// print(StepperScrollPhysics.projectedDistance(velocity: 1_000))
/// // Prints "499.0"
/// ```
package enum StepperScrollPhysics {
  /// The fraction of its speed a gliding row keeps each millisecond: a scroll view's normal
  /// deceleration rate.
  package static let decelerationRate = 0.998
  /// How stiff the edges are: a row dragged `x` points past an end moves
  /// `(1 − 1 / (x · c / d + 1)) · d`, `d` being the viewport's length.
  package static let rubberBandConstant = 0.55
  /// How far, in points, a drag moves before it is given to the row or to its parent.
  package static let axisLockDistance = 10.0

  /// Who a drag belongs to.
  package enum AxisLock: Sendable, Hashable {
    /// Not yet decided: the drag has moved less than ``axisLockDistance``.
    case undecided
    /// The row: the drag moves along it at least as much as across it.
    case row
    /// The enclosing scroll view: the drag moves more across the row than along it.
    case parent
  }

  /// How far a row let go at `velocity` points per second glides before it stops.
  package static func projectedDistance(velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return velocity / 1_000 * decelerationRate / (1 - decelerationRate)
  }

  /// How far a row let go at `velocity` points per second has glided after `seconds`.
  package static func glide(velocity: Double, after seconds: Double) -> Double {
    guard velocity.isFinite, seconds.isFinite, seconds > 0 else { return 0 }
    let milliseconds = seconds * 1_000
    let kept = pow(decelerationRate, milliseconds)
    return projectedDistance(velocity: velocity) * (1 - kept)
  }

  /// How long a row let go at `velocity` points per second glides before it slows below half a
  /// point per second (``hasStopped(velocity:after:)``), in seconds; 0 for a row let go slower
  /// than that.
  ///
  /// ```swift
  /// print((StepperScrollPhysics.glideDuration(velocity: 1_000) * 100).rounded() / 100)
  /// // Prints "3.8"
  /// ```
  package static func glideDuration(velocity: Double) -> Double {
    guard velocity.isFinite, abs(velocity) > 0.5 else { return 0 }
    return log(0.5 / abs(velocity)) / log(decelerationRate) / 1_000
  }

  /// Whether a row let go at `velocity` points per second has, after `seconds`, slowed below
  /// half a point per second: the moment a glide ends.
  package static func hasStopped(velocity: Double, after seconds: Double) -> Bool {
    guard velocity.isFinite, seconds.isFinite else { return true }
    return abs(velocity) * pow(decelerationRate, max(seconds, 0) * 1_000) < 0.5
  }

  /// The offset shown for a drag that wants `offset`, where the row scrolls over
  /// `0...maximum` in a viewport `dimension` points long: `offset` inside the range, and past
  /// either end the end plus a resisted overshoot that never reaches `dimension`.
  package static func rubberBanded(
    _ offset: Double, maximum: Double, dimension: Double
  ) -> Double {
    guard offset.isFinite, maximum.isFinite, dimension.isFinite, dimension > 0 else {
      return min(max(offset.isFinite ? offset : 0, 0), max(maximum, 0))
    }
    let upper = max(maximum, 0)
    func resisted(_ overshoot: Double) -> Double {
      (1 - 1 / (overshoot * rubberBandConstant / dimension + 1)) * dimension
    }
    if offset < 0 { return -resisted(-offset) }
    if offset > upper { return upper + resisted(offset - upper) }
    return offset
  }

  /// Who a drag that has moved `translation` (x right, y down) belongs to, for a row along
  /// `axis`.
  package static func axisLock(_ translation: StepperPoint, axis: StepperAxis) -> AxisLock {
    let along = abs(axis == .horizontal ? translation.x : translation.y)
    let across = abs(axis == .horizontal ? translation.y : translation.x)
    guard along.isFinite, across.isFinite else { return .undecided }
    guard max(along, across) >= axisLockDistance else { return .undecided }
    return along >= across ? .row : .parent
  }
}
