import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct HTMLRendererTests {
  @Test(.requires(.xmllint), arguments: SampleSteppers.everyVariant.indices)
  func isWellFormedXHTMLAndParsesAsHTML(_ index: Int) throws {
    let html = StepperRenderer.html.render(StepperScene(SampleSteppers.everyVariant[index]))
    #expect(try xmllintProblems(html) == nil)
    #expect(try htmlParserProblems(html) == nil)
  }

  @Test(.requires(.xmllint)) func theHTMLCheckCanFail() throws {
    #expect(try htmlParserProblems("<div><p>a</div></span>") != nil)
  }

  @Test func isOneProgressbarWithTheAnnouncementAsItsValueText() throws {
    let html = StepperRenderer.html.render(StepperScene(SampleSteppers.make(.circular)))
    #expect(html.components(separatedBy: "role=\"progressbar\"").count == 2)
    #expect(
      html.contains(
        "role=\"progressbar\" aria-label=\"Progress\" aria-valuemin=\"0\" aria-valuemax=\"4\""
          + " aria-valuenow=\"2\" aria-valuetext=\"Step 2 of 4, 50%\""))
  }

  /// A tappable step has a pressed look from the tokens (not on a disabled one) and keeps its
  /// focus ring; nothing animates, so there is nothing for reduced motion to stop.
  @Test func tappableStepsHaveAPressedLookAndAFocusRing() throws {
    let html = StepperRenderer.html.render(StepperScene(SampleSteppers.make(.circular)))
    let brand = StepperToken.brandBase.cssCustomProperty
    let soft = StepperToken.bgSoft100.cssCustomProperty
    #expect(
      html.contains(
        ".eb-stepper__target:active:not([aria-disabled=\"true\"])::before,"
          + ".eb-stepper__all-steps:active::before"
          + "{background:var(\(soft));background:color-mix(in srgb,var(\(brand)) 16%,"
          + "transparent)}"))
    #expect(html.contains(".eb-stepper__target:focus-visible::before"))
    #expect(!html.contains("transition") && !html.contains("animation"))
  }

  @Test func aFinishedFlowReportsEveryStepDone() throws {
    let html = StepperRenderer.html.render(
      StepperScene(SampleSteppers.make(.dash, total: 4, current: 2, status: .success)))
    #expect(html.contains("aria-valuenow=\"4\" aria-valuetext=\"Step 4 of 4, 100%, success\""))
  }

  @Test func aFlowThatStartsLaterCountsInTheNumbersShown() throws {
    let html = StepperRenderer.html.render(
      try StepperScene(StepperConfiguration(total: 5, current: 2).replacing(\.firstNumber, with: 3))
    )
    #expect(
      html.contains(
        "aria-valuemin=\"0\" aria-valuemax=\"7\" aria-valuenow=\"4\" "
          + "aria-valuetext=\"Step 4 of 7, 57%\""))
    #expect(html.contains(">Step 3 of 7, completed<"))
    #expect(html.contains(">Step 7 of 7, upcoming<"))
    // Step ids stay those of the API.
    #expect(html.contains("data-step=\"1\""))
    #expect(!html.contains("data-step=\"7\""))
  }

  @Test func theStepsAreAnOrderedListWithTheCurrentOneMarked() throws {
    let html = StepperRenderer.html.render(
      StepperScene(SampleSteppers.make(.dash, total: 5, current: 3)))
    #expect(html.contains("<ol class=\"eb-stepper__steps\" aria-label=\"Steps\">"))
    #expect(html.components(separatedBy: "<li ").count == 6)
    #expect(html.components(separatedBy: "aria-current=\"step\"").count == 2)
    #expect(
      html.contains(
        "<li class=\"eb-stepper__step\" data-step=\"3\" data-state=\"active\" aria-current=\"step\">"
          + "<span class=\"eb-stepper__text\">Step 3 of 5, current</span>"))
    #expect(html.contains("<span class=\"eb-stepper__text\">Step 1 of 5, completed</span>"))
    #expect(html.contains("<span class=\"eb-stepper__text\">Step 4 of 5, upcoming</span>"))
  }

  @Test func colorsAreTokensWithTheScenesColorAsFallback() throws {
    let scene = StepperScene(SampleSteppers.make(.circular))
    let html = StepperRenderer.html.render(scene)
    #expect(html.contains("background:var(--brand-base,#155DFC)"))
    #expect(html.contains("border:2px solid var(--brand-base,#155DFC)"))
    #expect(html.contains("style=\"fill:var(--text-disabled-400,#AEAEB2)\">3</text>"))
    #expect(html.contains("stroke:var(--icon-on-color,#FFFFFF)"))
    // Every token defined for light and for dark.
    for token in StepperToken.allCases {
      #expect(html.contains("\(token.cssCustomProperty):\(StepperTheme.light[token].hex)"))
      #expect(html.contains("\(token.cssCustomProperty):\(StepperTheme.dark[token].hex)"))
    }
  }

  @Test func lightAndDarkFollowTheSystemOrTheThemeAttribute() throws {
    let scene = StepperScene(SampleSteppers.make(.circular, theme: .dark))
    let fixed = StepperRenderer.html.render(scene)
    #expect(fixed.contains(" data-theme=\"dark\""))
    let system = StepperRenderer.html(colorScheme: .system).render(scene)
    #expect(!system.contains(" data-theme=\""))
    for html in [fixed, system] {
      #expect(
        html.contains("@media (prefers-color-scheme:dark){.eb-stepper:not([data-theme=\"light\"]){")
      )
      #expect(html.contains(".eb-stepper[data-theme=\"dark\"]{"))
    }
    // The scene's colors, dark here, are the fallbacks.
    #expect(system.contains("background:var(--bg-white-0,#0E0E0F)"))
  }

  @Test func rightToLeftSetsDirAndPlacesBoxesAtTheMirroredFrames() throws {
    let scene = StepperScene(SampleSteppers.make(.circular, direction: .rightToLeft))
    let html = StepperRenderer.html.render(scene)
    #expect(html.hasPrefix("<div class=\"eb-stepper\" dir=\"rtl\" lang=\"en\""))
    // Step 1 sits at the right end: x 248.
    #expect(
      html.contains(
        "<li class=\"eb-stepper__step\" data-step=\"1\" data-state=\"complete\">"
          + "<span class=\"eb-stepper__text\">Step 1 of 4, completed</span>"
          + "<span class=\"eb-stepper__shape\" aria-hidden=\"true\" data-role=\"marker\""
          + " style=\"left:248px;top:0px;width:24px;height:24px;"))
    #expect(!html.contains("scaleX(-1)"))
  }

  @Test func drawsEveryElementAtItsFrame() throws {
    let p = NumberText.points
    func position(_ f: StepperRect) -> String {
      "left:\(p(f.x))px;top:\(p(f.y))px;width:\(p(f.width))px;height:\(p(f.height))px;"
    }
    for configuration in SampleSteppers.everyVariant + SampleSteppers.activity.map(\.configuration)
    {
      let scene = StepperScene(configuration)
      let html = StepperRenderer.html.render(scene)
      for element in scene.elements {
        let f = element.frame
        switch element.role {
        case .mark, .connector:
          #expect(
            html.contains("data-role=\"\(element.roleName)\" style=\"\(position(f))"))
        case .overflow:
          // A marker's box where it has one (circular); a dash's or bullet's dots alone.
          let box = "data-role=\"overflow\" style=\"\(position(f))"
          #expect(html.contains(box) == (element.fill != nil || element.stroke != nil))
        case .label, .description, .title, .allSteps:
          #expect(
            html.contains(
              "data-role=\"\(element.role.rawValue)\" viewBox=\"\(p(f.x)) \(p(f.y)) "
                + "\(p(f.width)) \(p(f.height))\" style=\"\(position(f))"))
        case .stepProgress, .loading:
          // A dash's or bullet's part is a box; a marker's arc or ring an inline drawing.
          #expect(
            html.contains("data-role=\"\(element.roleName)\" style=\"\(position(f))")
              || html.contains(
                "data-role=\"\(element.roleName)\" viewBox=\"\(p(f.x)) \(p(f.y)) "
                  + "\(p(f.width)) \(p(f.height))\" style=\"\(position(f))")
          )
        }
      }
    }
  }

  private func flow(_ name: String) throws -> StepperScene {
    StepperScene(try #require(SampleSteppers.named.first { $0.name == name }).configuration)
  }

  @Test func theScenesTapTargetsAreButtonsAndDisabledStepsAreMarkedSo() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .replacing(\.stepStates, with: [6: .disabled]))
    let html = StepperRenderer.html.render(scene)
    let targets = scene.tapTargets()
    // Steps 1–4 are reached; 5 is upcoming (no button); 6 is disabled.
    #expect(targets.map(\.step) == [1, 2, 3, 4, 6])
    #expect(
      html.components(separatedBy: "<button type=\"button\" class=\"eb-stepper__target\"").count
        == targets.count + 1)
    let p = NumberText.points
    for target in targets {
      let area = target.frame
      let disabled = target.isSelectable ? "" : " aria-disabled=\"true\""
      #expect(
        html.contains(
          "<button type=\"button\" class=\"eb-stepper__target\" data-step=\"\(target.step)\""
            + " data-roving=\"step\"\(disabled)"
            + " style=\"left:\(p(area.x))px;top:\(p(area.y))px;width:\(p(area.width))px;"
            + "height:\(p(area.height))px;\"><span class=\"eb-stepper__text\">Step \(target.step) of 6"
        ))
    }
    #expect(
      html.contains(
        "data-step=\"5\" data-state=\"default\"><span class=\"eb-stepper__text\">Step 5 of 6, "
          + "upcoming</span><span class=\"eb-stepper__shape\""))
    // Step 6, and the stylesheet's rules for it (its cursor; no pressed look).
    #expect(html.components(separatedBy: "aria-disabled=\"true\"").count == 4)
    #expect(html.contains(":focus-visible::before{outline:2px solid var(--brand-base)"))
  }

  /// The writer asks for the tap targets only once it meets a step with a hit area, and starts
  /// the list again then: steps before it that have a target (a disabled one) must get it.
  @Test func stepsBeforeTheFirstTappableOneKeepTheirTargets() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: 5, current: 3, interaction: .tappable(steps: [3])
      ).replacing(\.stepStates, with: [1: .disabled]))
    let html = StepperRenderer.html.render(scene)
    #expect(scene.tapTargets().map(\.step) == [1, 3])
    #expect(
      html.components(separatedBy: "class=\"eb-stepper__target\" data-step=\"").dropFirst()
        .map { $0.prefix { $0 != "\"" } } == ["1", "3"])
    #expect(html.components(separatedBy: "<ol ").count == 2)
    #expect(html.contains("data-step=\"1\" data-roving=\"step\" aria-disabled=\"true\""))
  }

  @Test func tapTargetsOfAScrollingRowSitInContentCoordinates() throws {
    let scene = StepperScene(
      wholeRowOf: try StepperConfiguration(
        total: 20, current: 11, scrolling: StepperScrolling(viewport: 375),
        interaction: .reachedSteps))
    let html = StepperRenderer.html.render(scene)
    // Every step's button, the row's whole.
    let targets = scene.tapTargets(cutsToShownSteps: false)
    #expect(targets.count == 11)
    let target = try #require(targets.first)
    let x = NumberText.points(target.frame.x + scene.visibleRect.x)
    // Between them, the offsets that show the step whole (`data-scroll`), for the keyboard.
    let shown = try #require(scene.offsetsShowing(target.step))
    let scroll = NumberText.points(shown.lowerBound) + " " + NumberText.points(shown.upperBound)
    #expect(
      html.contains(
        "data-step=\"\(target.step)\" data-roving=\"step\" data-scroll=\"\(scroll)\" "
          + "style=\"left:\(x)px;"))
  }

  @Test func aStepperThatCannotBeTappedHasNoButtons() {
    #expect(
      !StepperRenderer.html.render(StepperScene(SampleSteppers.make(.circular))).contains("<button")
    )
  }

  @Test func namesTheStepsAndShowsTheHeaderAndAllStepsAsAButton() throws {
    let html = StepperRenderer.html.render(try flow("circular-names-header"))
    #expect(html.contains("<span class=\"eb-stepper__text\">Cart, step 1 of 4, completed</span>"))
    #expect(html.contains("<span class=\"eb-stepper__text\">Payment, step 3 of 4, current</span>"))
    let target = try #require(try flow("circular-names-header").allStepsTarget())
    let p = NumberText.points
    #expect(target.frame.height == 44)
    #expect(
      html.contains(
        "<button type=\"button\" class=\"eb-stepper__all-steps\" style=\"left:\(p(target.frame.x))px;"
          + "top:\(p(target.frame.y))px;width:\(p(target.frame.width))px;height:44px;\">"))
    #expect(html.contains("<span class=\"eb-stepper__text\">All steps</span></button>"))
    #expect(html.contains("text-anchor=\"middle\""))
    #expect(html.contains(">Review</text>"))
    #expect(html.contains("style=\"fill:var(--text-sub-600,#525866)\">Review</text>"))
  }

  @Test func subStepsAreItemsOfTheListAndTheCurrentOneIsMarked() throws {
    let html = StepperRenderer.html.render(try flow("circular-substeps"))
    #expect(
      html.contains(
        "<li class=\"eb-stepper__step\" data-step=\"2.1\" data-state=\"errorActive\""
          + " aria-current=\"step\"><span class=\"eb-stepper__text\">Scan ID, step 2.1 of 4, "
          + "current, failed</span>"))
    #expect(html.contains("data-step=\"2.2\" data-state=\"default\">"))
    #expect(html.components(separatedBy: "aria-current=").count == 2)
  }

  @Test func aScrollingRowIsClippedToItsViewportAtItsOffset() throws {
    let scene = try flow("circular-scrolling")
    let viewport = try #require(scene.viewport)
    let html = StepperRenderer.html.render(scene)
    let p = NumberText.points
    #expect(
      html.contains(
        "data-offset=\"\(p(viewport.offset))\" data-content-length=\"\(p(viewport.contentLength))\""
      ))
    #expect(html.contains("style=\"width:375px;height:\(p(scene.size.height))px;"))
    #expect(html.contains("<div class=\"eb-stepper__viewport\" style=\"overflow:clip\">"))
    #expect(
      html.contains(
        "<div class=\"eb-stepper__content-layer\" style=\"left:\(p(-scene.visibleRect.x))px;top:0px;"
          + "width:\(p(scene.contentSize.width))px;"))
    #expect(
      !StepperRenderer.html.render(StepperScene(SampleSteppers.make(.dash))).contains(
        "overflow:clip"))
  }

  /// The bug's reproduction: a column dragged 20 points under its header. The steps (the list,
  /// and a connector before it) sit in a window clipped to their part, from 64 in the 1,296.667
  /// points of content; the header, "All steps" and its button stay outside it, and the
  /// accessible structure is the same: one progress bar, the list with an item a step.
  @Test(.requires(.xmllint), arguments: [false, true])
  func clipsTheStepsOfAColumnBelowItsHeaderAndNotTheHeader(_ isTappable: Bool) throws {
    let scene = StepperScene(try SampleSteppers.columnUnderItsHeader(isTappable: isTappable))
    let html = StepperRenderer.html.render(scene)
    #expect(try xmllintProblems(html) == nil)
    #expect(try htmlParserProblems(html) == nil)
    let width = NumberText.points(scene.contentSize.width - scene.stepsRect.maxX)
    #expect(
      html.contains(
        "</svg>\n<div class=\"eb-stepper__steps-window\" style=\"position:absolute;left:0;top:0;"
          + "width:100%;height:100%;clip-path:inset(64px \(width)px 832.667px 0px)\">\n"
          + "<ol class=\"eb-stepper__steps\""))
    // A tappable column ends with the keyboard script, inside the root.
    let end = "</ol>\n</div>\n</div>\n</div>\n"
    #expect(isTappable ? html.contains(end + "<script>") : html.hasSuffix(end + "</div>\n"))
    #expect(html.hasSuffix(isTappable ? "</script>\n</div>\n" : end + "</div>\n"))
    let window = "div[@class=\"eb-stepper__steps-window\"]"
    let layer = "div[@class=\"eb-stepper__content-layer\"]"
    let header = "@data-role=\"title\" or @data-role=\"allSteps\""
    #expect(try xpathCount("//\(layer)/\(window)/ol[@class=\"eb-stepper__steps\"]", in: html) == 1)
    #expect(try xpathCount("//\(layer)/*[\(header)]", in: html) == 2)
    #expect(try xpathCount("//\(window)//*[\(header)]", in: html) == 0)
    #expect(try xpathCount("//\(layer)/button[@class=\"eb-stepper__all-steps\"]", in: html) == 1)
    #expect(try xpathCount("//*[@role=\"progressbar\"]", in: html) == 1)
    let shapes = scene.elements.filter { $0.role == .mark }
    #expect(try xpathCount("//\(window)/ol/li", in: html) == shapes.count)
    #expect(try xpathCount("//\(window)/ol/li[@aria-current=\"step\"]", in: html) == 1)
    let buttons = isTappable ? scene.tapTargets().count : 0
    #expect(try xpathCount("//\(window)/ol/li/button", in: html) == buttons)
    #expect(try xpathCount("//button", in: html) == buttons + 1)
  }

  /// In a browser the header band shows no step, and a tap there reaches no step's button:
  /// above the band's end, where step 1's marker and button still reach, the surface and no
  /// button; below, the marker's fill and its button.
  @Test(.requires(.chromium, .pngtopnm)) func inABrowserTheHeaderBandShowsAndTapsNoStep() throws {
    let scene = StepperScene(try SampleSteppers.columnUnderItsHeader(isTappable: true))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-clip-\(UUID().uuidString).html")
    try Data(StepperRenderer.page.render(scene).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let browser = try HeadlessChromium(width: 400, height: 600)
    defer { browser.close() }
    try browser.navigate(to: file)
    let box = try #require(
      try browser.evaluate(
        "(r => [r.x, r.y, r.width, r.height])(document.querySelector('.eb-stepper').getBoundingClientRect())"
      ) as? [Double])
    let image = try browser.screenshot(
      clip: StepperRect(x: box[0], y: box[1], width: box[2], height: box[3]))
    let marker = try #require(scene.elements.first { $0.role == .mark })
    let area = try #require(marker.hitArea)
    let visible = scene.visibleRect
    let x = marker.frame.center.x - visible.x
    let band = scene.stepsRect.y - 2 - visible.y
    let below = scene.stepsRect.y + 2 - visible.y
    // The step's area is cut where the steps start, though its mark is drawn above that.
    #expect(marker.step == 1 && area.y == scene.stepsRect.y && marker.frame.y < band + visible.y)
    #expect(image.color(at: StepperPoint(x: x, y: band))?.isClose(to: scene.background, 3) == true)
    #expect(
      image.color(at: StepperPoint(x: x, y: below))?.isClose(to: StepperColor(0x155DFC), 3) == true)
    func buttonStep(atDrawing y: Double) throws -> String? {
      try browser.evaluate(
        "(e => e && e.closest('.eb-stepper__target') ? e.closest('.eb-stepper__target').dataset.step : null)"
          + "(document.elementFromPoint(\(box[0] + x), \(box[1] + y)))") as? String
    }
    #expect(try buttonStep(atDrawing: band) == nil)
    #expect(try buttonStep(atDrawing: below) == "1")
  }

  /// Every other fragment is as it was: no steps' window, no clip path but the stylesheet's
  /// (for visually hidden text).
  @Test func nothingElseIsClipped() {
    for configuration in SampleSteppers.everyVariant {
      let scene = StepperScene(configuration)
      guard scene.stepsRect == scene.visibleRect else { continue }
      let html = StepperRenderer.html.render(scene)
      // (The keyboard script names the class, to find a window where there is one.)
      #expect(!html.contains("<div class=\"eb-stepper__steps-window\""), "\(configuration)")
      #expect(html.components(separatedBy: "clip-path:").count == 2, "\(configuration)")
    }
  }

  /// A name cut to two lines and an ellipsis is drawn cut, but read whole.
  @Test(arguments: StepperAxis.allCases)
  func screenReadersHearTheWholeNameNotTheDrawnLines(_ axis: StepperAxis) throws {
    let name = "Shipping and billing address for the whole order, with gift wrapping and a note"
    let scene = StepperScene(
      try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: [2: name, 3: "Pay"])
      ).unchecked { $0.axis = axis })
    let label = try #require(scene.elements.first { $0.step == 2 && $0.role == .label }?.text)
    #expect(label.isTruncated)
    #expect(label.fullText == name)
    let html = StepperRenderer.html.render(scene)
    #expect(html.contains(">\(name), step 2 of 4, current<"))
    #expect(html.contains(">Pay, step 3 of 4, upcoming<"))
    // The drawing still shows the cut lines, hidden from screen readers.
    let drawn = try #require(label.lines.last)
    #expect(drawn.hasSuffix("…"))
    #expect(html.contains(">\(drawn)</text>"))
  }

  @Test(.requires(.xmllint)) func escapesNames() throws {
    let html = StepperRenderer.html.render(try flow("circular-escaped-names"))
    #expect(try xmllintProblems(html) == nil)
    #expect(try htmlParserProblems(html) == nil)
    #expect(!html.contains("<b>") && !html.contains("\u{1B}") && !html.contains("\u{7}"))
    #expect(html.contains("&lt;b&gt;Terms &amp; &quot;Conditions&quot;"))
    #expect(html.contains("O&#39;Brien[31m"))
    #expect(html.contains("支払い 🎉"))
  }

  @Test(.requires(.xmllint)) func speaksTheLanguageOfItsStrings() throws {
    let strings = StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG"))
    let scene = StepperScene(
      try StepperConfiguration(total: 4, current: 2, direction: strings.layoutDirection),
      strings: strings)
    let html = StepperRenderer.html.render(scene)
    #expect(html.hasPrefix("<div class=\"eb-stepper\" dir=\"rtl\" lang=\"ar-EG\""))
    #expect(html.contains("aria-label=\"التقدم\""))
    #expect(html.contains("aria-label=\"الخطوات\""))
    // The value stays a number for the platform; the text is the locale's.
    #expect(html.contains("aria-valuenow=\"2\""))
    #expect(html.contains("aria-valuetext=\"\(scene.accessibility.announcement)\""))
    #expect(scene.accessibility.announcement.contains("٢"))
    #expect(try xmllintProblems(html) == nil)
  }

  @Test(.requires(.xmllint)) func escapesEveryString() throws {
    let scene = StepperScene(SampleSteppers.make(.circular), strings: hostileStrings)
    let html = StepperRenderer.html.render(scene)
    #expect(try xmllintProblems(html) == nil)
    #expect(try htmlParserProblems(html) == nil)
    #expect(!html.contains("<b>"))
    #expect(!html.contains("\u{1B}") && !html.contains("\u{7}"))
    #expect(html.contains("lang=\"en\""))
    #expect(html.contains("aria-label=\"Pro&lt;gress&gt;\""))
    #expect(html.contains("aria-label=\"St&amp;eps\""))
    #expect(
      html.contains(
        "&lt;b&gt;Step&lt;/b&gt; 1 &amp; &quot;4&quot; &#39;of&#39;[31m, done &amp; &quot;dusted&quot;"
      ))
  }

  /// The fragment boxes the drawing's shapes: one box per shape command, in its order, at the
  /// shape's frame (CSS draws the outline inside it), named as the command's tag names it.
  @Test func boxesTheCoresShapes() throws {
    let p = NumberText.points
    for configuration in SampleSteppers.everyVariant {
      let scene = StepperScene(configuration)
      var boxes: [String] = []
      StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
        guard let tag else { return }
        for case .shape(let shape) in commands.map(\.primitive) {
          let f = shape.frame
          boxes.append(
            "data-role=\"\(tag.roleName)\" style=\"left:\(p(f.x))px;top:\(p(f.y))px;"
              + "width:\(p(f.width))px;height:\(p(f.height))px;")
        }
      }
      let html = StepperRenderer.html.render(scene)
      let spans = html.components(separatedBy: "<span class=\"eb-stepper__").dropFirst()
        .filter { $0.hasPrefix("shape\"") || $0.hasPrefix("connector\"") }
      #expect(spans.count == boxes.count, "\(configuration)")
      for (span, box) in zip(spans, boxes) {
        #expect(span.contains(box), "\(span.prefix(160)) lacks \(box)")
      }
    }
  }
}
