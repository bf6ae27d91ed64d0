import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@testable import StepperCLI

@Suite struct GallerySiteTests {
  private let files = GallerySite.files()

  @Test func writesAnIndexAPagePerSectionAndAPageAndSVGPerVariant() {
    #expect(files.count == 3 + GalleryPage.all.count + 2 * GalleryVariant.all.count)
    let paths = Set(files.map(\.path))
    #expect(paths.contains("index.html"))
    #expect(paths.contains("gallery.css"))
    #expect(paths.contains("tokens/proposal.json"))
    for page in GalleryPage.all {
      #expect(paths.contains(page.file))
    }
    for variant in GalleryVariant.all {
      #expect(paths.contains("variants/\(variant.name).html"))
      #expect(paths.contains("svg/\(variant.name).svg"))
    }
  }

  @Test(.requires(.xmllint)) func everyFileIsWellFormed() throws {
    for file in files where file.path.hasSuffix(".html") || file.path.hasSuffix(".svg") {
      #expect(try xmllintProblems(file.contents) == nil, "\(file.path)")
    }
    for file in files where file.path.hasSuffix(".html") && !file.path.contains("/") {
      #expect(try htmlParserProblems(file.contents) == nil, "\(file.path)")
    }
  }

  /// No page is more than a browser opens at once: each under 1 MB.
  @Test func everyPageIsUnderOneMegabyte() {
    for file in files where file.path.hasSuffix(".html") {
      #expect(file.contents.utf8.count < 1_000_000, "\(file.path): \(file.contents.utf8.count)")
    }
  }

  /// HTML asks for an image's width and height in whole pixels: each is the drawing's size
  /// rounded up.
  @Test func imagesAreSizedInWholePixels() throws {
    let page = try #require(files.first { $0.path == "flows.html" }).contents
    let sizes = try Regex(#"<img [^>]*width="([^"]*)" height="([^"]*)""#)
    var seen = 0
    for match in page.matches(of: sizes) {
      seen += 1
      for value in [match.output[1].substring, match.output[2].substring] {
        #expect(value.map { Int($0) != nil } == true, "\(String(describing: value))")
      }
    }
    #expect(seen == GalleryVariant.all.filter { $0.section == "flows" }.count)
    let names = try #require(GalleryVariant.all.first { $0.name == "flow-icons-checkout" })
    let width = StepperScene(names.configuration).size.width
    #expect(width != width.rounded())
    #expect(GallerySite.card(names).contains(" width=\"\(Int(width.rounded(.up)))\""))
  }

  @Test func eachCardShowsTheFragmentSVGAnnouncementCommandTerminalAndContrast() throws {
    for variant in GalleryVariant.all {
      let index = try #require(files.first { $0.path == "\(variant.section).html" }).contents
      let scene = StepperScene(variant.configuration)
      let start = try #require(
        index.range(of: "\" id=\"\(variant.name)\">\n<h2>"))
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
  /// surface; and the one block that may scroll, the terminal text, is a focusable region named
  /// for its variant.
  @Test func pagesHaveAMainAndAHeadingAndCardsKeepTheirTextReachableAndLegible() throws {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    for variant in GalleryVariant.all {
      let scene = StepperScene(htmlOf: variant.configuration)
      let page = try #require(files.first { $0.path == "variants/\(variant.name).html" }).contents
      // The page holds the fragment, its stylesheet moved into the head.
      let fragment = StepperRenderer.html.render(scene)
      let style = try #require(fragment.firstRange(of: /<style>\n[\s\S]*?<\/style>\n/))
      var body = fragment
      body.removeSubrange(style)
      #expect(page.contains("<main>\n<h1>\(e(variant.title))</h1>\n\(body)</main>"))
      #expect(page.contains("<title>\(e(variant.title))</title>"))
      let card = GallerySite.card(variant)
      let caption = scene.theme[.textSub600]
      #expect(card.contains("background:\(scene.background.hex);color:\(caption.hex)\""))
      #expect(caption.contrastRatio(with: scene.background) >= 4.5, "\(variant.name)")
      #expect(
        card.contains(
          "<pre class=\"terminal\" tabindex=\"0\" role=\"region\" "
            + "aria-label=\"Terminal output, \(e(variant.title))\">"))
      #expect(card.components(separatedBy: "<pre").count == 2)
    }
    // Each region's name is its own.
    #expect(Set(GalleryVariant.all.map(\.title)).count == GalleryVariant.all.count)
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
