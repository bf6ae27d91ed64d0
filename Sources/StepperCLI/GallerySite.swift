import StepperKit
import StepperRendering
import StepperTooling

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The gallery as files: an index page showing every variant, and for each variant its page
/// and SVG.
enum GallerySite {
  /// A file of the site: its path inside the output folder and its text.
  struct File: Sendable, Equatable {
    let path: String
    let contents: String
  }

  /// Every file of the site for `variants`.
  static func files(_ variants: [GalleryVariant] = GalleryVariant.all) -> [File] {
    var files = [
      File(path: "index.html", contents: index(variants)),
      File(path: "tokens/proposal.json", contents: GalleryProposal.tokenFile),
    ]
    for variant in variants {
      let scene = StepperScene(variant.configuration)
      // The page holds the whole row, for the browser to scroll.
      let page = StepperRenderer.page(colorScheme: .fixed, title: variant.title)
      files.append(
        File(
          path: "variants/\(variant.name).html",
          contents: page.render(StepperScene(htmlOf: variant.configuration))))
      files.append(
        File(path: "svg/\(variant.name).svg", contents: StepperRenderer.svg.render(scene)))
    }
    return files
  }

  /// The index page.
  static func index(_ variants: [GalleryVariant]) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en" dir="ltr">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>Stepper gallery</title>
      <style>
      \(stylesheet)</style>
      </head>
      <body>
      <header>
      <h1>Stepper gallery</h1>
      <p>Every style × status × states × axis × direction × theme, drawn by StepperKit: \
      \(variants.count) variants. Each shows the live HTML fragment, its SVG, what assistive \
      technology announces, the command that draws it, the terminal output and the WCAG \
      contrast of every pair of colors it puts side by side. Made with \
      <code>stepper gallery --output DIR</code>.</p>
      <nav><a href="#tokens">Tokens</a> · <a href="#proposal">Proposed palette</a>
      """
    for section in GalleryVariant.sections {
      out += " · <a href=\"#\(section)\">\(section.capitalized)</a>"
    }
    out += " · <a href=\"#refused\">Refused</a>"
    out += "</nav>\n</header>\n<main>\n"
    out += tokenTable()
    out += GalleryProposal.section()
    for section in GalleryVariant.sections {
      out += "<section id=\"\(section)\">\n<h2>\(section.capitalized)</h2>\n"
      for variant in variants where variant.section == section {
        out += card(variant)
      }
      out += "</section>\n"
    }
    out += refusals(GalleryRefusal.all)
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  /// Every token in light and dark with its contrast against the surface it sits on.
  static func tokenTable() -> String {
    var out = """
      <section id="tokens">
      <h2>Tokens</h2>
      <p>Contrast is WCAG 2.x's ratio against <code>bg/white-0</code>, the surface; \
      non-text parts need 3:1, text 4.5:1. Values marked proposed are this package's, where \
      the design is silent.</p>
      <table class="tokens">
      <thead><tr><th scope="col">Token</th><th scope="col">CSS</th><th scope="col">Light</th>\
      <th scope="col">On light surface</th><th scope="col">Dark</th>\
      <th scope="col">On dark surface</th></tr></thead>
      <tbody>

