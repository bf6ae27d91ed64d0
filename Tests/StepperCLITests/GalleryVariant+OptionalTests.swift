import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantOptionalTests {
  private let cards = GalleryVariant.optionalFlows

  @Test func eachStyleShowsASkippedStepInLightAndDark() {
    #expect(cards.count == 6)
    for style in StepperStyle.allCases {
      for appearance in StepperAppearance.allCases {
        let card = cards.first {
          $0.configuration.options.style == style
            && $0.configuration.resolvedTheme.appearance == appearance
        }
        #expect(card?.configuration.state(of: 2) == .skipped, "\(style) \(appearance)")
        #expect(card?.configuration.isOptional(2) == true)
      }
    }
    #expect(cards.allSatisfy { GalleryVariant.all.contains($0) && $0.section == "flows" })
  }

  /// The cards follow the guidelines: skipped steps lie behind the current one.
  @Test func theCardsPassLint() {
    for card in cards {
      #expect(StepperGuidelineDiagnostics.warnings(for: card.configuration).isEmpty, "\(card.name)")
    }
  }

  /// The command line under each card draws it again.
  @Test func theCommandLineGivesTheOptionalStepsAndTheSkippedState() {
    let circular = cards.first { $0.configuration.options.style == .circular }
    #expect(circular?.commandLine.contains("--optional-step 2 --optional-step 4") == true)
    #expect(circular?.commandLine.contains("--step-state 2=skipped") == true)
  }
}
