import Foundation
import Testing

@testable import StepperCLI

@Suite struct GalleryCommandTests {
  @Test func writesTheSiteToAFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Run("gallery", "--output", folder)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("Wrote the gallery of \(GalleryVariant.all.count) variants"))
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index == GallerySite.index(GalleryVariant.all))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/variants").count
        == GalleryVariant.all.count)
  }

  @Test func anUnwritableFolderExits73() {
    let run = Run("gallery", "--output", "/proc/stepper-gallery")
    #expect(run.status == 73)
    #expect(run.err.hasPrefix("stepper: cannot write /proc/stepper-gallery"))
  }

  /// The folder is echoed cleaned: its escape sequences are removed, its line breaks shown.
  @Test func echoesAFolderWithEscapesCleaned() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let folder = base + "-\u{1B}]0;title\u{7}\u{1B}[2Jx\ny"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = Run("gallery", "--output", folder)
    #expect(run.status == 0, "\(run.err)")
    #expect(!run.out.contains("\u{1B}") && !run.out.contains("title"))
    #expect(run.out.contains("to \(base)-x\\ny/; open \(base)-x\\ny/index.html"))
    #expect(run.out.split(separator: "\n").count == 1)
  }
}