      """
    for token in StepperToken.allCases {
      out += "<tr><th scope=\"row\"><code>\(token.rawValue)</code></th>"
      out += "<td><code>\(token.cssCustomProperty)</code></td>"
      for theme in [StepperTheme.light, .dark] {
        let color = theme[token]
        let proposed = theme.isProposed(token) ? " <small>proposed</small>" : ""
        out += "<td>\(swatch(color)) <code>\(color.hex)</code>\(proposed)</td>"
        out += "<td>\(ratio(color.contrastRatio(with: theme[.bgWhite0])))</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n</section>\n"
    return out
  }

  /// One variant: the live fragment, its SVG, announcement, command, terminal text, contrast.
  static func card(_ variant: GalleryVariant) -> String {
    let scene = StepperScene(variant.configuration)
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    var out = "<article class=\"variant\" id=\"\(variant.name)\">\n"
    out += "<h3>\(e(variant.title))</h3>\n"
    // The captions are in the scene's secondary text color, which its theme keeps legible on its
    // surface.
    out += "<div class=\"stage\" style=\"background:\(scene.background.hex);"
    out += "color:\(scene.theme[.textSub600].hex)\">\n"
    out +=
      "<figure class=\"html\">\n"
      + StepperRenderer.html.render(StepperScene(htmlOf: variant.configuration))
    out += "<figcaption>HTML</figcaption>\n</figure>\n"
    out += "<figure class=\"svg\"><img src=\"svg/\(variant.name).svg\" alt=\"\""
    out += " width=\"\(NumberText.points(scene.size.width))\""
    out += " height=\"\(NumberText.points(scene.size.height))\"/>"
    out += "<figcaption>SVG</figcaption></figure>\n" + stepListFigure(variant) + "</div>\n"
    out += "<dl>\n<dt>Announcement</dt><dd class=\"announcement\">"
    out += e(scene.accessibility.announcement) + "</dd>\n"
    if let previous = variant.previous,
      let change = scene.announcingChange(from: previous).accessibility.change
    {
      out += "<dt>Announced on change</dt><dd class=\"change\">" + e(change) + "</dd>\n"
    }
    out += "<dt>Command</dt><dd><code class=\"command\">\(e(variant.commandLine))</code></dd>\n"
    out += "<dt>Files</dt><dd><a href=\"variants/\(variant.name).html\">page</a> · "
    out += "<a href=\"svg/\(variant.name).svg\">SVG</a></dd>\n"
    out += keyboardNote(variant) + "</dl>\n"
    // Scrolling blocks are reached by keyboard: focusable, each a region named for its variant.
    func block(_ name: String, _ extra: String = "") -> String {
      "<pre\(extra) tabindex=\"0\" role=\"region\" aria-label=\"\(name), \(e(variant.title))\">"
    }
    out += block("Terminal output", " class=\"terminal\"")
    out += e(StepperRenderer.ansi(colorMode: .none, columns: 80).render(scene)) + "</pre>\n"
    out += contrastTable(scene)
    out += "<details><summary>HTML and SVG source</summary>\n" + block("HTML source")
    out += e(StepperRenderer.html.render(scene)) + "</pre>\n" + block("SVG source")
    out += e(StepperRenderer.svg.render(scene))
    out += "</pre>\n</details>\n</article>\n"
    return out
  }

  /// The combinations the core refuses, each with its command and the typed error's message.
  static func refusals(_ refusals: [GalleryRefusal]) -> String {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    var out = """
      <section id="refused">
      <h2>Refused</h2>
      <p>Combinations that would draw two things at once. The core refuses them with a typed \
      error rather than choose one silently; <code>stepper render</code> prints the message \
      and exits with status 65.</p>

      """
    for refusal in refusals {
      out += "<article class=\"variant\" id=\"\(refusal.name)\">\n<h3>\(e(refusal.title))</h3>\n"
      out +=
        "<dl>\n<dt>Command</dt><dd><code class=\"command\">\(e(refusal.commandLine))</code></dd>\n"
      out += "<dt>Refused with</dt><dd class=\"refusal\">"
      out += e(refusal.refusal.map { "error: \($0.description)" } ?? "accepted") + "</dd>\n"
      out += "</dl>\n</article>\n"
    }
    out += "</section>\n"
    return out
  }

  /// The contrast audit's checks (``StepperKit/StepperContrastAudit``) for the pairings a scene
  /// draws: those of its style whose two tokens both appear in it, in its theme.
  static func contrastChecks(_ scene: StepperScene) -> [StepperContrastCheck] {
    var tokens: Set<StepperToken> = [.bgWhite0]
    for element in scene.elements {
      for token in [element.tokens.fill, element.tokens.stroke, element.tokens.content] {
        if let token { tokens.insert(token) }
      }
    }
    return StepperContrastAudit(theme: scene.theme).checks.filter {
      $0.pairing.style == scene.style && tokens.contains($0.pairing.foreground)
        && tokens.contains($0.pairing.background)
    }
  }

  /// The scene's pairs of colors with their contrast and verdict.
  static func contrastTable(_ scene: StepperScene) -> String {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    var out = """
      <table class="contrast">
      <thead><tr><th scope="col">Part</th><th scope="col">Color</th><th scope="col">On</th>\
      <th scope="col">Ratio</th><th scope="col">Needs</th></tr></thead>
      <tbody>

