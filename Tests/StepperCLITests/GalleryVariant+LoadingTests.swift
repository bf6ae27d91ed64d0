import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantLoadingTests {
  private let cards = GalleryVariant.activityFlows

  @Test func everyStyleLoadsIsPartDoneAndBoth() {
    #expect(cards.count == 3 * 3 + 1)
    #expect(cards.allSatisfy { $0.section == "flows" })
    for style in StepperStyle.allCases {
      let activities = cards.filter { $0.configuration.options.style == style }
        .map(\.configuration.shownActivity)
      #expect(activities.contains { $0.isLoading && $0.stepProgress == nil })
      #expect(activities.contains { !$0.isLoading && $0.stepProgress == 0.5 })
      #expect(activities.contains { $0.isLoading && $0.stepProgress != nil })
    }
    #expect(cards.contains { $0.configuration.options.direction == .rightToLeft })
    #expect(Set(cards.map(\.name)).count == cards.count)
    for card in cards { #expect(GalleryVariant.all.contains(card)) }
  }

  @Test func theCommandOfACardRendersTheSameActivity() {
    for card in cards {
      #expect(
        card.commandLine.contains("--step-progress") || card.commandLine.contains("--loading"))
    }
  }
}
