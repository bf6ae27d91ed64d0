/// Where a line of text is anchored: its left end, its middle or its right end.
///
/// Alignment is absolute (after right-to-left mirroring), so renderers need no bidi logic of
/// their own: SVG's `start`, `middle` and `end` text anchors, for example.
public enum TextAnchor: String, Sendable, Hashable, CaseIterable {
  /// The line starts at the baseline point.
  case left
  /// The line is centered on the baseline point.
  case center
  /// The line ends at the baseline point.
  case right
}

/// Text laid out in the scene: its box, its lines, and where each line sits.
public struct PlacedText: Sendable, Hashable {
  /// The box the text occupies.
  public let frame: Rect
  /// The lines, at most two for step names, one for the header.
  public let lines: [String]
  /// The text whole, before it was broken into ``lines`` or cut: what assistive technology
  /// reads, and what a renderer that breaks lines its own way starts from.
  public let fullText: String
  /// Each line's anchor point on its baseline.
  public let baselines: [Point]
  /// How each line hangs from its anchor point.
  public let anchor: TextAnchor
  /// The font.
  public let style: TextStyle
  /// Whether the text was cut with an ellipsis.
  public let isTruncated: Bool

  /// Creates placed text; `fullText` is the text before it was broken into `lines` (by
  /// default, the lines joined with spaces).
  public init(
    frame: Rect, lines: [String], fullText: String? = nil, baselines: [Point],
    anchor: TextAnchor, style: TextStyle, isTruncated: Bool
  ) {
    self.frame = frame
    self.lines = lines
    self.fullText = fullText ?? lines.joined(separator: " ")
    self.baselines = baselines
    self.anchor = anchor
    self.style = style
    self.isTruncated = isTruncated
  }
}
