import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// A page of a row the browser scrolls, loaded in headless Chromium, and what the tests read
/// of it: the container's scroll offset in the core's terms, when it has come to rest, and
/// whether a step's mark shows whole.
struct ScrollingPage {
  let scene: StepperScene
  let browser: HeadlessChromium
  let folder: URL

  /// Writes the page of `configuration`'s whole row (with `after` inside `main`, after the
  /// stepper) and loads it in a `width` × `height` window, motion reduced unless `motion`.
  init(
    _ configuration: StepperConfiguration, after: String = "", width: Int = 700,
    height: Int = 700, motion: Bool = false
  ) throws {
    let scene = StepperScene(wholeRowOf: configuration)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-scrolling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = StepperRenderer.page.render(scene)
      .replacingOccurrences(of: "</main>", with: after + "</main>")
    try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
    self.scene = scene
    self.folder = folder
    browser = try HeadlessChromium(width: width, height: height, scale: 1)
    try reduceMotion(!motion)
    try browser.navigate(to: file)
  }

  var file: URL { folder.appendingPathComponent("page.html") }

  /// Ends the browser and removes the page.
  func close() {
    browser.close()
    try? FileManager.default.removeItem(at: folder)
  }

  func reduceMotion(_ reduce: Bool) throws {
    try browser.send(
      "Emulation.setEmulatedMedia",
      [
        "features": [
          ["name": "prefers-reduced-motion", "value": reduce ? "reduce" : "no-preference"]
        ]
      ])
  }

  /// The container's scroll offset as the core counts it: `scrollLeft` left to right,
  /// `-scrollLeft` right to left, `scrollTop` in a column.
  func offset() throws -> Double {
    let position = try #require(
      try browser.evaluate(
        "(s => [s.scrollLeft, s.scrollTop])(document.querySelector('.eb-stepper__scroller'))")
        as? [Double])
    if scene.axis == .vertical { return position[1] }
    return scene.direction == .rightToLeft ? -position[0] : position[0]
  }

  /// The offset once the row has stopped moving: the same for a quarter of a second.
  func restingOffset() throws -> Double {
    var last = try offset()
    var still = 0
    let deadline = Date().addingTimeInterval(8)
    while still < 5, Date() < deadline {
      usleep(50_000)
      let now = try offset()
      still = abs(now - last) < 0.01 ? still + 1 : 0
      last = now
    }
    return last
  }

  /// The page's own vertical scroll.
  func pageScroll() throws -> Double {
    try browser.evaluate("window.scrollY") as? Double ?? .nan
  }

  /// The middle of the container, in the window.
  func containerCenter() throws -> (x: Double, y: Double) {
    let center = try #require(
      try browser.evaluate(
        """
        (r => [(r.left + r.right) / 2, (r.top + r.bottom) / 2])(
          document.querySelector('.eb-stepper__scroller').getBoundingClientRect())
        """) as? [Double])
    return (center[0], center[1])
  }

  /// Turns the mouse wheel by `delta` pixels over the container's middle: along the row, or
  /// (`across`) down the page.
  func wheel(_ delta: Double, across: Bool = false) throws {
    let (x, y) = try containerCenter()
    let vertical = across || scene.axis == .vertical
    try browser.send(
      "Input.dispatchMouseEvent",
      [
        "type": "mouseWheel", "x": x, "y": y, "deltaX": vertical ? 0 : delta,
        "deltaY": vertical ? delta : 0,
      ])
  }

  /// Whether the mark of `step` lies whole inside the container's box, within half a pixel.
  func isWhole(_ step: StepperStepID) throws -> Bool {
    let boxes = try #require(
      try browser.evaluate(
        """
        (() => { const box = e => (r => [r.left, r.top, r.right, r.bottom])(e.getBoundingClientRect());
          return [box(document.querySelector('.eb-stepper__scroller')),
            box(document.querySelector('li[data-step="\(step)"] .eb-stepper__shape'))]; })()
        """) as? [[Double]])
    let (window, mark) = (boxes[0], boxes[1])
    let e = 0.5
    return mark[0] >= window[0] - e && mark[2] <= window[2] + e && mark[1] >= window[1] - e
      && mark[3] <= window[3] + e
  }

  /// Where keyboard focus on `step` scrolls the row from `offset`: nowhere when the step shows
  /// whole, else the least move that shows it (the core's `StepperScene.offsetsShowing(_:)`)
  /// onto the nearest snap offset that does.
  func focusOffset(showing step: StepperStepID, from offset: Double) throws -> Double {
    let range = try #require(scene.offsetsShowing(step))
    if offset >= range.lowerBound - 0.5, offset <= range.upperBound + 0.5 { return offset }
    let rests = scene.snapOffsets.filter {
      $0 >= range.lowerBound - 0.5 && $0 <= range.upperBound + 0.5
    }
    return rests.min { abs($0 - offset) < abs($1 - offset) }
      ?? Swift.min(Swift.max(offset, range.lowerBound), range.upperBound)
  }

  /// Whether `offset` is one of the core's snap offsets, within a pixel.
  func isSnapOffset(_ offset: Double) -> Bool {
    scene.snapOffsets.contains { abs($0 - offset) <= 1 }
  }
}
