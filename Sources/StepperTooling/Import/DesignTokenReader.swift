import StepperKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads stepper themes from a W3C Design Tokens Community Group (DTCG) document.
///
/// The document holds a `light` and/or a `dark` group; inside each, the stepper's tokens are
/// nested by path (`stepper/color/bg` is `stepper` → `color` → `bg`; a name holding slashes
/// is read the same). A color is a DTCG color value in `srgb`, a `#RRGGBB` string, or a
/// reference to another of the stepper's tokens in the same group (`{brand.base}`). `$type`
/// may be set on a group; a token whose `$description` starts with "Proposed" is marked
/// proposed. The size tokens sit at the top level, beside the appearances
/// (``DimensionTokenReader``).
enum DesignTokenReader {
  /// One token as the document gives it.
  private struct Entry {
    let value: JSONValue
    let type: String?
    let description: String?
  }

  /// The metadata a group may carry besides its tokens and groups.
  private static let groupProperties: Set<String> = [
    "$type", "$description", "$extensions", "$deprecated", "$schema",
  ]

  static func themes(from data: Data) throws(StepperDesignTokenError) -> [StepperTheme] {
    let root: [String: JSONValue]
    switch JSONValue.parse(data) {
    case .failure(let failure): throw .doesNotParse(reason: failure.reason)
    case .success(.object(let object)): root = object
    case .success(let other):
      throw .doesNotParse(reason: "its top level is \(other.kind), not an object")
    }
    for key in root.keys.sorted() where !key.hasPrefix("$") {
      guard StepperAppearance(rawValue: key) != nil || DimensionTokenReader.groupNames.contains(key)
      else { throw .unknownGroup(key) }
    }
    let dimensions = try DimensionTokenReader.dimensions(from: root)
    let rootType = root["$type"].flatMap(\.stringValue)
    var themes: [StepperTheme] = []
    for appearance in StepperAppearance.allCases {
      guard let group = root[appearance.rawValue] else { continue }
      guard case .object(let members) = group else {
        throw .doesNotParse(
          reason: "'\(appearance.rawValue)' is \(group.kind), not a group of tokens")
      }
      var entries: [StepperToken: Entry] = [:]
      try collect(members, path: [], type: rootType, appearance: appearance, into: &entries)
      themes.append(try theme(appearance, entries, dimensions: dimensions))
    }
    return themes
  }

  /// Gathers the tokens of a group and its subgroups.
  private static func collect(
    _ group: [String: JSONValue], path: [String], type: String?, appearance: StepperAppearance,
    into entries: inout [StepperToken: Entry]
  ) throws(StepperDesignTokenError) {
    let type = group["$type"].flatMap(\.stringValue) ?? type
    for key in group.keys.sorted() {
      if groupProperties.contains(key) { continue }
      let childPath = path + [key]
      let name = childPath.joined(separator: "/")
      let token = StepperToken(rawValue: name)
      guard case .object(let child) = group[key] else {
        guard let token else { throw .unknownToken(path: name, appearance: appearance) }
        throw .notAColor(
          token, appearance: appearance,
          reason: "it is \(group[key]?.kind ?? "missing"), not a token with a $value")
      }
      if let value = child["$value"] {
        guard let token else { throw .unknownToken(path: name, appearance: appearance) }
        guard entries[token] == nil else { throw .duplicateToken(token, appearance: appearance) }
        entries[token] = Entry(
          value: value, type: child["$type"].flatMap(\.stringValue) ?? type,
          description: child["$description"].flatMap(\.stringValue))
      } else {
        guard StepperToken.allCases.contains(where: { $0.rawValue.hasPrefix(name + "/") }) else {
          throw .unknownToken(path: name, appearance: appearance)
        }
        try collect(child, path: childPath, type: type, appearance: appearance, into: &entries)
      }
    }
  }

  private static func theme(
    _ appearance: StepperAppearance, _ entries: [StepperToken: Entry],
    dimensions: StepperDimensions
  ) throws(StepperDesignTokenError) -> StepperTheme {
    var colors: [StepperToken: StepperColor] = [:]
    for token in StepperToken.allCases {
      guard entries[token] != nil else { throw .missingToken(token, appearance: appearance) }
      colors[token] = try color(of: token, appearance, entries, visiting: [])
    }
    let proposed = Set(
      entries.filter { $0.value.description?.hasPrefix("Proposed") == true }.map(\.key))
    return StepperTheme(appearance: appearance, proposed: proposed, dimensions: dimensions) {
      colors[$0] ?? StepperColor(0)
    }
  }

