import Foundation
import Testing

@testable import StepperCLI

@Suite struct OutputFlagsTests {
  /// A file goes into a folder that exists; a missing one is named with the fix.
  @Test(arguments: [["render"], ["render", "--list", "--format", "json"], ["tokens"]])
  func aMissingFolderIsNamed(_ command: [String]) {
    let run = Run(command + ["--output", "nosuch/dir/x.svg"])
    #expect(run.status == 73)
    #expect(
      run.err
        == "stepper: cannot write nosuch/dir/x.svg: folder nosuch/dir does not exist; create it "
        + "or choose another --output\n")
    #expect(!FileManager.default.fileExists(atPath: "nosuch"))
  }

  /// `--output ""` names nothing, for every command that writes.
  @Test(arguments: [
    ["render"], ["tokens"], ["examples"], ["gallery"], ["docs-images"],
  ])
  func anEmptyPathIsRefused(_ command: [String]) {
    let run = Run(command + ["--output", ""])
    #expect(run.status == 64)
    #expect(
      run.err == "stepper: --output is given an empty path; give --output PATH, or - for "
        + "standard output\n")
  }

  /// A command that writes a folder makes it, with any folder above it missing.
  @Test func aFolderCommandMakesItsFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-out-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = Run("examples", "--output", "\(root)/a/b")
    #expect(run.status == 0, "\(run.err)")
    #expect(FileManager.default.fileExists(atPath: "\(root)/a/b/circular-default.svg"))
  }
}
