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
  /// Configurations with names on several steps (and sometimes the header, which shows the
  /// current step's name), from `seed`.
  static func namedConfigurations(seed: UInt64, count: Int) -> [(String, StepperConfiguration)] {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    var made: [(String, StepperConfiguration)] = []
    while made.count < count {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      for step in 1...min(max(recipe.total, 1), 6) {
        recipe.names[StepID(step)] = ArbitraryText.name(&arbitrary)
      }
      if arbitrary.chance(50) {
        recipe.names[StepID(recipe.current)] = ArbitraryText.name(&arbitrary)
      }
      recipe.showsHeader = arbitrary.chance(40)
      if let configuration = try? recipe.make() { made.append(("\(recipe)", configuration)) }
    }
    return made
  }

  @Test func anyNamesGiveWellFormedSVGWithFiniteNumbers() throws {
    let cases = Self.namedConfigurations(seed: 21, count: 250)
    let documents = cases.map { Renderer.svg.render(Scene($0.1)) }
    for (index, problem) in try xmllintProblems(documents) {
      Issue.record("\(problem)\n\(cases[index].0)")
    }
    for (document, (recipe, _)) in zip(documents, cases) {
      #expect(OutputProblems.nonFiniteNumbers(inMarkup: document).isEmpty, "\(recipe)")
    }
  }

  /// Each troublesome piece alone, as every step's name and the header.
  @Test func everyTroublesomePieceAloneGivesWellFormedSVG() throws {
    let documents = try ArbitraryText.pieces.map { piece in
      let names = Dictionary(uniqueKeysWithValues: (1...3).map { (StepID($0), piece) })
      return Renderer.svg.render(
        Scene(try StepperConfiguration(total: 3, current: 2, names: names, showsHeader: true)))
    }
    for (index, problem) in try xmllintProblems(documents) {
      Issue.record("\(ArbitraryText.pieces[index].debugDescription): \(problem)")
    }
  }

  @Test func anyNamesGiveJSONThatParsesWithFiniteNumbers() throws {
    for (recipe, configuration) in Self.namedConfigurations(seed: 22, count: 250) {
      let json = Renderer.json.render(Scene(configuration))
      #expect(OutputProblems.nonFiniteNumbers(inJSON: json).isEmpty, "\(recipe)")
      #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(recipe)")
    }
  }

  @Test func theBatchCheckCanFail() throws {
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
