import Foundation
import StepperKit
import Testing

@Suite struct LayoutDirectionLocaleTests {
  @Test(arguments: ["ar", "ar-EG", "ar_SA", "he", "fa", "ur"])
  func rightToLeftLanguagesLayOutRightToLeft(identifier: String) {
    #expect(StepperLayoutDirection(languageOf: Locale(identifier: identifier)) == .rightToLeft)
  }

  @Test(arguments: ["en", "de-CH", "es", "fr", "ja", "zz", ""])
  func otherLanguagesLayOutLeftToRight(identifier: String) {
    #expect(StepperLayoutDirection(languageOf: Locale(identifier: identifier)) == .leftToRight)
  }
}
