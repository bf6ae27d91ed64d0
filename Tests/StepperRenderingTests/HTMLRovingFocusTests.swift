import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// The keyboard script in a real browser (Debian's Chromium, headless), driven by real key
/// presses over the DevTools protocol (`Input.dispatchKeyEvent`, what Playwright's
/// `keyboard.press` sends): one tab stop, arrows in reading order and mirrored right to left,
/// Home and End, disabled steps skipped, Enter and Space selecting; every move checked against
/// the core's `StepperScene.keyboardDestination(from:key:)`.
@Suite(.requires(.chromium), .serialized, .timeLimit(.minutes(5)))
struct HTMLRovingFocusTests {
  /// A row with a disabled step and a step that cannot be tapped, in each direction and axis.
  static let configurations: [(name: String, configuration: StepperConfiguration)] = {
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    let base = make {
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .replacing(\.stepStates, with: [2: .disabled, 6: .disabled])
    }
    return [
      ("ltr", base),
      ("rtl", base.unchecked { $0.direction = .rightToLeft }),
      (
        "vertical-rtl",
        make {
          try StepperConfiguration(style: .bullet, total: 6, current: 4, interaction: .reachedSteps)
            .replacing(\.stepStates, with: [2: .disabled, 6: .disabled]).unchecked {
              $0.axis = .vertical
              $0.direction = .rightToLeft
            }
        }
      ),
      (
        "current-not-tappable",
        make {
          try StepperConfiguration(total: 5, current: 3, interaction: .tappable(steps: [1, 4, 5]))
            .replacing(\.stepStates, with: [1: .disabled])
        }
      ),
    ]
  }()

  /// Writes `html` to a fresh folder as `page.html`, with any `extra` files; the caller removes it.
  private func write(_ html: String, extra: [String: String] = [:]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(html.utf8).write(to: folder.appendingPathComponent("page.html"))
    for (name, text) in extra {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// The keys as the DevTools protocol sends them: key, code, Windows key code.
  private static let keys: [StepperKeyboardNavigation.Key: (String, Int)] = [
    .left: ("ArrowLeft", 37), .up: ("ArrowUp", 38), .right: ("ArrowRight", 39),
    .down: ("ArrowDown", 40), .home: ("Home", 36), .end: ("End", 35),
  ]

  private func press(_ key: StepperKeyboardNavigation.Key, in browser: HeadlessChromium) throws {
    let (code, keyCode) = Self.keys[key] ?? ("", 0)
    try browser.press(key: key.rawValue, code: code, keyCode: keyCode)
  }

  private func pressEnter(in browser: HeadlessChromium) throws {
    try browser.press(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
  }

  private func pressSpace(in browser: HeadlessChromium) throws {
    try browser.press(key: " ", code: "Space", keyCode: 32, text: " ")
  }

  /// The focused element's step (`"all-steps"`, `"body"`, or its `data-step`).
  private func focused(in browser: HeadlessChromium) throws -> String {
    try browser.evaluate(
      """
      (e => e === document.body ? 'body'
        : e.classList.contains('eb-stepper__all-steps') ? 'all-steps' : e.dataset.step
      )(document.activeElement)
      """) as? String ?? "?"
  }

  /// Each step button's `data-step` and `tabIndex`, in order.
  private func tabIndexes(in browser: HeadlessChromium) throws -> [String: Int] {
    let read = try browser.evaluate(
      "Object.fromEntries([...document.querySelectorAll('button[data-roving]')]"
        + ".map(b => [b.dataset.step, b.tabIndex]))")
    return read as? [String: Int] ?? [:]
  }

  /// The row is one tab stop, the core's start; Tab reaches it and leaves the row.
  @Test(arguments: configurations.indices)
  func theStepsAreOneTabStopAtTheCoresStart(_ index: Int) throws {
    let (name, configuration) = Self.configurations[index]
    let scene = StepperScene(configuration)
    let start = try #require(scene.keyboardStart)
    let folder = try write(StepperRenderer.page.render(scene))
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 600, height: 600)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("page.html"))
    let indexes = try tabIndexes(in: browser)
    #expect(indexes.count == scene.keyboardSteps.count, "\(name)")
    #expect(indexes.filter { $0.value == 0 }.map(\.key) == [start.description], "\(name)")
    #expect(indexes.filter { $0.value == -1 }.count == indexes.count - 1, "\(name)")
    #expect(
      try browser.evaluate("document.querySelector('.eb-stepper').dataset.keys") as? String
        == "roving", "\(name)")
    try browser.pressTab()
    #expect(try focused(in: browser) == start.description, "\(name)")
    try browser.pressTab()
    #expect(try focused(in: browser) == "body", "\(name)")
  }

