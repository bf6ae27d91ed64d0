import Testing

@testable import StepperKit

@Suite struct StepPaintTests {
  /// A disabled dash or bullet is hollow: an outline and no fill, so that it differs from an
  /// upcoming one by its shape and not by a tint.
  @Test(arguments: StepperAppearance.allCases)
  func aDisabledBarIsHollow(appearance: StepperAppearance) throws {
    let theme = StepperTheme.builtIn(appearance)
    let disabled = StepPaint.bar(.disabled, status: .default, theme: theme)
    #expect(disabled.fill == nil)
    let stroke = try #require(disabled.stroke)
    #expect(stroke.color == theme[.textDisabled400])
    #expect(stroke.width == StyleMetrics.hollowOutlineWidth)
    #expect(disabled.tokens == .init(stroke: .textDisabled400))
    let upcoming = StepPaint.bar(.default, status: .default, theme: theme)
    #expect(upcoming.fill == theme[.stepperTrack])
    #expect(upcoming.stroke == nil)
  }

  /// A failed dash or bullet is a full-strength red: at least 3:1 against the surface and
  /// against the upcoming track beside it, in both built-in themes (WCAG 1.4.11), computed.
  @Test(arguments: StepperAppearance.allCases, [StepperStepState.error, .errorActive])
  func aFailedBarReadsAsFailed(appearance: StepperAppearance, state: StepperStepState) throws {
    let theme = StepperTheme.builtIn(appearance)
    let red = try #require(StepPaint.bar(state, status: .error, theme: theme).fill)
    let track = try #require(StepPaint.bar(.default, status: .error, theme: theme).fill)
    #expect(red.contrastRatio(with: theme[.bgWhite0]) >= 3)
    #expect(red.contrastRatio(with: track) >= 3)
  }

  /// The earlier failure and the current one read their own tokens; both are proposals.
  @Test func failedBarsReadTheNegativeTokens() {
    #expect(StepPaint.barFillToken(.error, status: .default) == .stepperNegativeTrack)
    #expect(StepPaint.barFillToken(.errorActive, status: .default) == .stepperNegative)
    #expect(StepPaint.barFillToken(.disabled, status: .default) == nil)
    for appearance in StepperAppearance.allCases {
      let theme = StepperTheme.builtIn(appearance)
      #expect(theme.isProposed(.stepperNegativeTrack))
      #expect(theme.isProposed(.stepperNegative))
    }
    #expect(StepperTheme.light[.stepperNegativeTrack].hex == "#B42318")
    #expect(StepperTheme.dark[.stepperNegativeTrack].hex == "#F97066")
  }

  /// Specification#two-tone-rule: dashes 1…current share `stepper/color/bg`.
  @Test func completeAndCurrentShareTheFill() {
    #expect(StepPaint.barFillToken(.complete, status: .default) == .stepperBg)
    #expect(StepPaint.barFillToken(.active, status: .default) == .stepperBg)
  }
}

@Suite struct StepPaintSkippedTests {
  /// A skipped dash or bullet is the outline of a complete one: the passed steps' tone, hollow;
  /// the positive color once the flow succeeded.
  @Test func aSkippedBarIsHollowInThePassedTone() {
    #expect(StepPaint.barFillToken(.skipped, status: .default) == nil)
    #expect(StepPaint.barStrokeToken(.skipped, status: .default) == .stepperBg)
    #expect(StepPaint.barStrokeToken(.skipped, status: .success) == .stepperPositive)
    #expect(StepPaint.barStrokeToken(.complete, status: .default) == nil)
    let paint = StepPaint.bar(.skipped, status: .default, theme: .light)
    #expect(paint.fill == nil)
    #expect(paint.stroke?.width == StyleMetrics.hollowOutlineWidth)
  }

  /// A skipped marker is hollow with a skip mark, in a grey that meets 3:1 on the surface.
  @Test(arguments: StepperAppearance.allCases)
  func aSkippedMarkerIsHollowWithASkipMark(appearance: StepperAppearance) {
    let theme = StepperTheme.builtIn(appearance)
    let tokens = StepPaint.markerTokens(.skipped, status: .default)
    #expect(tokens.fill == .bgWhite0)
    #expect(tokens.stroke == .textSoft500)
    #expect(theme[.textSoft500].contrastRatio(with: theme[.bgWhite0]) >= 3)
    #expect(!StepPaint.showsNumber(.skipped))
    let content = StepPaint.markerContent(
      .skipped, number: "2", numberStyle: .markerNumber, color: theme[.textSoft500])
    #expect(content == .skip(color: theme[.textSoft500]))
    #expect(content.glyph == .skip)
  }
}
