import Foundation
import Testing

@testable import StepperCLI

@Suite struct DocsImagesCommandTests {
  @Test func writesEveryPictureAsRenderDrawsIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-docs-images-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Run("docs-images", "--output", "\(folder)/images")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    for image in DocsImage.all {
      let written = try String(
        contentsOfFile: "\(folder)/images/\(image.fileName)", encoding: .utf8)
      #expect(written == (try image.svg()), "\(image.fileName)")
      #expect(run.out.contains("  \(image.fileName)  \(image.commandLine)\n"))
    }
    #expect(run.out.hasSuffix("Wrote \(DocsImage.all.count) pictures to \(folder)/images/\n"))
  }

  @Test func aFolderThatCannotBeMadeExits73() {
    let run = Run("docs-images", "--output", "/proc/stepper-docs-images")
    #expect(run.status == 73)
    #expect(run.err.hasPrefix("stepper: cannot write /proc/stepper-docs-images"))
  }

  @Test func helpNamesTheFolder() {
    let help = Run("docs-images", "--help")
    #expect(help.status == 0)
    #expect(help.out.contains("--output DIR"))
    #expect(help.out.contains("default docs/images"))
  }
}