  /// Every key from every enabled step goes where the core says, and the step moved to
  /// becomes the row's one tab stop.
  @Test(arguments: configurations.indices)
  func everyKeyMovesWhereTheCoreSays(_ index: Int) throws {
    let (name, configuration) = Self.configurations[index]
    let scene = StepperScene(configuration)
    let folder = try write(StepperRenderer.page.render(scene))
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 600, height: 600)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("page.html"))
    var moved = 0
    for from in scene.keyboardSteps where from.isSelectable {
      for key in StepperKeyboardNavigation.Key.allCases {
        _ = try browser.evaluate(
          "document.querySelector('button[data-step=\"\(from.step)\"]').focus()")
        try press(key, in: browser)
        let destination = try #require(scene.keyboardDestination(from: .step(from.step), key: key))
        // These rows do not collapse: every destination is a step.
        guard case .step(let expected) = destination else {
          Issue.record("\(name): \(key) from \(from.step) reached \(destination)")
          continue
        }
        #expect(
          try focused(in: browser) == expected.description, "\(name): \(key) from \(from.step)")
        let stops = try tabIndexes(in: browser).filter { $0.value == 0 }.map(\.key)
        #expect(stops == [expected.description], "\(name): \(key) from \(from.step)")
        if expected != from.step { moved += 1 }
      }
    }
    #expect(moved > 0, "\(name)")
  }

  /// The sense of the arrows, spelled out for the row with step 2 disabled: right to left,
  /// Left goes on to step 3 (skipping 2) and Right comes back; left to right the reverse.
  @Test func arrowsMirrorRightToLeftAndSkipDisabledSteps() throws {
    for (name, arrows) in [
      ("ltr", ("ArrowRight", 39, "ArrowLeft", 37)), ("rtl", ("ArrowLeft", 37, "ArrowRight", 39)),
    ] {
      let configuration = try #require(Self.configurations.first { $0.name == name }?.configuration)
      let folder = try write(StepperRenderer.page.render(StepperScene(configuration)))
      defer { try? FileManager.default.removeItem(at: folder) }
      let browser = try HeadlessChromium(width: 600, height: 300)
      defer { browser.close() }
      try browser.navigate(to: folder.appendingPathComponent("page.html"))
      try browser.pressTab()
      #expect(try focused(in: browser) == "4")
      try browser.press(key: arrows.2, code: arrows.2, keyCode: arrows.3)
      #expect(try focused(in: browser) == "3", "\(name)")
      try browser.press(key: arrows.2, code: arrows.2, keyCode: arrows.3)
      #expect(try focused(in: browser) == "1", "\(name): step 2 is disabled")
      try browser.press(key: arrows.0, code: arrows.0, keyCode: arrows.1)
      #expect(try focused(in: browser) == "3", "\(name)")
      try browser.press(key: "End", code: "End", keyCode: 35)
      #expect(try focused(in: browser) == "4", "\(name): step 6 is disabled")
      try browser.press(key: "Home", code: "Home", keyCode: 36)
      #expect(try focused(in: browser) == "1", "\(name)")
      // Tab leaves the row and Shift-Tab comes back to the step last used.
      try browser.pressTab()
      #expect(try focused(in: browser) == "body", "\(name)")
      try browser.pressTab(shift: true)
      #expect(try focused(in: browser) == "1", "\(name)")
    }
  }

  /// Listens for clicks (capturing, so before the script's own listener) and
  /// `eb-stepper-select` on the document, in the order they come.
  private static let listen = """
    window.heard = [];
    document.addEventListener(
      'click', e => heard.push('click ' + e.target.closest('button').dataset.step), true);
    document.addEventListener('eb-stepper-select', e => heard.push('select ' + e.detail.step));
    true
    """

  /// Enter and Space press the focused step: a click, then `eb-stepper-select` with the step;
  /// on a disabled step only the click, no selection.
  @Test func enterAndSpaceSelectTheFocusedStepButNotADisabledOne() throws {
    let configuration = try #require(Self.configurations.first?.configuration)
    let folder = try write(StepperRenderer.page.render(StepperScene(configuration)))
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 600, height: 300)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("page.html"))
    _ = try browser.evaluate(Self.listen)
    try browser.pressTab()
    try pressEnter(in: browser)
    try press(.home, in: browser)
    try pressSpace(in: browser)
    _ = try browser.evaluate("document.querySelector('button[data-step=\"2\"]').focus()")
    try pressEnter(in: browser)
    try pressSpace(in: browser)
    let heard = try browser.evaluate("heard") as? [String]
    #expect(heard == ["click 4", "select 4", "click 1", "select 1", "click 2", "click 2"])
    // Keys with a modifier are the browser's: Alt-Right moves nothing.
    _ = try browser.evaluate("document.querySelector('button[data-step=\"1\"]').focus()")
    try browser.send(
      "Input.dispatchKeyEvent",
      [
        "type": "rawKeyDown", "key": "ArrowRight", "code": "ArrowRight",
        "windowsVirtualKeyCode": 39, "modifiers": 1,
      ])
    try browser.send(
      "Input.dispatchKeyEvent",
      [
        "type": "keyUp", "key": "ArrowRight", "code": "ArrowRight", "windowsVirtualKeyCode": 39,
        "modifiers": 1,
      ])
    #expect(try focused(in: browser) == "1")
  }

  /// Without the script (rendered with `inlineScript: false`) every step button is a tab stop,
  /// disabled ones included: the fragment works where scripts do not run.
  @Test func withoutTheScriptEveryButtonIsATabStop() throws {
    let configuration = try #require(Self.configurations.first?.configuration)
    let scene = StepperScene(configuration)
    let fragment = StepperRenderer.html(colorScheme: .fixed, inlineScript: false).render(scene)
    #expect(!fragment.contains("<script"))
    #expect(StepperRenderer.html.render(scene).contains("<script"))
    let folder = try write("<!DOCTYPE html><html lang=\"en\"><body>\(fragment)</body></html>")
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 600, height: 300)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("page.html"))
    var visited: [String] = []
    for _ in 0...scene.keyboardSteps.count {
      try browser.pressTab()
      visited.append(try focused(in: browser))
    }
    #expect(visited == scene.keyboardSteps.map(\.step.description) + ["body"])
    #expect(
      try browser.evaluate("document.querySelector('.eb-stepper').hasAttribute('data-keys')")
        as? Bool == false)
  }

  /// The script served as a file before the fragments (as a page with a strict
  /// Content-Security-Policy loads it), and a fragment added after the page loaded: each row
  /// becomes one tab stop, the later one when one of its buttons first takes focus.
  @Test func theScriptAsAFileSetsUpFragmentsBeforeAndAfterIt() throws {
    let scene = StepperScene(try #require(Self.configurations.first?.configuration))
    let renderer = StepperRenderer.html(colorScheme: .fixed, inlineScript: false)
    let fragment = renderer.render(scene)
    let page = """
      <!DOCTYPE html><html lang="en"><head><script src="keys.js" defer></script></head>
      <body><main>\(fragment)<div id="later"></div></main></body></html>
      """
    let folder = try write(page, extra: ["keys.js": StepperRenderer.htmlKeyboardScript])
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 600, height: 600)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("page.html"))
    try browser.pressTab()
    #expect(try focused(in: browser) == "4")
    // A second fragment, put in by a page's own script (which runs no inline script).
    let json = try JSONSerialization.data(withJSONObject: [fragment], options: [])
    let literal = String(decoding: json, as: UTF8.self)
    _ = try browser.evaluate("document.getElementById('later').innerHTML = \(literal)[0]; true")
    let count = try browser.evaluate(
      "document.querySelectorAll('#later button[tabindex=\"-1\"]').length")
    #expect(count as? Int == 0, "not set up before it takes focus")
    try browser.pressTab()
    #expect(try focused(in: browser) == "1", "the later row's first button")
    try press(.end, in: browser)
    #expect(try focused(in: browser) == "4")
    try browser.pressTab()
    #expect(try focused(in: browser) == "body", "the later row is one tab stop now")
  }
}
