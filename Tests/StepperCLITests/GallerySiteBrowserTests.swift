import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@testable import StepperCLI

/// The gallery in a real browser: Debian's Chromium, headless, over the DevTools protocol.
///
/// One browser per test, closed (with its process group and profile) when the test ends.
@Suite(.requires(.chromium, .pngtopnm), .serialized, .timeLimit(.minutes(5)))
struct GallerySiteBrowserTests {
  /// Writes the gallery to a fresh folder; the caller removes it.
  private func writeGallery() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-browser-\(UUID().uuidString)")
    let run = Run("gallery", "--output", folder.path)
    #expect(run.status == 0, "\(run.err)")
    return folder
  }

  /// What a page says about its steppers' accessibility, read from the DOM after it loaded.
  private static let readAccessibility = """
    [...document.querySelectorAll('.eb-stepper')].map(root => {
      const bars = root.querySelectorAll('[role="progressbar"]');
      const bar = bars[0];
      const items = [...root.querySelectorAll('ol.eb-stepper__steps > li[data-step]')];
      const overflows = [...root.querySelectorAll('ol.eb-stepper__steps > li[data-steps]')];
      const article = root.closest('article');
      const img = article && article.querySelector('figure.svg img');
      return {
        id: article ? article.id : '',
        bars: bars.length,
        min: bar.getAttribute('aria-valuemin'), max: bar.getAttribute('aria-valuemax'),
        now: bar.getAttribute('aria-valuenow'), text: bar.getAttribute('aria-valuetext'),
        label: bar.getAttribute('aria-label'),
        list: root.querySelector('ol').getAttribute('aria-label'),
        steps: items.map(li => li.dataset.step),
        current: items.filter(li => li.getAttribute('aria-current') === 'step')
          .map(li => li.dataset.step),
        descriptions: items.map(li => li.querySelector('.eb-stepper__text').textContent),
        overflows: overflows.map(li => li.querySelector('.eb-stepper__text').textContent),
        svgLoaded: img ? (img.complete && img.naturalWidth > 0) : null,
      };
    })
    """

  /// Checks what the DOM says against the scene.
  private func expectAccessibility(_ read: [String: Any], of scene: StepperScene, _ name: String) {
    let axs = scene.accessibility
    let steps = scene.elements.filter { $0.role == .mark }
    #expect(read["bars"] as? Int == 1, "\(name)")
    #expect(read["min"] as? String == "0", "\(name)")
    #expect(read["max"] as? String == String(axs.lastNumber), "\(name)")
    #expect(read["now"] as? String == NumberText.points(axs.stepsDone), "\(name)")
    #expect(read["text"] as? String == axs.announcement, "\(name)")
    #expect(read["label"] as? String == axs.strings.progressName, "\(name)")
    #expect(read["list"] as? String == axs.strings.stepsName, "\(name)")
    #expect(read["steps"] as? [String] == steps.compactMap { $0.step?.description }, "\(name)")
    let current = steps.contains { $0.step == axs.current } ? [axs.current.description] : []
    #expect(read["current"] as? [String] == current, "\(name)")
    // A collapsed row's overflow markers are items of their own, named by what they hide.
    #expect(
      read["overflows"] as? [String] == scene.overflowTargets().map(\.label), "\(name)")
    let descriptions = read["descriptions"] as? [String] ?? []
    for (description, step) in zip(descriptions, steps) {
      guard let id = step.step else { continue }
      #expect(description.hasSuffix(axs.description(ofStep: id, state: step.state)), "\(name)")
    }
  }

  /// Runs axe-core (``AxeCore``) on the loaded page: no violation of any impact.
  private func expectNoAxeViolations(in browser: HeadlessChromium, _ page: String) throws {
    let violations = try AxeCore.violations(in: browser)
    #expect(
      violations.map(\.id).isEmpty,
      "axe on \(page):\n\(violations.map(\.description).joined(separator: "\n"))")
  }

  /// Loads each section's page, reads every card's accessibility back, and runs axe on it.
  @Test(.requiresAxeCore) func theSectionPagesShowEveryVariantWithItsAccessibilityAndSVG() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 1280, height: 900)
    defer { browser.close() }
    var shown: [String] = []
    for page in GalleryPage.all {
      let variants = page.variants(of: GalleryVariant.all)
      guard !variants.isEmpty else { continue }
      try browser.navigate(to: folder.appendingPathComponent(page.file))
      let read = try #require(try browser.evaluate(Self.readAccessibility) as? [[String: Any]])
      #expect(read.count == variants.count, "\(page.file)")
      for (entry, variant) in zip(read, variants) {
        #expect(entry["id"] as? String == variant.name)
        #expect(entry["svgLoaded"] as? Bool == true, "\(variant.name) SVG")
        expectAccessibility(entry, of: StepperScene(htmlOf: variant.configuration), variant.name)
      }
      shown += variants.map(\.name)
      try expectNoAxeViolations(in: browser, page.file)
    }
    #expect(shown == GalleryVariant.all.map(\.name))
  }

  /// The axe check can fail, and sees what the cards had wrong before: captions in a faint gray
  /// on a light surface, and terminal blocks that scroll (in a window too narrow for them) but
  /// cannot be reached by keyboard.
  @Test(.requiresAxeCore) func axeSeesFaintCaptionsAndUnreachableBlocks() throws {
    let variants = GalleryVariant.all.filter {
      $0.section == "dash" && $0.configuration.options.axis == .horizontal
    }.prefix(2)
    #expect(variants.count == 2)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-broken-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in GallerySite.files(Array(variants)) {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let contents =
        file.path == "dash.html"
        ? file.contents.replacingOccurrences(of: " tabindex=\"0\"", with: "")
        : file.path == GallerySite.stylesheetFile
          ? file.contents.replacingOccurrences(of: "figcaption{", with: "figcaption{color:#99A0AE;")
          : file.contents
      try Data(contents.utf8).write(to: url)
    }
    // A phone's width: the terminal's 80 columns scroll there.
    let browser = try HeadlessChromium(width: 400, height: 900)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("dash.html"))
    let violations = try AxeCore.violations(in: browser)
    let contrast = violations.first { $0.id == "color-contrast" }
    #expect(contrast?.impact == "serious")
    // Both captions of each light variant.
    let light = variants.filter { $0.configuration.resolvedTheme.appearance == .light }.count
    #expect(
      contrast?.targets.filter { $0.hasSuffix("figcaption") }.count == 2 * light,
      "\(violations.map(\.description))")
    let blocks = violations.first { $0.id == "scrollable-region-focusable" }
    #expect(blocks?.impact == "serious")
    // The terminal blocks, one per card (a card's only `pre`).
    #expect(
      blocks?.targets.filter { $0.hasSuffix(".terminal") || $0.hasSuffix(" > pre") }.count
        == variants.count,
      "\(blocks?.targets ?? [])")
  }

  /// Loads each variant's page, reads its accessibility back, checks the pixel colors of every
  /// shape in a screenshot, and runs axe on the page: one browser for all of them, as loading a
  /// page costs about as much as axe's run on it.
  @Test(.requiresAxeCore) func everyVariantPageDrawsTheScenesColorsAndSemantics() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 800, height: 600)
    defer { browser.close() }
    for variant in GalleryVariant.all {
      let scene = StepperScene(htmlOf: variant.configuration)
      try browser.navigate(
        to: folder.appendingPathComponent("variants/\(variant.name).html"))
      let read = try #require(
        try browser.evaluate(Self.readAccessibility) as? [[String: Any]], "\(variant.name)")
      #expect(read.count == 1)
      if let entry = read.first { expectAccessibility(entry, of: scene, variant.name) }
      let image = try screenshot(of: scene, in: browser)
      expectColors(of: scene, in: image, variant.name)
      // The page's one heading is the variant's title.
      let heading = try browser.evaluate(
        "[...document.querySelectorAll('h1')].map(h => h.closest('main') ? h.textContent : '')")
      #expect(heading as? [String] == [variant.title], "\(variant.name)")
      try expectNoAxeViolations(in: browser, "variants/\(variant.name).html")
    }
  }

  /// The stepper's box on the page, and a screenshot of it at the browser's scale.
  private func screenshot(
    of scene: StepperScene, in browser: HeadlessChromium
  ) throws -> RasterImage {
    let box = try #require(
      try browser.evaluate(
        "(r => [r.x, r.y, r.width, r.height])(document.querySelector('.eb-stepper').getBoundingClientRect())"
      ) as? [Double])
    #expect(
      // Chromium lays out in 1/64 px.
      abs(box[2] - scene.size.width) < 0.02 && abs(box[3] - scene.size.height) < 0.02,
      "\(box) vs \(scene.size)")
    return try browser.screenshot(
      clip: StepperRect(x: box[0], y: box[1], width: box[2], height: box[3]))
  }

  /// Reads back the colors the scene promises: fills at the center of shapes, outlines on
  /// their ring, content inside markers, names somewhere in their box.
  private func expectColors(of scene: StepperScene, in image: RasterImage, _ name: String) {
    let visible = scene.visibleRect
    func local(_ point: StepperPoint) -> StepperPoint {
      StepperPoint(x: point.x - visible.x, y: point.y - visible.y)
    }
    func localRect(_ rect: StepperRect) -> StepperRect {
      StepperRect(
        x: rect.x - visible.x, y: rect.y - visible.y, width: rect.width, height: rect.height)
    }
    func inside(_ rect: StepperRect) -> Bool {
      rect.x >= visible.x && rect.maxX <= visible.maxX && rect.y >= visible.y
        && rect.maxY <= visible.maxY
    }
    for element in scene.elements where inside(element.frame) {
      let frame = element.frame
      let what = "\(name) \(element.role) \(element.step?.description ?? "")"
      if let text = element.text {
        #expect(image.contains(text.color, in: localRect(frame), tolerance: 24), "\(what) text")
        continue
      }
      guard let fill = element.fill else { continue }
      // A loading mark moves in the browser, and covers part of its step's mark, as a step
      // progress does: the SVG pixel tests check them still.
      if element.role == .loading { continue }
      if element.role == .mark,
        scene.elements.contains(where: {
          ($0.role == .stepProgress || $0.role == .loading) && $0.step == element.step
        })
      {
        continue
      }
      switch element.content {
      case nil:
        let color = image.color(at: local(frame.center))
        #expect(
          color?.isClose(to: fill, 3) == true, "\(what): \(String(describing: color)) vs \(fill)")
      case .some(let content):
        let inset = frame.width / 6
        let inner = StepperPoint(x: frame.center.x, y: frame.y + inset)
        #expect(image.color(at: local(inner))?.isClose(to: fill, 3) == true, "\(what) fill")
        if let stroke = element.stroke {
          let ring = StepperPoint(x: frame.center.x, y: frame.y + stroke.width / 2)
          #expect(
            image.color(at: local(ring))?.isClose(to: stroke.color, 3) == true, "\(what) ring")
        }
        switch content {
        case .check, .number, .icon:
          #expect(
            image.contains(
              content.color, in: localRect(frame.insetBy(frame.width / 4)), tolerance: 12),
            "\(what) content")
        case .error, .skip, .ellipsis:
          // The exclamation mark, the skip mark and an overflow marker's dots cross the center.
          #expect(
            image.color(at: local(frame.center))?.isClose(to: content.color, 3) == true,
            "\(what) \(content.kind) mark")
        }
      }
    }
  }

  @Test func pixelChecksSeeAWrongColor() throws {
    // The checks must be able to fail: repaint brand/base red in the page's tokens.
    let scene = StepperScene(try StepperConfiguration(total: 4, current: 2))
    let page = StepperRenderer.page.render(scene).replacingOccurrences(
      of: "--brand-base:#155DFC", with: "--brand-base:#FF0000")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-red-\(UUID().uuidString).html")
    try Data(page.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let browser = try HeadlessChromium(width: 400, height: 200)
    defer { browser.close() }
    try browser.navigate(to: file)
    let image = try screenshot(of: scene, in: browser)
    // The done marker's fill, above its check.
    let fill = StepperPoint(x: scene.elements[0].frame.center.x, y: 4)
    #expect(
      image.color(at: fill)?.isClose(to: StepperColor(0xFF0000), 3) == true,
      "\(String(describing: image.color(at: fill)))")
    #expect(image.color(at: fill)?.isClose(to: StepperColor(0x155DFC), 3) == false)
    browser.close()
    #expect(!browser.isRunning)
  }

  /// Presses Tab through each tappable variant: focus visits "All steps" and then the steps'
  /// one tab stop (the keyboard script's roving focus: the core's `keyboardStart`), each with a
  /// visible 2-point ring in brand/base; Shift-Tab comes back; Home and Down then walk every
  /// enabled step in order, skipping disabled ones.
  @Test func keyboardFocusMovesThroughTappableSteps() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 800, height: 600)
    defer { browser.close() }
    // A collapsed row's walk passes its overflow markers too, which this walk over steps does
    // not name: HTMLRovingFocusCollapseTests walks those rows.
    let tappable = GalleryVariant.all.filter { $0.isTappable && !$0.configuration.isCollapsed }
    #expect(tappable.count >= 3)
    #expect(
      tappable.contains {
        StepperScene($0.configuration).tapTargets().contains { !$0.isSelectable }
      })
    for variant in tappable {
      let scene = StepperScene(variant.configuration)
      try browser.navigate(to: folder.appendingPathComponent("variants/\(variant.name).html"))
      let targets = scene.tapTargets()
      var expected = scene.elements.contains { $0.role == .allSteps } ? ["all-steps"] : []
      let start = try #require(scene.keyboardStart, "\(variant.name)")
      expected.append(start.description)
      var visited: [String] = []
      for _ in 0..<(expected.count + 1) {
        try browser.pressTab()
        let focus = try #require(
          try browser.evaluate(
            """
            (e => e === document.body ? {id: 'body'} : {
              id: e.classList.contains('eb-stepper__all-steps') ? 'all-steps' : e.dataset.step,
              tag: e.tagName, disabled: e.getAttribute('aria-disabled'),
              visible: e.matches(':focus-visible'),
              // The ring is drawn by the button's rounded layer, which takes no pointer.
              outline: getComputedStyle(e, '::before').outlineStyle + ' '
                + getComputedStyle(e, '::before').outlineWidth,
              color: getComputedStyle(e, '::before').outlineColor,
            })(document.activeElement)
            """) as? [String: Any])
        let id = focus["id"] as? String ?? "?"
        visited.append(id)
        guard id != "body" else { break }
        #expect(focus["tag"] as? String == "BUTTON", "\(variant.name) \(id)")
        #expect(focus["visible"] as? Bool == true, "\(variant.name) \(id)")
        #expect(focus["outline"] as? String == "solid 2px", "\(variant.name) \(id)")
        let brand = scene.theme[.brandBase]
        #expect(
          focus["color"] as? String == "rgb(\(brand.red), \(brand.green), \(brand.blue))",
          "\(variant.name) \(id)")
        if let target = targets.first(where: { $0.step.description == id }) {
          #expect(
            (focus["disabled"] as? String == "true") == !target.isSelectable,
            "\(variant.name) \(id) disabled")
        }
      }
      #expect(visited == expected + ["body"], "\(variant.name)")
      // The ring is drawn: a pixel just outside the focused step's button is brand/base.
      try browser.pressTab(shift: true)
      if let last = targets.first(where: { $0.step == start }) {
        // Target frames are in drawing coordinates, like the screenshot.
        let area = last.frame
        let image = try screenshot(of: scene, in: browser, margin: 8)
        let ring = StepperPoint(x: area.center.x + 8, y: area.maxY + 3 + 8)
        #expect(
          image.color(at: ring)?.isClose(to: scene.theme[.brandBase], 8) == true,
          "\(variant.name) ring: \(String(describing: image.color(at: ring)))")
      }
      let back = try browser.evaluate("document.activeElement.dataset.step")
      #expect(back as? String == start.description)
      // Home, then Down along the row: every enabled step once, in order, each ringed.
      var walked: [String] = []
      try browser.press(key: "Home", code: "Home", keyCode: 36)
      for _ in targets {
        let step = try browser.evaluate(
          "document.activeElement.matches(':focus-visible') ? document.activeElement.dataset.step : ''"
        )
        if let step = step as? String, walked.last != step { walked.append(step) }
        try browser.press(key: "ArrowDown", code: "ArrowDown", keyCode: 40)
      }
      #expect(
        walked == targets.filter(\.isSelectable).map(\.step.description), "\(variant.name) walk")
    }
  }

  /// The browser's own accessibility tree, as a screen reader gets it: one progress bar named
  /// and valued, a named list, a named button per tap target, the disabled ones disabled.
  @Test func theBrowsersAccessibilityTreeHasOneProgressBarAndAButtonPerStep() throws {
    let folder = try writeGallery()
    defer { try? FileManager.default.removeItem(at: folder) }
    let browser = try HeadlessChromium(width: 800, height: 600)
    defer { browser.close() }
    let variant = try #require(GalleryVariant.all.first { $0.name == "flow-tappable-circular" })
    let scene = StepperScene(variant.configuration)
    try browser.navigate(to: folder.appendingPathComponent("variants/\(variant.name).html"))
    let tree = try browser.send("Accessibility.getFullAXTree")
    let nodes = (tree["nodes"] as? [[String: Any]] ?? []).filter { $0["ignored"] as? Bool != true }
    func role(_ node: [String: Any]) -> String? {
      (node["role"] as? [String: Any])?["value"] as? String
    }
    func name(_ node: [String: Any]) -> String? {
      (node["name"] as? [String: Any])?["value"] as? String
    }
    func property(_ node: [String: Any], _ key: String) -> Any? {
      (node["properties"] as? [[String: Any]])?.first { $0["name"] as? String == key }
        .flatMap { ($0["value"] as? [String: Any])?["value"] }
    }
    let bars = nodes.filter { role($0) == "progressbar" }
    #expect(bars.count == 1)
    let bar = try #require(bars.first)
    #expect(name(bar) == "Progress")
    #expect((bar["value"] as? [String: Any])?["value"] as? Double == scene.accessibility.stepsDone)
    #expect(property(bar, "valuemax") as? Double == Double(scene.accessibility.total))
    #expect(nodes.contains { role($0) == "list" && name($0) == "Steps" })
    let buttons = nodes.filter { role($0) == "button" }
    #expect(
      buttons.map(name) == [
        "All steps", "Cart, step 1 of 4, completed", "Shipping address, step 2 of 4, completed",
        "Payment, step 3 of 4, current",
      ])
    #expect(buttons.allSatisfy { property($0, "disabled") as? Bool != true })
    // A disabled step's button is exposed as disabled.
    let dash = try #require(GalleryVariant.all.first { $0.name == "flow-tappable-dash-rtl" })
    try browser.navigate(to: folder.appendingPathComponent("variants/\(dash.name).html"))
    let dashNodes =
      try browser.send("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]] ?? []
    let dashButtons = dashNodes.filter { role($0) == "button" && $0["ignored"] as? Bool != true }
    #expect(
      dashButtons.map { property($0, "disabled") as? Bool == true }
        == StepperScene(dash.configuration).tapTargets().map { !$0.isSelectable })
    #expect(dashButtons.last.flatMap(name) == "Step 6 of 6, unavailable")
  }
}

extension GallerySiteBrowserTests {
  /// A screenshot of the stepper's box grown by `margin` on every side.
  fileprivate func screenshot(
    of scene: StepperScene, in browser: HeadlessChromium, margin: Double
  ) throws -> RasterImage {
    let box = try #require(
      try browser.evaluate(
        "(r => [r.x, r.y, r.width, r.height])(document.querySelector('.eb-stepper').getBoundingClientRect())"
      ) as? [Double])
    return try browser.screenshot(
      clip: StepperRect(
        x: box[0] - margin, y: box[1] - margin, width: box[2] + 2 * margin,
        height: box[3] + 2 * margin))
  }
}
