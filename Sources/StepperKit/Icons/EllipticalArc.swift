import Foundation

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

  /// The cubic segments, or none where the arc is a straight line (zero radius) or nothing
  /// (the same end points).
  func cubics() -> [(control1: StepperPoint, control2: StepperPoint, end: StepperPoint)] {
    guard from != to, radii.x > 0, radii.y > 0 else { return [] }
    let phi = rotation * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    // Step 1: the midpoint in the ellipse's frame.
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // Radii too small to reach are scaled up until they do.
    var (rx, ry) = radii
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    // Step 2: the center in the ellipse's frame.
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    // Step 3: the center, and the start and sweep angles.
    let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
    let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
    if sweep, delta < 0 { delta += 2 * .pi }
    if !sweep, delta > 0 { delta -= 2 * .pi }
    // Pieces of at most 90°.
    let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> StepperPoint {
      let x = rx * cos(angle)
      let y = ry * sin(angle)
      return StepperPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
    }
    func derivative(_ angle: Double) -> StepperPoint {
      let x = -rx * sin(angle)
      let y = ry * cos(angle)
      return StepperPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
    }
    var result: [(control1: StepperPoint, control2: StepperPoint, end: StepperPoint)] = []
    var angle = startAngle
    var begin = from
    for piece in 0..<pieces {
      let next = angle + step
      let end = piece == pieces - 1 ? to : point(next)
      let d0 = derivative(angle)
      let d1 = derivative(next)
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
