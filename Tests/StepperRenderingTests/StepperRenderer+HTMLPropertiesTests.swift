import StepperArbitrary
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// HTML fragments and pages stay well formed, with finite lengths, for any step name and in
/// every language: libxml2's HTML parser (`htmlParserProblems`) over generated configurations.
@Suite struct HTMLRendererPropertiesTests {
  @Test(.requires(.xmllint)) func anyNamesGiveWellFormedHTMLWithFiniteLengths() throws {
    let cases = GeneratedSteppers.named(seed: 31, count: 60)
    for (index, (recipe, configuration)) in cases.enumerated() {
      let strings = StepperStrings.all[index % StepperStrings.all.count]
      let scene = StepperScene(configuration, strings: strings)
      let renderer: StepperRenderer = index.isMultiple(of: 4) ? .page : .html
      let html = renderer.render(scene)
      #expect(try htmlParserProblems(html) == nil, "\(renderer.name), \(recipe)")
      #expect(OutputProblems.nonFiniteNumbers(inMarkup: html).isEmpty, "\(recipe)")
      #expect(OutputProblems.nonFiniteNumbers(inStyles: html).isEmpty, "\(recipe)")
    }
  }
}
