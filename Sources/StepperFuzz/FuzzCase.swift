import Foundation
import StepperArbitrary
import StepperCLI
import StepperKit
import StepperRendering

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One fuzzer input, run: the bytes become a configuration or a `stepper` command line, every
/// renderer draws the result, and the outputs are checked. Returns what was wrong; a crash or
/// a trap on the way is what libFuzzer itself reports.
enum FuzzCase {
  /// The renderers every scene goes through, with the columns of a terminal one: a new
  /// renderer is one more entry.
  static let renderers: [(renderer: StepperRenderer, columns: Int?)] = [
    (.svg, nil), (.json, nil), (.html, nil), (.html(colorScheme: .system), nil), (.page, nil),
    (.ansi, 80), (.ansi(colorMode: .none, columns: 1), 1),
    (.ansi(colorMode: .ansi256, columns: 23), 23),
  ]

  /// What `bytes` decode to, without running it: a configuration in a language, or a command
  /// line.
  enum Input: CustomStringConvertible {
    case configuration(ConfigurationRecipe, StepperStrings)
    case commandLine([String])

    var description: String {
      switch self {
      case .configuration(let recipe, let strings): "\(recipe), in \(strings.languageCode)"
      case .commandLine(let words):
        "stepper " + words.map(\.debugDescription).joined(separator: " ")
      }
    }
  }

  /// Decodes `bytes`: the first byte picks a configuration with values an app would pass, one
  /// with wild values (the second byte says how wild), or a command line.
  static func input(from bytes: [UInt8]) -> Input {
    var arbitrary = Arbitrary(FuzzedBytes(bytes))
    switch arbitrary.int(in: 0...3) {
    case 0:
      var recipe = ArbitraryConfiguration.recipe(&arbitrary, wildness: 0)
      let strings = arbitrary.element(of: StepperStrings.all)
      // Icons come from the bytes after all the others, so older inputs decode as before.
      recipe.stepIcons = ArbitraryConfiguration.icons(&arbitrary, for: recipe)
      // Drawn last, so that the inputs written before descriptions make what they made.
      ArbitraryConfiguration.describe(&recipe, &arbitrary)
      ArbitraryConfiguration.estimate(&recipe, &arbitrary)
      // After the descriptions, for the same reason.
      (recipe.isLoading, recipe.stepProgress) = ArbitraryConfiguration.activity(
        &arbitrary, for: recipe)
      ArbitraryConfiguration.collapse(&recipe, &arbitrary)
      return .configuration(recipe, strings)
    case 1:
      let wildness = arbitrary.int(in: 1...100)
      var recipe = ArbitraryConfiguration.recipe(&arbitrary, wildness: wildness)
      let strings = arbitrary.element(of: StepperStrings.all)
      recipe.stepIcons = ArbitraryConfiguration.icons(&arbitrary, for: recipe, wildness: wildness)
      ArbitraryConfiguration.describe(&recipe, &arbitrary, wildness: wildness)
      ArbitraryConfiguration.estimate(&recipe, &arbitrary)
      (recipe.isLoading, recipe.stepProgress) = ArbitraryConfiguration.activity(
        &arbitrary, for: recipe, wildness: wildness)
      ArbitraryConfiguration.collapse(&recipe, &arbitrary)
      return .configuration(recipe, strings)
    default:
      var words = ArbitraryArguments.arguments(&arbitrary, flags: flags)
      // Nothing that writes files, waits or runs for long: no --output, no `-` (`--tokens -`
      // reads standard input to its end), no examples, no docs-images, no bench.
      words.removeAll {
        $0 == "--output" || $0.hasPrefix("--output=") || $0 == "-" || $0 == "--tokens=-"
      }
      while let first = words.first, ["examples", "docs-images", "bench"].contains(first) {
        words.removeFirst()
      }
      return .commandLine(words)
    }
  }

  /// The problems `bytes` lead to, the input first; none when all is well.
  static func problems(for bytes: [UInt8]) -> [String] {
    let input = input(from: bytes)
    let problems =
      switch input {
      case .configuration(let recipe, let strings): configurationProblems(recipe, strings)
      case .commandLine(let words): commandLineProblems(words)
      }
    return problems.isEmpty ? [] : ["\(input)"] + problems
  }

  private static func configurationProblems(
    _ recipe: ConfigurationRecipe, _ strings: StepperStrings
  ) -> [String] {
    let configuration: StepperConfiguration
    do {
      configuration = try recipe.make()
    } catch {
      // Refused: the message must say something (and building it must not trap).
      return error.description.isEmpty ? ["an error without a message"] : []
    }
    let scene = StepperScene(configuration, strings: strings)
    var problems = OutputProblems.nonFiniteNumbers(in: scene).map { "scene: \($0)" }
    for (renderer, columns) in renderers {
      problems += outputProblems(
        renderer.render(scene), mediaType: renderer.mediaType, columns: columns
      ).map { "\(renderer.name): \($0)" }
    }
    // The other ways into the core: hit testing, guideline checks.
    for element in scene.elements.prefix(8) {
      _ = scene.hitTest(element.frame.center)
    }
    _ = StepperGuidelineDiagnostics.warnings(for: configuration)
    return problems
  }

