import StepperKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed JSON value, keeping numbers and booleans apart, for reading token files.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data`, or says in a few words why it is not JSON and where: "it is not valid JSON:
  /// expected ',' or '}' but found ']' at line 3, column 1".
  static func parse(_ data: Data) -> Result<JSONValue, ParseFailure> {
    do {
      return .success(try JSONDecoder().decode(JSONValue.self, from: data))
    } catch {
      guard let syntax = JSONSyntaxError.first(in: data) else {
        return .failure(ParseFailure(reason: "it is not valid JSON"))
      }
      return .failure(ParseFailure(reason: "it is not valid JSON: \(syntax)"))
    }
  }

  /// Why a text is not JSON.
  struct ParseFailure: Error {
    let reason: String
  }

  /// The kind of value, as a message names it: "a number", "an object".
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
