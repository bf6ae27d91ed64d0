import StepperKit

extension StepperTheme {
  /// Writes themes as Swift source: an enum `StepperThemes` with a static theme per
  /// appearance, each built with an exhaustive `switch`, so the compiler checks that every
  /// token has a value.
  ///
  /// The file imports `StepperKit` and compiles as it is in an app or package that depends on
  /// it.
  ///
  /// ```swift
  /// let source = StepperTheme.swiftSource([.light])
  /// print(source.contains("case .brandBase: StepperColor(0x155DFC)"))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - themes: The themes to write, at most one per appearance.
  ///   - comment: The comment that opens the file, such as what wrote it; each of its lines
  ///     becomes a `//` line.
  public static func swiftSource(
    _ themes: [StepperTheme],
    comment: String = "The Stepper's tokens; change the design tokens and write them again\n"
      + "rather than editing this file."
  ) -> String {
    var out = comment.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "//\n" : "// \($0)\n"
    }.joined()
    out += """

      import StepperKit

      /// The Stepper's themes, from its design tokens.
      public enum StepperThemes {

      """
    let dimensions = themes.first?.dimensions ?? .seed
    let targets = StepperPlatform.allCases.map {
      ".\($0): \(NumberText.points(dimensions.minimumTouchTarget(on: $0)))"
    }.joined(separator: ", ")
    out += "  /// The size tokens, in points: space/space-4, dimensions/radius/full and\n"
    out += "  /// platform/min-touch-target per platform.\n"
    out += "  public static let dimensions = StepperDimensions(\n"
    out += "    dashGap: \(NumberText.points(dimensions.dashGap)), "
    out += "radiusFull: \(NumberText.points(dimensions.radiusFull)),\n"
    out += "    minimumTouchTargets: [\(targets)])\n\n"
    for (index, theme) in themes.enumerated() {
      if index > 0 { out += "\n" }
      let name = theme.appearance.rawValue
      out += "  /// The \(name) theme.\n"
      out += "  public static let \(name) = StepperTheme(\n"
      out += "    appearance: .\(name),\n"
      let proposed = theme.proposedTokens.map { "      .\($0),\n" }.joined()
      out += "    proposed: [" + (proposed.isEmpty ? "" : "\n" + proposed + "    ") + "],\n"
      out += "    dimensions: dimensions\n"
      out += "  ) { token in\n    switch token {\n"
      for token in StepperToken.allCases {
        let value = "0x" + theme[token].hex.dropFirst()
        out += "    case .\(token): StepperColor(\(value))  // \(token.rawValue)"
        out += theme.isProposed(token) ? ", proposed\n" : "\n"
      }
      out += "    }\n  }\n"
    }
    return out + "}\n"
  }
}
