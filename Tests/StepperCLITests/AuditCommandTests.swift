import Foundation
import StepperKit
import StepperTestSupport
import StepperTooling
import Testing

@Suite struct AuditCommandTests {
  /// The report read whole, one table row to a line: wide enough that nothing wraps (the
  /// terminal pane tests check the lines fit 40, 80 and 120 columns).
  private static let wide = ["COLUMNS": "400"]

  @Test func theBuiltInThemesFailAndExit1() {
    let run = Run(["audit"], environment: Self.wide)
    #expect(run.status == 1)
    #expect(run.err.isEmpty)
    #expect(run.out.contains("\nlight theme\n"))
    #expect(run.out.contains("\ndark theme\n"))
    let upcoming = run.out.split(separator: "\n").first {
      $0.contains("circular  default marker number")
    }
    #expect(upcoming?.contains("text/disabled-400 #AEAEB2") == true)
    let cells = upcoming?.split(separator: " ").map(String.init) ?? []
    #expect(cells.suffix(4).dropLast().elementsEqual(["1.82:1", "4.5:1", "fail"]))
    #expect(run.out.contains("] the design gives text/disabled-400 no contrast minimum"))
    let audit = StepperContrastAudit(theme: .light)
    let counts = StepperContrastVerdict.allCases.map { verdict in
      audit.checks.filter { $0.verdict == verdict }.count
    }
    // The seeds' track (of upcoming steps and under the current step's part done), upcoming
    // markers, connectors and numbers; failed steps pass.
    #expect(counts[1] == 8)
    #expect(
      run.out.contains(
        "  \(audit.checks.count) pairs: \(counts[0]) pass, 8 fail, \(counts[2]) exempt\n"))
    // The closing note says whose colors fail and how to fix them.
    #expect(
      run.out.hasSuffix(
        "\n17 pairs fail; 13 in the design's own palette (the design's values, "
          + "which the built-in themes keep as they are), 4 with a color this package proposes "
          + "where the design is silent. `stepper audit --propose "
          + "--output proposal.json` writes the nearest passing colors as a token file; "
          + "`stepper audit --tokens proposal.json` then checks them.\n"))
  }

  @Test func listsEveryPairingOncePerTheme() {
    let run = Run(["audit", "--theme", "dark"], environment: Self.wide)
    #expect(!run.out.contains("light theme"))
    let rows = run.out.split(separator: "\n").filter {
      $0.hasPrefix("  dash ") || $0.hasPrefix("  bullet ") || $0.hasPrefix("  circular ")
    }
    #expect(rows.count == StepperColorPairing.all.count)
  }

  @Test func aThemeWithEnoughContrastExits0() throws {
    let theme = StepperTheme(appearance: .light) { token in
      switch token {
      case .bgWhite0, .iconOnColor, .textDisabled400: StepperColor(0xFFFFFF)
      case .stepperTrack, .bgSoft100: StepperColor(0x767676)
      case .stepperBg, .stepperPositive, .stepperNegative, .stepperNegativeTrack, .brandBase,
        .textStrong950, .textSub600, .textSoft500:
        StepperColor(0x000000)
      }
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepper-\(UUID().uuidString).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(StepperTheme.designTokens([theme]).utf8).write(to: URL(fileURLWithPath: path))
    let run = Run("audit", "--tokens", path)
    #expect(run.status == 0, "\(run.out)")
    #expect(run.out.contains(" 0 fail, "))
    #expect(!run.out.contains("dark theme"))
    #expect(!run.out.contains("pairs fail"))
    let light = Run("audit", "--theme", "light")
    #expect(light.out.contains("\n8 pairs fail; every one in the design's own palette ("))
  }

  @Test func proposeWritesATokenFileThatTheRealExecutableAuditsClean() throws {
    let folder = try TemporaryFolder()
    let propose = try StepperExecutable.run(
      ["audit", "--propose", "--output", "proposal.json"], in: folder.path,
      prelude: "export COLUMNS=400")
    #expect(propose.status == 0, "\(propose.errors)")
    #expect(propose.errors.isEmpty)
    #expect(propose.output.contains("stepper/color/bg-track           #D2E5FF  #"))
    #expect(propose.output.contains("with these, every pair passes"))
    let file = try String(contentsOfFile: folder.path + "/proposal.json", encoding: .utf8)
    #expect(file.contains("\"$description\": \"Proposed by `stepper audit --propose`: was #D2E5FF"))
    let audit = try StepperExecutable.run(
      ["audit", "--tokens", "proposal.json"], in: folder.path)
    #expect(audit.status == 0, "\(audit.output)")
    #expect(audit.output.contains(" 0 fail, "))
    // The file is a theme like any other: it renders.
    let render = try StepperExecutable.run(
      ["render", "--tokens", "proposal.json", "--theme", "dark"], in: folder.path)
    #expect(render.status == 0, "\(render.errors)")
    // The same palette gives the same proposal; a folder is refused, as by every --output.
    let again = try StepperExecutable.run(
      ["audit", "--propose", "--output", "proposal.json"], in: folder.path)
    #expect(again.status == 0)
    #expect(try String(contentsOfFile: folder.path + "/proposal.json", encoding: .utf8) == file)
    let intoFolder = try StepperExecutable.run(
      ["audit", "--propose", "--output", "."], in: folder.path)
    #expect(intoFolder.status == 73)
  }

  @Test func proposeToStandardOutputWritesTheFileThereAndTheTableToStandardError() {
    let run = Run("audit", "--propose", "--theme", "light")
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("{\n"))
    #expect(!run.out.contains("\"dark\""))
    #expect(run.err.contains("light theme"))
    #expect(run.err.contains("bg/soft-100"))
  }

  @Test func outputWithoutProposeIsAUsageError() {
    let run = Run("audit", "--output", "x.json")
    #expect(run.status == 64)
    #expect(run.err.contains("--output and --force go with --propose"))
  }

  @Test func highContrastHoldsTextOnTheSurfaceToSevenToOne() {
    let run = Run("audit", "--contrast", "high")
    #expect(run.status == 1)
    #expect(run.out.contains("7:1"))
  }

  @Test func highContrastProposesTheCoresIncreasedThemes() {
    let run = Run("audit", "--contrast", "high", "--propose")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains(StepperTheme.lightIncreasedContrast[.textSoft500].hex))
    #expect(run.out.contains(StepperTheme.darkIncreasedContrast[.bgSoft100].hex))
  }
}
