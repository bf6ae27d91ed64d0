/// The font a piece of scene text is set in.
package struct StepperTextStyle: Sendable, Hashable {
  /// The font family renderers name, most wanted first (CSS `font-family` syntax).
  package let family: String
  /// The font size in points.
  package let size: Double
  /// The CSS weight, 100–900.
  package let weight: Int
  /// The distance between baselines of consecutive lines, in points.
  package let lineHeight: Double
  /// The font's cap height as a fraction of its size, used to center digits optically.
  package let capHeight: Double

  /// Creates a text style.
  package init(family: String, size: Double, weight: Int, lineHeight: Double, capHeight: Double) {
    self.family = family
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.capHeight = capHeight
  }

  private static func inter(size: Double, weight: Int, lineHeight: Double) -> StepperTextStyle {
    let metrics = FontMetrics.inter
    return StepperTextStyle(
      family: "Inter, sans-serif", size: size, weight: weight, lineHeight: lineHeight,
      capHeight: metrics.capHeight / metrics.unitsPerEm)
  }

  /// The number inside a circular marker: Inter 12, semibold.
  package static let markerNumber = inter(size: 12, weight: 600, lineHeight: 16)
  /// The number inside a 16 pt sub-step marker: Inter 9, semibold.
  package static let substepNumber = inter(size: 9, weight: 600, lineHeight: 12)
  /// A step name: Inter 12, regular, 16 between lines.
  package static let stepName = inter(size: 12, weight: 400, lineHeight: 16)
  /// A step's description under its name: Inter 11, regular, 14 between lines.
  ///
  /// The design sets names at 12/16 and the header at 14/20 and name no smaller text style, so
  /// the description takes the next step down that scale, 11/14, quieter by its size and its
  /// color (``StepperToken/textSoft500``) rather than by a lighter weight, which thin screens
  /// blur.
  package static let stepDescription = inter(size: 11, weight: 400, lineHeight: 14)
  /// The header with the current step's name: Inter 14, semibold.
  package static let header = inter(size: 14, weight: 600, lineHeight: 20)
  /// The "All steps" control: Inter 14, medium.
  package static let allSteps = inter(size: 14, weight: 500, lineHeight: 20)

  /// The baseline origin that centers a line of digits in `frame`: horizontally at the middle
  /// (renderers anchor text at its middle), vertically so the cap height is centered.
  package func baselineOrigin(centeredIn frame: StepperRect) -> StepperPoint {
    let center = frame.center
    return StepperPoint(x: center.x, y: center.y + capHeight * size / 2)
  }

  /// The baseline of line `index` (from 0) of a text box whose top is `top`: each line is
  /// `lineHeight` tall with its cap height centered in it.
  package func baseline(ofLine index: Int, top: Double) -> Double {
    top + Double(index) * lineHeight + (lineHeight + capHeight * size) / 2
  }
}
