/// Measures the width of a line of text: how the core breaks step names into lines.
///
/// The default, ``StepperBundledFontMeasurer``, uses the bundled metrics of the font the SVG and
/// HTML output name, so measuring is the same on every platform. The Apple adapters can pass a
/// measurer backed by the platform's own text layout, so names break where the platform would
/// break them, at the user's Dynamic Type size.
package protocol StepperTextMeasuring: Sendable {
  /// The advance width of `text` set in `style`, in points.
  func width(of text: Substring, style: StepperTextStyle) -> Double
}

/// Measures text with the bundled advance widths of Inter, the font the SVG and HTML output name.
package struct StepperBundledFontMeasurer: StepperTextMeasuring {
  /// The font's metrics.
  package let metrics: FontMetrics

  /// Creates a measurer with Inter's metrics.
  package init() {
    self.init(metrics: .inter)
  }

  /// Creates a measurer with a font's metrics.
  package init(metrics: FontMetrics) {
    self.metrics = metrics
  }

  /// The sum of the characters' advances at the style's size and weight.
  package func width(of text: Substring, style: StepperTextStyle) -> Double {
    metrics.width(of: text, size: style.size, weight: style.weight)
  }
}

extension StepperTextMeasuring where Self == StepperBundledFontMeasurer {
  /// Inter's bundled metrics.
  package static var bundled: StepperBundledFontMeasurer { StepperBundledFontMeasurer() }
}
