import StepperKit
import Testing

@Suite struct TextStyleFontTests {
  private func style(family: String = "Inter", weight: Int = 400) -> StepperTextStyle {
    StepperTextStyle(family: family, size: 12, weight: weight, lineHeight: 16, capHeight: 0.7)
  }

  @Test(arguments: [
    (100, StepperTextStyle.FontWeight.ultraLight), (200, .thin), (300, .light), (400, .regular),
    (500, .medium), (600, .semibold), (700, .bold), (800, .heavy), (900, .black),
  ])
  func namesEachCSSWeight(_ weight: Int, _ name: StepperTextStyle.FontWeight) {
    #expect(style(weight: weight).fontWeight == name)
    #expect(name.rawValue == weight)
  }

  @Test(arguments: [
    (549, StepperTextStyle.FontWeight.medium), (550, .semibold), (1, .ultraLight),
    (-40, .ultraLight), (1_000, .black), (Int.max, .black),
  ])
  func roundsOtherWeightsToTheNearestName(_ weight: Int, _ name: StepperTextStyle.FontWeight) {
    #expect(style(weight: weight).fontWeight == name)
  }

  @Test func theMarkerNumberIsInterSemibold() {
    #expect(StepperTextStyle.markerNumber.primaryFamily == "Inter")
    #expect(StepperTextStyle.markerNumber.fontWeight == .semibold)
  }

  @Test(arguments: [
    ("Inter, sans-serif", "Inter"), ("\"SF Pro Text\", system-ui", "SF Pro Text"),
    ("  'Noto Sans Arabic' ,serif", "Noto Sans Arabic"), ("Inter", "Inter"), ("", ""),
    (" , serif", ""),
  ])
  func theFirstFamilyIsUnquoted(_ family: String, _ primary: String) {
    #expect(style(family: family).primaryFamily == primary)
  }
}
