import StepperKit

/// Why a Design Tokens file could not be read as stepper themes. Each case names the token or
/// group at fault.
public enum StepperDesignTokenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not JSON (the reason gives the line and column where it stops being JSON), or
  /// its top level is not an object.
  case doesNotParse(reason: String)
  /// A top-level group is not an appearance: a file holds its tokens in `light` and `dark`.
  case unknownGroup(String)
  /// The file has no group for the appearance asked for.
  case missingAppearance(StepperAppearance)
  /// A token or group whose path is not one of the stepper's tokens.
  case unknownToken(path: String, appearance: StepperAppearance)
  /// The same token is given twice (nested and with a slash in its name).
  case duplicateToken(StepperToken, appearance: StepperAppearance)
  /// A token the stepper reads has no value.
  case missingToken(StepperToken, appearance: StepperAppearance)
  /// A token's value is not an opaque sRGB color.
  case notAColor(StepperToken, appearance: StepperAppearance, reason: String)
  /// A token refers to another (`{brand.base}`) that cannot give it a color.
  case badReference(StepperToken, appearance: StepperAppearance, reference: String, reason: String)
  /// A size token's value is not a size the stepper can use: a `$type` other than `dimension`
  /// or `number`, a unit other than `px`, a negative, non-finite or too large value. The token
  /// is named by its path: `space/space-4`, `dimensions/radius/full` or
  /// `platform/min-touch-target`.
  case badDimension(String, reason: String)

  /// A one-line message naming the token or group and what is allowed.
  public var description: String {
    switch self {
    case .doesNotParse(let reason):
      "the token file does not parse: \(reason)"
    case .unknownGroup(let name):
      "the token file has a top-level group '\(name)'; the stepper's colors go in a 'light' "
        + "and a 'dark' group, its sizes in "
        + DimensionTokenReader.groupNames.sorted().map { "'\($0)'" }.joined(separator: ", ")
    case .missingAppearance(let appearance):
      "the token file has no \(appearance.rawValue) theme (a top-level '\(appearance.rawValue)' "
        + "group)"
    case .unknownToken(let path, let appearance):
      "\(path) in \(appearance.rawValue) is not a stepper token; the tokens are "
        + StepperToken.allCases.map(\.rawValue).joined(separator: ", ")
    case .duplicateToken(let token, let appearance):
      "\(token.rawValue) in \(appearance.rawValue) is given more than once"
    case .missingToken(let token, let appearance):
      "the token file has no value for \(token.rawValue) in \(appearance.rawValue)"
    case .notAColor(let token, let appearance, let reason):
      "\(token.rawValue) in \(appearance.rawValue) is not a color: \(reason)"
    case .badReference(let token, let appearance, let reference, let reason):
      "\(token.rawValue) in \(appearance.rawValue) refers to \(reference), which \(reason)"
    case .badDimension(let path, let reason):
      "\(path) is not a size: \(reason)"
    }
  }
}
