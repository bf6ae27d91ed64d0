import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// A row the browser scrolls, in a real browser (Debian's Chromium, headless), driven by real
/// key presses over the DevTools protocol: when keyboard focus reaches a step partly or wholly
/// out of sight, the keyboard script scrolls the row's container the least it can to show the
/// step whole (the core's `StepperScene.offsetsShowing(_:)`), onto the nearest of the core's
/// snap offsets that does; the header stays; a pointer's focus does not scroll; the scroll is
/// smooth unless reduced motion is asked for.
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
      ("rtl", row.unchecked { $0.direction = .rightToLeft }),
      (
        "column-under-header",
        make {
          try StepperConfiguration(
            total: 20, current: 3,
            labels: StepperLabels(showsHeader: true, showsAllSteps: true),
            scrolling: StepperScrolling(viewport: 400, offset: 20), interaction: everyStep(20)
          ).unchecked { $0.axis = .vertical }
        }
      ),
    ]
  }()

  /// Tab, End and Home: each step focused shows whole, at the offset the rule gives from the
  /// offset before; a step already whole does not move the row.
  @Test(arguments: rows.indices) func focusScrollsTheRowToShowTheStepWhole(_ index: Int) throws {
    let (name, configuration) = Self.rows[index]
    let page = try ScrollingPage(configuration)
    defer { page.close() }
    let scene = page.scene
    let browser = page.browser
    // Every step of the row has a button, on screen or not.
    let steps = scene.tapTargets(cutsToShownSteps: false).map(\.step)
    #expect(steps.count == 20)
    let (first, last) = (try #require(steps.first), try #require(steps.last))
    var expected = try #require(scene.viewport?.offset)
    try browser.pressTab()
    try browser.pressTab()  // "All steps" first where the header has it.
    if scene.allStepsTarget() == nil { try browser.pressTab(shift: true) }
    #expect(
      try browser.evaluate("document.activeElement.dataset.step") as? String == "3", "\(name)")
    #expect(abs(try page.restingOffset() - expected) <= 1, "\(name): the current step is whole")
    var cut = 0
    for (key, code, step) in [("End", 35, last), ("Home", 36, first), ("End", 35, last)] {
      if try !page.isWhole(step) { cut += 1 }
      try browser.press(key: key, code: key, keyCode: code)
      #expect(
        try browser.evaluate("document.activeElement.dataset.step") as? String
          == step.description, "\(name) \(key)")
      expected = try page.focusOffset(showing: step, from: expected)
      let reached = try page.restingOffset()
      #expect(abs(reached - expected) <= 1, "\(name) \(key) to \(step): \(reached)")
      #expect(page.isSnapOffset(reached), "\(name) \(key): rests at \(reached)")
      #expect(try page.isWhole(step), "\(name) \(key): \(step) whole")
      expected = reached
    }
    #expect(cut >= 2, "\(name): the row scrolled each way")
    // The arrows step through the row, each step shown whole as focus reaches it.
    try browser.press(key: "Home", code: "Home", keyCode: 36)
    let forward = scene.direction == .rightToLeft ? ("ArrowLeft", 37) : ("ArrowRight", 39)
    for step in steps.dropFirst().prefix(12) {
      try browser.press(key: forward.0, code: forward.0, keyCode: forward.1)
      _ = try page.restingOffset()
      #expect(try page.isWhole(step), "\(name) arrow to \(step)")
    }
  }

  /// A pointer that presses a step partly out of sight focuses it without scrolling (the step
  /// would move from under it); the keyboard's scroll is smooth unless motion is reduced.
  @Test func aPointerDoesNotScrollAndMotionFollowsThePreference() throws {
    let page = try ScrollingPage(Self.rows[0].configuration, motion: true)
    defer { page.close() }
    let browser = page.browser
    let opened = try page.offset()
    let point = try #require(
      try browser.evaluate(
        """
        (r => [r.left + 4, (r.top + r.bottom) / 2])(
          document.querySelector('button[data-step="6"]').getBoundingClientRect())
        """) as? [Double])
    #expect(try !page.isWhole(6))
    for type in ["mousePressed", "mouseReleased"] {
      try browser.send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
    }
    #expect(try browser.evaluate("document.activeElement.dataset.step") as? String == "6")
    #expect(abs(try page.restingOffset() - opened) < 0.01)
    // The scroll the keyboard asks for, recorded: smooth, then instant under reduced motion.
    let record = """
      (() => { window.behaviors = []; const to = Element.prototype.scrollTo;
        Element.prototype.scrollTo = function (o) { window.behaviors.push(o.behavior);
          return to.apply(this, arguments); }; })()
      """
    for reduce in [false, true] {
      try page.reduceMotion(reduce)
      try browser.navigate(to: page.file)
      _ = try browser.evaluate(record)
      try browser.pressTab()
      try browser.press(key: "End", code: "End", keyCode: 35)
      #expect(
        try browser.evaluate("window.behaviors") as? [String] == [reduce ? "auto" : "smooth"])
      _ = try page.restingOffset()
      #expect(try page.isWhole(20), "reduce \(reduce)")
    }
  }
}
