/// A flag a command accepts.
struct FlagSpec: Sendable {
  /// The flag without its dashes: `style` for `--style`.
  let name: String
  /// Earlier names of the flag, without their dashes, that still parse as it: hidden, so that
  /// help and did-you-mean suggestions show only ``name`` (a near miss of an earlier name is
  /// pointed at the flag's name), and every message names the flag by ``name``
  /// (docs/Options.md has every option's flag).
  let aliases: [String]
  /// The placeholder shown in help for the flag's value, or `nil` for a switch.
  let valueName: String?
  /// Whether the flag may be given more than once.
  let isRepeatable: Bool
  /// One line of help.
  let help: String

  init(
    _ name: String, value: String? = nil, repeatable: Bool = false, aliases: [String] = [],
    help: String
  ) {
    self.name = name
    self.aliases = aliases
    self.valueName = value
    self.isRepeatable = repeatable
    self.help = help
  }

  /// Whether `word` (without dashes) is this flag's name or one of its hidden aliases.
  func isNamed(_ word: some StringProtocol) -> Bool {
    name == word || aliases.contains { $0 == word }
  }
}

extension [FlagSpec] {
  /// "; did you mean --name?" for the flag a mistyped `word` (without dashes) is nearest to,
  /// among the flags' names and then their hidden aliases, named by its name: `--titel`, near
  /// the earlier `--title`, is pointed at `--header`. "" when no flag is near.
  func didYouMean(_ word: String) -> String {
    let names = map(\.name)
    let aliases = flatMap { spec in spec.aliases.map { (alias: $0, name: spec.name) } }
    guard let nearest = Suggestion.nearest(to: word, among: names + aliases.map(\.alias)) else {
      return ""
    }
    let name = names.contains(nearest) ? nearest : aliases.first { $0.alias == nearest }?.name
    return name.map { "; did you mean --\($0)?" } ?? ""
  }
}

/// The flags found on a command line, by name.
struct ParsedFlags: Sendable {
  private(set) var values: [String: [String]] = [:]
  private(set) var switches: Set<String> = []

  /// Parses `--name value`, `--name=value` and `--switch` against `specs`; a flag given by a
  /// hidden alias is kept under its name.
  init(_ arguments: ArraySlice<String>, specs: [FlagSpec]) throws(CLIError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--"), argument.count > 2 else {
        let hint = specs.didYouMean(argument.drop { $0 == "-" }.description)
        throw .usage(
          "unexpected argument '\(argument)'; flags start with --\(hint) (see --help)")
      }
      let body = argument.dropFirst(2)
      let word = String(body.prefix { $0 != "=" })
      guard let spec = specs.first(where: { $0.isNamed(word) }) else {
        let hint = specs.didYouMean(word)
        throw .usage("unknown flag --\(word)\(hint) (see --help)")
      }
      let name = spec.name
      if spec.valueName == nil {
        guard !body.contains("=") else { throw .usage("--\(name) takes no value") }
        switches.insert(name)
        continue
      }
      let value: String
      if let equals = body.firstIndex(of: "=") {
        value = String(body[body.index(after: equals)...])
      } else if let next = remaining.popFirst() {
        value = next
      } else {
        throw .usage("--\(name) needs a value: \(spec.valueName ?? "")")
      }
      if values[name] != nil, !spec.isRepeatable {
        throw .usage("--\(name) is given more than once; it takes one value")
      }
      values[name, default: []].append(value)
    }
  }

  /// The words that ask for a command's help where a flag would stand.
  static let helpWords: Set<String> = ["--help", "-h"]

  /// Whether `--help` (or `-h`) stands where a flag would, rather than as the value of the flag
  /// before it (`--style --help` gives `--style` the value "--help", which is then refused as a
  /// style). Unknown flags and switches take no value here; the words before `--help` need not
  /// parse, so that help is there even for a command line that went wrong.
  static func asksForHelp(_ arguments: ArraySlice<String>, specs: [FlagSpec]) -> Bool {
    asks(for: helpWords, in: arguments, specs: specs)
  }

  /// Whether one of `words` stands where a flag would, read as ``asksForHelp(_:specs:)``
  /// reads `--help`: `--version` asks for the version anywhere on a command's line.
  static func asks(
    for words: Set<String>, in arguments: ArraySlice<String>, specs: [FlagSpec]
  ) -> Bool {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if words.contains(argument) { return true }
      guard argument.hasPrefix("--"), !argument.contains("=") else { continue }
      if specs.first(where: { $0.isNamed(argument.dropFirst(2)) })?.valueName != nil {
        _ = remaining.popFirst()
      }
    }
    return false
  }

  /// Whether a switch was given.
  func has(_ name: String) -> Bool { switches.contains(name) }

  /// The last value of a flag, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable flag, in order.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// A flag's value as one of an enumeration's cases.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, as type: Choice.Type
  ) throws(CLIError) -> Choice? where Choice.RawValue == String {
    guard let text = value(name) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let values = Choice.allCases.map(\.rawValue)
      let hint = Suggestion.didYouMean(text, among: values)
      throw .usage("--\(name) accepts \(Self.list(values)); got '\(text)'\(hint)")
    }
    return choice
  }

  /// A flag's value as a whole number.
  func integer(_ name: String) throws(CLIError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else {
      throw .usage("--\(name) accepts a whole number; got '\(text)'")
    }
    return number
  }

  /// A flag's value as a number of points. "nan" and "inf" parse, so that the configuration can
  /// refuse them by name.
  func points(_ name: String) throws(CLIError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text) else {
      throw .usage("--\(name) accepts a number of points; got '\(text)'")
    }
    return number
  }

  /// "a, b or c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
