import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantCollapsedTests {
  private let cards = GalleryVariant.collapsedFlows

  @Test func eachStyleShowsACollapsedRowInLightAndDark() {
    #expect(cards.count == 6)
    for style in StepperStyle.allCases {
      for appearance in StepperAppearance.allCases {
        let card = cards.first {
          $0.configuration.options.style == style
            && $0.configuration.resolvedTheme.appearance == appearance
        }
        #expect(card?.configuration.isCollapsed == true, "\(style) \(appearance)")
      }
    }
    #expect(cards.allSatisfy { GalleryVariant.all.contains($0) && $0.section == "flows" })
  }

  /// The cards follow the guidelines: five circular places at most, and seven or more dashes or
  /// bullets, which keep the current step's neighbours.
  @Test func theCardsPassLint() {
    for card in cards {
      #expect(StepperGuidelineDiagnostics.warnings(for: card.configuration).isEmpty, "\(card.name)")
    }
  }

  /// The circular card's hidden failed step keeps its marker red, and its markers are buttons.
  @Test func theCircularCardShowsAHiddenFailure() throws {
    let card = try #require(cards.first { $0.configuration.options.style == .circular })
    let scene = StepperScene(card.configuration)
    let markers = scene.overflowTargets()
    #expect(markers.first?.state == .error)
    #expect(markers.allSatisfy { $0.isButton })
    #expect(card.commandLine.contains("--max-visible 5"))
  }
}
