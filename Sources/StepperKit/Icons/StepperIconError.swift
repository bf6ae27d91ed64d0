/// Why icon path data could not be read.
///
/// Every case names what was wrong and what is allowed, so its ``description`` can be shown to
/// the person who wrote the data as it is.
public enum StepperIconError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data holds no drawing command.
  case empty
  /// A character that is not a path command, a number or a separator, at a character offset.
  case unexpectedCharacter(Character, offset: Int)
  /// A command that lacks a number it needs, at a character offset.
  case missingNumber(command: Character, offset: Int)
  /// An arc (`A`) whose large-arc or sweep flag, at a character offset, is not `0` or `1`.
  case invalidArcFlag(offset: Int)
  /// Drawing before the first `M`.
  case missingMoveTo(command: Character)
  /// More commands than `maximum`, 512.
  case tooManyCommands(maximum: Int)
  /// A coordinate outside -24...48, the grid and as much again around it (or not finite).
  case coordinateOutOfRange(Double)
  /// An icon name that is not one of the built-in icons.
  case unknownIcon(String)

  /// The error as one sentence that says what is allowed.
  public var description: String {
    let range = StepperIconPath.coordinateRange
    switch self {
    case .empty:
      return "icon path data is empty: give SVG path data starting with M, on a 24 × 24 grid"
    case .unexpectedCharacter(let character, let offset):
      return "icon path data has \(String(reflecting: String(character))) at offset \(offset):"
        + " only the commands MLHVCSQTAZ (either case), numbers, spaces and commas are allowed"
    case .missingNumber(let command, let offset):
      return "icon path command \(command) at offset \(offset) lacks a number it needs"
    case .invalidArcFlag(let offset):
      return "icon path arc has a flag at offset \(offset) that is not 0 or 1: an arc's"
        + " large-arc and sweep flags are 0 or 1"
    case .missingMoveTo(let command):
      return "icon path data draws with \(command) before any M: start with M x y"
    case .tooManyCommands(let maximum):
      return "icon path data has more than \(maximum) commands: an icon may have at most"
        + " \(maximum)"
    case .coordinateOutOfRange(let value):
      return "icon path reaches \(value): coordinates must be finite and within"
        + " \(Int(range.lowerBound))...\(Int(range.upperBound)) (a 24 × 24 grid)"
    case .unknownIcon(let name):
      let names = StepperIcon.builtIn.map(\.name).joined(separator: ", ")
      return "no icon is named \(String(reflecting: name)): the built-in icons are \(names)"
    }
  }
}
