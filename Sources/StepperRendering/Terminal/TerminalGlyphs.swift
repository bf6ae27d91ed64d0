import StepperKit

/// The characters terminal output draws each part in, by state, so that states stay apart
/// without color (under `NO_COLOR` or in a pipe) as they do with it.
///
/// Every glyph is one Unicode scalar one column wide.
///
/// ```swift
/// print(TerminalGlyphs.bar(.complete, axis: .horizontal), TerminalGlyphs.bar(.default, axis: .horizontal))
/// // Prints "━ ─"
/// ```
package enum TerminalGlyphs {
  /// A cell of a dash.
  package static func bar(_ state: StepperStepState, axis: StepperAxis) -> Character {
    Character(barScalar(state, axis: axis))
  }

  /// A bullet.
  package static func bullet(_ state: StepperStepState) -> Character {
    Character(bulletScalar(state))
  }

  /// A cell of a connector.
  package static func connector(_ state: StepperStepState, axis: StepperAxis) -> Character {
    Character(connectorScalar(state, axis: axis))
  }

  /// The two sides of a marker: half blocks in the fill color for a filled marker, brackets in
  /// the outline color for an outlined one, broken bars for a disabled one.
  package static func markerSides(
    _ state: StepperStepState, isOutlined: Bool
  ) -> (Character, Character) {
    let (leading, trailing) = markerSideScalars(state, isOutlined: isOutlined)
    return (Character(leading), Character(trailing))
  }

  /// An overflow marker of a collapsed row: "…", the steps it stands for.
  static let overflowScalar: Unicode.Scalar = "…"

  /// What a marker shows between its sides: a check, an exclamation mark, a skip mark (an en
  /// dash, as the picture's short bar), or its number. A
  /// marker with an icon shows its number: the terminal has no vector drawing, and no
  /// one-column character draws a truck or a card in every terminal font.
  package static func content(_ content: StepperSceneElement.Content) -> String {
    switch content {
    case .check: "✓"
    case .error: "!"
    case .skip: "–"
    case .ellipsis: "…"
    case .number(let text, _, _), .icon(_, _, let text, _): TerminalText.sanitized(text)
    }
  }

  /// ``content(_:)`` as a scalar, for a check, an exclamation mark or a skip mark; `nil` for a
  /// number, which is text.
  static func contentScalar(_ content: StepperSceneElement.Content) -> Unicode.Scalar? {
    switch content {
    case .check: "✓"
    case .error: "!"
    case .skip: "–"
    case .ellipsis: "…"
    case .number, .icon: nil
    }
  }

  /// ``bar(_:axis:)`` as a scalar, which the canvas draws without measuring it. A skipped dash
  /// is a double line: the outline of a complete one's heavy line, as the picture draws it
  /// hollow.
  static func barScalar(_ state: StepperStepState, axis: StepperAxis) -> Unicode.Scalar {
    let horizontal = axis == .horizontal
    switch state {
    case .complete, .active: return horizontal ? "━" : "┃"
    case .default: return horizontal ? "─" : "│"
    case .error: return horizontal ? "╍" : "╏"
    case .errorActive: return "╳"
    case .disabled: return horizontal ? "┄" : "┆"
    case .skipped: return horizontal ? "═" : "║"
    }
  }

  /// ``bullet(_:)`` as a scalar; a skipped bullet is a circled bar, as a skipped marker shows.
  static func bulletScalar(_ state: StepperStepState) -> Unicode.Scalar {
    switch state {
    case .complete: "●"
    case .active: "◉"
    case .default: "○"
    case .error: "◍"
    case .errorActive: "⊗"
    case .disabled: "◌"
    case .skipped: "⊖"
    }
  }

  /// ``connector(_:axis:)`` as a scalar.
  static func connectorScalar(_ state: StepperStepState, axis: StepperAxis) -> Unicode.Scalar {
    let horizontal = axis == .horizontal
    switch state {
    case .complete, .active, .error, .errorActive, .skipped: return horizontal ? "━" : "┃"
    case .default: return horizontal ? "─" : "│"
    case .disabled: return horizontal ? "┄" : "┆"
    }
  }

  /// The loading mark: a still spinner, in place of a marker's number, a bullet, or in the
  /// middle of the part of a dash not done.
  static let loadingScalar: Unicode.Scalar = "⋯"

  /// The part of a step done as a pie, in quarters rounded down (any part above 0 at least a
  /// quarter): ○ ◔ ◑ ◕ ●.
  ///
  /// ```swift
  /// print([0, 0.1, 0.5, 0.8, 1].map { TerminalGlyphs.pie($0) })
  /// // Prints "["○", "◔", "◑", "◕", "●"]"
  /// ```
  package static func pie(_ fraction: Double) -> Character {
    Character(pieScalar(fraction))
  }

  /// ``pie(_:)`` as a scalar.
  static func pieScalar(_ fraction: Double) -> Unicode.Scalar {
    let quarters = fraction <= 0 ? 0 : max(1, min(4, Int((fraction * 4).rounded(.down))))
    return ["○", "◔", "◑", "◕", "●"][quarters]
  }

  /// ``markerSides(_:isOutlined:)`` as scalars.
  static func markerSideScalars(
    _ state: StepperStepState, isOutlined: Bool
  ) -> (Unicode.Scalar, Unicode.Scalar) {
    if state == .disabled { return ("╎", "╎") }
    return isOutlined ? ("(", ")") : ("▐", "▌")
  }
}
