import Foundation
import StepperKit
import StepperTooling
import Testing

@Suite struct ThemeFlagsTests {
  private func file(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepper-\(UUID().uuidString).json"
    ).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aBadTokenFileExits65NamingTheToken() throws {
    let text = StepperTheme.designTokens([.light]).replacingOccurrences(
      of: "{\"colorSpace\": \"srgb\", \"components\": [0.082, 0.365, 0.988], \"alpha\": 1, "
        + "\"hex\": \"#155DFC\"}",
      with: "\"#12\"")
    #expect(text.contains("\"#12\""))
    let path = try file(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for command in ["render", "tokens", "audit"] {
      let run = Run(command, "--tokens", path)
      #expect(run.status == 65, "\(command)")
      #expect(
        run.err
          == "stepper: \(path): brand/base in light is not a color: '#12' is neither #RRGGBB nor a "
          + "reference such as {brand.base}\n")
      #expect(run.out.isEmpty)
    }
  }

  @Test func aFileThatDoesNotParseExits65() throws {
    let path = try file("{\"light\": {")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = Run("render", "--tokens", path)
    #expect(run.status == 65)
    #expect(run.err.hasPrefix("stepper: \(path): the token file does not parse: "))
  }

  @Test func anAppearanceTheFileLacksExits65() throws {
    let path = try file(StepperTheme.designTokens([.dark]))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = Run("render", "--tokens", path)
    #expect(run.status == 65)
    #expect(
      run.err
        == "stepper: \(path): the token file has no light theme (a top-level 'light' group)\n")
    #expect(Run("render", "--tokens", path, "--theme", "dark").status == 0)
  }

  @Test func aMissingFileExits66() {
    let run = Run("render", "--tokens", "/nonexistent/tokens.json")
    #expect(run.status == 66)
    #expect(run.err == "stepper: cannot read /nonexistent/tokens.json: No such file or directory\n")
  }
}
