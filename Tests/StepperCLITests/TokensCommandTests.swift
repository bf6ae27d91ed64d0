import Foundation
import StepperKit
import StepperTooling
import Testing

@testable import StepperCLI

@Suite struct TokensCommandTests {
  private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepper-\(UUID().uuidString)-\(name)"
    ).path
  }

  @Test func writesBothThemesAsDesignTokensByDefault() throws {
    let run = Run("tokens")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out == TokenFormat.dtcg.write([.light, .dark]))
    #expect(try StepperTheme.themes(designTokens: Data(run.out.utf8)) == [.light, .dark])
  }

  @Test func writesOneAppearanceInEachFormat() {
    for format in TokenFormat.allCases {
      #expect(Run("tokens", "--format", format.rawValue).out == format.write([.light, .dark]))
    }
    #expect(
      Run("tokens", "--format", "css", "--theme", "dark").out == TokenFormat.css.write([.dark]))
    #expect(Run("tokens", "--theme", "light").out == TokenFormat.dtcg.write([.light]))
  }

  /// The files say which command wrote them; the library's exporters name no command.
  @Test func eachFormatNamesTheCommandThatWroteIt() {
    #expect(
      Run("tokens", "--format", "css").out.hasPrefix(
        "/* The Stepper's tokens. Written by `stepper tokens --format css`. */\n"))
    #expect(
      Run("tokens", "--format", "swift").out.hasPrefix(
        "// The Stepper's tokens. Written by `stepper tokens --format swift`; change the\n"
          + "// design tokens and write it again rather than editing it.\n\nimport StepperKit\n"))
    #expect(Run("tokens").out.contains("sizes beside them. Written by `stepper tokens`.\""))
    #expect(!StepperTheme.css([.light]).contains("stepper tokens"))
    #expect(!StepperTheme.swiftSource([.light]).contains("stepper tokens"))
    #expect(!StepperTheme.designTokens([.light]).contains("stepper tokens"))
  }

  /// Export, then import: the file written drives `render` and converts back unchanged.
  @Test func aWrittenFileReadsBackAsTheSameThemes() throws {
    let path = temporaryPath("tokens.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(Run("tokens", "--output", path).status == 0)
    #expect(Run("tokens", "--tokens", path).out == Run("tokens").out)
    #expect(
      Run("render", "--tokens", path, "--theme", "dark", "--format", "json").out
        == Run("render", "--theme", "dark", "--format", "json").out)
  }

  @Test func aCustomThemeIsConvertedAndDrawn() throws {
    let path = temporaryPath("brand.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let custom = StepperTheme(appearance: .light) { token in
      token == .brandBase ? StepperColor(0x7A00CC) : StepperTheme.light[token]
    }
    try Data(StepperTheme.designTokens([custom]).utf8).write(to: URL(fileURLWithPath: path))
    let css = Run("tokens", "--tokens", path, "--format", "css")
    #expect(css.status == 0)
    #expect(css.out.contains("  --brand-base: #7A00CC;\n"))
    #expect(!css.out.contains("prefers-color-scheme"))
    let svg = Run("render", "--tokens", path)
    #expect(svg.out.contains("fill=\"#7A00CC\""))
  }

  /// The Swift source compiles against the StepperKit module the tests were built with.
  @Test func theSwiftSourceTypeChecks() throws {
    let modules = try #require(Bundle.main.executableURL).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    try #require(
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("StepperKit.swiftmodule").path),
      "no StepperKit module beside the test runner, in \(modules.path)")
    for source in [Run("tokens", "--format", "swift").out, "let x: Int = \"not a number\"\n"] {
      let path = temporaryPath("Themes.swift")
      defer { try? FileManager.default.removeItem(atPath: path) }
      try Data(source.utf8).write(to: URL(fileURLWithPath: path))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swiftc", "-typecheck", "-I", modules.path, path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      // The generated file must compile; the broken one proves the check can fail.
      #expect((process.terminationStatus == 0) == source.contains("StepperThemes"))
    }
  }

  @Test(arguments: [
    (
      ["tokens", "--format", "scss"],
      "stepper: --format accepts dtcg, css or swift; got 'scss'; did you mean css?\n"
    )
  ])
  func usageErrorsExit64(arguments: [String], message: String) {
    let run = Run(arguments)
    #expect(run.status == 64)
    #expect(run.err == message)
  }
}
