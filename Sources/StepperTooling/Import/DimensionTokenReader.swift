import StepperKit

/// Reads the size tokens (``StepperDimensionToken``) from the top level of a Design Tokens
/// document, beside its `light` and `dark` groups.
///
/// A size is a DTCG `dimension` (`{"value": 4, "unit": "px"}`, or the older string `"4px"`)
/// or a DTCG `number` (a plain number of points, the form design tools export variables in).
/// `px` is the only unit: DTCG's reference pixel, which is an iOS point and an Android dp; `rem`
/// depends on a root font size the stepper does not have. Per-platform values of
/// `platform/min-touch-target` are in its `$extensions` under ``platformsExtension``, each a
/// size as above; its `$value` is the iOS (and web) value. A token the file leaves out keeps
/// the specified value (``StepperDimensions/seed``).
enum DimensionTokenReader {
  /// The `$extensions` key that holds a token's value per platform.
  static let platformsExtension = "org.stepperkit.platforms"

  /// The top-level group names the size tokens live under: `space`, `dimensions`, `platform`.
  static let groupNames = Set(StepperDimensionToken.allCases.compactMap(\.pathComponents.first))

  static func dimensions(
    from root: [String: JSONValue]
  ) throws(StepperDesignTokenError) -> StepperDimensions {
    let seed = StepperDimensions.seed
    var values: [StepperDimensionToken: Double] = [:]
    var platforms: [StepperPlatform: Double] = [:]
    for token in StepperDimensionToken.allCases {
      guard let found = try find(token, in: root) else { continue }
      values[token] = try size(found.entry["$value"], type: found.type, token)
      guard token == .minTouchTarget else { continue }
      switch found.entry["$extensions"] {
      case nil: break
      case .object(let extensions):
        guard let byPlatform = extensions[platformsExtension] else { break }
        guard case .object(let members) = byPlatform else {
          throw .badDimension(
            token.rawValue,
            reason: "its \(platformsExtension) extension is \(byPlatform.kind), not an "
              + "object of platforms")
        }
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
          guard let platform = StepperPlatform(rawValue: name) else {
            throw .badDimension(
              token.rawValue,
              reason: "'\(name)' in \(platformsExtension) is not a platform; the platforms "
                + "are " + StepperPlatform.allCases.map(\.rawValue).joined(separator: ", "))
          }
          platforms[platform] = try size(value, type: found.type, token)
        }
      case let other?:
        throw .badDimension(
          token.rawValue, reason: "its $extensions is \(other.kind), not an object")
      }
    }
    let ios = platforms[.ios] ?? values[.minTouchTarget] ?? seed.minimumTouchTarget(on: .ios)
    var targets: [StepperPlatform: Double] = [.ios: ios]
    targets[.android] =
      platforms[.android]
      ?? (values[.minTouchTarget] == nil ? seed.minimumTouchTarget(on: .android) : ios)
    return StepperDimensions(
      dashGap: values[.space4] ?? seed.dashGap, radiusFull: values[.radiusFull] ?? seed.radiusFull,
      minimumTouchTargets: targets)
  }

  /// The token's object and the `$type` it has or inherits, or `nil` when the file leaves it
  /// out.
  private static func find(
    _ token: StepperDimensionToken, in root: [String: JSONValue]
  ) throws(StepperDesignTokenError) -> (entry: [String: JSONValue], type: String?)? {
    var group = root
    var type = root["$type"].flatMap(\.text)
    for (index, name) in token.pathComponents.enumerated() {
      guard let child = group[name] else { return nil }
      guard case .object(let members) = child else {
        throw .badDimension(
          token.rawValue, reason: "'\(name)' is \(child.kind), not a group or a token")
      }
      type = members["$type"].flatMap(\.text) ?? type
      if index == token.pathComponents.count - 1 {
        guard members["$value"] != nil else {
          throw .badDimension(token.rawValue, reason: "it has no $value")
        }
        return (members, type)
      }
      group = members
    }
    return nil
  }

  /// A size in points, checked.
  private static func size(
    _ value: JSONValue?, type: String?, _ token: StepperDimensionToken
  ) throws(StepperDesignTokenError) -> Double {
    func refuse(_ reason: String) -> StepperDesignTokenError {
      .badDimension(token.rawValue, reason: reason)
    }
    let number: Double
    switch (type, value) {
    case (nil, _):
      throw refuse("it has no $type; a size is a 'dimension' or a 'number'")
    case ("number", .number(let plain)?):
      number = plain
    case ("number", let other):
      throw refuse("its $type is 'number' but its $value is \(other?.kind ?? "missing")")
    case ("dimension", .object(let object)?):
      guard case .number(let amount)? = object["value"] else {
        throw refuse("its $value has no number 'value'")
      }
      guard case .string(let unit)? = object["unit"] else {
        throw refuse("its $value has no 'unit' string")
      }
      try checkUnit(unit, token)
      number = amount
    case ("dimension", .string(let text)?):
      let digits = text.prefix { "0123456789.-+eE".contains($0) }
      guard !digits.isEmpty, let amount = Double(digits) else {
        throw refuse("'\(text)' is not a size such as {\"value\": 4, \"unit\": \"px\"} or \"4px\"")
      }
      try checkUnit(String(text.dropFirst(digits.count)), token)
      number = amount
    case ("dimension", let other):
      throw refuse(
        "its $value is \(other?.kind ?? "missing"); a dimension is {\"value\": 4, \"unit\": \"px\"}"
      )
    case (let type?, _):
      throw refuse("its $type is '\(type)'; a size is a 'dimension' or a 'number'")
    }
    guard number.isFinite else { throw refuse("its value is not a finite number") }
    guard number >= 0 else {
      throw refuse("its value \(NumberText.points(number)) is negative; a size is 0 or more")
    }
    guard number <= StepperDimensions.maximum else {
      throw refuse(
        "its value \(NumberText.points(number)) is over \(NumberText.points(StepperDimensions.maximum)) "
          + "points")
    }
    return number
  }

  private static func checkUnit(
    _ unit: String, _ token: StepperDimensionToken
  ) throws(StepperDesignTokenError) {
    guard unit == "px" else {
      throw .badDimension(
        token.rawValue,
        reason: "its unit '\(unit)' is not one the stepper reads; sizes are in 'px' "
          + "(DTCG's reference pixel: an iOS point, an Android dp)")
    }
  }
}

extension JSONValue {
  /// The value as a string, when it is one.
  var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
