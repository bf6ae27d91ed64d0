import Foundation
import Testing

@testable import StepperKit
@testable import StepperTooling

@Suite struct StepperContrastProposalTests {
  /// A theme that passes every pair, but for one pale track on the white surface.
  static func oneFailingTrack(_ track: UInt32 = 0xD2E5FF) -> StepperTheme {
    StepperTheme(appearance: .light) { token in
      switch token {
      case .bgWhite0, .iconOnColor, .textDisabled400: StepperColor(0xFFFFFF)
      case .stepperTrack: StepperColor(track)
      case .bgSoft100: StepperColor(0x767676)
      // A failed step is held to 3:1 against the surface and the track beside it.
      case .stepperBg, .stepperPositive, .stepperNegative, .stepperNegativeTrack, .brandBase,
        .textStrong950, .textSub600, .textSoft500:
        StepperColor(0x000000)
      }
    }
  }

  @Test(arguments: StepperAppearance.allCases)
  func theBuiltInThemesProposalPassesAndKeepsTheSurface(_ appearance: StepperAppearance) {
    let audit = StepperContrastAudit(theme: .builtIn(appearance))
    #expect(!audit.passes)
    let proposal = StepperContrastProposal(audit)
    #expect(StepperContrastAudit(theme: proposal.theme).passes)
    #expect(proposal.theme[.bgWhite0] == audit.theme[.bgWhite0])
    // Every token of a failing pair that is not the surface, and nothing else needlessly.
    let changed = Set(proposal.changes.map(\.token))
    for failure in audit.failures {
      let pair: Set = [failure.pairing.foreground, failure.pairing.background]
      #expect(!pair.isDisjoint(with: changed), "\(failure.pairing.subject)")
    }
    for token in StepperToken.allCases where !changed.contains(token) {
      #expect(proposal.theme[token] == audit.theme[token])
    }
    for change in proposal.changes {
      #expect(proposal.theme[change.token] == change.new)
      #expect(proposal.theme.isProposed(change.token))
      #expect(change.old != change.new)
    }
  }

  @Test(arguments: StepperAppearance.allCases)
  func keepsTheHueOfEveryColoredToken(_ appearance: StepperAppearance) {
    let proposal = StepperContrastProposal(StepperContrastAudit(theme: .builtIn(appearance)))
    for change in proposal.changes {
      let old = OKLCH(change.old)
      let new = OKLCH(change.new)
      // Hue means little in a near grey, and rounding to 8 bits moves it most in pale colors.
      guard old.c > 0.03, new.c > 0.03 else { continue }
      let turn = abs(old.h - new.h).truncatingRemainder(dividingBy: 360)
      #expect(min(turn, 360 - turn) < 3, "\(change.token.rawValue) \(old.h) → \(new.h)")
    }
  }

  @Test func movesLightnessNoFurtherThanTheMinimumAsks() throws {
    let theme = Self.oneFailingTrack()
    let proposal = StepperContrastProposal(StepperContrastAudit(theme: theme))
    #expect(proposal.changes.map(\.token) == [.stepperTrack])
    let change = try #require(proposal.changes.first)
    let ratio = change.new.contrastRatio(with: theme[.bgWhite0])
    #expect(ratio >= 3)
    #expect(ratio < 3.1, "a darker track than needed: \(ratio)")
    // One thousandth of lightness back toward the old value no longer passes, once rounded.
    let old = OKLCH(change.old)
    let new = OKLCH(change.new)
    #expect(new.l < old.l)
    let lighter = OKLCH(l: new.l + 0.004, c: new.c, h: new.h).mappedIntoSRGB.lab.roundedColor
    #expect(lighter.contrastRatio(with: theme[.bgWhite0]) < 3)
  }

  @Test func aPassingThemeGetsNoChanges() {
    let theme = Self.oneFailingTrack(0x767676)
    let proposal = StepperContrastProposal(StepperContrastAudit(theme: theme))
    #expect(proposal.changes.isEmpty)
    #expect(proposal.theme == theme)
  }

  @Test func theDescriptionNamesTheOldValueAndBothRatios() throws {
    let proposal = StepperContrastProposal(StepperContrastAudit(theme: .light))
    let track = try #require(proposal.changes.first { $0.token == .stepperTrack })
    let surface = try #require(track.pairs.first { $0.other == .bgWhite0 })
    #expect(surface.before < 3 && surface.after >= 3)
    #expect(track.description.hasPrefix("Proposed: was #D2E5FF"))
    #expect(
      track.description(proposedBy: "tool --propose").hasPrefix(
        "Proposed by `tool --propose`: was #D2E5FF"))
    #expect(
      track.description.contains(
        "against bg/white-0 \(ContrastText.ratio(surface.before)) before, "
          + "\(ContrastText.ratio(surface.after)) now (needs 3:1)"))
  }

  @Test func theTokenFileReadsBackAsTheProposedThemes() throws {
    let proposals = StepperAppearance.allCases.map {
      StepperContrastProposal(StepperContrastAudit(theme: .builtIn($0)))
    }
    let file = StepperContrastProposal.designTokens(proposals)
    let themes = try StepperTheme.themes(designTokens: Data(file.utf8))
    #expect(themes == proposals.map(\.theme))
    for proposal in proposals {
      for change in proposal.changes {
        #expect(file.contains(JSONText.string(change.description)))
      }
    }
    #expect(file.contains("the values the contrast audit proposes"))
  }

  @Test func theTokenFileNamesTheToolThatProposedIt() throws {
    let proposals = [StepperContrastProposal(StepperContrastAudit(theme: .light))]
    let file = StepperContrastProposal.designTokens(proposals, proposedBy: "tool --propose")
    #expect(file.contains("the values `tool --propose` proposes"))
    let change = try #require(proposals.first?.changes.first)
    #expect(file.contains(JSONText.string(change.description(proposedBy: "tool --propose"))))
    #expect(try StepperTheme.themes(designTokens: Data(file.utf8)) == proposals.map(\.theme))
  }
}
