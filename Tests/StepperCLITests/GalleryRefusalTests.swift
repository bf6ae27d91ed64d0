import StepperKit
import StepperRendering
import Testing

@testable import StepperCLI

@Suite struct GalleryRefusalTests {
  @Test func eachRefusalIsTheCoresTypedError() {
    let refusals = GalleryRefusal.all
    #expect(refusals.count == 2)
    guard case .invalidConfiguration(.successBeforeLastStep(2, 5), _) = refusals[0].refusal
    else {
      Issue.record(
        "expected success before the last step: \(String(describing: refusals[0].refusal))")
      return
    }
    guard case .invalidConfiguration(.partialStepWithoutScrolling, _) = refusals[1].refusal else {
      Issue.record("expected a partial step refused: \(String(describing: refusals[1].refusal))")
      return
    }
  }

  @Test func theCommandLineIsTheRenderCommandThatFails() {
    let refusal = GalleryRefusal.all[0]
    #expect(
      refusal.commandLine == "stepper render --status success --current 2 --total 5")
    let run = Run(["render"] + refusal.arguments)
    #expect(run.status == 65)
    #expect(run.err.contains(refusal.refusal?.description ?? "?"))
  }

  @Test func theGalleryShowsEachRefusalWithItsMessage() throws {
    let section = GallerySite.refusals(GalleryRefusal.all)
    #expect(section.hasPrefix("<p>Combinations that would draw two things at once."))
    for refusal in GalleryRefusal.all {
      #expect(section.contains("<article class=\"variant\" id=\"\(refusal.name)\">"))
      let message = MarkupEscaping.escape("error: " + (refusal.refusal?.description ?? "?"))
      #expect(section.contains("<dd class=\"refusal\">\(message)</dd>"))
    }
    let page = try #require(GalleryPage.all.first { $0.content == .refused })
    #expect(GallerySite.page(page, []).contains(section))
  }
}