      """
    for check in contrastChecks(scene) {
      let pairing = check.pairing
      out += "<tr class=\"\(check.verdict.rawValue)\"><td>\(e(pairing.subject))</td>"
      out +=
        "<td>\(swatch(check.foreground)) \(tokenName(pairing.foreground, check.foreground))</td>"
      out += "<td>\(swatch(check.background)) \(e(pairing.against)): "
      out += "\(tokenName(pairing.background, check.background))</td>"
      out += "<td>\(check.ratioText)</td>"
      let minimum = NumberText.points(pairing.requirement.minimumRatio)
      let kind = pairing.requirement == .text ? "text" : "non-text"
      out += "<td>\(minimum):1 (\(kind)), \(check.verdict.rawValue)"
      if let exemption = pairing.exemption { out += "<br/><small>\(e(exemption))</small>" }
      if let note = pairing.note { out += "<br/><small>\(e(note))</small>" }
      out += "</td></tr>\n"
    }
    out += "</tbody>\n</table>\n"
    return out
  }

  private static func tokenName(_ token: StepperToken, _ color: StepperColor) -> String {
    "<code>\(token.rawValue)</code> \(color.hex)"
  }

  private static func swatch(_ color: StepperColor) -> String {
    "<span class=\"swatch\" style=\"background:\(color.hex)\"></span>"
  }

  /// A contrast ratio as the audit writes it, rounded down to two decimals so that a ratio just
  /// under a minimum never reads as meeting it: "4.48:1".
  static func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  private static let stylesheet = """
    body{margin:0;font:15px/1.5 Inter,system-ui,sans-serif;\
    color:\(StepperTheme.light[.textStrong950].hex);background:#F5F7FA}
    header,main{max-width:1200px;margin:0 auto;padding:16px 24px}
    h1{font-size:28px;margin:8px 0}
    h2{font-size:22px;margin:32px 0 8px}
    h3{font-size:15px;margin:0 0 8px}
    section{display:flex;flex-wrap:wrap;gap:16px}
    section>h2,section>p,section>table{flex-basis:100%}
    .variant{background:#FFFFFF;border:1px solid #E1E4EA;border-radius:12px;padding:16px;\
    width:540px;box-sizing:border-box;overflow:auto}
    .stage{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;padding:16px;\
    border-radius:8px;border:1px solid #E1E4EA}
    figure{margin:0}
    figcaption{font-size:12px;margin-top:4px}
    dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0}
    dt{font-weight:600}
    dd{margin:0}
    code,pre{font:13px/1.4 ui-monospace,monospace}
    pre{background:#0E121B;color:#F5F7FA;padding:8px;border-radius:6px;overflow:auto}
    table{border-collapse:collapse;font-size:13px;margin:8px 0}
    th,td{border-bottom:1px solid #E1E4EA;padding:4px 8px;text-align:left;vertical-align:top}
    tr.fail td:last-child{color:#B42318;font-weight:600}
    tr.exempt td:last-child{color:\(StepperTheme.light[.textSub600].hex)}
    .swatch{display:inline-block;width:12px;height:12px;border-radius:3px;\
    border:1px solid #99A0AE;vertical-align:-1px}

    """
}
