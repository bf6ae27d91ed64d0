/// A text with `{name}` placeholders, split once into its literal parts and placeholders so
/// that filling it in is a few appends.
///
/// A placeholder is replaced once, and a value is never searched for placeholders of its own;
/// an unknown or unclosed placeholder stays as written.
struct TextTemplate: Sendable, Hashable {
  enum Piece: Sendable, Hashable {
    /// Text written as it is.
    case literal(String)
    /// A placeholder's name, without its braces.
    case placeholder(String)
  }

  /// The template's pieces, in order.
  let pieces: [Piece]

  init(_ template: String) {
    // One pass over the bytes: the braces are ASCII, so every index found is a character
    // boundary.
    let bytes = template.utf8
    var pieces: [Piece] = []
    var literalStart = bytes.startIndex
    var searchFrom = bytes.startIndex
    while let open = bytes[searchFrom...].firstIndex(of: UInt8(ascii: "{")) {
      let nameStart = bytes.index(after: open)
      searchFrom = nameStart
      guard let close = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
      // "{a{b}": the first brace opens nothing; the search goes on from the next.
      if bytes[nameStart..<close].contains(UInt8(ascii: "{")) { continue }
      if literalStart < open { pieces.append(.literal(String(template[literalStart..<open]))) }
      pieces.append(.placeholder(String(template[nameStart..<close])))
      literalStart = bytes.index(after: close)
      searchFrom = literalStart
    }
    if literalStart < bytes.endIndex { pieces.append(.literal(String(template[literalStart...]))) }
    self.pieces = pieces
  }

  /// The template with each placeholder replaced by `value(name)`, or kept as written where
  /// that is `nil`.
  func filled(_ value: (String) -> String?) -> String {
    var utf8: [UInt8] = []
    append(to: &utf8, value)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``filled(_:)``'s text to `output`, without making a string.
  func append<Output: UTF8Output & ~Copyable>(
    to output: inout Output, _ value: (String) -> String?
  ) {
    append(to: &output) { name, output in
      guard let text = value(name) else { return false }
      output.append(text)
      return true
    }
  }

  /// Appends ``filled(_:)``'s text to `output`, each placeholder's value appended by
  /// `appendValue` itself, without a string made for it: it appends the value of the
  /// placeholder named and returns `true`, or appends nothing and returns `false` to keep the
  /// placeholder as written.
  func append<Output: UTF8Output & ~Copyable>(
    to output: inout Output, appendingValues appendValue: (String, inout Output) -> Bool
  ) {
    for piece in pieces {
      switch piece {
      case .literal(let literal): output.append(literal)
      case .placeholder(let name):
        guard !appendValue(name, &output) else { continue }
        output.append("{")
        output.append(name)
        output.append("}")
      }
    }
  }
}
