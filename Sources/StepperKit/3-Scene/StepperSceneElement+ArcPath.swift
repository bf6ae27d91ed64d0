// `sin`, `cos` and `tan`, from the C library: internal, so that the module's interface does not
// name it.
internal import StepperSystemLibrary

extension StepperSceneElement.Arc {
  /// The arc on the circle of `radius` about `center`, turned by `rotation` turns, as cubic
  /// Bézier segments of at most a quarter turn each: the path every renderer strokes.
  ///
  /// ```swift
  /// let arc = StepperSceneElement.Arc(start: 0, sweep: 0.5)
  /// let path = arc.path(center: StepperPoint(x: 12, y: 12), radius: 11)
  /// print(path.subpaths[0].segments.count, path.subpaths[0].segments[1].end)
  /// // Prints "2 StepperPoint(x: 12.000000000000002, y: 23.0)"
  /// ```
  package func path(
    center: StepperPoint, radius: Double, rotation: Double = 0
  ) -> StepperIconPath {
    let turn = 2 * Double.pi
    let from = (start + rotation) * turn
    let angle = sweep * turn
    let count = max(1, Int((abs(sweep) * 4).rounded(.up)))
    let step = angle / Double(count)
    // A quarter turn's control points lie this far along the tangents, times the radius.
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    func point(_ angle: Double) -> StepperPoint {
      StepperPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
    }
    func tangent(_ angle: Double) -> StepperPoint {
      StepperPoint(x: cos(angle), y: sin(angle))
    }
    var segments: [StepperIconPath.Segment] = []
    segments.reserveCapacity(count)
    for index in 0..<count {
      let a = from + step * Double(index)
      let b = a + step
      let p0 = point(a)
      let p3 = point(b)
      let t0 = tangent(a)
      let t1 = tangent(b)
      segments.append(
        .cubic(
          to: p3, control1: StepperPoint(x: p0.x + handle * t0.x, y: p0.y + handle * t0.y),
          control2: StepperPoint(x: p3.x - handle * t1.x, y: p3.y - handle * t1.y)))
    }
    return StepperIconPath(
      subpaths: [.init(start: point(from), segments: segments, isClosed: false)])
  }

  /// The arc as an element at `frame` with an outline `lineWidth` wide draws it: on the
  /// frame's inscribed circle inset by half the line, turned by `rotation` turns.
  package func path(
    in frame: StepperRect, lineWidth: Double, rotation: Double = 0
  ) -> StepperIconPath {
    path(
      center: frame.center,
      radius: max(0, min(frame.width, frame.height) / 2 - lineWidth / 2), rotation: rotation)
  }
}
