import Testing

@testable import StepperKit

/// CLDR's cardinal plural rules for whole numbers in the built-in languages.
@Suite struct PluralCategoryTests {
  private func categories(_ language: String, _ counts: [Int]) -> [PluralCategory] {
    counts.map { PluralCategory($0, language: language) }
  }

  @Test func englishAndGermanHaveOneAndOther() {
    for language in ["en", "de", "nl"] {
      #expect(
        categories(language, [0, 1, 2, 21, 1_000_000]) == [.other, .one, .other, .other, .other])
    }
  }

  @Test func frenchCountsZeroAsOneAndAWholeMillionAsMany() {
    #expect(
      categories("fr", [0, 1, 2, 1_000_000, 2_000_001]) == [.one, .one, .other, .many, .other])
  }

  @Test func spanishHasManyForAWholeMillion() {
    #expect(
      categories("es", [0, 1, 2, 1_000_000, 3_000_000]) == [.other, .one, .other, .many, .many])
  }

  @Test func japaneseHasOneForm() {
    #expect(Set(categories("ja", Array(0...200))) == [.other])
  }

  @Test func arabicHasSixForms() {
    #expect(
      categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111, 1_000])
        == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many, .other])
  }
}
