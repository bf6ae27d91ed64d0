import StepperKit

extension StepperRenderer {
  /// The HTML fragment in a minimal document that keeps the scene's appearance:
  /// ``page(colorScheme:title:followsContrast:)`` with ``StepperHTMLColorScheme/fixed``.
  public static let page = page(colorScheme: .fixed)

  /// The ``html(colorScheme:inlineScript:followsContrast:)`` fragment wrapped in a minimal HTML
  /// document: a doctype, the language and direction of the scene, UTF-8, a viewport, a title,
  /// and a body in the surface color whose one `main` landmark holds a level-one heading with
  /// the title and the fragment, its stylesheet moved into the document's `<head>` (where HTML
  /// allows `<style>`: the page passes the W3C's Nu HTML Checker). With `followsContrast`, the
  /// fragment's tokens, the surface and the heading take their increased-contrast values under
  /// `prefers-contrast: more`, as the fragment's do.
  ///
  /// The title is `title`, or the scene's announcement ("Step 2 of 4, 50%") when it is nil; the
  /// heading shows it in the theme's `text/strong-950`. So the page passes axe-core's checks for
  /// a whole document (one `main`, a level-one heading, all content in landmarks), which a
  /// fragment leaves to the page it is put in.
  ///
  /// ```swift
  /// let scene = StepperScene(try StepperConfiguration(.init(total: 4, current: 2)))
  /// let page = StepperRenderer.page.render(scene)
  /// print(page.hasPrefix("<!DOCTYPE html>"))
  /// // Prints "true"
  /// ```
  public static func page(
    colorScheme: StepperHTMLColorScheme, title: String? = nil, followsContrast: Bool = false
  ) -> StepperRenderer {
    StepperRenderer(name: "page", mediaType: "text/html", fileExtension: "html") { scene in
      PageWriter.document(
        scene, colorScheme: colorScheme, title: title, followsContrast: followsContrast)
    }
  }
}

/// Wraps the HTML fragment in a document.
enum PageWriter {
  static func document(
    _ scene: StepperScene, colorScheme: StepperHTMLColorScheme, title: String?,
    followsContrast: Bool = false
  ) -> String {
    let title = title ?? scene.accessibility.announcement
    var out = TextWriter(
      capacity: 1_024 + 2 * title.utf8.count + HTMLWriter.estimatedSize(of: scene))
    out.write("<!DOCTYPE html>\n<html lang=\"")
    out.write(escaping: scene.accessibility.language)
    out.write("\" dir=\"")
    out.write(verbatim: scene.direction.rawValue)
    out.write("\">\n<head>\n<meta charset=\"utf-8\"/>\n")
    out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
    out.write("<meta name=\"color-scheme\" content=\"")
    switch colorScheme {
    case .fixed: out.write(verbatim: scene.appearance.rawValue)
    case .system: out.write("light dark")
    }
    out.write("\"/>\n<title>")
    out.write(escaping: title)
    out.write("</title>\n<style>\n")
    writeSurface(of: scene, colorScheme: colorScheme, followsContrast: followsContrast, to: &out)
    out.write("h1{margin:0 0 12px;font:600 16px/24px Inter,sans-serif}\n")
    // The fragment's own rules, here in the head, where HTML allows a style element.
    HTMLStylesheet.write(for: scene, followsContrast: followsContrast, to: &out)
    out.write("</style>\n</head>\n<body>\n<main>\n<h1>")
    out.write(escaping: title)
    out.write("</h1>\n")
    var fragment = HTMLWriter(scene: scene, colorScheme: colorScheme)
    fragment.followsContrast = followsContrast
    fragment.writesStylesheet = false
    fragment.write(to: &out)
    out.write("</main>\n</body>\n</html>\n")
    return out.text
  }

  /// The body's rules: its margin and padding, and the surface and heading colors, the scene's
  /// or light and dark by the reader's preference, each with its increased-contrast values under
  /// `prefers-contrast: more` when the page follows it.
  private static func writeSurface(
    of scene: StepperScene, colorScheme: StepperHTMLColorScheme, followsContrast: Bool,
    to out: inout TextWriter
  ) {
    func colors(_ theme: StepperTheme) {
      out.write("background:")
      out.write(theme[.bgWhite0])
      out.write(";color:")
      out.write(theme[.textStrong950])
    }
    out.write("body{margin:0;padding:16px;")
    let light = scene.appearance == .light ? scene.theme : .light
    let dark = scene.appearance == .dark ? scene.theme : .dark
    switch colorScheme {
    case .fixed:
      colors(scene.theme)
      out.write("}\n")
      if followsContrast {
        out.write("@media (prefers-contrast:more){body{")
        colors(scene.theme.increasingContrast())
        out.write("}}\n")
      }
    case .system:
      colors(light)
      out.write("}\n@media (prefers-color-scheme:dark){body{")
      colors(dark)
      out.write("}}\n")
      if followsContrast {
        // Later than the rules above and as specific, so that each wins where both apply.
        out.write("@media (prefers-contrast:more){body{")
        colors(light.increasingContrast())
        out.write("}}\n@media (prefers-contrast:more) and (prefers-color-scheme:dark){body{")
        colors(dark.increasingContrast())
        out.write("}}\n")
      }
    }
  }
}
