/// Makes `stepper` command lines: known commands and flags with values at every edge, and now
/// and then a word of random text, so that parsing and every check behind it get exercised.
package enum ArbitraryArguments {
  /// The commands tried first.
  package static let commands = ["render", "lint", "--help", "help", "-h"]

  /// Values for flags: numbers at the edges, choices, step pairs and names.
  package static let values: [String] = [
    "0", "1", "2", "3", "4", "5", "10", "99", "100", "375", "100000", "100001", "100000000",
    "100000001", "-1", "-0", "0.5", "2.1", "2.99", "1.1.1", "1e308", "-1e308", "1e-320", "nan",
    "NaN", "inf", "-inf", "infinity", "+5", "0x10", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "", " ", "=", "==",
    "dash", "bullet", "circular", "default", "success", "error", "horizontal", "vertical", "ltr",
    "rtl", "light", "dark", "svg", "json", "html", "page", "ansi", "en", "de-CH", "ar", "ar-EG",
    "ja", "fr", "es", "xx", "1=complete", "2=error", "3=errorActive", "1=disabled",
    "2.1=active", "0=active", "5=nope", "2=2", "2=0", "2=99", "2=100", "1=-1", "2.1=Scan ID",
    "1=<b>&amp;</b>", "Cart,Address,Payment", "a\\,b,c", ",,,", "\\", "2.1", "2.0", ".1", "2.",
  ]

  /// A command line of up to `maximumWords` words, built from `flags` (names without dashes)
  /// and ``values``. It never writes files: the caller drops `--output` and `examples`.
  package static func arguments<Source>(
    _ arbitrary: inout Arbitrary<Source>, flags: [String], maximumWords: Int = 16
  ) -> [String] {
    var words: [String] = []
    if arbitrary.chance(80) { words.append(arbitrary.element(of: commands)) }
    let count = arbitrary.int(in: 0...max(0, maximumWords))
    while words.count < count {
      switch arbitrary.int(in: 0...9) {
      case 0...4 where !flags.isEmpty:
        words.append("--" + arbitrary.element(of: flags))
        words.append(arbitrary.element(of: values))
      case 5 where !flags.isEmpty:
        words.append("--" + arbitrary.element(of: flags) + "=" + arbitrary.element(of: values))
      case 6 where !flags.isEmpty:
        words.append("--" + arbitrary.element(of: flags))
      case 7:
        words.append(ArbitraryText.name(&arbitrary, maximumParts: 2))
      default:
        words.append(arbitrary.element(of: values))
      }
    }
    return words
  }

  /// The flag names (without dashes) that a command's help text lists: `--style`, `--total`…
  package static func flags(inHelp help: String) -> [String] {
    var names: [String] = []
    for word in help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" })
    where word.hasPrefix("--") && word.count > 2 {
      let name = String(word.dropFirst(2).prefix { $0.isLetter || $0 == "-" })
      if !name.isEmpty, !names.contains(name) { names.append(name) }
    }
    return names
  }
}
