import StepperKit

extension StepperRenderer {
  /// The HTML fragment in a minimal document that keeps the scene's appearance:
  /// ``page(colorScheme:)`` with ``StepperHTMLColorScheme/fixed``.
  public static let page = page(colorScheme: .fixed)

  /// The ``html(colorScheme:)`` fragment wrapped in a minimal HTML document: a doctype, the
  /// language and direction of the scene, UTF-8, a viewport, the announcement as the title, and
  /// a body in the surface color.
  ///
  /// ```swift
  /// let page = StepperRenderer.page.render(scene)
  /// print(page.hasPrefix("<!DOCTYPE html>"))
  /// // Prints "true"
  /// ```
  public static func page(colorScheme: StepperHTMLColorScheme) -> StepperRenderer {
    StepperRenderer(name: "page", mediaType: "text/html", fileExtension: "html") { scene in
      PageWriter.document(scene, colorScheme: colorScheme)
    }
  }
}

/// Wraps the HTML fragment in a document.
enum PageWriter {
  static func document(_ scene: StepperScene, colorScheme: StepperHTMLColorScheme) -> String {
    var out = TextWriter(capacity: 1_024 + HTMLWriter.estimatedSize(of: scene))
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
    out.write(escaping: scene.accessibility.announcement)
    out.write("</title>\n<style>\nbody{margin:0;padding:16px;background:")
    switch colorScheme {
    case .fixed:
      out.write(scene.background)
    case .system:
      let surface = StepperToken.bgWhite0
      let light = scene.appearance == .light ? scene.theme : .light
      let dark = scene.appearance == .dark ? scene.theme : .dark
      out.write(light[surface])
      out.write("}\n@media (prefers-color-scheme:dark){body{background:")
      out.write(dark[surface])
      out.write("}")
    }
    out.write("}\n</style>\n</head>\n<body>\n")
    HTMLWriter(scene: scene, colorScheme: colorScheme).write(to: &out)
    out.write("</body>\n</html>\n")
    return out.text
  }
}
