import StepperRendering

extension GallerySite {
  /// The combinations the core refuses, each with its command and the typed error's message.
  static func refusals(_ refusals: [GalleryRefusal]) -> String {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    var out = """
      <p>Combinations that would draw two things at once. The core refuses them with a typed \
      error rather than choose one silently; <code>stepper render</code> prints the message \
      and exits with status 65.</p>
      <div class="cards">

      """
    for refusal in refusals {
      out += "<article class=\"variant\" id=\"\(refusal.name)\">\n<h2>\(e(refusal.title))</h2>\n"
      out +=
        "<dl>\n<dt>Command</dt><dd><code class=\"command\">\(e(refusal.commandLine))</code></dd>\n"
      out += "<dt>Refused with</dt><dd class=\"refusal\">"
      out += e(refusal.refusal.map { "error: \($0.description)" } ?? "accepted") + "</dd>\n"
      out += "</dl>\n</article>\n"
    }
    out += "</div>\n"
    return out
  }
}
