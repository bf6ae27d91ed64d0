import StepperKit
import StepperRendering
import StepperTooling
import Testing

@testable import StepperCLI

@Suite struct GallerySiteContrastTests {
  @Test func aVariantShowsTheAuditsChecksForWhatItDraws() throws {
    let dash = StepperScene(try StepperConfiguration(style: .dash, total: 4, current: 2))
    let checks = GallerySite.contrastChecks(dash)
    #expect(checks.allSatisfy { $0.pairing.style == .dash })
    // The boundary Specification#contrast holds to 3:1: a reached dash beside an upcoming one.
    #expect(
      checks.contains {
        $0.pairing.foreground == .stepperTrack && $0.pairing.background == .stepperBg
      })
    // Nothing this scene does not draw: no negative color in a flow without errors.
    #expect(!checks.contains { $0.pairing.foreground == .stepperNegative })
    #expect(GallerySite.ratio(4.4799) == "4.47:1")
    #expect(GallerySite.ratio(21) == "21.00:1")
  }

  /// A card lists only the pairs of the states its scene draws: the two-tone dash at step 3 of
  /// 6 shows complete, current and upcoming dashes, so no pair of a failed, skipped or disabled
  /// one, although those share its tokens.
  @Test func aCardListsOnlyThePairsOfTheStatesItShows() throws {
    for variant in GalleryVariant.all {
      let scene = StepperScene(variant.configuration)
      let shown = Set(scene.elements.map(\.state.rawValue))
      for check in GallerySite.contrastChecks(scene) {
        let subject = check.pairing.subject
        let state = String(subject.prefix { $0 != " " })
        let isPart = subject == "header" || subject == "\"All steps\" control"
        #expect(isPart || shown.contains(state), "\(variant.name): \(subject)")
      }
    }
    let twoTone = try #require(
      GalleryVariant.all.first { $0.name == "state-dash-two-tone-light" })
    let subjects = GallerySite.contrastChecks(StepperScene(twoTone.configuration))
      .map(\.pairing.subject)
    #expect(!subjects.isEmpty)
    for state in ["error", "errorActive", "skipped", "disabled"] {
      #expect(!subjects.contains { $0.hasPrefix(state + " ") }, "\(state)")
    }
  }

  /// The pairs sit behind a disclosure whose summary counts them by verdict; each note is
  /// written once under the table and numbered where it applies.
  @Test func theContrastIsBehindADisclosureWithItsNotesOnce() throws {
    let variant = try #require(
      GalleryVariant.all.first { $0.name == "state-disabled-dash-light" })
    let scene = StepperScene(variant.configuration)
    let checks = GallerySite.contrastChecks(scene)
    let details = GallerySite.contrastDetails(scene)
    #expect(details.hasPrefix("<details class=\"contrast\"><summary>Contrast: "))
    #expect(details.contains("<summary>Contrast: \(GallerySite.verdictSummary(checks))</summary>"))
    let exempt = checks.filter { $0.verdict == .exempt }.count
    #expect(exempt > 0)
    #expect(GallerySite.verdictSummary(checks).contains("\(exempt) exempt"))
    let exemption = StepperColorPairing.inactiveExemption
    #expect(details.components(separatedBy: MarkupEscaping.escape(exemption)).count == 2)
    #expect(details.contains("<li>\(MarkupEscaping.escape(exemption))</li>"))
    #expect(details.components(separatedBy: "<sup>").count - 1 >= exempt)
    #expect(GallerySite.card(variant).contains(details))
  }
}
