// `pow`, from the C library: internal, so that the module's interface does not name it.
internal import StepperSystemLibrary

extension StepperColor {
  /// The WCAG 2.x relative luminance of the color, 0 (black) to 1 (white).
  package var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    let (red, green, blue) = components
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2.x contrast ratio between two colors, from 1 (none) to 21 (black on white).
  ///
  /// ```swift
  /// print(StepperColor(0x000000).contrastRatio(with: StepperColor(0xFFFFFF)))
  /// // Prints "21.0"
  /// ```
  package func contrastRatio(with other: StepperColor) -> Double {
    let (lighter, darker) = (
      max(relativeLuminance, other.relativeLuminance),
      min(relativeLuminance, other.relativeLuminance)
    )
    return (lighter + 0.05) / (darker + 0.05)
  }
}
