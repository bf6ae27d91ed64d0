/// How a circular sub-step's marker shows its two-part number, "2.1" (Specification#sub-steps).
///
/// The number keeps the sub-step size, Inter 9 semibold, and the marker widens into a pill
/// that fits it: 16 points tall (as the round marker), and as wide as the number plus
/// ``padding`` at each end, rounded up to a whole point, never narrower than 16. Measured with
/// the bundled Inter's semibold advances, "2.1" is 12.5 points wide, so its pill is 19 × 16;
/// "12.3" is 17.2, a pill of 24. A pill never grows past ``maximumWidth``, a main step's 24
/// points: it stays inside a column's band, and along a row it takes at most 4 points of the
/// 8-point gap on each side, so it never reaches a connector (a row drawn whole that ends with
/// a sub-step keeps 4 points past its end for it). A number too wide for that (a
/// main step of three digits or more) is set smaller to fit. A marker that shows a check or an
/// exclamation mark stays round.
///
/// Everything that draws a marker reads these figures from the scene (its frame, its text and
/// style), so SVG, HTML, the terminal, JSON and the Apple views agree.
package enum SubstepMarker {
  /// The room between the number and each end of the pill.
  package static let padding = 3.0

  /// The widest pill: a main step's marker, 24 points.
  package static let maximumWidth = StyleMetrics.markerSize

  /// The text a sub-step's marker shows: its main step's number, a full stop, and its own
  /// number, each in `strings`' digits ("2.1", "٢.١"). Read left to right in every layout
  /// direction (the digits and the full stop between them form one number for the bidi
  /// algorithm), so it is never mirrored.
  package static func text(of id: StepperStepID, strings: StepperStrings) -> String {
    guard let substep = id.substep else { return strings.digits(id.step) }
    return strings.digits(id.step) + "." + strings.digits(substep)
  }

  /// The width of `text` in the sub-step number's style, measured with the bundled Inter.
  package static func textWidth(of text: String) -> Double {
    let style = StepperTextStyle.substepNumber
    return FontMetrics.inter.width(of: text, size: style.size, weight: style.weight)
  }

  /// The width of the pill that shows `text`: the text and ``padding`` at each end, rounded up
  /// to a whole point, between 16 and ``maximumWidth``.
  package static func width(showing text: String) -> Double {
    let natural = (textWidth(of: text) + 2 * padding).rounded(.up)
    return min(maximumWidth, max(StyleMetrics.substepMarkerSize, natural))
  }

  /// The style `text` is set in: the sub-step number's, made smaller only when the text is
  /// too wide for the widest pill.
  package static func style(showing text: String) -> StepperTextStyle {
    let style = StepperTextStyle.substepNumber
    let room = maximumWidth - 2 * padding
    let width = textWidth(of: text)
    guard width > room else { return style }
    return StepperTextStyle(
      family: style.family, size: style.size * room / width, weight: style.weight,
      lineHeight: style.lineHeight, capHeight: style.capHeight)
  }

  /// `frame`, a sub-step marker's round frame, widened about its center to the pill that shows
  /// `text`.
  package static func frame(_ frame: StepperRect, showing text: String) -> StepperRect {
    let width = Self.width(showing: text)
    guard width > frame.width else { return frame }
    return StepperRect(
      x: frame.center.x - width / 2, y: frame.y, width: width, height: frame.height)
  }
}
