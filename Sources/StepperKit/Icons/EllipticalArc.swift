// `sin`, `cos`, `tan` and `atan2`, from the C library: internal, so that the module's
// interface does not name it.
internal import StepperSystemLibrary

/// An SVG elliptical arc in endpoint form, and the cubic Bézier segments that draw it (SVG 1.1
/// implementation notes F.6.5 and F.6.6: center parameterization, radii scaled up when too
/// small, each piece at most 90° with control points at 4/3 · tan(θ/4) of the radius).
struct EllipticalArc {
  let from: StepperPoint
  let to: StepperPoint
  let radii: (x: Double, y: Double)
  /// The ellipse's x-axis rotation, in degrees.
  let rotation: Double
  let largeArc: Bool
  let sweep: Bool

  /// The ellipse in center form: its center, radii (scaled up where too small to reach),
  /// and the angle the arc starts at and sweeps through, in radians.
  private struct CenterForm {
    let center: StepperPoint
    let radiusX: Double
    let radiusY: Double
    let startAngle: Double
    let sweep: Double
    let cosPhi: Double
    let sinPhi: Double

    /// The point at `angle` on the ellipse.
    func point(_ angle: Double) -> StepperPoint {
      let x = radiusX * cos(angle)
      let y = radiusY * sin(angle)
      return StepperPoint(
        x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
    }

    /// The ellipse's tangent at `angle`, the derivative of ``point(_:)``.
    func tangent(_ angle: Double) -> StepperPoint {
      let x = -radiusX * sin(angle)
      let y = radiusY * cos(angle)
      return StepperPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
    }
  }

  /// Steps 1 to 3 of F.6.5: the midpoint in the ellipse's frame, the radii scaled up when too
  /// small, the center, and the start and sweep angles.
  private func centerForm() -> CenterForm {
    let phi = rotation * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    var (rx, ry) = radii
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let center = StepperPoint(
      x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
    let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
    if sweep, delta < 0 { delta += 2 * .pi }
    if !sweep, delta > 0 { delta -= 2 * .pi }
    return CenterForm(
      center: center, radiusX: rx, radiusY: ry, startAngle: startAngle, sweep: delta,
      cosPhi: cosPhi, sinPhi: sinPhi)
  }

  /// The cubic segments, or none where the arc is a straight line (zero radius) or nothing
  /// (the same end points): pieces of at most 90°, each with its control points along the
  /// tangents at 4/3 · tan(θ/4) of the way (F.6.6's approximation).
  func cubics() -> [(control1: StepperPoint, control2: StepperPoint, end: StepperPoint)] {
    guard from != to, radii.x > 0, radii.y > 0 else { return [] }
    let ellipse = centerForm()
    let pieces = max(1, Int((abs(ellipse.sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = ellipse.sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var result: [(control1: StepperPoint, control2: StepperPoint, end: StepperPoint)] = []
    var angle = ellipse.startAngle
    var begin = from
    for piece in 0..<pieces {
      let next = angle + step
      let end = piece == pieces - 1 ? to : ellipse.point(next)
      let d0 = ellipse.tangent(angle)
      let d1 = ellipse.tangent(next)
      result.append(
        (
          StepperPoint(x: begin.x + k * d0.x, y: begin.y + k * d0.y),
          StepperPoint(x: end.x - k * d1.x, y: end.y - k * d1.y), end
        ))
      begin = end
      angle = next
    }
    return result
  }
}
