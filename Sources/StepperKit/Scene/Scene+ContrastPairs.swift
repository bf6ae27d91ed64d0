extension Scene {
  /// Every pair of colors the scene puts side by side, once each, in drawing order.
  ///
  /// An element's edge is its outline when it has one (an outlined marker's fill is the surface
  /// color itself), else its fill, measured against the surface (``background``, `bg/white-0`) as
  /// non-text; a marker's number is measured against its fill as text, a check or error glyph as
  /// non-text; names and the header are text on the surface.
  ///
  /// ```swift
  /// let scene = try Scene(StepperConfiguration(style: .dash, total: 4, current: 2))
  /// for pair in scene.contrastPairs {
  ///   print(pair.state, pair.foreground?.rawValue ?? "", pair.meetsRequirement)
  /// }
  /// // Prints "complete stepper/color/bg true", "active stepper/color/bg true" and
  /// // "default stepper/color/bg-track false"
  /// ```
  public var contrastPairs: [ContrastPair] {
    var pairs: [ContrastPair] = []
    var seen: Set<ContrastPair> = []
    func add(_ pair: ContrastPair) {
      if seen.insert(pair).inserted { pairs.append(pair) }
    }
    for element in elements {
      if let text = element.text {
        add(
          ContrastPair(
            part: .text, role: element.role, state: element.state,
            foreground: element.tokens.content, foregroundColor: text.color,
            background: .bgWhite0, backgroundColor: background, requirement: .text))
        continue
      }
      if let stroke = element.stroke {
        add(
          ContrastPair(
            part: .outline, role: element.role, state: element.state,
            foreground: element.tokens.stroke, foregroundColor: stroke.color,
            background: .bgWhite0, backgroundColor: background, requirement: .nonText))
      } else if let fill = element.fill {
        add(
          ContrastPair(
            part: .fill, role: element.role, state: element.state,
            foreground: element.tokens.fill, foregroundColor: fill,
            background: .bgWhite0, backgroundColor: background, requirement: .nonText))
      }
      if let content = element.content, let fill = element.fill {
        let requirement: ContrastRequirement = content.glyph == nil ? .text : .nonText
        add(
          ContrastPair(
            part: .content, role: element.role, state: element.state,
            foreground: element.tokens.content, foregroundColor: content.color,
            background: element.tokens.fill, backgroundColor: fill, requirement: requirement))
      }
    }
    return pairs
  }
}
