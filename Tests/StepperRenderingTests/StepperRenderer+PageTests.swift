import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct PageRendererTests {
  @Test(arguments: ["circular-default", "dash-rtl", "bullet-dark"])
  func matchesItsGoldenFile(_ name: String) throws {
    let configuration = try #require(SampleSteppers.named.first { $0.name == name }).configuration
    expectSnapshot(
      StepperRenderer.page.render(StepperScene(configuration)), named: "\(name).page.html")
  }

  @Test(.requires(.xmllint), arguments: StepperHTMLColorScheme.allCases)
  func isAWellFormedDocumentAroundTheFragment(_ scheme: StepperHTMLColorScheme) throws {
    let scene = StepperScene(SampleSteppers.make(.circular, direction: .rightToLeft, theme: .dark))
    let page = StepperRenderer.page(colorScheme: scheme).render(scene)
    #expect(try xmllintProblems(page) == nil)
    #expect(try htmlParserProblems(page) == nil)
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"rtl\">\n<head>\n"))
    #expect(page.contains("<meta charset=\"utf-8\"/>"))
    #expect(page.contains("<title>Step 2 of 4, 50%</title>"))
    #expect(page.contains(StepperRenderer.html(colorScheme: scheme).render(scene)))
    #expect(
      page.contains(
        scheme == .fixed
          ? "<meta name=\"color-scheme\" content=\"dark\"/>"
          : "<meta name=\"color-scheme\" content=\"light dark\"/>"))
  }

  @Test(.requires(.xmllint)) func escapesTheTitle() throws {
    let page = StepperRenderer.page.render(
      StepperScene(SampleSteppers.make(.dash), strings: hostileStrings))
    #expect(try xmllintProblems(page) == nil)
    #expect(page.contains("<title>&lt;b&gt;Step&lt;/b&gt; 2 &amp;"))
  }
}
