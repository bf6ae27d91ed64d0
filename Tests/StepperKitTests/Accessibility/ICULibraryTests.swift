#if canImport(FoundationEssentials)
  import Testing

  @testable import StepperKit

  @Suite struct ICULibraryTests {
    @Test func opensTheToolchainsICU() throws {
      let icu = try #require(ICULibrary.shared, "lib_FoundationICU.so beside the Swift runtime")
      #expect(icu.format(1_234, skeleton: "", locale: "de") == "1.234")
      #expect(icu.format(57, skeleton: "percent", locale: "fr") == "57\u{00A0}%")
      #expect(icu.isRightToLeft("ar-EG"))
      #expect(!icu.isRightToLeft("de"))
      #expect(icu.languageTag("de_CH") == "de-CH")
    }

    @Test func aSkeletonICURefusesGivesNothing() throws {
      let icu = try #require(ICULibrary.shared)
      #expect(icu.format(1, skeleton: "no-such-stem", locale: "en") == nil)
    }
  }
#endif
