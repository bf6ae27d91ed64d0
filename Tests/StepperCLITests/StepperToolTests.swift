import Foundation
import StepperSystemLibrary
import Testing

@testable import StepperCLI

/// Runs `stepper` in-process and keeps what it printed.
struct Run {
  let status: Int32
  let out: String
  let err: String

  init(_ arguments: String...) {
    self.init(arguments)
  }

  init(
    _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
    keyboard: Keyboard? = nil, outputFailure: Int32? = nil
  ) {
    let out = Buffer()
    let err = Buffer()
    status = StepperTool.run(
      arguments,
      console: Console(
        out: { out.append($0) }, err: { err.append($0) }, environment: environment,
        isTerminal: isTerminal, keyboard: keyboard, outputFailure: { outputFailure }))
    self.out = out.text
    self.err = err.text
  }

  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
  }
}

@Suite struct StepperToolTests {
  @Test func rendersTheDefaultStepperAsSVG() {
    let run = Run("render")
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    #expect(run.out.hasPrefix("<svg"))
    // Specification#defaults: three steps, the first current.
    #expect(run.out.contains("<title>Step 1 of 3, 33%</title>"))
    #expect(run.out.contains("viewBox=\"0 0 272 24\""))
  }

  @Test func rendersJSONWithEveryFlag() throws {
    let run = Run(
      "render", "--style", "dash", "--total", "10", "--current=3", "--status", "error",
      "--axis", "vertical", "--direction", "rtl", "--theme", "dark", "--length", "300",
      "--step-state", "1=disabled", "--step-state", "2=error", "--format", "json")
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    #expect(root["style"] as? String == "dash")
    #expect(root["axis"] as? String == "vertical")
    #expect(root["direction"] as? String == "rtl")
    #expect(root["theme"] as? String == "dark")
    #expect(root["size"] as? [String: Double] == ["width": 4, "height": 300])
    let elements = try #require(root["elements"] as? [[String: Any]])
    #expect(
      elements.map { $0["state"] as? String } == [
        "disabled", "error", "errorActive", "default", "default", "default", "default", "default",
        "default", "default",
      ])
  }

  @Test func aRightToLeftLocaleSpeaksItsLanguageAndMirrorsTheRow() throws {
    let run = Run("render", "--locale", "ar", "--format", "json")
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    #expect(root["direction"] as? String == "rtl")
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "الخطوة 1 من 3، 33\u{200E}%\u{200E}")
    #expect(accessibility["language"] as? String == "ar")
  }

  @Test func anExplicitDirectionWinsOverTheLocales() {
    let run = Run("render", "--locale", "ar", "--direction", "ltr", "--format", "json")
    #expect(run.out.contains("\"direction\": \"ltr\""))
    let german = Run("render", "--locale", "de", "--format", "json")
    #expect(german.out.contains("\"direction\": \"ltr\""))
    #expect(german.out.contains("\"announcement\": \"Schritt 1 von 3, 33\u{A0}%\""))
  }

  @Test func theLocalesRegionPicksTheDigits() {
    let run = Run("render", "--locale", "ar-EG")
    #expect(run.status == 0)
    #expect(run.out.contains("<title>الخطوة ١ من ٣، ٣٣٪\u{61C}</title>"))
    #expect(run.out.contains(">٣</text>"))
  }

  /// `stepper --total 5`: flags alone run render, and stderr says so, with the command to type.
  @Test func flagsAloneMeanRender() {
    let run = Run("--style", "bullet", "--total", "5")
    #expect(run.status == 0)
    #expect(run.out == Run("render", "--style", "bullet", "--total", "5").out)
    #expect(
      run.err
        == "stepper: flags without a command run render, the default: stepper render --style "
        + "bullet --total 5\n")
  }

  @Test(arguments: [
    (
      ["render", "--totl", "5"],
      "stepper: unknown flag --totl; did you mean --total? (see --help)\n"
    ),
    (
      ["render", "--style", "circle"],
      "stepper: --style accepts dash, bullet or circular; got 'circle'; did you mean circular?\n"
    ),
    (
      ["render", "--format", "jsn"],
      "stepper: --format accepts svg, json, html, page or ansi; got 'jsn'; did you mean json?\n"
    ),
    (
      ["rendr", "--total", "5"],
      "stepper: unknown command 'rendr'; did you mean render? commands are render, lint, examples, tokens, audit, gallery, demo, bench or docs-images (see --help)\n"
    ),
    (
      ["help", "lnt"],
      "stepper: unknown command 'lnt'; did you mean lint? commands are render, lint, examples, tokens, audit, gallery, demo, bench or docs-images (see --help)\n"
    ),
    (
      ["lint", "-total", "5"],
      "stepper: unexpected argument '-total'; flags start with --; did you mean --total? (see --help)\n"
    ),
  ])
  func aSlipGetsTheWordMeant(arguments: [String], message: String) {
    let run = Run(arguments)
    #expect(run.status == 64)
    #expect(run.err == message)
    #expect(run.out.isEmpty)
  }

  /// `-h`, `--help` and `stepper help COMMAND` print the command's own help, for every command.
  @Test func everyCommandHasHelp() {
    for command in StepperTool.commands {
      let help = Run(command.name, "--help")
      #expect(help.status == 0, "\(command.name)")
      #expect(help.out.hasPrefix("USAGE: stepper \(command.name)"), "\(command.name)")
      #expect(help.out.contains("-h, --help"), "\(command.name)")
      #expect(Run(command.name, "-h").out == help.out, "\(command.name)")
      #expect(Run("help", command.name).out == help.out, "\(command.name)")
    }
  }

  @Test func writesToAFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = Run("render", "--format", "json", "--output", path)
    #expect(run.status == 0)
    #expect(run.out.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == Run("render", "--format", "json").out)
  }

  @Test(arguments: [
    (
      ["render", "--style", "round"],
      "stepper: --style accepts dash, bullet or circular; got 'round'\n"
    ),
    (["render", "--total", "four"], "stepper: --total accepts a whole number; got 'four'\n"),
    (["render", "--length", "long"], "stepper: --length accepts a number of points; got 'long'\n"),
    (["render", "--total"], "stepper: --total needs a value: N\n"),
    (["render", "--colour", "red"], "stepper: unknown flag --colour (see --help)\n"),
    (
      ["render", "dash"], "stepper: unexpected argument 'dash'; flags start with -- (see --help)\n"
    ),
    (
      ["render", "--format", "png"],
      "stepper: --format accepts svg, json, html, page or ansi; got 'png'\n"
    ),
    (
      ["render", "--locale", "tlh"],
      "stepper: --locale accepts a locale of en, de, es, fr, ja or ar, optionally with a region "
        + "such as de-CH; got 'tlh'\n"
    ),
    (
      ["render", "--locale", "de CH"],
      "stepper: --locale accepts a locale of en, de, es, fr, ja or ar, optionally with a region "
        + "such as de-CH; got 'de CH'\n"
    ),
    (
      ["render", "--total", "3", "--total", "4"],
      "stepper: --total is given more than once; it takes one value\n"
    ),
    (
      ["render", "--step-state", "3"],
      "stepper: --step-state accepts STEP=STATE, such as 3=error; got '3'\n"
    ),
    (
      ["render", "--step-state", "3=broken"],
      "stepper: --step-state accepts a state of default, active, complete, error, errorActive, disabled or skipped; got 'broken'\n"
    ),
    (
      ["draw"],
      "stepper: unknown command 'draw'; commands are render, lint, examples, tokens, audit, "
        + "gallery, demo, bench or docs-images (see --help)\n"
    ),
  ])
  func usageErrorsExit64WithOneLine(arguments: [String], message: String) {
    let run = Run(arguments)
    #expect(run.status == 64)
    #expect(run.err == message)
    #expect(run.out.isEmpty)
  }

  @Test(arguments: [
    (["--current", "5"], "stepper: --current must be between 1 and 3 (the total); got 5\n"),
    (
      ["--total", "1", "--current", "1"],
      "stepper: --total must be at least 2 (a step progress indicator shows at least two steps); got 1\n"
    ),
    (
      ["--length", "-3"],
      "stepper: --length must be a number of points greater than 0 and at most 1000000000; got -3\n"
    ),
    (
      ["--length", "nan"],
      "stepper: --length must be a number of points greater than 0 and at most 1000000000; got nan\n"
    ),
    (
      ["--length", "inf"],
      "stepper: --length must be a number of points greater than 0 and at most 1000000000; got inf\n"
    ),
    (
      ["--total", "6", "--length", "272"],
      "stepper: 6 circular steps need a --length of at least 334 points to keep connectors at 22 points or more; got 272; give --length 334, or without --length, scroll in --viewport 375 or collapse to --max-visible 5\n"
    ),
    (
      ["--step-state", "9=error"],
      "stepper: step 9 does not exist: steps run from 1 to 3; --total 9 adds it\n"
    ),
  ])
  func invalidConfigurationsExit65WithOneLine(arguments: [String], message: String) {
    let run = Run(["render"] + arguments)
    #expect(run.status == 65)
    #expect(run.err == message)
    #expect(run.out.isEmpty)
  }

  @Test func anUnwritableOutputExits73() {
    let run = Run("render", "--output", "/nonexistent-folder/stepper.svg")
    #expect(run.status == 73)
    #expect(run.err.hasPrefix("stepper: cannot write /nonexistent-folder/stepper.svg: "))
    #expect(run.err.filter { $0 == "\n" }.count == 1)
  }

  /// A failed standard output replaces success (0) and findings (1), whose meaning was in the
  /// lost output; an error the command already reported keeps its status.
  @Test func aFailedStandardOutputDecidesTheStatus() {
    let full = Run(["render"], outputFailure: ENOSPC)
    #expect(full.status == 73)
    #expect(full.err == "stepper: cannot write standard output: No space left on device\n")
    #expect(Run("lint", "--total", "6").status == 1)
    let findings = Run(["lint", "--total", "6"], outputFailure: ENOSPC)
    #expect(findings.status == 73)
    let pipe = Run(["render"], outputFailure: EPIPE)
    #expect(pipe.status == 141)
    #expect(pipe.err.isEmpty)
    let usage = Run(["render", "--style", "wavy"], outputFailure: ENOSPC)
    #expect(usage.status == 64)
    #expect(usage.err == "stepper: --style accepts dash, bullet or circular; got 'wavy'\n")
  }

  @Test func helpDocumentsEveryFlag() {
    let help = Run("render", "--help")
    #expect(help.status == 0)
    for flag in [
      "--style", "--total", "--current", "--status", "--axis", "--direction", "--locale", "--theme",
      "--length", "--step-state", "--format", "--output", "--help",
    ] {
      #expect(help.out.contains(flag), "\(flag)")
    }
    let overview = Run("--help")
    #expect(overview.status == 0)
    #expect(overview.out.contains("render"))
    #expect(overview.out.contains("examples"))
    #expect(Run("help", "render").out == help.out)
  }

  @Test func noArgumentsWritesExamplesAndSaysWhere() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-examples-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Run("examples", "--output", folder)
    #expect(run.status == 0)
    #expect(run.out.contains("to \(folder)/"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files.contains("circular-default.svg"))
    #expect(files.contains("dash-error.json"))
    #expect(files.count >= 30)
    let arabic = try String(contentsOfFile: "\(folder)/circular-ar-EG.svg", encoding: .utf8)
    #expect(arabic.contains(" lang=\"ar-EG\">"))
    #expect(arabic.contains(">جميع الخطوات</text>"))
    #expect(run.out.contains("  circular-de                Schritt 2 von 4, 50\u{A0}%\n"))
  }

  @Test(arguments: [
    [""], ["--"], ["---"], ["render", "--"], ["render", "--="], ["render", "--style="],
    ["render", "--total", "99999999999999999999"], ["render", "--current", "-9223372036854775808"],
    ["render", "--length", "1e308"], ["render", "--length", "1e9"],
    ["render", "--style", "dash", "--total", "100000000", "--length", "1e9"],
    ["render", "--style", "dash", "--total", "100000", "--length", "1e9", "--format", "json"],
  ])
  func oddInputNeverCrashes(_ arguments: [String]) {
    let run = Run(arguments)
    #expect([0, 64, 65].contains(run.status), "\(arguments): \(run.err)")
  }
}
