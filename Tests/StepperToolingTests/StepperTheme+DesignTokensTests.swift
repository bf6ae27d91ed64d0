import Foundation
import StepperKit
import StepperTooling
import Testing

@Suite struct StepperThemeDesignTokensTests {
  private let brandValue =
    "{\"colorSpace\": \"srgb\", \"components\": [0.082, 0.365, 0.988], \"alpha\": 1, "
    + "\"hex\": \"#155DFC\"}"

  /// The built-in light theme written out, with one piece of text replaced.
  private func light(replacing old: String, with new: String) throws -> Data {
    let text = StepperTheme.designTokens([.light])
    try #require(text.contains(old), "the export has no \(old)")
    return Data(text.replacingOccurrences(of: old, with: new).utf8)
  }

  private func error(reading data: Data) -> StepperDesignTokenError? {
    do {
      _ = try StepperTheme.themes(designTokens: data)
      return nil
    } catch {
      return error
    }
  }

  @Test func exportThenImportGivesTheSameThemes() throws {
    let text = StepperTheme.designTokens([.light, .dark])
    #expect(try StepperTheme.themes(designTokens: Data(text.utf8)) == [.light, .dark])
    #expect(try StepperTheme(designTokens: Data(text.utf8), appearance: .dark) == .dark)
  }

  /// Every channel value survives the trip through DTCG's 0–1 components.
  @Test func everyChannelValueSurvivesTheRoundTrip() throws {
    let count = StepperToken.allCases.count
    let themes = (0..<8).map { round in
      StepperTheme(appearance: round.isMultiple(of: 2) ? .light : .dark) { token in
        let index = StepperToken.allCases.firstIndex(of: token) ?? 0
        let base = (round / 2 * count + index) * 3
        return StepperColor(
          red: UInt8(base % 256), green: UInt8((base + 1) % 256), blue: UInt8((base + 2) % 256))
      }
    }
    for pair in stride(from: 0, to: themes.count, by: 2) {
      let written = StepperTheme.designTokens([themes[pair], themes[pair + 1]])
      let read = try StepperTheme.themes(designTokens: Data(written.utf8))
      #expect(read == [themes[pair], themes[pair + 1]])
    }
  }

