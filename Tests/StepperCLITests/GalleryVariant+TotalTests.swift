import StepperKit
import Testing

@testable import StepperCLI

/// The gallery's cards for a total that changes and an estimated total.
@Suite struct GalleryVariantTotalTests {
  private let variants = GalleryVariant.totalFlows

  @Test func fourCardsAreInTheFlowsSection() {
    #expect(
      variants.map(\.name) == [
        "flow-total-added", "flow-total-removed", "flow-total-estimated",
        "flow-total-estimated-vertical",
      ])
    #expect(variants.allSatisfy { $0.section == "flows" && GalleryVariant.all.contains($0) })
  }

  @Test func theBranchedCardsShowWhatIsAnnounced() {
    let cards = variants.filter { $0.previous != nil }.map(GallerySite.card)
    #expect(cards.count == 2)
    #expect(
      cards.first?.contains(
        "<dt>Announced on change</dt><dd class=\"change\">2 steps added. Step 3 of 6, Payment</dd>")
        == true)
    #expect(cards.last?.contains("1 step removed. Step 3 of 4, Payment") == true)
  }

  @Test func theEstimatedCardsReadAbout() {
    for variant in variants where variant.previous == nil {
      #expect(variant.configuration.options.isTotalEstimated)
      let card = GallerySite.card(variant)
      #expect(card.contains("of about "), "\(variant.name)")
      #expect(!card.contains("Announced on change"))
      #expect(variant.commandLine.contains("--total-estimated"))
    }
  }
}
