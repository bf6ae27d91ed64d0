import StepperKit
import StepperTooling
import Testing

/// The core's increased-contrast themes, checked with the audit that proposed them (the core
/// cannot reach the audit, so they are tested here).
@Suite struct StepperThemeIncreasedContrastTests {
  @Test(arguments: [StepperTheme.light, .dark])
  func theCoresValuesAreTheAuditsProposal(theme: StepperTheme) {
    let proposed = StepperContrastProposal.increasedContrast(theme)
    #expect(proposed == theme.increasingContrast())
    for token in StepperToken.allCases {
      #expect(proposed[token] == theme.increasingContrast()[token], "\(token)")
    }
  }

  @Test(arguments: [StepperTheme.lightIncreasedContrast, .darkIncreasedContrast])
  func everyPairMeetsItsMinimumInBothAudits(theme: StepperTheme) {
    let increased = StepperContrastAudit(theme: theme, pairings: StepperColorPairing.increased)
    #expect(increased.failures.map(\.pairing.subject) == [])
    #expect(StepperContrastAudit(theme: theme).passes)
  }

  @Test func textOnTheSurfaceIsHeldToSevenToOne() {
    let increased = StepperColorPairing.increased.filter { $0.requirement == .increasedText }
    #expect(!increased.isEmpty)
    #expect(increased.allSatisfy { $0.background == .bgWhite0 })
    #expect(StepperContrastRequirement.increasedText.minimumRatio == 7)
  }

  @Test func aThemeOfTheAppsOwnIsKept() {
    let grey = StepperTheme(appearance: .light) { _ in StepperColor(0x808080) }
    #expect(grey.increasingContrast() == grey)
    #expect(StepperTheme.lightIncreasedContrast.increasingContrast() == .lightIncreasedContrast)
  }
}
