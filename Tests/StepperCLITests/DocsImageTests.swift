import Foundation
import Testing

@testable import StepperCLI

@Suite struct DocsImageTests {
  /// The package's root: this file is `Tests/StepperCLITests/DocsImageTests.swift`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let folder = root.appendingPathComponent(DocsImage.folder)

  /// What to do when a picture is stale or missing, said the same way every time.
  static let regenerate =
    "regenerate every picture with `\(DocsImage.regenerateCommand)` from the package's root"

  @Test(arguments: DocsImage.all)
  func committedPictureIsWhatTheBuildDraws(_ image: DocsImage) throws {
    let path = "\(DocsImage.folder)/\(image.fileName)"
    guard
      let committed = FileManager.default.contents(
        atPath: Self.folder.appendingPathComponent(image.fileName).path)
    else {
      Issue.record("\(path) is missing: \(Self.regenerate)")
      return
    }
    let drawn = Data(try image.svg().utf8)
    guard committed != drawn else { return }
    let committedLines = String(decoding: committed, as: UTF8.self).split(separator: "\n")
    let drawnLines = String(decoding: drawn, as: UTF8.self).split(separator: "\n")
    let sameLines = zip(committedLines, drawnLines).prefix { $0 == $1 }.count
    let first = sameLines + 1
    Issue.record(
      """
      \(path) is not what the current build draws (\(image.commandLine)); first difference \
      on line \(first): \(Self.regenerate)
      """)
  }

  @Test func theFolderHoldsOnlyThePicturesListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".svg") }
    let extra = Set(files).subtracting(DocsImage.all.map(\.fileName)).sorted()
    #expect(
      extra.isEmpty,
      "\(DocsImage.folder) holds pictures DocsImage.all does not list: \(extra); delete them")
  }

  @Test func theReadmeShowsEveryPictureWithItsCaption() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for image in DocsImage.all {
      let reference = "![\(image.caption)](\(DocsImage.folder)/\(image.fileName))"
      #expect(readme.contains(reference), "README.md should show \(reference)")
    }
  }

  @Test(arguments: DocsImage.all)
  func eachPictureIsWhatStepperRenderPrints(_ image: DocsImage) throws {
    let run = Run(["render"] + image.arguments + ["--format", "svg"])
    #expect(run.status == 0, "\(image.commandLine): \(run.err)")
    #expect(run.out == (try image.svg()))
    #expect(run.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test func namesAreUniqueAndTheListCoversWhatTheReadmeShows() {
    let names = DocsImage.all.map(\.fileName)
    #expect(Set(names).count == names.count)
    for style in ["dash", "bullet", "circular"] {
      #expect(names.contains("\(style)-light.svg"))
      #expect(names.contains("\(style)-dark.svg"))
    }
    #expect(DocsImage.all.contains { $0.arguments.contains("--viewport") })
    #expect(DocsImage.all.contains { $0.arguments.contains("ar-EG") })
    #expect(
      DocsImage.all.contains {
        $0.arguments.contains("--step-names") && $0.arguments.contains("--header")
          && $0.arguments.contains("--all-steps")
      })
  }

  @Test func aPictureThatIsNotAStepperIsTheRenderCommandsError() {
    let image = DocsImage(fileName: "bad.svg", caption: "", arguments: ["--total", "1"])
    #expect(throws: CLIError.self) { try image.svg() }
    let unknown = DocsImage(fileName: "bad.svg", caption: "", arguments: ["--colour", "red"])
    #expect(throws: CLIError.usage("unknown flag --colour (see --help)")) { try unknown.svg() }
  }

  @Test func theCommandLineIsQuotedForAShell() {
    let image = DocsImage(
      fileName: "x.svg", caption: "",
      arguments: ["--step-names", "Cart,Address", "--step-name", "2=My step"])
    #expect(
      image.commandLine
        == "stepper render --step-names Cart,Address --step-name '2=My step' --format svg")
  }
}
