import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// The keyboard script on a collapsed row, in headless Chromium with real key presses: the
/// overflow markers are stops of the row's one tab stop, in reading order, each key moves where
/// the core's `keyboardDestination(from:key:)` says, and Enter or Space on a marker asks for
/// "All steps" (`eb-stepper-all-steps`), not for a step.
@Suite(.requires(.chromium), .serialized, .timeLimit(.minutes(5)))
struct HTMLRovingFocusCollapseTests {
  static let configurations: [(name: String, configuration: StepperConfiguration)] = {
    // swift-format-ignore: NeverUseForceTry
    let base = try! StepperConfiguration(
      style: .dash, total: 20, current: 10, maxVisible: 7, interaction: .reachedSteps)
    return [("ltr", base), ("rtl", base.unchecked { $0.direction = .rightToLeft })]
  }()

  /// A roving button's name in the tests: its step, or `…first` for an overflow marker.
  private static let focusedItem = """
    (e => e === document.body ? 'body'
      : e.hasAttribute('data-all-steps')
        ? '…' + e.closest('li').dataset.steps.split('-')[0] : e.dataset.step
    )(document.activeElement)
    """

  private static func name(_ item: StepperScene.RowItem) -> String {
    switch item {
    case .step(let step): step.description
    case .overflow(let steps): "…\(steps.lowerBound)"
    }
  }

  private static let keys: [StepperKeyboardNavigation.Key: (String, Int)] = [
    .left: ("ArrowLeft", 37), .up: ("ArrowUp", 38), .right: ("ArrowRight", 39),
    .down: ("ArrowDown", 40), .home: ("Home", 36), .end: ("End", 35),
  ]

  private func open(_ scene: StepperScene) throws -> (HeadlessChromium, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-collapse-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = folder.appendingPathComponent("page.html")
    try Data(StepperRenderer.page.render(scene).utf8).write(to: page)
    let browser = try HeadlessChromium(width: 700, height: 300)
    try browser.navigate(to: page)
    return (browser, folder)
  }

  /// Focuses the roving button of `item`.
  private func focus(_ item: StepperScene.RowItem, in browser: HeadlessChromium) throws {
    let selector =
      switch item {
      case .step(let step): "button[data-step=\"\(step)\"]"
      case .overflow(let steps): "li[data-steps^=\"\(steps.lowerBound)-\"] button"
      }
    _ = try browser.evaluate("document.querySelector('\(selector)').focus()")
  }

  @Test(arguments: configurations.indices)
  func everyKeyFromEveryStopMovesWhereTheCoreSays(_ index: Int) throws {
    let (name, configuration) = Self.configurations[index]
    let scene = StepperScene(configuration)
    let items = scene.keyboardItems()
    #expect(items.contains { $0.item.isOverflow }, "\(name)")
    let (browser, folder) = try open(scene)
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: folder)
    }
    let stops =
      try browser.evaluate(
        "document.querySelectorAll('button[data-roving]').length") as? Int
    #expect(stops == items.count, "\(name)")
    var moved = 0
    for from in items where from.isSelectable {
      for key in StepperKeyboardNavigation.Key.allCases {
        try focus(from.item, in: browser)
        let (code, keyCode) = Self.keys[key] ?? ("", 0)
        try browser.press(key: key.rawValue, code: code, keyCode: keyCode)
        let expected = try #require(scene.keyboardDestination(from: from.item, key: key))
        let reached = try browser.evaluate(Self.focusedItem) as? String
        #expect(reached == Self.name(expected), "\(name): \(key) from \(Self.name(from.item))")
        if expected != from.item { moved += 1 }
      }
    }
    #expect(moved > 0)
  }

  /// The row with its markers is one tab stop, at the core's start: Tab reaches it and leaves.
  @Test(arguments: configurations.indices)
  func theRowIsOneTabStop(_ index: Int) throws {
    let scene = StepperScene(Self.configurations[index].configuration)
    let (browser, folder) = try open(scene)
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: folder)
    }
    let start = try #require(scene.keyboardStart)
    try browser.pressTab()
    #expect(try browser.evaluate(Self.focusedItem) as? String == start.description)
    try browser.pressTab()
    #expect(try browser.evaluate(Self.focusedItem) as? String == "body")
  }

  @Test func enterAndSpaceOnAMarkerAskForAllSteps() throws {
    let scene = StepperScene(Self.configurations[0].configuration)
    let (browser, folder) = try open(scene)
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: folder)
    }
    _ = try browser.evaluate(
      """
      window.heard = [];
      document.addEventListener('eb-stepper-all-steps', () => heard.push('all steps'));
      document.addEventListener('eb-stepper-select', e => heard.push('select ' + e.detail.step));
      true
      """)
    let marker = try #require(scene.keyboardItems().first { $0.item.isOverflow }?.item)
    try focus(marker, in: browser)
    try browser.press(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
    try browser.press(key: " ", code: "Space", keyCode: 32, text: " ")
    try focus(.step(10), in: browser)
    try browser.press(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
    #expect(try browser.evaluate("heard") as? [String] == ["all steps", "all steps", "select 10"])
  }
}
