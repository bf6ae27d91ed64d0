import StepperKit
import Testing

@Suite struct StepperThemeTests {
  @Test func lightSeedValues() {
    let theme = StepperTheme.light
    #expect(theme[.stepperBg].hex == "#005CE5")
    #expect(theme[.stepperTrack].hex == "#D2E5FF")
    #expect(theme[.brandBase].hex == "#155DFC")
    #expect(theme[.iconOnColor].hex == "#FFFFFF")
    #expect(theme[.bgWhite0].hex == "#FFFFFF")
    #expect(theme[.bgSoft100].hex == "#E9E9EA")
    #expect(theme[.textDisabled400].hex == "#AEAEB2")
  }

  @Test func darkSeedValues() {
    let theme = StepperTheme.dark
    #expect(theme[.brandBase].hex == "#2B7FFF")
    #expect(theme[.iconOnColor].hex == "#FFFFFF")
    #expect(theme[.bgWhite0].hex == "#0E0E0F")
    #expect(theme[.bgSoft100].hex == "#48484A")
    #expect(theme[.textDisabled400].hex == "#8E8E93")
  }

  @Test func proposalsAreMarkedAndSeedValuesAreNot() {
    let seedLight: Set<StepperToken> = [
      .stepperBg, .stepperTrack, .brandBase, .iconOnColor, .bgWhite0, .bgSoft100,
      .textDisabled400,
    ]
    for token in StepperToken.allCases {
      #expect(StepperTheme.light.isProposed(token) == !seedLight.contains(token), "\(token)")
    }
    #expect(StepperTheme.dark.isProposed(.stepperBg))
    #expect(StepperTheme.dark.isProposed(.stepperTrack))
    #expect(!StepperTheme.dark.isProposed(.brandBase))
  }

  @Test func pinsTheProposedValues() {
    let light = StepperTheme.light
    let dark = StepperTheme.dark
    #expect(light[.stepperPositive].hex == "#079455")
    #expect(light[.stepperNegative].hex == "#D92D20")
    #expect(light[.stepperNegativeTrack].hex == "#B42318")
    #expect(dark[.stepperBg].hex == "#4C8DFF")
    #expect(dark[.stepperTrack].hex == "#1F3354")
    #expect(dark[.stepperPositive].hex == "#16A34A")
    #expect(dark[.stepperNegative].hex == "#EF4444")
    #expect(dark[.stepperNegativeTrack].hex == "#F97066")
  }

  @Test func aThemeNeedsEveryToken() {
    #expect(throws: StepperThemeError.missingToken(.stepperBg)) {
      try StepperTheme(appearance: .light, colors: [:])
    }
    let colors = Dictionary(
      uniqueKeysWithValues: StepperToken.allCases.map { ($0, StepperColor(0x123456)) })
    #expect(throws: Never.self) {
      try StepperTheme(appearance: .dark, colors: colors)
    }
  }

  @Test func everyTokenReadsBackItsOwnColor() throws {
    let colors = Dictionary(
      uniqueKeysWithValues: StepperToken.allCases.enumerated().map { index, token in
        (token, StepperColor(UInt32(0x100000 + index)))
      })
    let theme = try StepperTheme(appearance: .light, colors: colors)
    for token in StepperToken.allCases {
      #expect(theme[token] == colors[token], "\(token)")
    }
  }

  @Test func builtInPicksByAppearance() {
    #expect(StepperTheme.builtIn(.light) == .light)
    #expect(StepperTheme.builtIn(.dark) == .dark)
  }

  @Test func aThemeFromAFunctionHasEveryToken() {
    let theme = StepperTheme(appearance: .dark, proposed: [.brandBase]) { token in
      token == .brandBase ? StepperColor(0x112233) : StepperColor(0x445566)
    }
    #expect(theme.appearance == .dark)
    #expect(theme[.brandBase].hex == "#112233")
    #expect(theme[.textSub600].hex == "#445566")
    #expect(theme.isProposed(.brandBase))
    #expect(theme.proposedTokens == [.brandBase])
  }

  @Test func proposedTokensComeInTokenOrder() {
    #expect(
      StepperTheme.light.proposedTokens == [
        .stepperPositive, .stepperNegative, .stepperNegativeTrack, .textStrong950, .textSub600,
        .textSoft500,
      ])
  }
}
