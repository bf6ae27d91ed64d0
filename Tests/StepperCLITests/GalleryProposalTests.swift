import Foundation
import StepperKit
import StepperTooling
import Testing

@testable import StepperCLI

@Suite struct GalleryProposalTests {
  @Test func showsEveryChangeWithBothRatiosAndBothPalettesSideBySide() throws {
    let section = GalleryProposal.section()
    // Each theme under its own heading, in a section of its own: no heading beside the other
    // theme's tables.
    for name in ["light", "dark"] {
      #expect(
        section.contains(
          "<section class=\"proposal\" aria-labelledby=\"proposal-\(name)\">\n"
            + "<h2 id=\"proposal-\(name)\">"))
    }
    for proposal in GalleryProposal.proposals {
      #expect(!proposal.changes.isEmpty)
      for change in proposal.changes {
        #expect(section.contains("<code>\(change.old.hex)</code>"))
        #expect(section.contains("<code>\(change.new.hex)</code>"))
        for pair in change.pairs {
          #expect(
            section.contains(
              "<td>\(GallerySite.ratio(pair.before))</td><td>\(GallerySite.ratio(pair.after))</td>"
            ))
        }
      }
    }
    // Each style, drawn in the seed palette and in the proposal, per appearance.
    #expect(section.components(separatedBy: "<svg ").count - 1 == 2 * 3 * 2)
    #expect(section.contains("fill=\"#D2E5FF\""))
    let track = try #require(
      GalleryProposal.proposals[0].changes.first { $0.token == .stepperTrack })
    #expect(section.contains("fill=\"\(track.new.hex)\""))
  }

  @Test func theIndexLinksThePageAndTheSiteHoldsTheTokenFile() throws {
    let files = GallerySite.files()
    let index = try #require(files.first { $0.path == "index.html" }).contents
    #expect(index.contains("<li id=\"proposal\"><a href=\"proposal.html\">Proposed palette</a>"))
    let page = try #require(files.first { $0.path == "proposal.html" }).contents
    #expect(page.contains(GalleryProposal.section()))
    let file = try #require(files.first { $0.path == "tokens/proposal.json" }).contents
    let themes = try StepperTheme.themes(designTokens: Data(file.utf8))
    #expect(themes.allSatisfy { StepperContrastAudit(theme: $0).passes })
  }
}
