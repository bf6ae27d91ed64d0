import StepperKit
import StepperRendering
import StepperTooling

/// The gallery as files: an index listing its pages, a page per section (the tokens, the
/// proposed palette, each style, the states, the flows, a flow to click through, the
/// refusals) sharing one stylesheet, and for each variant its own page and SVG.
///
/// Each section has a page of its own so that no page grows past what a browser opens at once
/// (the tests hold each under 1 MB).
enum GallerySite {
  /// A file of the site: its path inside the output folder and its text.
  struct File: Sendable, Equatable {
    let path: String
    let contents: String
  }

  /// The stylesheet every page of the site links.
  static let stylesheetFile = "gallery.css"

  /// Every file of the site for `variants`.
  static func files(_ variants: [GalleryVariant] = GalleryVariant.all) -> [File] {
    var files = [
      File(path: "index.html", contents: index(variants)),
      File(path: stylesheetFile, contents: stylesheet),
      File(path: "tokens/proposal.json", contents: GalleryProposal.tokenFile),
    ]
    for page in GalleryPage.all {
      files.append(File(path: page.file, contents: self.page(page, variants)))
    }
    for variant in variants {
      let scene = StepperScene(variant.configuration)
      files.append(
        File(
          path: "variants/\(variant.name).html",
          contents: StepperRenderer.page(colorScheme: .fixed, title: variant.title).render(
            StepperScene(htmlOf: variant.configuration))))
      files.append(
        File(path: "svg/\(variant.name).svg", contents: StepperRenderer.svg.render(scene)))
    }
    return files
  }

  /// The index: what the gallery is, and its pages, each under an anchor of its name.
  static func index(_ variants: [GalleryVariant]) -> String {
    var body = """
      <p>Every style × status × states × axis × direction × theme, drawn by StepperKit: \
      \(variants.count) variants. Each card shows the live HTML fragment, its SVG, what \
      assistive technology announces, the command that draws it, the terminal output and the \
      WCAG contrast of every pair of colors it draws. Made with \
      <code>stepper gallery --output DIR</code>.</p>
      <ol class="contents">

      """
    for page in GalleryPage.all {
      let count = page.variants(of: variants).count
      body += "<li id=\"\(page.name)\"><a href=\"\(page.file)\">\(page.title)</a>"
      body += count > 0 ? " <span class=\"count\">(\(count) cards)</span>" : ""
      body += "<br/>\(page.summary)</li>\n"
    }
    body += "</ol>\n" + movedCardsScript(variants)
    return document(title: "Stepper gallery", current: nil, body: body)
  }

  /// Where each card the index used to hold is now: its anchor, and the page that holds it.
  static func cardPages(_ variants: [GalleryVariant]) -> [(anchor: String, file: String)] {
    var pages: [(anchor: String, file: String)] = []
    for page in GalleryPage.all {
      switch page.content {
      case .variants: pages += page.variants(of: variants).map { ($0.name, page.file) }
      case .refused: pages += GalleryRefusal.all.map { ($0.name, page.file) }
      case .proposal:
        pages += StepperAppearance.allCases.map { ("proposal-\($0.rawValue)", page.file) }
      case .tokens, .clickThrough: break
      }
    }
    return pages
  }

  /// A link to a card's old place on the index (`index.html#NAME`) opens the card on its
  /// section's page: a script that reads the address's fragment when the index loads and
  /// when the fragment changes.
  static func movedCardsScript(_ variants: [GalleryVariant]) -> String {
    let pages = cardPages(variants).map { "\"\($0.anchor)\":\"\($0.file)\"" }
    return """
      <script>//<![CDATA[
      (function () {
        var pages = {\(pages.joined(separator: ","))};
        function follow() {
          var id = location.hash.slice(1);
          if (Object.prototype.hasOwnProperty.call(pages, id)) {
            location.replace(pages[id] + '#' + id);
          }
        }
        follow();
        addEventListener('hashchange', follow);
      })();
      //]]></script>

      """
  }

  /// A page of the site: its heading, its summary and what it shows.
  static func page(_ page: GalleryPage, _ variants: [GalleryVariant]) -> String {
    var body = "<p>\(page.summary)</p>\n"
    switch page.content {
    case .tokens: body += tokenTable()
    case .proposal: body += GalleryProposal.section()
    case .variants: body += cards(page.variants(of: variants))
    case .clickThrough: body += clickThrough()
    case .refused: body += refusals(GalleryRefusal.all)
    }
    return document(title: page.title, current: page, body: body)
  }

  /// A grid of cards: two side by side where they fit, a card whose drawings need more room
  /// across the whole row.
  static func cards(_ variants: [GalleryVariant]) -> String {
    "<div class=\"cards\">\n" + variants.map(card).joined() + "</div>\n"
  }

  /// An HTML document of the site: `title` as its heading, the pages' navigation (with
  /// `current` marked; none on the index, whose body lists the pages), then `body`.
  static func document(title: String, current: GalleryPage?, body: String) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en" dir="ltr">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>\(current == nil ? title : "\(title) · Stepper gallery")</title>
      <link rel="stylesheet" href="\(stylesheetFile)"/>
      </head>
      <body>

      """
    if current != nil {
      out += "<header>\n"
      out += "<p class=\"site\"><a href=\"index.html\">Stepper gallery</a></p>\n"
      out += "<nav aria-label=\"Gallery pages\"><ul>\n"
      for page in GalleryPage.all {
        let mark = page == current ? " aria-current=\"page\"" : ""
        out += "<li><a href=\"\(page.file)\"\(mark)>\(page.title)</a></li>\n"
      }
      out += "</ul></nav>\n</header>\n"
    }
    out += "<main>\n<h1>\(title)</h1>\n" + body + "</main>\n</body>\n</html>\n"
    return out
  }
}
