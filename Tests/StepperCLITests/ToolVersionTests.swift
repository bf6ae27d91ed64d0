import Foundation
import Testing

@testable import StepperCLI

@Suite struct ToolVersionTests {
  /// The version is CHANGELOG.md's newest released heading, not a second number to keep.
  @Test func theVersionIsTheChangelogsNewestRelease() throws {
    let changelog = try String(
      contentsOf: DocsImageTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
    }
    #expect(released.map { String($0.dropFirst(3)) } == ToolVersion.current)
  }

  @Test(arguments: [["--version"], ["render", "--version"], ["lint", "--version"]])
  func versionPrintsIt(_ arguments: [String]) {
    let run = Run(arguments)
    #expect(run.status == 0)
    #expect(run.out == "stepper \(ToolVersion.current)\n")
    #expect(run.err.isEmpty)
  }
}
