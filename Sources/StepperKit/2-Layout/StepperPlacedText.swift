/// Where a line of text is anchored: its left end, its middle or its right end.
///
/// Alignment is absolute (after right-to-left mirroring), so renderers need no bidi logic of
/// their own: SVG's `start`, `middle` and `end` text anchors, for example.
package enum StepperTextAnchor: String, Sendable, Hashable, CaseIterable {
  /// The line starts at the baseline point.
  case left
  /// The line is centered on the baseline point.
  case center
  /// The line ends at the baseline point.
  case right
}

/// Text laid out in the scene: its box, its lines, and where each line sits.
package struct StepperPlacedText: Sendable, Hashable {
  /// The box the text occupies.
  package let frame: StepperRect
  /// The lines, at most two for step names, one for the header.
  package let lines: [String]
  /// The text whole, before it was broken into ``lines`` or cut: what assistive technology
  /// reads, and what a renderer that breaks lines its own way starts from.
  package let fullText: String
  /// Each line's anchor point on its baseline.
  package let baselines: [StepperPoint]
  /// How each line hangs from its anchor point.
  package let anchor: StepperTextAnchor
  /// The font.
  package let style: StepperTextStyle
  /// Whether the text was cut with an ellipsis.
  package let isTruncated: Bool
  /// Whether the text needed more lines than it was given.
  package let needsMoreLines: Bool
  /// Whether the first line shows the text's first word whole.
  package let showsFirstWord: Bool

  /// How text fit the room it was given: whether it was cut, needed more lines, and shows its
  /// first word whole.
  package struct Fit: Sendable, Hashable {
    /// Whether the text was cut with an ellipsis.
    package var isTruncated: Bool
    /// Whether the text needed more lines than it was given.
    package var needsMoreLines: Bool
    /// Whether the first line shows the text's first word whole.
    package var showsFirstWord: Bool

    /// Creates a fit; text that needs more lines is by default text that was cut.
    package init(isTruncated: Bool, needsMoreLines: Bool? = nil, showsFirstWord: Bool = true) {
      self.isTruncated = isTruncated
      self.needsMoreLines = needsMoreLines ?? isTruncated
      self.showsFirstWord = showsFirstWord
    }
  }

  /// Creates placed text; `fullText` is the text before it was broken into `lines` (by
  /// default, the lines joined with spaces).
  package init(
    frame: StepperRect, lines: [String], fullText: String? = nil, baselines: [StepperPoint],
    anchor: StepperTextAnchor, style: StepperTextStyle, fit: Fit
  ) {
    self.frame = frame
    self.lines = lines
    self.fullText = fullText ?? lines.joined(separator: " ")
    self.baselines = baselines
    self.anchor = anchor
    self.style = style
    isTruncated = fit.isTruncated
    needsMoreLines = fit.needsMoreLines
    showsFirstWord = fit.showsFirstWord
  }

  /// Text laid out in lines, placed in `frame`: each line's baseline in turn from the frame's
  /// top, its anchor point at the frame's left end, middle or right end.
  init(
    _ text: TextLayout, style: StepperTextStyle, in frame: StepperRect, anchor: StepperTextAnchor
  ) {
    let x: Double =
      switch anchor {
      case .left: frame.x
      case .center: frame.center.x
      case .right: frame.maxX
      }
    let baselines = text.lines.indices.map {
      StepperPoint(x: x, y: style.baseline(ofLine: $0, top: frame.y))
    }
    self.init(
      frame: frame, lines: text.lines, fullText: text.text, baselines: baselines, anchor: anchor,
      style: style,
      fit: Fit(
        isTruncated: text.isTruncated, needsMoreLines: text.needsMoreLines,
        showsFirstWord: text.showsFirstWord))
  }
}
