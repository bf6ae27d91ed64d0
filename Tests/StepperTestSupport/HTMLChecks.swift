import Foundation
import StepperKit

/// Checks `markup` with libxml2's HTML parser (`xmllint --html`); returns its complaints other
/// than the SVG and HTML5 tags its HTML 4 parser does not know, or nil when there are none.
public func htmlParserProblems(_ markup: String) throws -> String? {
  let result = try ExternalTool.run("xmllint --html --noout -", input: Data(markup.utf8))
  let newerTags = [
    "svg", "path", "circle", "text", "rect", "g", "clipPath", "defs", "header", "nav", "main",
    "section", "article", "details", "summary", "figure", "figcaption", "dialog", "template",
  ]
  let complaints = result.errors.split(separator: "\n").filter { line in
    line.contains("parser error")
      && !newerTags.contains { line.hasSuffix("Tag \($0) invalid") }
  }
  return complaints.isEmpty ? nil : complaints.joined(separator: "\n")
}

/// A table of strings full of characters that markup and terminals must not take as they are:
/// `<`, `&`, both quotes, an escape sequence, a bell and a bidirectional override.
public let hostileStrings = StepperStrings(
  languageCode: "en",
  templates: .init(stepOfTotal: "<b>Step</b> {step} & \"{total}\" 'of'\u{1B}[31m", separator: ", "),
  words: .init(
    success: "ok", error: "bad\u{202E}", allSteps: "All <steps> & \"more\"\u{1B}[2J",
    progressName: "Pro<gress>", stepsName: "St&eps"
  ).adding(
    loading: "loading", optional: "optional", optionalCaption: "Optional",
    close: "<Close> & \"x\"\u{1B}[2J"),
  states: .init(
    upcoming: "<next>", current: "now", completed: "done & \"dusted\"", failed: "failed\u{7}",
    unavailable: "n/a"))
