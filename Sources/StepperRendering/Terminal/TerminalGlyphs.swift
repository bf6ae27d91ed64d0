import StepperKit

/// The characters terminal output draws each part in, by state, so that states stay apart
/// without color (under `NO_COLOR` or in a pipe) as they do with it.
///
/// ```swift
/// print(TerminalGlyphs.bar(.complete, axis: .horizontal), TerminalGlyphs.bar(.default, axis: .horizontal))
/// // Prints "━ ─"
/// ```
public enum TerminalGlyphs {
  /// A cell of a dash.
  public static func bar(_ state: StepState, axis: StepperAxis) -> Character {
    let horizontal = axis == .horizontal
    switch state {
    case .complete, .active: return horizontal ? "━" : "┃"
    case .default: return horizontal ? "─" : "│"
    case .error: return horizontal ? "╍" : "╏"
    case .errorActive: return "╳"
    case .disabled: return horizontal ? "┄" : "┆"
    }
  }

  /// A bullet.
  public static func bullet(_ state: StepState) -> Character {
    switch state {
    case .complete, .active: "●"
    case .default: "○"
    case .error: "◍"
    case .errorActive: "⊗"
    case .disabled: "◌"
    }
  }

  /// A cell of a connector.
  public static func connector(_ state: StepState, axis: StepperAxis) -> Character {
    let horizontal = axis == .horizontal
    switch state {
    case .complete, .active, .error, .errorActive: return horizontal ? "━" : "┃"
    case .default: return horizontal ? "─" : "│"
    case .disabled: return horizontal ? "┄" : "┆"
    }
  }

  /// The two sides of a marker: half blocks in the fill color for a filled marker, brackets in
  /// the outline color for an outlined one, broken bars for a disabled one.
  public static func markerSides(_ state: StepState, isOutlined: Bool) -> (Character, Character) {
    if state == .disabled { return ("╎", "╎") }
    return isOutlined ? ("(", ")") : ("▐", "▌")
  }

  /// What a marker shows between its sides: a check, an exclamation mark, or its number.
  public static func content(_ content: SceneElement.Content) -> String {
    switch content {
    case .check: "✓"
    case .error: "!"
    case .number(let text, _, _): TerminalText.sanitized(text)
    }
  }
}
