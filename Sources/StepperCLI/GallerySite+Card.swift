import StepperKit
import StepperRendering

extension GallerySite {
  /// The widest drawing, in points, that a card of one column holds beside nothing: the
  /// column's least width (640 in the stylesheet) less the card's and the stage's padding and
  /// borders. A card whose drawing is wider spans the row.
  static let columnDrawingWidth = 570.0

  /// Whether a variant's card spans the whole row: its drawing is wider than a column holds,
  /// or it shows its "All steps" list beside the stepper.
  static func isWide(_ variant: GalleryVariant) -> Bool {
    variant.showsStepList
      || StepperScene(variant.configuration).size.width > columnDrawingWidth
  }

  /// One variant: its heading, then the live fragment and its SVG on the scene's surface, the
  /// announcement, command, files and keyboard, the terminal text, and the contrast of the
  /// pairs it draws behind a disclosure. The sources are the files the card links (the
  /// variant's page holds the fragment alone), which keeps every section's page small.
  static func card(_ variant: GalleryVariant) -> String {
    let scene = StepperScene(variant.configuration)
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    let wide = isWide(variant) ? " wide" : ""
    var out = "<article class=\"variant\(wide)\" id=\"\(variant.name)\">\n"
    out += "<h2>\(e(variant.title))</h2>\n"
    // The captions are in the scene's secondary text color, which its theme keeps legible on its
    // surface.
    out += "<div class=\"stage\" style=\"background:\(scene.background.hex);"
    out += "color:\(scene.theme[.textSub600].hex)\">\n"
    // The fragment holds the whole row, for the browser to scroll.
    out +=
      "<figure class=\"html\">\n"
      + StepperRenderer.html.render(StepperScene(htmlOf: variant.configuration))
    out += "<figcaption>HTML</figcaption>\n</figure>\n"
    // Whole pixels, rounded up, as HTML asks of an image's size; the SVG keeps its proportions
    // inside them.
    out += "<figure class=\"svg\"><img src=\"svg/\(variant.name).svg\" alt=\"\""
    out += " width=\"\(Int(scene.size.width.rounded(.up)))\""
    out += " height=\"\(Int(scene.size.height.rounded(.up)))\"/>"
    out += "<figcaption>SVG</figcaption></figure>\n" + stepListFigure(variant) + "</div>\n"
    out += "<dl>\n<dt>Announcement</dt><dd class=\"announcement\">"
    out += e(scene.accessibility.announcement) + "</dd>\n"
    if let previous = variant.previous,
      let change = scene.announcingChange(from: previous).accessibility.change
    {
      out += "<dt>Announced on change</dt><dd class=\"change\">" + e(change) + "</dd>\n"
    }
    out += "<dt>Command</dt><dd><code class=\"command\">\(e(variant.commandLine))</code></dd>\n"
    out += "<dt>Files</dt><dd><a href=\"variants/\(variant.name).html\">page</a> (the fragment "
    out += "alone) · <a href=\"svg/\(variant.name).svg\">SVG</a></dd>\n"
    out += keyboardNote(variant) + "</dl>\n"
    // The terminal text scrolls in a window narrower than the gallery is laid out for: there
    // the keyboard reaches it, focusable, a region named for its variant.
    out += "<pre class=\"terminal\" tabindex=\"0\" role=\"region\" "
    out += "aria-label=\"Terminal output, \(e(variant.title))\">"
    out += e(StepperRenderer.ansi(colorMode: .none, columns: 80).render(scene)) + "</pre>\n"
    out += contrastDetails(scene) + "</article>\n"
    return out
  }
}
