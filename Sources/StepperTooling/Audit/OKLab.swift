import StepperKit
// `cbrt`, `pow`, `atan2`, `sin` and `cos`, from the C library: internal, so that the module's
// interface does not name it.
internal import StepperSystemLibrary

/// A color in Björn Ottosson's OKLab space: perceptual lightness `l` (0 black to 1 white) and
/// the opponent axes `a` (green to red) and `b` (blue to yellow).
///
/// Converted from and to sRGB with the matrices Ottosson published
/// (https://bottosson.github.io/posts/oklab/), the ones CSS Color 4 uses for `oklab()`.
package struct OKLab: Sendable, Hashable {
  /// Perceptual lightness, 0 to 1.
  package var l: Double
  /// Green (negative) to red (positive).
  package var a: Double
  /// Blue (negative) to yellow (positive).
  package var b: Double

  package init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The OKLab coordinates of an sRGB color.
  package init(_ color: StepperColor) {
    let (red, green, blue) = color.components
    self.init(linearRed: Self.linear(red), green: Self.linear(green), blue: Self.linear(blue))
  }

  /// The OKLab coordinates of a linear-light sRGB color.
  package init(linearRed red: Double, green: Double, blue: Double) {
    let long = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
    let medium = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
    let short = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
    self.init(
      l: 0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short,
      a: 1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
      b: 0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short)
  }

  /// The color in linear-light sRGB, each channel unclamped: outside 0...1 when the color is
  /// outside the sRGB gamut.
  package var linearSRGB: (red: Double, green: Double, blue: Double) {
    let long = cube(l + 0.3963377774 * a + 0.2158037573 * b)
    let medium = cube(l - 0.1055613458 * a - 0.0638541728 * b)
    let short = cube(l - 0.0894841775 * a - 1.2914855480 * b)
    return (
      4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short,
      -1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short,
      -0.0041960863 * long - 0.7034186147 * medium + 1.7076147010 * short
    )
  }

  /// The color in gamma-encoded sRGB, each channel unclamped.
  package var srgb: (red: Double, green: Double, blue: Double) {
    let linear = linearSRGB
    return (Self.encoded(linear.red), Self.encoded(linear.green), Self.encoded(linear.blue))
  }

  /// Whether the color lies in the sRGB gamut, allowing for the error of the published
  /// matrices (an 8-bit color at the gamut's edge comes back up to about 2e-5 outside it, far
  /// under the 1.5e-4 of half an 8-bit step at black).
  package var isInSRGBGamut: Bool {
    let linear = linearSRGB
    let tolerance = 5e-5
    return [linear.red, linear.green, linear.blue].allSatisfy {
      $0 >= -tolerance && $0 <= 1 + tolerance
    }
  }

  /// The nearest 8-bit sRGB color: each encoded channel clamped to 0...1 and rounded. Map a
  /// color into the gamut first (``OKLCH/mappedIntoSRGB``); clamping alone shifts its hue.
  package var roundedColor: StepperColor {
    let (red, green, blue) = srgb
    func channel(_ value: Double) -> UInt8 {
      UInt8((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded())
    }
    return StepperColor(red: channel(red), green: channel(green), blue: channel(blue))
  }

  private func cube(_ value: Double) -> Double { value * value * value }

  /// The sRGB transfer function, encoded to linear light.
  package static func linear(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function, linear light to encoded; odd, so that negative values out of
  /// gamut keep their sign.
  package static func encoded(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }
}

/// OKLab in polar form: lightness `l`, chroma `c` and hue `h` in degrees (0 ..< 360).
package struct OKLCH: Sendable, Hashable {
  /// Perceptual lightness, 0 to 1.
  package var l: Double
  /// Chroma, 0 (grey) upward; sRGB colors stay under about 0.33.
  package var c: Double
  /// Hue angle in degrees, 0 ..< 360; meaningless when `c` is 0.
  package var h: Double

  package init(l: Double, c: Double, h: Double) {
    self.l = l
    self.c = c
    self.h = h
  }

  /// The polar form of an OKLab color.
  package init(_ lab: OKLab) {
    let hue = atan2(lab.b, lab.a) * 180 / .pi
    self.init(
      l: lab.l, c: (lab.a * lab.a + lab.b * lab.b).squareRoot(), h: hue < 0 ? hue + 360 : hue)
  }

  /// The OKLCH coordinates of an sRGB color.
  package init(_ color: StepperColor) {
    self.init(OKLab(color))
  }

  /// The rectangular form.
  package var lab: OKLab {
    let radians = h * .pi / 180
    return OKLab(l: l, a: c * cos(radians), b: c * sin(radians))
  }

  /// The color brought into the sRGB gamut by lowering its chroma alone, keeping lightness and
  /// hue (the CSS Color 4 approach, by bisection on chroma); a color in gamut is returned as it
  /// is.
  package var mappedIntoSRGB: OKLCH {
    let clampedL = min(max(l, 0), 1)
    var candidate = OKLCH(l: clampedL, c: c, h: h)
    if candidate.lab.isInSRGBGamut { return candidate }
    var low = 0.0
    var high = c
    for _ in 0..<40 {
      let middle = (low + high) / 2
      candidate.c = middle
      if candidate.lab.isInSRGBGamut { low = middle } else { high = middle }
    }
    candidate.c = low
    return candidate
  }
}
