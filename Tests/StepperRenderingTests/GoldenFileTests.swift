import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// Every renderer's output for the sample steppers, held to its golden file in `Snapshots/`:
/// one test over formats and samples. `STEPPER_RECORD_SNAPSHOTS=1` records them again.
@Suite struct GoldenFileTests {
  /// A renderer as the golden files name it: the part of a file name after the sample's.
  enum Format: Sendable, CustomTestStringConvertible {
    case svg, json, html, page
    /// The terminal renderer without color, 80 columns wide.
    case text
    /// The terminal renderer in a color mode, 80 columns wide.
    case colored(StepperTerminalColorMode)

    var renderer: StepperRenderer {
      switch self {
      case .svg: .svg
      case .json: .json
      case .html: .html
      case .page: .page
      case .text: .ansi(colorMode: .none, columns: 80)
      case .colored(let mode): .ansi(colorMode: mode, columns: 80)
      }
    }

    /// The golden file's extension.
    var fileExtension: String {
      switch self {
      case .svg: "svg"
      case .json: "json"
      case .html: "html"
      case .page: "page.html"
      case .text: "txt"
      case .colored(let mode): "\(mode.rawValue).ansi"
      }
    }

    var testDescription: String { fileExtension }
  }

  /// One golden file: a sample stepper in a format.
  struct Case: Sendable, CustomTestStringConvertible {
    let sample: String
    let format: Format

    /// The golden file's name in `Snapshots/`.
    var fileName: String { "\(sample).\(format.fileExtension)" }
    var testDescription: String { fileName }
  }

  /// Every sample in the four main formats; the page around the fragment and the terminal's
  /// colors for a few.
  static let cases: [Case] = {
    let every = SampleSteppers.named.map(\.name)
    let formats: [Format] = [.svg, .json, .html, .text]
    var cases = formats.flatMap { format in every.map { Case(sample: $0, format: format) } }
    cases += ["circular-default", "dash-rtl", "bullet-dark"].map {
      Case(sample: $0, format: .page)
    }
    cases += [
      Case(sample: "circular-states", format: .colored(.trueColor)),
      Case(sample: "dash-states", format: .colored(.ansi256)),
      Case(sample: "bullet-dark", format: .colored(.trueColor)),
      Case(sample: "dash-loading-step-progress", format: .colored(.trueColor)),
    ]
    return cases
  }()

  @Test(arguments: cases)
  func matchesItsGoldenFile(_ golden: Case) throws {
    let sample = try #require(SampleSteppers.named.first { $0.name == golden.sample })
    let html: Bool =
      switch golden.format {
      case .html, .page: true
      default: false
      }
    expectSnapshot(
      golden.format.renderer.render(
        SampleSteppers.scene(sample.name, sample.configuration, html: html)),
      named: golden.fileName)
  }

  /// Every golden file in `Snapshots/` is one of the cases (the demo's is the CLI's), so that
  /// none is left unchecked.
  @Test func everyGoldenFileIsACase() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      Set(files) == Set(Self.cases.map(\.fileName) + Self.listCases.map(\.fileName)))
  }

  /// The "All steps" list of a sample (`SampleStepLists`) in a format, golden file
  /// `all-steps-<sample>.<ext>`.
  struct ListCase: Sendable, CustomTestStringConvertible {
    let sample: String
    let fileExtension: String
    let renderer: StepperListRenderer

    var fileName: String { "all-steps-\(sample).\(fileExtension)" }
    var testDescription: String { fileName }
  }

  /// Every list sample as HTML, JSON and plain terminal text; one in color.
  static let listCases: [ListCase] = {
    let formats: [(String, StepperListRenderer)] = [
      ("html", .html), ("json", .json), ("txt", .ansi(colorMode: .none, columns: 80)),
    ]
    var cases = SampleStepLists.named.flatMap { sample in
      formats.map { ListCase(sample: sample.name, fileExtension: $0.0, renderer: $0.1) }
    }
    cases.append(
      ListCase(
        sample: "checkout", fileExtension: "truecolor.ansi",
        renderer: .ansi(colorMode: .trueColor, columns: 80)))
    return cases
  }()

  @Test(arguments: listCases)
  func listMatchesItsGoldenFile(_ golden: ListCase) throws {
    let sample = try #require(SampleStepLists.named.first { $0.name == golden.sample })
    expectSnapshot(golden.renderer.render(sample.list), named: golden.fileName)
  }
}
