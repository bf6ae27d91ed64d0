import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@testable import StepperCLI

@Suite struct GallerySiteTests {
  private let files = GallerySite.files()

  @Test func writesAnIndexAndAPageAndSVGPerVariant() {
    #expect(files.count == 2 + 2 * GalleryVariant.all.count)
    let paths = Set(files.map(\.path))
    #expect(paths.contains("index.html"))
    #expect(paths.contains("tokens/proposal.json"))
    for variant in GalleryVariant.all {
      #expect(paths.contains("variants/\(variant.name).html"))
      #expect(paths.contains("svg/\(variant.name).svg"))
    }
  }

  @Test(.requires(.xmllint)) func everyFileIsWellFormed() throws {
    for file in files where !file.path.hasSuffix(".json") {
      #expect(try xmllintProblems(file.contents) == nil, "\(file.path)")
    }
    let index = try #require(files.first { $0.path == "index.html" }).contents
    #expect(try htmlParserProblems(index) == nil)
  }

  @Test func eachCardShowsTheFragmentSVGAnnouncementCommandTerminalAndContrast() throws {
    let index = try #require(files.first { $0.path == "index.html" }).contents
    for variant in GalleryVariant.all {
      let scene = StepperScene(variant.configuration)
      let start = try #require(
        index.range(of: "<article class=\"variant\" id=\"\(variant.name)\">"))
      let end = try #require(
        index.range(of: "</article>", range: start.upperBound..<index.endIndex))
      let card = String(index[start.lowerBound..<end.upperBound])
      // The fragment holds the whole row, for the browser to scroll.
      let whole = StepperScene(htmlOf: variant.configuration)
      #expect(card.contains(StepperRenderer.html.render(whole)))
      #expect(card.contains("<img src=\"svg/\(variant.name).svg\""))
      #expect(
        card.contains(
          "<dd class=\"announcement\">\(MarkupEscaping.escape(scene.accessibility.announcement))</dd>"
        ))
      #expect(card.contains(MarkupEscaping.escape(variant.commandLine)))
      #expect(
        card.contains(
          MarkupEscaping.escape(StepperRenderer.ansi(colorMode: .none, columns: 80).render(scene))))
      let checks = GallerySite.contrastChecks(scene)
      #expect(!checks.isEmpty, "\(variant.name)")
      for check in checks {
        #expect(card.contains("<td>\(check.ratioText)</td>"))
        #expect(card.contains(MarkupEscaping.escape(check.pairing.subject)))
      }
    }
  }

  /// What keeps the pages clean for axe, checked without a browser (the browser tests run axe
  /// itself): a variant's page is one `main` holding its title as the heading and the fragment;
  /// a card's captions take its scene's `text/sub-600`, which the theme keeps legible on its
  /// surface; and every block that may scroll is a focusable region named for its variant.
  @Test func pagesHaveAMainAndAHeadingAndCardsKeepTheirTextReachableAndLegible() throws {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    for variant in GalleryVariant.all {
      let scene = StepperScene(htmlOf: variant.configuration)
      let page = try #require(files.first { $0.path == "variants/\(variant.name).html" }).contents
      #expect(
        page.contains(
          "<main>\n<h1>\(e(variant.title))</h1>\n\(StepperRenderer.html.render(scene))</main>"))
      #expect(page.contains("<title>\(e(variant.title))</title>"))
      let card = GallerySite.card(variant)
      let caption = scene.theme[.textSub600]
      #expect(card.contains("background:\(scene.background.hex);color:\(caption.hex)\""))
      #expect(caption.contrastRatio(with: scene.background) >= 4.5, "\(variant.name)")
      for name in ["Terminal output", "HTML source", "SVG source"] {
        #expect(
          card.contains(
            "tabindex=\"0\" role=\"region\" aria-label=\"\(name), \(e(variant.title))\">"))
      }
      #expect(card.components(separatedBy: "<pre").count == 4)
    }
    // Each region's name is its own.
    #expect(Set(GalleryVariant.all.map(\.title)).count == GalleryVariant.all.count)
  }

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

  @Test func theTokenTableGivesEveryTokenInLightAndDarkWithItsContrast() {
    let table = GallerySite.tokenTable()
    for token in StepperToken.allCases {
      #expect(table.contains("<code>\(token.rawValue)</code>"))
      #expect(table.contains("<code>\(token.cssCustomProperty)</code>"))
      for theme in [StepperTheme.light, .dark] {
        #expect(
          table.contains(GallerySite.ratio(theme[token].contrastRatio(with: theme[.bgWhite0]))))
      }
    }
    // brand/base on white, by WCAG's formula.
    #expect(
      GallerySite.ratio(StepperColor(0x155DFC).contrastRatio(with: StepperColor(0xFFFFFF)))
        == "5.24:1")
  }
}
