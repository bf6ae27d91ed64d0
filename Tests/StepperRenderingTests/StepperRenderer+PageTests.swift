import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct PageRendererTests {
  @Test(.requires(.xmllint), arguments: StepperHTMLColorScheme.allCases)
  func isAWellFormedDocumentAroundTheFragment(_ scheme: StepperHTMLColorScheme) throws {
    let scene = StepperScene(SampleSteppers.make(.circular, direction: .rightToLeft, theme: .dark))
    let page = StepperRenderer.page(colorScheme: scheme).render(scene)
    #expect(try xmllintProblems(page) == nil)
    #expect(try htmlParserProblems(page) == nil)
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"rtl\">\n<head>\n"))
    #expect(page.contains("<meta charset=\"utf-8\"/>"))
    #expect(page.contains("<title>Step 2 of 4, 50%</title>"))
    // One main landmark: the heading, then the fragment as the HTML renderer writes it.
    let fragment = StepperRenderer.html(colorScheme: scheme).render(scene)
    let (rules, body) = fragmentParts(fragment)
    #expect(page.contains("<body>\n<main>\n<h1>Step 2 of 4, 50%</h1>\n\(body)</main>\n</body>"))
    #expect(page.contains(rules + "</style>\n</head>"), "the fragment's rules close the head")
    #expect(try xpathCount("//main", in: page) == 1)
    #expect(try xpathCount("//h1", in: page) == 1)
    #expect(
      page.contains(
        scheme == .fixed
          ? "<meta name=\"color-scheme\" content=\"dark\"/>"
          : "<meta name=\"color-scheme\" content=\"light dark\"/>"))
  }

  /// `--contrast system`: the page, like its fragment, takes the increased-contrast values
  /// under `prefers-contrast: more`, for the tokens, the surface and the heading alike, in
  /// either color scheme; without it, it has no such rule.
  @Test(arguments: StepperHTMLColorScheme.allCases)
  func aPageThatFollowsContrastTakesTheIncreasedContrastValues(
    _ scheme: StepperHTMLColorScheme
  ) throws {
    let scene = StepperScene(try StepperConfiguration(total: 4, current: 2))
    let plain = StepperRenderer.page(colorScheme: scheme).render(scene)
    let page = StepperRenderer.page(colorScheme: scheme, followsContrast: true).render(scene)
    #expect(!plain.contains("prefers-contrast"))
    let raised = StepperTheme.light.increasingContrast()
    #expect(page.contains("@media (prefers-contrast:more){body{background:\(raised[.bgWhite0])"))
    #expect(page.contains("@media (prefers-contrast:more){.eb-stepper{"))
    let fragment = StepperRenderer.html(colorScheme: scheme, followsContrast: true).render(scene)
    #expect(pageHolds(page, fragment))
  }

  @Test(.requires(.xmllint)) func escapesTheTitle() throws {
    let page = StepperRenderer.page.render(
      StepperScene(SampleSteppers.make(.dash), strings: hostileStrings))
    #expect(try xmllintProblems(page) == nil)
    #expect(page.contains("<title>&lt;b&gt;Step&lt;/b&gt; 2 &amp;"))
    #expect(page.contains("<h1>&lt;b&gt;Step&lt;/b&gt; 2 &amp;"))
  }

  @Test(.requires(.xmllint)) func aGivenTitleIsTheTitleAndTheHeading() throws {
    let scene = StepperScene(SampleSteppers.make(.bullet))
    let page = StepperRenderer.page(colorScheme: .fixed, title: "Check <out> & \"pay\"")
      .render(scene)
    #expect(try xmllintProblems(page) == nil)
    #expect(page.contains("<title>Check &lt;out&gt; &amp; &quot;pay&quot;</title>"))
    #expect(page.contains("<h1>Check &lt;out&gt; &amp; &quot;pay&quot;</h1>"))
    #expect(pageHolds(page, StepperRenderer.html.render(scene)))
  }

  /// The pages axe runs on: every flow sample (names, the header, sub-steps, scrolling,
  /// tappable steps, escaped names), every style's states, right to left and dark, with the
  /// scene's colors; the same with the reader's light and dark preference; and pages in Arabic
  /// and with hostile strings.
  private static let axePages:
    [(name: String, scene: StepperScene, scheme: StepperHTMLColorScheme)] =
      {
        let fixed = SampleSteppers.named.filter {
          $0.name.hasSuffix("-states") || $0.name.hasSuffix("-dark") || $0.name.hasSuffix("-rtl")
            || SampleSteppers.flows.map(\.name).contains($0.name)
        }
        var pages = fixed.map {
          (
            $0.name, SampleSteppers.scene($0.name, $0.configuration, html: true),
            StepperHTMLColorScheme.fixed
          )
        }
        for name in ["circular-default", "bullet-dark", "dash-states", "circular-names-header"] {
          if let sample = SampleSteppers.named.first(where: { $0.name == name }) {
            pages.append((name, StepperScene(sample.configuration), .system))
          }
        }
        let arabic = SampleSteppers.make(.circular, direction: .rightToLeft)
        pages.append(("circular-arabic", StepperScene(arabic, strings: .arabic), .fixed))
        pages.append(
          (
            "dash-hostile", StepperScene(SampleSteppers.make(.dash), strings: hostileStrings),
            .fixed
          ))
        return pages
      }()

  /// axe-core (``AxeCore``) finds no violation of any impact on a whole page, in one browser; a
  /// page that follows the reader's preference is checked with light and with dark preferred.
  @Test(.requires(.chromium), .requiresAxeCore) func passesAxe() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-axe-pages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 800, height: 600)
    defer { browser.close() }
    #expect(Self.axePages.count >= 20)
    for (name, scene, scheme) in Self.axePages {
      let file = folder.appendingPathComponent("\(name)-\(scheme).html")
      try Data(StepperRenderer.page(colorScheme: scheme).render(scene).utf8).write(to: file)
      let preferences: [StepperAppearance] = scheme == .system ? [.light, .dark] : [.light]
      for preference in preferences {
        try browser.send(
          "Emulation.setEmulatedMedia",
          ["features": [["name": "prefers-color-scheme", "value": preference.rawValue]]])
        try browser.navigate(to: file)
        if scheme == .system {
          // The preference took: the body is that appearance's surface.
          let surface = (preference == .dark ? StepperTheme.dark : .light)[.bgWhite0]
          #expect(
            try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String
              == "rgb(\(surface.red), \(surface.green), \(surface.blue))", "\(name) \(preference)")
        }
        let violations = try AxeCore.violations(in: browser)
        #expect(
          violations.map(\.id).isEmpty,
          "\(name), \(scheme), \(preference) preferred:\n\(violations.map(\.description).joined(separator: "\n"))"
        )
      }
    }
  }

  /// The axe check can fail: a page without its `main` and heading, with an image without a
  /// text alternative and a caption in `text/disabled-400` on the surface, breaks the rules for
  /// each.
  @Test(.requires(.chromium), .requiresAxeCore) func axeSeesABrokenPage() throws {
    let scene = StepperScene(SampleSteppers.make(.circular))
    let page = StepperRenderer.page.render(scene)
      .replacingOccurrences(of: "<main>", with: "<div>")
      .replacingOccurrences(of: "</main>", with: "</div>")
      .replacingOccurrences(of: "<h1>", with: "<p>").replacingOccurrences(of: "</h1>", with: "</p>")
      .replacingOccurrences(
        of: "</body>",
        with: """
          <img src="missing.svg" width="40" height="40"/>
          <p style="color:\(scene.theme[.textDisabled400].hex)">A caption too faint to read</p>
          </body>
          """)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-axe-broken-\(UUID().uuidString).html")
    try Data(page.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let browser = try HeadlessChromium(width: 400, height: 300)
    defer { browser.close() }
    try browser.navigate(to: file)
    let violations = try AxeCore.violations(in: browser)
    let ids = Set(violations.map(\.id))
    for rule in [
      "landmark-one-main", "page-has-heading-one", "region", "image-alt", "color-contrast",
    ] {
      #expect(ids.contains(rule), "\(rule) in \(violations.map(\.description))")
    }
    let contrast = violations.first { $0.id == "color-contrast" }
    #expect(contrast?.impact == "serious")
    #expect(contrast?.targets.count == 1)
  }
}

/// A fragment's stylesheet rules (the text of its `<style>`) and the fragment without that
/// element: what a page writes in its head and in its body.
func fragmentParts(_ fragment: String) -> (rules: String, body: String) {
  guard let open = fragment.range(of: "<style>\n"),
    let close = fragment.range(of: "</style>\n", range: open.upperBound..<fragment.endIndex)
  else { return ("", fragment) }
  let rules = String(fragment[open.upperBound..<close.lowerBound])
  return (rules, String(fragment[..<open.lowerBound] + fragment[close.upperBound...]))
}

/// Whether `page` holds `fragment` as a page does: its rules in the head, the rest in the body.
func pageHolds(_ page: String, _ fragment: String) -> Bool {
  let (rules, body) = fragmentParts(fragment)
  guard let head = page.range(of: "</head>") else { return false }
  return page[..<head.lowerBound].contains(rules) && page[head.upperBound...].contains(body)
}
