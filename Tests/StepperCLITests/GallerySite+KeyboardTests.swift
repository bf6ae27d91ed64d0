import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GallerySiteKeyboardTests {
  @Test func everyTappableCardSaysWhatItsKeysDoAndNoOtherCardDoes() {
    let tappable = GalleryVariant.all.filter(\.isTappable)
    #expect(tappable.count >= 3)
    for variant in GalleryVariant.all {
      let card = GallerySite.card(variant)
      #expect(card.contains("<dt>Keyboard</dt>") == variant.isTappable, "\(variant.name)")
    }
  }

  @Test func theNoteMirrorsTheArrowsRightToLeftAndNamesSkippedSteps() throws {
    let rtl = try #require(GalleryVariant.all.first { $0.name == "flow-tappable-dash-rtl" })
    let note = GallerySite.keyboardNote(rtl)
    #expect(note.contains("Left or Down moves to the next step, Right or Up back"))
    #expect(note.contains("disabled steps are skipped"))
    let ltr = try #require(GalleryVariant.all.first { $0.name == "flow-tappable-circular" })
    let plain = GallerySite.keyboardNote(ltr)
    #expect(plain.contains("Right or Down moves to the next step, Left or Up back"))
    #expect(!plain.contains("disabled"))
  }
}
