import StepperKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StepperTheme {
  /// The start of the `$description` that marks a token's value as a proposal.
  package static let proposedMarker = "Proposed"

  /// Reads the theme for one appearance from a W3C Design Tokens Community Group (DTCG) file.
  ///
  /// The file holds a `light` and/or a `dark` group, each with every token nested by its path
  /// (`stepper/color/bg` is the group `stepper`, its group `color`, its token `bg`). A value is
  /// a DTCG color (`{"colorSpace": "srgb", "components": [r, g, b]}`), a `#RRGGBB` string, or a
  /// reference to another token of the group (`"{brand.base}"`). A token whose `$description`
  /// starts with "Proposed" is marked proposed. This is the form
  /// ``designTokens(_:)`` writes, so a theme survives the round trip.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let file = StepperTheme.designTokens([.light, .dark])
  /// let dark = try StepperTheme(designTokens: Data(file.utf8), appearance: .dark)
  /// print(dark == .dark)
  /// // Prints "true"
  /// ```
  ///
  /// - Throws: ``StepperDesignTokenError`` naming the token or group at fault: a file that does not
  ///   parse, an unknown path, a missing token, a value that is not a color, or no group for
  ///   `appearance`.
  public init(
    designTokens data: Data, appearance: StepperAppearance
  ) throws(StepperDesignTokenError) {
    let themes = try Self.themes(designTokens: data)
    guard let theme = themes.first(where: { $0.appearance == appearance }) else {
      throw .missingAppearance(appearance)
    }
    self = theme
  }

  /// Reads every theme a Design Tokens file holds, light before dark.
  ///
  /// - Throws: ``StepperDesignTokenError``, also when the file holds neither appearance.
  package static func themes(
    designTokens data: Data
  ) throws(StepperDesignTokenError) -> [StepperTheme] {
    let themes = try DesignTokenReader.themes(from: data)
    guard !themes.isEmpty else { throw .missingAppearance(.light) }
    return themes
  }

  /// Writes themes as a W3C Design Tokens Community Group (DTCG) JSON document: a group per
  /// appearance, tokens nested by path, each with `$type` `color`, an sRGB `$value` (with its
  /// hex) and a `$description` saying what it paints, starting with "Proposed" where no design
  /// source fixes the value.
  ///
  /// ```swift
  /// let json = StepperTheme.designTokens([.light, .dark])
  /// print(json.contains("\"bg\": {"))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - themes: The themes to write, at most one per appearance.
  ///   - title: The document's `$description`, such as what wrote it.
  public static func designTokens(
    _ themes: [StepperTheme],
    title: String = "The Stepper's tokens: colors in one group per appearance, sizes beside them."
  ) -> String {
    designTokens(themes, title: title, descriptions: [:])
  }

  /// Writes themes as ``designTokens(_:)`` does, with a document `$description` of `title` and
  /// the `$description` of some tokens given (per appearance) rather than made up.
  static func designTokens(
    _ themes: [StepperTheme], title: String,
    descriptions: [StepperAppearance: [StepperToken: String]]
  ) -> String {
    var out = "{\n  \"$description\": "
    out += JSONText.string(title)
    for theme in themes {
      out += ",\n  \(JSONText.string(theme.appearance.rawValue)): "
      writeGroup(
        TokenTree(StepperToken.allCases), theme: theme,
        descriptions: descriptions[theme.appearance] ?? [:], indent: 2, to: &out)
    }
    writeDimensions(themes.first?.dimensions ?? .seed, to: &out)
    return out + "\n}\n"
  }

  /// The size tokens, at the top level beside the appearances: each a DTCG `dimension` in `px`
  /// (the reference pixel: an iOS point, an Android dp); the touch target's value per platform
  /// in its `$extensions`.
  private static func writeDimensions(_ dimensions: StepperDimensions, to out: inout String) {
    func size(_ value: Double) -> String {
      "{\"value\": \(NumberText.points(value)), \"unit\": \"px\"}"
    }
    for token in StepperDimensionToken.allCases {
      let path = token.pathComponents
      var indent = "  "
      out += ",\n"
      for name in path.dropLast() {
        out += indent + JSONText.string(name) + ": {\n"
        indent += "  "
      }
      out += indent + JSONText.string(path.last ?? "") + ": {\n"
      let inner = indent + "  "
      out += inner + "\"$type\": \"dimension\",\n"
      out += inner + "\"$value\": " + size(dimensions[token]) + ",\n"
      var description = token.purpose + "."
      if token == .minTouchTarget {
        let platforms = StepperPlatform.allCases.map {
          JSONText.string($0.rawValue) + ": " + size(dimensions.minimumTouchTarget(on: $0))
        }
        out +=
          inner + "\"$extensions\": {"
          + JSONText.string(DimensionTokenReader.platformsExtension) + ": {"
          + platforms.joined(separator: ", ") + "}},\n"
        description +=
          " $value is the iOS (and web) value, in points; the value per platform "
          + "(iOS pt, Android dp) is in $extensions." + DimensionTokenReader.platformsExtension
          + "."
      }
      out += inner + "\"$description\": " + JSONText.string(description) + "\n"
      for level in stride(from: path.count - 1, through: 0, by: -1) {
        out += String(repeating: " ", count: 2 + 2 * level) + "}" + (level > 0 ? "\n" : "")
      }
    }
  }

  private static func writeGroup(
    _ tree: TokenTree, theme: StepperTheme, descriptions: [StepperToken: String], indent: Int,
    to out: inout String
  ) {
    let inner = String(repeating: " ", count: indent + 2)
    out += "{"
    for (index, child) in tree.children.enumerated() {
      out += (index == 0 ? "\n" : ",\n") + inner + JSONText.string(child.name) + ": "
      switch child.node {
      case .group(let group):
        writeGroup(
          group, theme: theme, descriptions: descriptions, indent: indent + 2, to: &out)
      case .token(let token):
        writeToken(
          token, theme: theme, description: descriptions[token], indent: indent + 2, to: &out)
      }
    }
    out += "\n" + String(repeating: " ", count: indent) + "}"
  }

  private static func writeToken(
    _ token: StepperToken, theme: StepperTheme, description given: String?, indent: Int,
    to out: inout String
  ) {
    let inner = String(repeating: " ", count: indent + 2)
    let color = theme[token]
    let components = [color.red, color.green, color.blue]
      .map { NumberText.points(Double($0) / 255) }.joined(separator: ", ")
    var description = token.purpose + "."
    if let given {
      description = given
    } else if theme.isProposed(token) {
      description = proposedMarker + ": no design source fixes this value. " + description
    }
    out += "{\n\(inner)\"$type\": \"color\",\n"
    out += "\(inner)\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(components)], "
    out += "\"alpha\": 1, \"hex\": \(JSONText.string(color.hex))},\n"
    out += "\(inner)\"$description\": \(JSONText.string(description))\n"
    out += String(repeating: " ", count: indent) + "}"
  }
}

/// Tokens arranged as nested groups by their paths, in first-seen order.
struct TokenTree {
  enum Node {
    case group(TokenTree)
    case token(StepperToken)
  }

  private(set) var children: [(name: String, node: Node)] = []

  init(_ tokens: [StepperToken]) {
    for token in tokens { insert(token, path: token.pathComponents[...]) }
  }

  private init() {}

  private mutating func insert(_ token: StepperToken, path: ArraySlice<String>) {
    guard let name = path.first else { return }
    if path.count == 1 {
      children.append((name, .token(token)))
      return
    }
    if let index = children.firstIndex(where: { $0.name == name }),
      case .group(var group) = children[index].node
    {
      group.insert(token, path: path.dropFirst())
      children[index].node = .group(group)
    } else {
      var group = TokenTree()
      group.insert(token, path: path.dropFirst())
      children.append((name, .group(group)))
    }
  }
}
