extension StepperSceneElement {
  /// How an element is painted: its fill, outline and content, and the design tokens their
  /// colors were read from.
  package struct Paint: Sendable, Hashable {
    /// The fill color, or `nil` for none.
    package var fill: StepperColor?
    /// The outline, or `nil` for none.
    package var stroke: Stroke?
    /// What a marker shows inside it, or `nil` for nothing.
    package var content: Content?
    /// The design tokens the colors were read from.
    package var tokens: Tokens

    /// Creates an element's paint; nothing by default.
    @inline(__always)
    package init(
      fill: StepperColor? = nil, stroke: Stroke? = nil, content: Content? = nil,
      tokens: Tokens = Tokens()
    ) {
      self.fill = fill
      self.stroke = stroke
      self.content = content
      self.tokens = tokens
    }
  }
}