  @Test func writesNestedGroupsWithTypedSRGBValuesAndDescriptions() {
    let text = StepperTheme.designTokens([.light])
    #expect(
      text.contains(
        """
          "light": {
            "stepper": {
              "color": {
                "bg": {
                  "$type": "color",
                  "$value": {"colorSpace": "srgb", "components": [0, 0.361, 0.898], "alpha": 1, "hex": "#005CE5"},
                  "$description": "Filled dashes and bullets, up to the current step."
                },
        """))
    #expect(
      text.contains(
        """
              "$description": "Proposed: no design source fixes this value. Done steps once the whole flow succeeded."
        """))
    #expect(text.contains("    \"brand\": {\n      \"base\": {\n"))
    #expect(text.contains("    \"bg\": {\n      \"white-0\": {\n"))
    #expect(!text.contains("\"dark\""))
    #expect(text.hasPrefix("{\n  \"$description\": "))
    #expect(text.hasSuffix("\n}\n"))
  }

  @Test func proposalsAreReadFromTheirDescription() throws {
    let data = try light(
      replacing: "\"$description\": \"Done markers",
      with: "\"$description\": \"Proposed by the brand team. Done markers")
    let theme = try StepperTheme(designTokens: data, appearance: .light)
    #expect(theme.isProposed(.brandBase))
    #expect(theme.isProposed(.textSub600))
    #expect(!theme.isProposed(.stepperBg))
  }

  @Test func readsHexStringsReferencesAndGroupTypes() throws {
    var members: [String] = []
    for token in StepperToken.allCases {
      let value = token == .stepperBg ? "{brand.base}" : token == .brandBase ? "#123ABC" : "#FFFFFF"
      members.append("\"\(token.rawValue)\": {\"$value\": \"\(value)\"}")
    }
    let text = "{\"dark\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"
    let theme = try StepperTheme(designTokens: Data(text.utf8), appearance: .dark)
    #expect(theme.appearance == .dark)
    #expect(theme[.brandBase] == StepperColor(0x123ABC))
    #expect(theme[.stepperBg] == StepperColor(0x123ABC))
    #expect(theme[.bgSoft100] == StepperColor(0xFFFFFF))
    #expect(theme.proposedTokens.isEmpty)
  }

  @Test(arguments: [
    ("{\"light\": ", "the token file does not parse: "),
    ("[1, 2]", "the token file does not parse: its top level is an array, not an object"),
    ("{\"light\": 3}", "the token file does not parse: 'light' is a number, not a group of tokens"),
    (
      "{\"sepia\": {}}",
      "the token file has a top-level group 'sepia'; the stepper's colors go in a 'light' and a "
        + "'dark' group, its sizes in 'dimensions', 'platform', 'space'"
    ),
    (
      "{\"$description\": \"empty\"}",
      "the token file has no light theme (a top-level 'light' group)"
    ),
  ])
  func aFileThatIsNotAThemeSaysWhy(text: String, message: String) throws {
    let error = try #require(self.error(reading: Data(text.utf8)))
    #expect(error.description.hasPrefix(message))
  }

  @Test func aMissingTokenIsNamed() throws {
    let data = try light(replacing: "\"sub-600\": {", with: "\"sub-601\": {")
    #expect(
      error(reading: data) == .unknownToken(path: "text/sub-601", appearance: .light))
    let removed = StepperTheme.designTokens([.light]).replacingOccurrences(
      of: "\"strong-950\"", with: "\"$extensions\"")
    #expect(error(reading: Data(removed.utf8)) == .missingToken(.textStrong950, appearance: .light))
    #expect(
      StepperDesignTokenError.missingToken(.textStrong950, appearance: .light).description
        == "the token file has no value for text/strong-950 in light")
  }

  @Test func anUnknownPathIsNamedWithTheTokensThereAre() throws {
    let data = try light(replacing: "\"brand\": {", with: "\"palette\": {")
    let error = error(reading: data)
    #expect(error == .unknownToken(path: "palette", appearance: .light))
    #expect(
      error?.description
        == "palette in light is not a stepper token; the tokens are stepper/color/bg, "
        + "stepper/color/bg-track, stepper/color/bg-positive, stepper/color/bg-negative, "
        + "stepper/color/bg-negative-track, brand/base, icon/on-color, bg/white-0, bg/soft-100, "
        + "text/disabled-400, text/strong-950, text/sub-600, text/soft-500")
  }

  @Test(arguments: [
    (
      "12",
      "brand/base in light is not a color: its $value is a number; a color is {\"colorSpace\": "
        + "\"srgb\", \"components\": [r, g, b]} or \"#RRGGBB\""
    ),
    (
      "\"#12345\"",
      "brand/base in light is not a color: '#12345' is neither #RRGGBB nor a reference such as "
        + "{brand.base}"
    ),
    (
      "{\"colorSpace\": \"display-p3\", \"components\": [1, 0, 0]}",
      "brand/base in light is not a color: its colorSpace is 'display-p3'; the stepper reads srgb "
        + "colors"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"alpha\": 0.5}",
      "brand/base in light is not a color: its alpha is 0.5; the stepper's colors are opaque"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [1, 0]}",
      "brand/base in light is not a color: its components are not three numbers [r, g, b] from 0 "
        + "to 1"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [1, 0, 255]}",
      "brand/base in light is not a color: its components are not three numbers [r, g, b] from 0 "
        + "to 1"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [1, true, 0]}",
      "brand/base in light is not a color: its components are not three numbers [r, g, b] from 0 "
        + "to 1"
    ),
    (
      "{\"components\": [1, 0, 0]}",
      "brand/base in light is not a color: its $value has no colorSpace"
    ),
    (
      "\"{brand.base}\"",
      "brand/base in light refers to {brand.base}, which leads back to it"
    ),
    (
      "\"{brand.bass}\"",
      "brand/base in light refers to {brand.bass}, which is not a stepper token"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0.082, 0.365, 0.988], \"hex\": \"#FF0000\"}",
      "brand/base in light is not a color: its hex #FF0000 and its components (#155DFC) "
        + "disagree; edit both to the same color, or remove hex"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0.082, 0.365, 0.988], \"hex\": \"red\"}",
      "brand/base in light is not a color: its hex is not #RRGGBB"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0.082, 0.365, 0.988], \"hex\": 7}",
      "brand/base in light is not a color: its hex is a number"
    ),
  ])
  func aValueThatIsNotAColorIsNamed(value: String, message: String) throws {
    let data = try light(replacing: brandValue, with: value)
    #expect(error(reading: data)?.description == message)
  }

  /// A designer edits `hex`: a file whose `hex` and `components` agree reads, and one where only
  /// the `hex` was edited is refused naming the token, rather than read with the edit ignored.
  @Test func aHexThatAgreesWithItsComponentsReads() throws {
    let agreeing = try light(
      replacing: brandValue,
      with: "{\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\"}")
    let theme = try StepperTheme(designTokens: agreeing, appearance: .light)
    #expect(theme[.brandBase] == StepperColor(hex: "#FF0000"))
  }

  @Test func aReferenceCycleIsNamed() {
    let cycle = StepperTheme.designTokens([.light])
      .replacingOccurrences(of: brandValue, with: "\"{icon.on-color}\"")
      .replacingOccurrences(
        of:
          "{\"colorSpace\": \"srgb\", \"components\": [1, 1, 1], \"alpha\": 1, \"hex\": \"#FFFFFF\"}",
        with: "\"{brand.base}\"")
    // Tokens resolve in declaration order: brand/base leads to icon/on-color, which leads back.
    #expect(
      error(reading: Data(cycle.utf8))
        == .badReference(
          .iconOnColor, appearance: .light, reference: "{brand.base}", reason: "leads back to it"))
  }

  @Test func aTokenOfAnotherTypeIsNamed() throws {
    let data = try light(
      replacing: "\"$type\": \"color\",\n        \"$value\": \(brandValue)",
      with: "\"$type\": \"dimension\",\n        \"$value\": \(brandValue)")
    #expect(
      error(reading: data)?.description
        == "brand/base in light is not a color: its $type is 'dimension'; the stepper's are 'color'"
    )
  }

  @Test func aTokenGivenTwiceIsNamed() throws {
    let data = try light(
      replacing: "\"brand\": {",
      with: "\"brand/base\": {\"$value\": \"#000000\"}, \"brand\": {")
    #expect(error(reading: data) == .duplicateToken(.brandBase, appearance: .light))
  }

  @Test func anAppearanceTheFileLacksIsNamed() {
    #expect(throws: StepperDesignTokenError.missingAppearance(.dark)) {
      try StepperTheme(
        designTokens: Data(StepperTheme.designTokens([.light]).utf8), appearance: .dark)
    }
    #expect(
      StepperDesignTokenError.missingAppearance(.dark).description
        == "the token file has no dark theme (a top-level 'dark' group)")
  }
}
