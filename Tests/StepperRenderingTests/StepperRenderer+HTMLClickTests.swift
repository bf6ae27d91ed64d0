import Foundation
import StepperArbitrary
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// What a person's click reaches in a real browser (Debian's Chromium, headless): real mouse
/// presses over the DevTools protocol (`Input.dispatchMouseEvent`, what Playwright's
/// `mouse.click` sends) at the centre of every mark and at points across the whole row, on
/// pages of generated configurations. The button each click reaches (its step, "All steps", or
/// none) must be what the core's `StepperScene.selection(atDrawingPoint:)` answers for that
/// point (Specification#hit-partition). A row that scrolls is the browser's to scroll, holding
/// every step, and opens at the scene's offset: a click lands on what shows there.
@Suite(.requires(.chromium), .serialized, .timeLimit(.minutes(10)))
struct StepperRendererHTMLClickTests {
  /// How many configurations are clicked through.
  static let cases = 220

  /// Tappable configurations from the property tests' generator: every style, axis, direction,
  /// status; sub-steps, names, headers, viewports that scroll; a quarter collapsed; a third
  /// with only some steps tappable.
  static let configurations: [(recipe: ConfigurationRecipe, configuration: StepperConfiguration)] =
    {
      var arbitrary = Arbitrary(SplitMix64(seed: 0x7A9_C11C))
      var collapses = Arbitrary(SplitMix64(seed: 0xC011_A95E))
      var made: [(ConfigurationRecipe, StepperConfiguration)] = []
      while made.count < cases {
        var recipe = ArbitraryConfiguration.recipe(&arbitrary)
        ArbitraryConfiguration.collapse(&recipe, &collapses)
        recipe.isTappable = true
        if recipe.tappableSteps?.isEmpty == true { recipe.tappableSteps = nil }
        guard let configuration = try? recipe.make() else { continue }
        // A page the browser window holds whole, so that every point can be clicked; and a
        // row whose whole length is in the page (it scrolls natively) kept to a few thousand
        // steps, so that each page loads quickly. A longer row grows the page with it, and past
        // the browser's layout range (a box's position is a 32-bit count of 1/64 px, about 33
        // million px) no scroll container can hold it.
        guard (configuration.scrollViewport?.contentLength ?? 0) <= 200_000 else { continue }
        let scene = StepperScene(htmlOf: configuration)
        guard scene.size.width <= 1_800, scene.size.height <= 1_700,
          scene.contentSize.width < 1_000_000, scene.contentSize.height < 1_000_000
        else { continue }
        made.append((recipe, configuration))
      }
      return made
    }()

  /// The generated rows cover what the partition must hold for.
  @Test func theConfigurationsCoverEveryKindOfRow() {
    let options = Self.configurations.map(\.configuration.options)
    #expect(Set(options.map(\.style)) == Set(StepperStyle.allCases))
    #expect(Set(options.map(\.axis)) == Set(StepperAxis.allCases))
    #expect(Set(options.map(\.direction)) == Set(StepperLayoutDirection.allCases))
    #expect(options.contains { $0.viewport != nil })
    #expect(options.contains { !$0.substeps.isEmpty })
    #expect(options.contains { $0.maxVisible != nil })
    #expect(options.contains { !$0.stepNames.isEmpty })
    #expect(options.contains { $0.showsAllSteps })
  }

  /// Records, for every click in the page, the button it reached, read from the page's own
  /// events; answers the stepper's origin in the window, then whether it has a scroll container
  /// (1 or 0) and the container's `scrollLeft` and `scrollTop`.
  private static let recorder = """
    (() => {
      window.reached = [];
      // Every click, wherever it lands, starts a new answer ("none" until a button speaks).
      window.addEventListener('click', () => window.reached.push('none'), true);
      const say = what => { window.reached[window.reached.length - 1] = what; };
      const root = document.querySelector('.eb-stepper');
      root.addEventListener('eb-stepper-select', e => say(String(e.detail.step)));
      root.addEventListener('eb-stepper-all-steps', () => say('all-steps'));
      // The header's "All steps" is a control the app handles: a click on it is its own.
      for (const b of root.querySelectorAll('.eb-stepper__all-steps')) {
        b.addEventListener('click', () => say('all-steps'));
      }
      const r = root.getBoundingClientRect();
      const s = root.querySelector('.eb-stepper__scroller');
      return [r.left, r.top, s ? 1 : 0, s ? s.scrollLeft : 0, s ? s.scrollTop : 0];
    })()
    """

