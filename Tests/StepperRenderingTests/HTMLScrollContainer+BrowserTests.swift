import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// Rows the browser scrolls, in a real one (Debian's Chromium, headless), driven over the
/// DevTools protocol: the row opens at the core's page offset with the current step whole; a
/// mouse wheel scrolls it, and it comes to rest on one of the core's snap offsets; a vertical
/// wheel over a horizontal row in a tall page scrolls the page, not the row.
@Suite(.requires(.chromium), .serialized, .timeLimit(.minutes(5)))
struct HTMLScrollContainerBrowserTests {
  @Test(arguments: HTMLScrollContainerTests.rows.indices)
  func opensAtThePageAndAWheelRestsOnASnapOffset(_ index: Int) throws {
    let (name, configuration) = HTMLScrollContainerTests.rows[index]
    let page = try ScrollingPage(configuration)
    defer { page.close() }
    let scene = page.scene
    let viewport = try #require(scene.viewport)
    // Opens at the page of the current step, which shows whole.
    let opened = try page.offset()
    #expect(abs(opened - viewport.offset) <= 1, "\(name): opened at \(opened)")
    #expect(try page.isWhole(configuration.options.current), "\(name): the current step shows")
    // The row reaches from 0 to its last offset.
    let extent = try #require(
      try page.browser.evaluate(
        """
        (s => [s.scrollWidth - s.clientWidth, s.scrollHeight - s.clientHeight])(
          document.querySelector('.eb-stepper__scroller'))
        """) as? [Double])
    let reach = configuration.options.axis == .vertical ? extent[1] : extent[0]
    #expect(abs(reach - viewport.maximumOffset) <= 1, "\(name): scrolls \(reach)")
    // A wheel toward later steps, then back past where it started: each comes to rest on a
    // snap offset, having moved.
    try page.wheel(configuration.options.direction == .rightToLeft ? -160 : 160)
    let later = try page.restingOffset()
    #expect(later > opened + 1, "\(name): \(opened) to \(later)")
    #expect(page.isSnapOffset(later), "\(name): rests at \(later), \(scene.snapOffsets)")
    try page.wheel(configuration.options.direction == .rightToLeft ? 400 : -400)
    let earlier = try page.restingOffset()
    #expect(earlier < later - 1, "\(name): \(later) to \(earlier)")
    #expect(page.isSnapOffset(earlier), "\(name): rests at \(earlier), \(scene.snapOffsets)")
  }

  /// A vertical wheel over a horizontal row inside a page taller than the window goes on to the
  /// page; the row stays where it was.
  @Test(arguments: [0, 1]) func aVerticalWheelOverARowScrollsThePage(_ index: Int) throws {
    let configuration = HTMLScrollContainerTests.rows[index].configuration
    let page = try ScrollingPage(
      configuration, after: "<div style=\"height:3000px\"></div>\n", height: 500)
    defer { page.close() }
    let opened = try page.offset()
    try page.wheel(200, across: true)
    let deadline = Date().addingTimeInterval(5)
    while try page.pageScroll() < 1, Date() < deadline { usleep(50_000) }
    #expect(try page.pageScroll() > 0)
    #expect(abs(try page.restingOffset() - opened) < 0.01)
  }

  /// A column's header stays where it is while its steps scroll beneath it.
  @Test func aColumnsHeaderStaysWhileItsStepsScroll() throws {
    let page = try ScrollingPage(HTMLScrollContainerTests.rows[3].configuration)
    defer { page.close() }
    let title = "document.querySelector('[data-role=\"title\"]').getBoundingClientRect().top"
    let before = try page.browser.evaluate(title) as? Double
    let opened = try page.offset()
    try page.wheel(200)
    #expect(try page.restingOffset() > opened + 1)
    #expect(try page.browser.evaluate(title) as? Double == before)
  }

  /// Without the script, a left-to-right row or a column opens at its offset where the browser
  /// knows `scroll-initial-target` (Chromium does).
  @Test(arguments: [0, 2]) func opensAtItsOffsetWithoutTheScript(_ index: Int) throws {
    let configuration = HTMLScrollContainerTests.rows[index].configuration
    let scene = StepperScene(wholeRowOf: configuration)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-no-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.html")
    let html = StepperRenderer.html(colorScheme: .fixed, inlineScript: false).render(scene)
    try Data(("<!DOCTYPE html>\n<html><body>" + html + "</body></html>").utf8).write(to: file)
    let browser = try HeadlessChromium(width: 700, height: 700, scale: 1)
    defer { browser.close() }
    try browser.navigate(to: file)
    let position = try #require(
      try browser.evaluate(
        "(s => [s.scrollLeft, s.scrollTop])(document.querySelector('.eb-stepper__scroller'))")
        as? [Double])
    let offset = configuration.options.axis == .vertical ? position[1] : position[0]
    #expect(abs(offset - (scene.viewport?.offset ?? .nan)) <= 1, "opened at \(offset)")
  }
}