  /// A token's color, following references.
  private static func color(
    of token: StepperToken, _ appearance: StepperAppearance, _ entries: [StepperToken: Entry],
    visiting: Set<StepperToken>
  ) throws(StepperDesignTokenError) -> StepperColor {
    guard let entry = entries[token] else { throw .missingToken(token, appearance: appearance) }
    if let type = entry.type, type != "color" {
      throw .notAColor(
        token, appearance: appearance, reason: "its $type is '\(type)'; the stepper's are 'color'")
    }
    switch entry.value {
    case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}"):
      let path = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false)
        .joined(separator: "/")
      guard let target = StepperToken(rawValue: path) else {
        throw .badReference(
          token, appearance: appearance, reference: text, reason: "is not a stepper token")
      }
      guard !visiting.contains(target), target != token else {
        throw .badReference(
          token, appearance: appearance, reference: text, reason: "leads back to it")
      }
      guard entries[target] != nil else {
        throw .badReference(
          token, appearance: appearance, reference: text,
          reason: "has no value in \(appearance.rawValue)")
      }
      return try color(of: target, appearance, entries, visiting: visiting.union([token]))
    case .string(let text):
      guard let color = StepperColor(hex: text) else {
        throw .notAColor(
          token, appearance: appearance,
          reason: "'\(text)' is neither #RRGGBB nor a reference such as {brand.base}")
      }
      return color
    case .object(let value):
      return try srgb(value, token, appearance)
    default:
      throw .notAColor(
        token, appearance: appearance,
        reason: "its $value is \(entry.value.kind); a color is {\"colorSpace\": \"srgb\", "
          + "\"components\": [r, g, b]} or \"#RRGGBB\"")
    }
  }

  /// A DTCG color value object in the sRGB space.
  private static func srgb(
    _ value: [String: JSONValue], _ token: StepperToken, _ appearance: StepperAppearance
  ) throws(StepperDesignTokenError) -> StepperColor {
    func refuse(_ reason: String) -> StepperDesignTokenError {
      .notAColor(token, appearance: appearance, reason: reason)
    }
    guard case .string(let space) = value["colorSpace"] else {
      throw refuse("its $value has no colorSpace")
    }
    guard space == "srgb" else {
      throw refuse("its colorSpace is '\(space)'; the stepper reads srgb colors")
    }
    switch value["alpha"] {
    case nil, .number(1): break
    case .number(let alpha):
      throw refuse("its alpha is \(NumberText.points(alpha)); the stepper's colors are opaque")
    case let other?: throw refuse("its alpha is \(other.kind), not a number")
    }
    guard case .array(let components) = value["components"], components.count == 3 else {
      throw refuse("its components are not three numbers [r, g, b] from 0 to 1")
    }
    var channels: [UInt8] = []
    for component in components {
      guard case .number(let number) = component, (0...1).contains(number) else {
        throw refuse("its components are not three numbers [r, g, b] from 0 to 1")
      }
      channels.append(UInt8((number * 255).rounded()))
    }
    let color = StepperColor(red: channels[0], green: channels[1], blue: channels[2])
    try agree(value["hex"], with: color, refuse)
    return color
  }

  /// A color value's optional `hex`, which must say what its components say: a designer who
  /// edits one and not the other would otherwise see the edit ignored.
  private static func agree(
    _ hex: JSONValue?, with color: StepperColor,
    _ refuse: (String) -> StepperDesignTokenError
  ) throws(StepperDesignTokenError) {
    guard let hex else { return }
    guard case .string(let text) = hex, let stated = StepperColor(hex: text) else {
      throw refuse("its hex is \(hex.kind == "a string" ? "not #RRGGBB" : hex.kind)")
    }
    guard stated == color else {
      throw refuse(
        "its hex \(text) and its components (\(color.hex)) disagree; "
          + "edit both to the same color, or remove hex")
    }
  }
}

extension JSONValue {
  fileprivate var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
