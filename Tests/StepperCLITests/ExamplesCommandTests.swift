import Foundation
import Testing

@testable import StepperCLI

@Suite struct ExamplesCommandTests {
  @Test func everyExampleIsAValidConfiguration() throws {
    let examples = try Example.all()
    // 3 styles × (3 statuses + dark + right-to-left + vertical), the states example, and 3
    // languages: none is left out.
    #expect(examples.count == 3 * 6 + 1 + 3)
    #expect(Set(examples.map(\.name)).count == examples.count)
  }

  /// The folder is echoed cleaned: its escape sequences are removed, its line breaks shown.
  @Test func echoesAFolderWithEscapesCleaned() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-examples-\(UUID().uuidString)").path
    let folder = base + "-\u{9D}8;;http://x\u{9C}\u{1B}[31mx\ny"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Run("examples", "--output", folder)
    #expect(run.status == 0, "\(run.err)")
    #expect(!run.out.contains("\u{1B}") && !run.out.contains("\u{9D}"))
    #expect(!run.out.contains("http"))
    #expect(run.out.contains("to \(base)-x\\ny/\n"))
  }
}
