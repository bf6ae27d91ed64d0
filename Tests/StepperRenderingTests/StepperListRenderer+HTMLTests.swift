import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct StepperListRendererHTMLTests {
  @Test(.requires(.xmllint), arguments: StepperHTMLColorScheme.allCases, [true, false])
  func isAWellFormedDialogOfEveryStep(_ scheme: StepperHTMLColorScheme, isOpen: Bool) throws {
    for (name, list) in SampleStepLists.named {
      let html = StepperListRenderer.html(colorScheme: scheme, isOpen: isOpen).render(list)
      #expect(try xmllintProblems(html) == nil, "\(name)")
      #expect(try htmlParserProblems(html) == nil, "\(name)")
      #expect(try xpathCount("/dialog", in: html) == 1)
      #expect(try xpathCount("/dialog[@open]", in: html) == (isOpen ? 1 : 0))
      #expect(try xpathCount("//form[@method=\"dialog\"]/ol/li", in: html) == list.count)
      #expect(try xpathCount("//li[@aria-current=\"step\"]", in: html) == 1)
      let selectable = list.filter(\.isSelectable).count
      #expect(
        try xpathCount("//li/button[@type=\"submit\"][@name=\"step\"]", in: html) == selectable)
      #expect(try xpathCount("//li/div", in: html) == list.count - selectable)
      #expect(try xpathCount("//button[@value=\"\"]", in: html) == 1)
      #expect(try xpathCount("/dialog[@data-theme]", in: html) == (scheme == .fixed ? 1 : 0))
    }
  }

  @Test(.requires(.xmllint)) func marksTheCurrentStepAndMakesReachedStepsButtons() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "checkout" }?.list)
    let html = StepperListRenderer.html.render(list)
    // 2.1 is current; 1, 2 and 2.1 are reached, 2.2, 3 and 4 are not.
    #expect(try xpathCount("//li[@data-step=\"2.1\"][@aria-current=\"step\"]", in: html) == 1)
    for step in ["1", "2", "2.1"] {
      #expect(
        try xpathCount("//li[@data-step=\"\(step)\"]/button[@value=\"\(step)\"]", in: html) == 1)
    }
    for step in ["2.2", "3", "4"] {
      #expect(try xpathCount("//li[@data-step=\"\(step)\"]/button", in: html) == 0)
    }
    // Each row is named by the core's label, and shows its title, description and state.
    #expect(html.contains(">Cart, 3 items, step 1 of 4, completed</span>"))
    #expect(html.contains("<span class=\"eb-steps-list__name\">Step 2.2 of 4</span>"))
    #expect(html.contains("<span class=\"eb-steps-list__state\">upcoming</span>"))
    #expect(html.contains(" eb-steps-list__step--substep\" data-step=\"2.1\""))
    #expect(html.contains(">All steps</h2>"))
    #expect(html.contains(">Close</button>"))
  }

  @Test(.requires(.xmllint)) func escapesEveryText() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "escaped" }?.list)
    let html = StepperListRenderer.html.render(list)
    #expect(try xmllintProblems(html) == nil)
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<i>"))
    #expect(!html.contains("\u{1B}"))
    #expect(!html.contains("\u{7}"))
    #expect(html.contains("&lt;b&gt;Terms &amp; &quot;Conditions&quot;&lt;/b&gt;"))
    #expect(html.contains("aria-label=\"All &lt;steps&gt; &amp; &quot;more&quot;"))
    #expect(html.contains("&lt;Close&gt; &amp; &quot;x&quot;"))
  }

  @Test func writesTheLanguageAndDirection() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "arabic-dark" }?.list)
    let html = StepperListRenderer.html.render(list)
    #expect(html.hasPrefix("<dialog class=\"eb-steps-list\" dir=\"rtl\" lang=\"ar-EG\""))
    #expect(html.contains("data-theme=\"dark\""))
    #expect(html.contains(">جميع الخطوات</h2>"))
    #expect(html.contains(">إغلاق</button>"))
    // Egyptian digits in the markers.
    #expect(html.contains(">٢</text>") || html.contains("٢"))
  }

  /// axe-core finds no violation on a page holding the open dialog, for every sample, with the
  /// stepper's colors and with the reader's light and dark preference.
  @Test(.requires(.chromium), .requiresAxeCore) func passesAxe() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-axe-lists-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 800, height: 900)
    defer { browser.close() }
    for (name, list) in SampleStepLists.named {
      for scheme in StepperHTMLColorScheme.allCases {
        let page = Self.page(StepperListRenderer.html(colorScheme: scheme).render(list), list)
        let file = folder.appendingPathComponent("\(name)-\(scheme).html")
        try Data(page.utf8).write(to: file)
        let preferences: [StepperAppearance] = scheme == .system ? [.light, .dark] : [.light]
        for preference in preferences {
          try browser.send(
            "Emulation.setEmulatedMedia",
            ["features": [["name": "prefers-color-scheme", "value": preference.rawValue]]])
          try browser.navigate(to: file)
          let violations = try AxeCore.violations(in: browser)
          #expect(
            violations.isEmpty,
            "\(name), \(scheme), \(preference):\n\(violations.map(\.description).joined(separator: "\n"))"
          )
        }
      }
    }
  }

  /// The same check fails on a list whose rows lose their names and whose text is too faint.
  @Test(.requires(.chromium), .requiresAxeCore) func axeSeesABrokenList() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "checkout" }?.list)
    let broken = StepperListRenderer.html.render(list)
      .replacingOccurrences(of: "class=\"eb-steps-list__label\"", with: "hidden=\"\"")
      .replacingOccurrences(of: "aria-hidden=\"true\"><span", with: "><span")
      .replacingOccurrences(
        of: "<span class=\"eb-steps-list__name\">", with: "<span aria-hidden=\"true\">"
      )
      .replacingOccurrences(
        of: "<span class=\"eb-steps-list__state\">", with: "<span aria-hidden=\"true\">"
      )
      .replacingOccurrences(
        of: "<span class=\"eb-steps-list__description\">", with: "<span aria-hidden=\"true\">")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-axe-broken-list-\(UUID().uuidString).html")
    try Data(Self.page(broken, list).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let browser = try HeadlessChromium(width: 800, height: 900)
    defer { browser.close() }
    try browser.navigate(to: file)
    let ids = Set(try AxeCore.violations(in: browser).map(\.id))
    #expect(ids.contains("button-name"), "\(ids)")
  }

  /// A minimal document around a list: the language and direction, a title, one `main` with a
  /// heading, on the list's surface.
  static func page(_ fragment: String, _ list: StepperStepList) -> String {
    """
    <!DOCTYPE html>
    <html lang="\(list.language)" dir="\(list.direction.rawValue)">
    <head><meta charset="utf-8"/><title>All steps</title>
    <style>body{margin:0;padding:16px;background:\(list.configuration.resolvedTheme[.bgWhite0].hex)}</style>
    </head>
    <body><main><h1 style="color:\(list.configuration.resolvedTheme[.textStrong950].hex)">Checkout</h1>
    \(fragment)</main></body>
    </html>
    """
  }
}
