import StepperKit
import StepperTooling
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

  /// The seed palettes leave upcoming steps too faint against the surface; failed steps, in
  /// full-strength red, pass.
  /// The current step's track under its part done is as faint as the upcoming steps; in the
  /// dark theme `brand/base` is also too close to `bg/soft-100` for the arc of a circular
  /// marker's part done to stand out from its track.
  @Test(arguments: StepperAppearance.allCases)
  func theBuiltInThemesFailTheFaintUpcomingShapes(appearance: StepperAppearance) {
    let audit = StepperContrastAudit(theme: .builtIn(appearance))
    #expect(!audit.passes)
    #expect(
      audit.failures.map { "\($0.pairing.style) \($0.pairing.subject)" } == [
        "dash default dash", "dash active dash track", "bullet default bullet",
        "bullet active bullet track", "circular default connector",
        "circular default marker fill",
        "circular default marker number", "circular active marker outline's track",
      ] + (appearance == .dark ? ["circular active marker step progress"] : []))
  }

  /// A failed dash or bullet is held to 3:1 against the surface and the upcoming one beside it,
  /// and both built-in themes meet it; a disabled one is told apart by its hollow shape.
  @Test(arguments: StepperAppearance.allCases, [StepperStyle.dash, .bullet])
  func failedStepsMeetTheirMinimum(appearance: StepperAppearance, style: StepperStyle) throws {
    let audit = StepperContrastAudit(theme: .builtIn(appearance))
    let role = style.rawValue
    for state in ["error", "errorActive"] {
      for against in ["surface", "\(state) \(role) beside it"] {
        let subject = against == "surface" ? "\(state) \(role)" : "default \(role)"
        let pair = try check(audit, style, subject, against)
        #expect(pair.pairing.exemption == nil)
        #expect(pair.pairing.requirement == .nonText)
        #expect(pair.ratio >= 3 && pair.verdict == .pass, "\(subject) on \(against)")
      }
    }
    let hollow = try check(audit, style, "default \(role)", "disabled \(role) beside it")
    #expect(hollow.pairing.note == StepperColorPairing.hollowShapeNote)
    #expect(hollow.pairing.foreground == .stepperTrack)
    #expect(hollow.pairing.background == .textDisabled400)
    let twoTone = try check(audit, style, "active \(role)", "complete \(role) beside it")
    #expect(twoTone.pairing.note == StepperColorPairing.twoToneNote)
    #expect(twoTone.verdict == .exempt)
  }

  @Test func aThemeWithEnoughContrastPasses() {
    let theme = StepperTheme(appearance: .light) { token in
      switch token {
      case .bgWhite0, .iconOnColor, .textDisabled400: StepperColor(0xFFFFFF)
      case .stepperTrack, .bgSoft100: StepperColor(0x767676)
      case .stepperBg, .stepperPositive, .stepperNegative, .stepperNegativeTrack, .brandBase,
        .textStrong950, .textSub600, .textSoft500:
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