  /// The points a person clicks, in the drawing's coordinates: every mark's centre on screen,
  /// then a grid over the whole drawing, a few points apart along the row and across it.
  private static func points(in scene: StepperScene) -> [StepperPoint] {
    var points: [StepperPoint] = []
    let elements = scene.elements
    let size = scene.size
    // The marks on screen: a scene of the whole row holds those scrolled out of sight too.
    for index in elements.indices where elements.role(at: index).isHitTarget {
      let center = elements.frame(at: index).center
      let point = StepperPoint(
        x: center.x - scene.visibleRect.x, y: center.y - scene.visibleRect.y)
      guard point.x > 0, point.x < size.width, point.y > 0, point.y < size.height else {
        continue
      }
      points.append(point)
    }
    let horizontal = scene.axis == .horizontal
    let along = horizontal ? size.width : size.height
    let across = horizontal ? size.height : size.width
    let mainStep = Swift.max(3, along / 24)
    let crossStep = Swift.max(6, across / 4)
    for main in stride(from: mainStep / 2, to: along, by: mainStep) {
      for cross in stride(from: crossStep / 2, to: across, by: crossStep) {
        points.append(
          horizontal ? StepperPoint(x: main, y: cross) : StepperPoint(x: cross, y: main))
      }
    }
    return points
  }

  /// The edges of every area a click can reach, to keep clicks off them: a browser lays boxes
  /// out in 1/64 px and snaps them and the pointer to whole pixels, so a point within a pixel
  /// of an edge has no one answer.
  private static func edges(of scene: StepperScene) -> (x: [Double], y: [Double]) {
    var frames = scene.tapTargets().map(\.frame) + scene.overflowTargets().map(\.frame)
    if let control = scene.allStepsTarget() { frames.append(control.frame) }
    return (frames.flatMap { [$0.x, $0.maxX] }, frames.flatMap { [$0.y, $0.maxY] })
  }

  /// Where a point on screen lies in the scene at its own offset, for a row whose browser scroll
  /// position (the recorder's answer) is off that offset by less than a pixel: the browser
  /// scrolls by whole device pixels. `nil` when the row opened elsewhere.
  private static func scrollShift(_ scene: StepperScene, _ answer: [Double]) -> StepperPoint? {
    guard answer.count == 5, answer[2] == 1, let viewport = scene.viewport else {
      return StepperPoint(x: 0, y: 0)
    }
    let browser =
      scene.axis == .vertical
      ? answer[4] : scene.direction == .rightToLeft ? -answer[3] : answer[3]
    let moved = browser - viewport.offset
    guard abs(moved) <= 1 else { return nil }
    let along = StepperScrollViewport.drawingDirection(axis: scene.axis, direction: scene.direction)
    return StepperPoint(x: moved * along.x, y: moved * along.y)
  }

  /// What the core says a click at `point` reaches, as the page's events name it.
  private static func expected(_ scene: StepperScene, at point: StepperPoint) -> String {
    switch scene.selection(atDrawingPoint: point) {
    case nil: "none"
    case .allSteps: "all-steps"
    case .step(let step): step.description
    }
  }

  /// Presses and releases the left button at `x`, `y` (whole CSS pixels in the window: a
  /// mouse event's position is rounded to a pixel before the page hit-tests it).
  private static func click(_ browser: HeadlessChromium, x: Int, y: Int) throws {
    for type in ["mousePressed", "mouseReleased"] {
      try browser.send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1])
    }
  }

  @Test(arguments: 0..<4)
  func everyClickReachesTheButtonTheCoreChooses(_ quarter: Int) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-clicks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 1_900, height: 1_900, scale: 1)
    defer { browser.close() }
    var clicks = 0
    var reachedSteps = 0
    for index in stride(from: quarter, to: Self.configurations.count, by: 4) {
      let (recipe, configuration) = Self.configurations[index]
      let scene = StepperScene(htmlOf: configuration)
      let page = folder.appendingPathComponent("page-\(index).html")
      try Data(StepperRenderer.page.render(scene).utf8).write(to: page)
      try browser.navigate(to: page)
      let origin = try #require(try browser.evaluate(Self.recorder) as? [Double])
      let shift = try #require(Self.scrollShift(scene, origin), "opened at its offset: \(recipe)")
      let edges = Self.edges(of: scene)
      var clicked: [(point: StepperPoint, expected: String)] = []
      for point in Self.points(in: scene) {
        let x = Int((origin[0] + point.x).rounded())
        let y = Int((origin[1] + point.y).rounded())
        let at = StepperPoint(
          x: Double(x) - origin[0] + shift.x, y: Double(y) - origin[1] + shift.y)
        guard !edges.x.contains(where: { abs($0 - at.x) < 1 }),
          !edges.y.contains(where: { abs($0 - at.y) < 1 })
        else { continue }
        try Self.click(browser, x: x, y: y)
        clicked.append((at, Self.expected(scene, at: at)))
      }
      let reached = try browser.evaluate("window.reached") as? [String] ?? []
      #expect(reached.count == clicked.count, "\(recipe)")
      var wrong: [String] = []
      for (click, answer) in zip(clicked, reached) where answer != click.expected {
        let point = "(\(click.point.x), \(click.point.y))"
        wrong.append("\(point): reached \(answer), core \(click.expected)")
      }
      clicks += clicked.count
      reachedSteps += clicked.filter { $0.expected != "none" }.count
      #expect(wrong.isEmpty, "\(recipe)\n\(wrong.prefix(6).joined(separator: "\n"))")
    }
    // Most configurations are clicked at dozens of points, many of them on a step.
    #expect(clicks > 2_000 && reachedSteps > 500, "\(clicks) clicks, \(reachedSteps) on a button")
  }
}
