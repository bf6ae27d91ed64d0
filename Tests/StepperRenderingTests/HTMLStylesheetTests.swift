import StepperKit
import Testing

@testable import StepperRendering

@Suite struct HTMLStylesheetTests {
  private func stylesheet(_ theme: StepperTheme) throws -> String {
    var out = TextWriter(capacity: 4_096)
    HTMLStylesheet.write(
      for: try StepperScene(StepperConfiguration(total: 3, current: 2, theme: theme)), to: &out)
    return out.text
  }

  /// Every token, light by default, dark under the media query and the dark attribute.
  @Test func definesEveryTokenForLightAndDark() throws {
    let css = try stylesheet(.light)
    #expect(css.hasPrefix(".eb-stepper{"))
    #expect(
      css.contains("@media (prefers-color-scheme:dark){.eb-stepper:not([data-theme=\"light\"]){"))
    #expect(css.contains(".eb-stepper[data-theme=\"dark\"]{"))
    for token in StepperToken.allCases {
      #expect(css.contains("\(token.cssCustomProperty):\(StepperTheme.light[token].hex)"))
      #expect(css.contains("\(token.cssCustomProperty):\(StepperTheme.dark[token].hex)"))
    }
    #expect(css.contains(".eb-stepper__target:focus-visible"))
  }
}

@Suite struct HTMLStylesheetContrastTests {
  private func stylesheet(followsContrast: Bool) throws -> String {
    var out = TextWriter(capacity: 4_096)
    HTMLStylesheet.write(
      for: try StepperScene(StepperConfiguration(total: 3, current: 2)),
      followsContrast: followsContrast, to: &out)
    return out.text
  }

  @Test func followingContrastAddsTheIncreasedTokensUnderPrefersContrast() throws {
    let css = try stylesheet(followsContrast: true)
    let light = try #require(css.range(of: "@media (prefers-contrast:more){.eb-stepper{"))
    let dark = try #require(
      css.range(
        of: "@media (prefers-contrast:more) and (prefers-color-scheme:dark)"
          + "{.eb-stepper:not([data-theme=\"light\"]){"))
    #expect(light.lowerBound < dark.lowerBound)
    #expect(css.contains("@media (prefers-contrast:more){.eb-stepper[data-theme=\"dark\"]{"))
    for token in StepperToken.allCases {
      let property = token.cssCustomProperty
      #expect(css.contains("\(property):\(StepperTheme.lightIncreasedContrast[token].hex)"))
      #expect(css.contains("\(property):\(StepperTheme.darkIncreasedContrast[token].hex)"))
    }
  }

  @Test func byDefaultNothingIsWrittenForContrast() throws {
    #expect(!(try stylesheet(followsContrast: false)).contains("prefers-contrast"))
  }
}
