import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// The gallery's pages in Debian's headless Chromium at a small laptop's width and a large
/// one: each loads and paints, nothing is wider than the window or hidden behind a scrollbar,
/// every heading sits above what it names, and axe finds nothing on the pages without cards
/// (``GallerySiteBrowserTests`` runs it on the pages of cards).
@Suite(.requires(.chromium, .pngtopnm), .serialized, .timeLimit(.minutes(5)))
struct GalleryPageBrowserTests {
  /// The window widths the gallery is laid out for.
  static let widths = [1000, 1400]

  /// Writes the gallery to a fresh folder; the caller removes it.
  private func writeGallery() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-pages-\(UUID().uuidString)")
    let run = Run("gallery", "--output", folder.path)
    #expect(run.status == 0, "\(run.err)")
    return folder
  }

  /// What the DOM says of the page's layout: how far the document is wider than the window;
  /// what in `main` reaches past its card (or `main`), or scrolls (a preview behind a
  /// scrollbar), leaving what is inside a stepper's box, and its scrolling, to the renderer;
  /// each card's box, and whether its heading is inside it and above its drawings; and the
  /// headings outside cards that share a line with a block they do not belong to.
  static let readLayout = """
    (() => {
      const box = e => e.getBoundingClientRect();
      const main = document.querySelector('main');
      const inner = box(main).right - parseFloat(getComputedStyle(main).paddingRight);
      const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
        + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : '');
      const where = e => { const c = e.closest('.variant'); return c ? c.id : 'main'; };
      const out = {
        text: document.body.innerText.trim().length,
        documentOverflow: document.documentElement.scrollWidth
          - document.documentElement.clientWidth,
        overflowing: [], scrolling: [], cards: [], headings: [],
      };
      for (const e of main.querySelectorAll('*')) {
        if (e.closest('.eb-stepper') && !e.classList.contains('eb-stepper')) continue;
        if (e.closest('template') || e.getClientRects().length === 0) continue;
        const r = box(e);
        const card = e.closest('.variant');
        const right = card && card !== e ? box(card).right : inner;
        if (r.right > right + 1) out.overflowing.push(where(e) + ' ' + name(e) + ' ' + r.right
          + ' > ' + right);
        const style = getComputedStyle(e);
        const scrolls = ['auto', 'scroll'].includes(style.overflowX)
          || ['auto', 'scroll'].includes(style.overflowY);
        // A stepper's row that scrolls is the renderer's to scroll, not a preview cut off.
        if (scrolls && !e.classList.contains('eb-stepper')
          && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))
          out.scrolling.push(where(e) + ' ' + name(e));
      }
      for (const card of main.querySelectorAll('.variant')) {
        const r = box(card), h = box(card.querySelector('h2'));
        const stage = card.querySelector('.stage');
        out.cards.push({
          id: card.id, left: r.left, top: r.top, right: r.right,
          wide: card.classList.contains('wide'),
          headingInside: h.left >= r.left && h.right <= r.right && h.top >= r.top,
          headingAbove: !stage || h.bottom <= box(stage).top,
        });
      }
      const blocks = [...main.querySelectorAll('table, .variant, .walk, pre, .cards')];
      for (const h of main.querySelectorAll('h1, h2, h3')) {
        if (h.closest('.variant')) continue;
        const a = box(h);
        for (const b of blocks) {
          if (b.contains(h)) continue;
          const r = box(b);
          if (a.top < r.bottom - 1 && r.top < a.bottom - 1)
            out.headings.push(h.textContent + ' beside ' + where(b) + ' ' + name(b));
        }
      }
      return out;
    })()
    """

  /// Every page at each width, with its disclosures closed and then open: painted, nothing
  /// past its edge or behind a scrollbar, each card's heading above its own drawings, light
  /// and dark cards side by side at 1,400 and stacked at 1,000.
  @Test func everyPageIsLaidOutAt1000And1400() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["index.html"] + GalleryPage.all.map(\.file)
    for width in Self.widths {
      let browser = try HeadlessChromium(width: width, height: 900, scale: 1)
      defer { browser.close() }
      for file in files {
        try browser.navigate(to: folder.appendingPathComponent(file))
        try expectPainted(browser, "\(file) at \(width)")
        for opened in [false, true] {
          if opened {
            _ = try browser.evaluate(
              "document.querySelectorAll('details').forEach(d => d.open = true)")
          }
          let what = "\(file) at \(width)\(opened ? ", disclosures open" : "")"
          let layout = try #require(try browser.evaluate(Self.readLayout) as? [String: Any])
          #expect((layout["text"] as? Int ?? 0) > 0, "\(what)")
          #expect(layout["documentOverflow"] as? Int == 0, "\(what)")
          #expect(layout["overflowing"] as? [String] == [], "\(what)")
          #expect(layout["scrolling"] as? [String] == [], "\(what)")
          #expect(layout["headings"] as? [String] == [], "\(what)")
          let cards = layout["cards"] as? [[String: Any]] ?? []
          let page = GalleryPage.all.first { $0.file == file }
          let expected = page.map {
            $0.variants(of: GalleryVariant.all).count + ($0.content == .refused ? 2 : 0)
          }
          #expect(cards.count == expected ?? 0, "\(what)")
          for card in cards {
            #expect(card["headingInside"] as? Bool == true, "\(what) \(card["id"] ?? "")")
            #expect(card["headingAbove"] as? Bool == true, "\(what) \(card["id"] ?? "")")
          }
          if file == "circular.html" { expectColumns(cards, width: width) }
        }
      }
    }
  }

  /// The circular style's cards come in light and dark pairs, none wide: side by side at 1,400
  /// (the dark one to the right, level with the light one), one above the other at 1,000.
  private func expectColumns(_ cards: [[String: Any]], width: Int) {
    #expect(cards.count >= 2 && cards.count % 2 == 0)
    #expect(cards.allSatisfy { $0["wide"] as? Bool == false })
    func number(_ card: [String: Any], _ key: String) -> Double { card[key] as? Double ?? -1 }
    for index in stride(from: 0, to: cards.count - 1, by: 2) {
      let light = cards[index]
      let dark = cards[index + 1]
      #expect((light["id"] as? String)?.hasSuffix("-light") == true)
      if width >= 1400 {
        #expect(number(light, "top") == number(dark, "top"), "\(light["id"] ?? "")")
        #expect(number(dark, "left") > number(light, "right"), "\(light["id"] ?? "")")
      } else {
        #expect(number(light, "left") == number(dark, "left"), "\(light["id"] ?? "")")
        #expect(number(dark, "top") > number(light, "top"), "\(light["id"] ?? "")")
      }
    }
  }

  /// A screenshot of the window shows more than a blank page: many colors, not one.
  private func expectPainted(_ browser: HeadlessChromium, _ what: String) throws {
    let image = try browser.screenshot()
    var colors: Set<String> = []
    for x in stride(from: 0, to: Double(image.width) / image.zoom, by: 7) {
      for y in stride(from: 0, to: Double(image.height) / image.zoom, by: 7) {
        if let color = image.color(at: StepperPoint(x: x, y: y)) { colors.insert(color.hex) }
      }
    }
    #expect(colors.count >= 4, "\(what): \(colors.count) colors")
  }

  /// A link to a section's old place on the index, `index.html#flows`, opens the index at the
  /// flows' entry, painted, whose link opens their page.
  @Test func anOldSectionLinkOpensItsEntryOnTheIndex() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 1000, height: 700, scale: 1)
    defer { browser.close() }
    let index = folder.appendingPathComponent("index.html").absoluteString
    for page in GalleryPage.all {
      try browser.navigate(to: try #require(URL(string: index + "#" + page.name)))
      let target = try browser.evaluate(
        """
        (t => t ? [t.id, t.querySelector('a').getAttribute('href'),
          String(t.getBoundingClientRect().top >= 0 && t.getBoundingClientRect().top < innerHeight)]
          : [])(document.querySelector(':target'))
        """)
      #expect(target as? [String] == [page.name, page.file, "true"], "\(page.name)")
      try expectPainted(browser, "index.html#\(page.name)")
      // The entry's link: its page loads and paints (a new document, so the next anchor is
      // loaded afresh too).
      try browser.navigate(to: folder.appendingPathComponent(page.file))
      try expectPainted(browser, page.file)
    }
  }

  /// A link to a card's old place on the index opens its section's page at the card, on
  /// loading the index and on following a link within it.
  @Test func anOldCardLinkOpensItsSectionsPageAtTheCard() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 1000, height: 700, scale: 1)
    defer { browser.close() }
    // The first link is followed within the loaded index, the others load the index anew from
    // the section's page the one before reached.
    try browser.navigate(to: folder.appendingPathComponent("index.html"))
    for (anchor, file) in [
      ("circular-every-error-vertical-rtl-dark", "circular.html"),
      ("flow-tappable-circular", "flows.html"), ("proposal-dark", "proposal.html"),
    ] {
      _ = try browser.evaluate("location.href = 'index.html#\(anchor)'; true")
      let expected = folder.appendingPathComponent(file).absoluteString + "#" + anchor
      var arrived: [String] = []
      let deadline = Date().addingTimeInterval(HeadlessChromium.commandTimeout)
      while arrived.first != expected, Date() < deadline {
        usleep(100_000)
        // While the page is replaced the old one cannot answer: ask again.
        arrived =
          (try? browser.evaluate(
            """
            document.readyState === 'complete'
              ? [location.href, (document.querySelector(':target') || {}).id || ''] : []
            """)) as? [String] ?? []
      }
      #expect(arrived == [expected, anchor])
    }
  }

  /// The layout checks see what the cards had wrong before: fixed 540-pixel cards whose
  /// terminal text scrolls inside them.
  @Test func theLayoutChecksSeePreviewsBehindScrollbars() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let css = folder.appendingPathComponent(GallerySite.stylesheetFile)
    let broken = try String(contentsOf: css, encoding: .utf8)
      .replacingOccurrences(of: ".variant{", with: ".variant{width:540px;overflow:auto;")
      .replacingOccurrences(of: "pre.terminal{font-size:12px;", with: "pre.terminal{")
    try Data(broken.utf8).write(to: css)
    let browser = try HeadlessChromium(width: 1400, height: 900, scale: 1)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("flows.html"))
    let layout = try #require(try browser.evaluate(Self.readLayout) as? [String: Any])
    let scrolling = layout["scrolling"] as? [String] ?? []
    // The terminal text of every horizontal flow is wider than such a card.
    #expect(scrolling.filter { $0.hasSuffix("pre.terminal") }.count > 10, "\(scrolling)")
  }

  /// axe finds nothing on the index and the pages without cards.
  @Test(.requiresAxeCore) func axeFindsNothingOnThePagesWithoutCards() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 1400, height: 900)
    defer { browser.close() }
    let files =
      ["index.html"]
      + GalleryPage.all.filter { $0.variants(of: GalleryVariant.all).isEmpty }.map(\.file)
    #expect(files.count == 5)
    for file in files {
      try browser.navigate(to: folder.appendingPathComponent(file))
      let violations = try AxeCore.violations(in: browser)
      #expect(
        violations.isEmpty,
        "axe on \(file):\n\(violations.map(\.description).joined(separator: "\n"))")
    }
  }
}
