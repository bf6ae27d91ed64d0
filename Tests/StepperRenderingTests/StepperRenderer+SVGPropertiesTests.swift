import Foundation
import StepperArbitrary
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// SVG and JSON stay well formed and finite for any step name: markup characters, quotes,
/// control characters, noncharacters, right-to-left and wide scripts, emoji, combining marks,
/// direction overrides. Checked with `xmllint` over configurations from a seeded generator.
@Suite struct SVGRendererPropertiesTests {
  @Test(.requires(.xmllint)) func anyNamesGiveWellFormedSVGWithFiniteNumbers() throws {
    let cases = GeneratedSteppers.named(seed: 21, count: 250)
    let documents = cases.map { StepperRenderer.svg.render(StepperScene($0.configuration)) }
    for (index, problem) in try xmllintProblems(documents) {
      Issue.record("\(problem)\n\(cases[index].recipe)")
    }
    for (document, (recipe, _)) in zip(documents, cases) {
      #expect(OutputProblems.nonFiniteNumbers(inMarkup: document).isEmpty, "\(recipe)")
    }
  }

  /// Each troublesome piece alone, as every step's name and the header.
  @Test(.requires(.xmllint)) func everyTroublesomePieceAloneGivesWellFormedSVG() throws {
    let documents = try ArbitraryText.pieces.map { piece in
      let names = Dictionary(uniqueKeysWithValues: (1...3).map { (StepperStepID($0), piece) })
      return StepperRenderer.svg.render(
        StepperScene(
          try StepperConfiguration(
            total: 3, current: 2, labels: StepperLabels(names: names, showsHeader: true))))
    }
    for (index, problem) in try xmllintProblems(documents) {
      Issue.record("\(ArbitraryText.pieces[index].debugDescription): \(problem)")
    }
  }

  @Test func anyNamesGiveJSONThatParsesWithFiniteNumbers() throws {
    for (recipe, configuration) in GeneratedSteppers.named(seed: 22, count: 250) {
      let json = StepperRenderer.json.render(StepperScene(configuration))
      #expect(OutputProblems.nonFiniteNumbers(inJSON: json).isEmpty, "\(recipe)")
      #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(recipe)")
    }
  }

  @Test(.requires(.xmllint)) func theBatchCheckCanFail() throws {
    let problems = try xmllintProblems(["<svg/>", "<svg><g></svg>", "<svg>\u{1}</svg>"])
    #expect(problems.map(\.index) == [1, 2])
  }

  /// Checks `documents` with one `xmllint` run; returns the index and complaint of each that is
  /// not well formed.
  private func xmllintProblems(_ documents: [String]) throws -> [(index: Int, problem: String)] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-svg-properties-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, document) in documents.enumerated() {
      try Data(document.utf8).write(to: folder.appendingPathComponent("\(index).svg"))
    }
    let result = try ExternalTool.run("cd '\(folder.path)' && xmllint --noout *.svg")
    var problems: [Int: String] = [:]
    for line in result.errors.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), let index = Int(line[..<colon].dropLast(4))
      else { continue }
      problems[index, default: ""] += line + "\n"
    }
    if result.status != 0, problems.isEmpty {
      return [(-1, "xmllint failed: \(result.errors)")]
    }
    return problems.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}
