import StepperKit
import Testing

@Suite struct ContrastAuditTests {
  private func check(
    _ audit: StepperContrastAudit, _ style: StepperStyle, _ subject: String, _ against: String
  )
    throws -> StepperContrastCheck
  {
    try #require(
      audit.checks.first {
        $0.pairing.style == style && $0.pairing.subject == subject && $0.pairing.against == against
          && $0.pairing.foreground != .stepperPositive && $0.pairing.background != .stepperPositive
      })
  }

  @Test func measuresTheBuiltInLightTheme() throws {
    let audit = StepperContrastAudit(theme: .light)
    let boundary = try check(audit, .dash, "default dash", "active dash beside it")
    #expect(boundary.ratioText == "4.47:1")
    #expect(boundary.verdict == .pass)
    let number = try check(audit, .circular, "active marker number", "its marker's fill")
    #expect(number.ratioText == "5.24:1")
    #expect(number.foreground.hex == "#155DFC")
    #expect(number.verdict == .pass)
    let upcoming = try check(audit, .circular, "default marker number", "its marker's fill")
    #expect(upcoming.ratioText == "1.82:1")
    #expect(upcoming.verdict == .fail)
    let disabled = try check(audit, .circular, "disabled marker number", "its marker's fill")
    #expect(disabled.verdict == .exempt)
    #expect(!disabled.meetsRequirement)
  }

  /// The seed palettes leave upcoming and failed-earlier steps too faint against the surface.
  @Test(arguments: StepperAppearance.allCases)
  func theBuiltInThemesFailTheFaintUpcomingShapes(appearance: StepperAppearance) {
    let audit = StepperContrastAudit(theme: .builtIn(appearance))
    #expect(!audit.passes)
    #expect(
      audit.failures.map { "\($0.pairing.style) \($0.pairing.subject)" } == [
        "dash default dash", "dash error dash", "bullet default bullet", "bullet error bullet",
        "circular default connector", "circular default marker fill",
        "circular default marker number",
      ])
  }

  @Test func aThemeWithEnoughContrastPasses() {
    let theme = StepperTheme(appearance: .light) { token in
      switch token {
      case .bgWhite0, .iconOnColor, .textDisabled400: StepperColor(0xFFFFFF)
      case .stepperTrack, .stepperNegativeTrack, .bgSoft100: StepperColor(0x767676)
      case .stepperBg, .stepperPositive, .stepperNegative, .brandBase, .textStrong950,
        .textSub600:
        StepperColor(0x000000)
      }
    }
    let audit = StepperContrastAudit(theme: theme)
    #expect(audit.passes, "\(audit.failures.map(\.pairing.subject))")
    #expect(audit.checks.count == StepperColorPairing.all.count)
  }

  @Test func ratiosAreWrittenRoundedDown() {
    let nearlyThree = StepperContrastCheck(
      StepperColorPairing(
        style: .dash, subject: "x", against: "y", foreground: .stepperBg,
        background: .bgWhite0, requirement: .nonText),
      theme: StepperTheme(appearance: .light) { token in
        token == .stepperBg ? StepperColor(0x70A402) : StepperColor(0xFFFFFF)
      })
    // #70A402 on white is 2.999996:1, which must not read as 3.00.
    #expect(nearlyThree.ratio < 3)
    #expect(nearlyThree.ratioText == "2.99:1")
    #expect(nearlyThree.verdict == .fail)
  }
}
