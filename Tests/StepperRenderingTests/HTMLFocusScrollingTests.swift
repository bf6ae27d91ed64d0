import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// A scrolling row in a real browser (Debian's Chromium, headless), driven by real key presses
/// over the DevTools protocol: when keyboard focus reaches a step partly out of sight, the
/// keyboard script scrolls the row to the core's `StepperScene.scrollOffset(showing:from:)`,
/// the least move that shows the step whole; the header stays; a pointer's focus does not
/// scroll; the move is instant when reduced motion is asked for.
@Suite(.requires(.chromium), .serialized, .timeLimit(.minutes(5)))
struct HTMLFocusScrollingTests {
  private static func everyStep(_ total: Int) -> StepperInteraction {
    .tappable(steps: Set((1...total).map { StepperStepID($0) }))
  }

  /// Rows that scroll with every step tappable: left to right and right to left (step 6 cut at
  /// the trailing edge), and a column under its header dragged so that step 1 is cut under it.
  static let rows: [(name: String, configuration: StepperConfiguration)] = {
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    let row = make {
      try StepperConfiguration(
        total: 20, current: 3, scrolling: StepperScrolling(viewport: 375),
        interaction: everyStep(20))
    }
    return [
      ("ltr", row),
      ("rtl", row.direction(.rightToLeft)),
      (
        "column-under-header",
        make {
          try StepperConfiguration(
            total: 20, current: 3,
            labels: StepperLabels(showsHeader: true, showsAllSteps: true),
            scrolling: StepperScrolling(viewport: 400, offset: 20), interaction: everyStep(20)
          ).axis(.vertical)
        }
      ),
    ]
  }()

  private func page(_ scene: StepperScene) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-focus-scroll-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("page.html")
    try Data(StepperRenderer.page.render(scene).utf8).write(to: file)
    return file
  }

  private func reduceMotion(_ reduce: Bool, in browser: HeadlessChromium) throws {
    try browser.send(
      "Emulation.setEmulatedMedia",
      [
        "features": [
          ["name": "prefers-reduced-motion", "value": reduce ? "reduce" : "no-preference"]
        ]
      ])
  }

  /// The offset the script reached (the root's `data-focus-offset`, else its `data-offset`).
  private func offset(in browser: HeadlessChromium) throws -> Double {
    let text = try browser.evaluate(
      "(r => r.dataset.focusOffset || r.dataset.offset)(document.querySelector('.eb-stepper'))")
    return Double(text as? String ?? "") ?? .nan
  }

  /// Whether the mark of `step` lies whole inside the part of the viewport the steps show in,
  /// on screen: the viewport's box less the header band of a column under its header.
  private func isWhole(
    _ step: StepperStepID, of scene: StepperScene, in browser: HeadlessChromium
  ) throws -> Bool {
    let boxes = try #require(
      try browser.evaluate(
        """
        (() => { const box = e => (r => [r.left, r.top, r.right, r.bottom])(e.getBoundingClientRect());
          return [box(document.querySelector('.eb-stepper__viewport')),
            box(document.querySelector('li[data-step="\(step)"] .eb-stepper__shape'))]; })()
        """) as? [[Double]])
    let (window, mark) = (boxes[0], boxes[1])
    let band = scene.stepsRect.y - scene.visibleRect.y
    let e = 0.01
    return mark[0] >= window[0] - e && mark[2] <= window[2] + e && mark[1] >= window[1] + band - e
      && mark[3] <= window[3] + e
  }

  private func press(_ key: String, _ keyCode: Int, in browser: HeadlessChromium) throws {
    try browser.press(key: key, code: key, keyCode: keyCode)
  }

  /// Tab, End and Home: each step focused shows whole, at the offset the core gives from the
  /// offset before; a step already whole does not move the row.
  @Test(arguments: rows.indices) func focusScrollsTheRowToShowTheStepWhole(_ index: Int) throws {
    let (name, configuration) = Self.rows[index]
    let scene = StepperScene(configuration)
    let file = try page(scene)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let browser = try HeadlessChromium(width: 700, height: 700)
    defer { browser.close() }
    try reduceMotion(true, in: browser)
    try browser.navigate(to: file)
    let steps = scene.keyboardSteps.map(\.step)
    let (first, last) = (try #require(steps.first), try #require(steps.last))
    var expected = try #require(scene.viewport?.offset)
    try browser.pressTab()
    try browser.pressTab()  // "All steps" first where the header has it.
    if scene.allStepsTarget() == nil { try browser.pressTab(shift: true) }
    #expect(
      try browser.evaluate("document.activeElement.dataset.step") as? String == "3", "\(name)")
    #expect(try offset(in: browser) == expected, "\(name): the current step is whole")
    var cut = 0
    for (key, code, step) in [("End", 35, last), ("Home", 36, first), ("End", 35, last)] {
      let wasWhole = try isWhole(step, of: scene, in: browser)
      if !wasWhole { cut += 1 }
      try press(key, code, in: browser)
      #expect(
        try browser.evaluate("document.activeElement.dataset.step") as? String
          == step.description, "\(name) \(key)")
      expected = try #require(scene.scrollOffset(showing: step, from: expected))
      #expect(abs(try offset(in: browser) - expected) < 0.001, "\(name) \(key) to \(step)")
      #expect(try isWhole(step, of: scene, in: browser), "\(name) \(key): \(step) whole")
    }
    #expect(cut >= 2, "\(name): the row scrolled each way")
    if scene.allStepsTarget() != nil {
      // The header stays where it was: its title's box is the same after the moves.
      let title = try browser.evaluate(
        "document.querySelector('[data-role=\"title\"]').getBoundingClientRect().top")
      try browser.navigate(to: file)
      #expect(
        try browser.evaluate(
          "document.querySelector('[data-role=\"title\"]').getBoundingClientRect().top")
          as? Double == title as? Double, "\(name)")
    }
  }

  /// A pointer that presses a step partly out of sight focuses it without scrolling (the step
  /// would move from under it); the transition is the core's motion unless motion is reduced.
  @Test func aPointerDoesNotScrollAndMotionFollowsThePreference() throws {
    let scene = StepperScene(Self.rows[0].configuration)
    let file = try page(scene)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let browser = try HeadlessChromium(width: 700, height: 400)
    defer { browser.close() }
    try browser.navigate(to: file)
    let point = try #require(
      try browser.evaluate(
        """
        (r => [r.left + 4, (r.top + r.bottom) / 2])(
          document.querySelector('button[data-step="6"]').getBoundingClientRect())
        """) as? [Double])
    for type in ["mousePressed", "mouseReleased"] {
      try browser.send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
    }
    #expect(try browser.evaluate("document.activeElement.dataset.step") as? String == "6")
    #expect(try offset(in: browser) == scene.viewport?.offset)
    #expect(try !isWhole(6, of: scene, in: browser))
    for reduce in [false, true] {
      try reduceMotion(reduce, in: browser)
      try browser.navigate(to: file)
      try browser.pressTab()
      try press("End", 35, in: browser)
      let transition =
        try browser.evaluate(
          "document.querySelector('.eb-stepper__steps').style.transition") as? String ?? ""
      if reduce {
        #expect(transition == "none")
      } else {
        #expect(
          transition.hasPrefix("transform 0.3s cubic-bezier(0.42, 0, 0.58, 1)"), "\(transition)")
      }
    }
  }
}