  private static func commandLineProblems(_ words: [String]) -> [String] {
    guard !words.isEmpty else { return [] }  // `stepper` alone writes the examples.
    let out = Buffer()
    let err = Buffer()
    let status = StepperTool.run(
      words, console: Console(out: { out.append($0) }, err: { err.append($0) }))
    var problems: [String] = []
    // 0 and 1 (lint), or the errors: usage 64, data 65, a file that cannot be read 66 (`--tokens`).
    if ![0, 1, 64, 65, 66].contains(status) { problems.append("exit status \(status)") }
    if status != 0, status != 1 {
      let lines = err.text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count != 2 || !err.text.hasPrefix("stepper: ") {
        problems.append("the error is not one line: \(err.text.debugDescription)")
      }
    }
    // Nothing printed on the terminal carries a sequence or a control from the input: errors
    // write them as escapes, warnings and terminal drawings remove them.
    problems += OutputProblems.leakedSequenceFragments(inTerminalText: err.text)
      .filter { !$0.hasPrefix("a piece") }  // An error may quote the payload, escaped.
      .map { "standard error: \($0)" }
    // A lint asked for its help or the version (`--help`, `-h`, `--version` anywhere on its
    // line) prints that instead of warnings.
    let asksForText = words.contains { ["--help", "-h", "--version"].contains($0) }
    if words.first == "lint", !asksForText {
      problems += OutputProblems.leakedSequenceFragments(inTerminalText: out.text)
        .map { "lint: \($0)" }
      // One warning a line: a name cannot forge another.
      for line in out.text.split(separator: "\n")
      where !line.hasPrefix("warning: ") && line != "No guideline warnings." {
        problems.append("lint: a line that is no warning: \(String(line).debugDescription)")
      }
    }
    if status == 0 {
      let text = out.text
      if text.hasPrefix("<svg") {
        problems += outputProblems(text, mediaType: StepperRenderer.svg.mediaType)
      } else if text.hasPrefix("{") {
        problems += outputProblems(text, mediaType: StepperRenderer.json.mediaType)
      } else if text.hasPrefix("<") {
        problems += outputProblems(text, mediaType: StepperRenderer.html.mediaType)
      } else if words.contains("ansi") || words.contains("--format=ansi") {
        problems += outputProblems(text, mediaType: StepperRenderer.ansi.mediaType)
      }
    }
    return problems
  }

  /// The problems of one output: text that is not valid UTF-8 (renderers make their strings
  /// without checking the bytes again), numbers that are not finite, markup or JSON that does
  /// not parse, terminal lines wider than their columns.
  static func outputProblems(
    _ output: String, mediaType: String, columns: Int? = nil
  ) -> [String] {
    var problems = OutputProblems.isValidUTF8(output.utf8) ? [] : ["the text is not valid UTF-8"]
    switch mediaType {
    case "application/json":
      problems += OutputProblems.nonFiniteNumbers(inJSON: output).map { "number \($0)" }
      if (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil {
        problems.append("the JSON does not parse")
      }
    case "image/svg+xml":
      problems += OutputProblems.nonFiniteNumbers(inMarkup: output).map { "attribute \($0)" }
      if let error = xmlProblem(output) { problems.append("the SVG is not well formed: \(error)") }
    case "text/html":
      problems +=
        OutputProblems.nonFiniteNumbers(inMarkup: output).map { "attribute \($0)" }
        + OutputProblems.nonFiniteNumbers(inStyles: output).map { "style \($0)" }
    case "text/plain":
      problems += OutputProblems.leakedSequenceFragments(inTerminalText: output)
      guard let columns else { break }
      problems += OutputProblems.linesWider(than: columns, inTerminalText: output) {
        DisplayWidth.of($0)
      }.map { "a line wider than \(columns) columns: \($0.debugDescription)" }
    default:
      break
    }
    return problems
  }

  /// Why `text` is not well-formed XML, or `nil` when it is. Foundation's parser stops at
  /// 10 MB (libxml2's limit without its "huge" option), so larger documents are not checked.
  private static func xmlProblem(_ text: String) -> String? {
    guard text.utf8.count < 8_000_000 else { return nil }
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "unknown error")
  }

  /// The flags of `render` and `lint`, read from their help, so new flags get fuzzed too.
  static let flags: [String] = {
    let help = Buffer()
    let console = Console(out: { help.append($0) }, err: { _ in })
    _ = StepperTool.run(["render", "--help"], console: console)
    _ = StepperTool.run(["lint", "--help"], console: console)
    return ArbitraryArguments.flags(inHelp: help.text).filter { $0 != "output" && $0 != "help" }
  }()
}

/// Collects what a command prints.
private final class Buffer: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []
  func append(_ text: String) { lock.withLock { parts.append(text) } }
  var text: String { lock.withLock { parts.joined() } }
}
