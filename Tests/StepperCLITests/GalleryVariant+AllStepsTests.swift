import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantAllStepsTests {
  @Test func twoFlowsShowTheirListOpenAndNoOtherDoes() throws {
    #expect(
      GalleryVariant.allStepsFlows.map(\.name) == [
        "flow-all-steps-checkout", "flow-all-steps-failed-rtl-dark",
      ])
    #expect(GalleryVariant.allStepsFlows.filter { !GalleryVariant.all.contains($0) }.isEmpty)
    #expect(GalleryVariant.allStepsFlows.filter { !$0.configuration.options.showsAllSteps }.isEmpty)
    for variant in GalleryVariant.all {
      let card = GallerySite.card(variant)
      let list = StepperListRenderer.html.render(StepperStepList(variant.configuration))
      #expect(card.contains(list) == variant.showsStepList, "\(variant.name)")
      #expect(card.contains("<dialog") == variant.showsStepList, "\(variant.name)")
    }
  }

  @Test(.requires(.xmllint)) func theCardsListIsTheOpenDialog() throws {
    let variant = try #require(GalleryVariant.allStepsFlows.first)
    let card = GallerySite.card(variant)
    #expect(try xmllintProblems(card) == nil)
    #expect(try xpathCount("//figure[@class=\"list\"]/dialog[@open]", in: card) == 1)
    #expect(
      try xpathCount("//dialog//li[@aria-current=\"step\"][@data-step=\"2.1\"]", in: card) == 1)
  }
}
