#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a text stops being JSON (RFC 8259): the line and column of the first character that
/// cannot come there, 1-based, counted in Unicode scalars, and what was expected instead.
///
/// The decoder says only that a text is not JSON; this reads the text once more to say where,
/// so that a person can find the mistake in a token file. Nesting deeper than ``maximumDepth``
/// is reported as an error instead of being followed.
///
/// ```swift
/// import Foundation
///
/// let error = JSONSyntaxError.first(in: Data("{\n  \"a\": 1,\n}".utf8))
/// print(error?.line ?? 0, error?.column ?? 0)
/// // Prints "3 1"
/// ```
struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line of the offending character, from 1.
  let line: Int
  /// Its column on that line, from 1, in Unicode scalars.
  let column: Int
  /// What the text has there, and what JSON allows: "expected ',' or '}' but found ']'".
  let problem: String

  /// The deepest nesting of arrays and objects followed.
  static let maximumDepth = 512

  /// "expected … at line L, column C".
  var description: String { "\(problem) at line \(line), column \(column)" }

  /// The first syntax error in `data`, or `nil` when it is JSON. Text that is not UTF-8 is an
  /// error at the first byte that is not.
  static func first(in data: Data) -> JSONSyntaxError? {
    let (scalars, isUTF8) = unicodeScalars(of: data)
    guard isUTF8 else {
      var reader = Reader(scalars)
      reader.index = reader.scalars.count
      return reader.error("expected UTF-8 text but found a byte that is not")
    }
    var reader = Reader(scalars)
    if reader.peek == "\u{FEFF}" { reader.index += 1 }
    do throws(JSONSyntaxError) {
      try reader.value(depth: 0)
    } catch {
      return error
    }
    reader.skipWhitespace()
    if let extra = reader.peek {
      return reader.error("expected the end of the text but found \(Reader.name(extra))")
    }
    return nil
  }

  /// The Unicode scalars of `data` and `true`; or, when it is not UTF-8, the scalars before its
  /// first byte that is not, and `false`.
  private static func unicodeScalars(of data: Data) -> (scalars: [Unicode.Scalar], isUTF8: Bool) {
    var scalars: [Unicode.Scalar] = []
    var bytes = data.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return (scalars, true)
      case .error: return (scalars, false)
      }
    }
  }

  /// A recursive-descent reader of JSON's grammar that only checks it.
  private struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// An error at the current position.
    func error(_ problem: String) -> JSONSyntaxError {
      var line = 1
      var column = 1
      for scalar in scalars[..<min(index, scalars.count)] {
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return JSONSyntaxError(line: line, column: column, problem: problem)
    }

    /// How a message names a character, or the end of the text.
    static func name(_ scalar: Unicode.Scalar?) -> String {
      guard let scalar else { return "the end of the text" }
      if scalar.value < 0x20 || scalar.value == 0x7F {
        return "the control character U+" + String(scalar.value, radix: 16, uppercase: true)
      }
      return "'\(Character(scalar))'"
    }

    func unexpected(_ expected: String) -> JSONSyntaxError {
      error("expected \(expected) but found \(Self.name(peek))")
    }

    mutating func skipWhitespace() {
      while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        index += 1
      }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) {
      skipWhitespace()
      switch peek {
      case "{": try object(depth: depth + 1)
      case "[": try array(depth: depth + 1)
      case "\"": try string()
      case "t": try literal("true")
      case "f": try literal("false")
      case "n": try literal("null")
      case let scalar? where scalar == "-" || ("0"..."9").contains(scalar): try number()
      default: throw unexpected("a value")
      }
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) {
      guard depth <= JSONSyntaxError.maximumDepth else {
        throw error("expected at most \(JSONSyntaxError.maximumDepth) nested arrays and objects")
      }
      index += 1
      skipWhitespace()
      if peek == "}" {
        index += 1
        return
      }
      while true {
        skipWhitespace()
        guard peek == "\"" else { throw unexpected("a key in double quotes") }
        try string()
        skipWhitespace()
        guard peek == ":" else { throw unexpected("':'") }
        index += 1
        try value(depth: depth)
        skipWhitespace()
        switch peek {
        case ",": index += 1
        case "}":
          index += 1
          return
        default: throw unexpected("',' or '}'")
        }
      }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) {
      guard depth <= JSONSyntaxError.maximumDepth else {
        throw error("expected at most \(JSONSyntaxError.maximumDepth) nested arrays and objects")
      }
      index += 1
      skipWhitespace()
      if peek == "]" {
        index += 1
        return
      }
      while true {
        try value(depth: depth)
        skipWhitespace()
        switch peek {
        case ",": index += 1
        case "]":
          index += 1
          return
        default: throw unexpected("',' or ']'")
        }
      }
    }

    mutating func string() throws(JSONSyntaxError) {
      index += 1
      while true {
        guard let scalar = peek else { throw unexpected("'\"' to end the string") }
        switch scalar {
        case "\"":
          index += 1
          return
        case "\\":
          index += 1
          guard let escaped = peek else { throw unexpected("an escape after '\\'") }
          if escaped == "u" {
            index += 1
            for _ in 0..<4 {
              guard let digit = peek, digit.properties.isASCIIHexDigit else {
                throw unexpected("four hexadecimal digits after '\\u'")
              }
              index += 1
            }
          } else if "\"\\/bfnrt".unicodeScalars.contains(escaped) {
            index += 1
          } else {
            throw unexpected("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
          }
        case _ where scalar.value < 0x20:
          throw unexpected("a character other than a control character in a string")
        default:
          index += 1
        }
      }
    }

    mutating func digits() throws(JSONSyntaxError) {
      guard let first = peek, ("0"..."9").contains(first) else { throw unexpected("a digit") }
      while let digit = peek, ("0"..."9").contains(digit) { index += 1 }
    }

    mutating func number() throws(JSONSyntaxError) {
      if peek == "-" { index += 1 }
      if peek == "0" {
        index += 1
      } else {
        try digits()
      }
      if peek == "." {
        index += 1
        try digits()
      }
      if peek == "e" || peek == "E" {
        index += 1
        if peek == "+" || peek == "-" { index += 1 }
        try digits()
      }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
      for expected in word.unicodeScalars {
        guard peek == expected else { throw unexpected("'\(word)'") }
        index += 1
      }
    }
  }
}
