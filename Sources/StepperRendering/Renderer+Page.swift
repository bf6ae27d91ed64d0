import StepperKit

extension Renderer {
  /// The HTML fragment in a minimal document that keeps the scene's appearance:
  /// ``page(colorScheme:)`` with ``HTMLColorScheme/fixed``.
  public static let page = page(colorScheme: .fixed)

  /// The ``html(colorScheme:)`` fragment wrapped in a minimal HTML document: a doctype, the
  /// language and direction of the scene, UTF-8, a viewport, the announcement as the title, and
  /// a body in the surface color.
  ///
  /// ```swift
  /// let page = Renderer.page.render(scene)
  /// print(page.hasPrefix("<!DOCTYPE html>"))
  /// // Prints "true"
  /// ```
  public static func page(colorScheme: HTMLColorScheme) -> Renderer {
    let fragment = html(colorScheme: colorScheme)
    return Renderer(name: "page", mediaType: "text/html", fileExtension: "html") { scene in
      PageWriter.document(scene, fragment: fragment.render(scene), colorScheme: colorScheme)
    }
  }
}

/// Wraps a fragment in a document.
enum PageWriter {
  static func document(_ scene: Scene, fragment: String, colorScheme: HTMLColorScheme) -> String {
    let schemes = colorScheme == .fixed ? scene.appearance.rawValue : "light dark"
    let surface = StepperToken.bgWhite0
    let body: String
    switch colorScheme {
    case .fixed:
      body = "body{margin:0;padding:16px;background:\(scene.background.hex)}"
    case .system:
      let light = scene.appearance == .light ? scene.theme : .light
      let dark = scene.appearance == .dark ? scene.theme : .dark
      body =
        "body{margin:0;padding:16px;background:\(light[surface].hex)}\n"
        + "@media (prefers-color-scheme:dark){body{background:\(dark[surface].hex)}}"
    }
    return """
      <!DOCTYPE html>
      <html lang="\(MarkupEscaping.escape(scene.accessibility.language))" dir="\(scene.direction.rawValue)">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <meta name="color-scheme" content="\(schemes)"/>
      <title>\(MarkupEscaping.escape(scene.accessibility.announcement))</title>
      <style>
      \(body)
      </style>
      </head>
      <body>
      \(fragment)</body>
      </html>

      """
  }
}
