import Testing

@testable import StepperKit

/// A text's plural forms, chosen by the language's rule.
@Suite struct StepperStringsPluralFormsTests {
  @Test func aMissingFormFallsBackToOther() {
    let forms = StepperStrings.PluralForms(one: "{count} leg", other: "{count} legs")
    #expect(forms.text(count: 2, language: "ar", number: String.init) == "2 legs")
    #expect(forms.text(count: 1, language: "ar", number: String.init) == "1 leg")
    #expect(forms.text(count: 0, language: "fr", number: String.init) == "0 leg")
  }

  @Test func eachFormIsChosenByTheLanguagesRule() {
    let forms = StepperStrings.TotalWords.arabic.stepsAdded
    let texts = [1, 2, 3, 11, 100].map {
      forms.text(count: $0, language: "ar", number: String.init)
    }
    #expect(
      texts == [
        "أضيفت خطوة واحدة", "أضيفت خطوتان", "أضيفت 3 خطوات", "أضيفت 11 خطوة", "أضيفت 100 خطوة",
      ])
  }
}
