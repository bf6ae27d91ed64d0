import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// The markup of a row the browser scrolls: a scroll container over the steps' part, snapping
/// mandatory along the row, a snap marker at each of the core's snap offsets
/// (`StepperConfiguration.snapOffsets`), every step of the row in the list, and the offset the
/// row opens at.
@Suite struct HTMLScrollContainerTests {
  private static func everyStep(_ total: Int) -> StepperInteraction {
    .tappable(steps: Set((1...total).map { StepperStepID($0) }))
  }

  /// Rows that scroll: left to right, right to left, a column, a column under its header, a
  /// bullet row with sub-steps that cannot be tapped.
  static let rows: [(name: String, configuration: StepperConfiguration)] = {
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    let row = make {
      try StepperConfiguration(
        total: 20, current: 9, scrolling: StepperScrolling(viewport: 375),
        interaction: everyStep(20))
    }
    return [
      ("ltr", row),
      ("rtl", row.unchecked { $0.direction = .rightToLeft }),
      (
        "column",
        make {
          try StepperConfiguration(
            total: 20, current: 9, scrolling: StepperScrolling(viewport: 300),
            interaction: everyStep(20)
          ).unchecked { $0.axis = .vertical }
        }
      ),
      (
        "column-under-header",
        make {
          try StepperConfiguration(
            total: 20, current: 9,
            labels: StepperLabels(showsHeader: true, showsAllSteps: true),
            scrolling: StepperScrolling(viewport: 400), interaction: everyStep(20)
          ).unchecked { $0.axis = .vertical }
        }
      ),
      (
        "bullet-substeps",
        make {
          try StepperConfiguration(
            style: .bullet, total: 30, current: 12, substeps: try StepperSubsteps([3: 2]),
            scrolling: StepperScrolling(viewport: 120))
        }
      ),
    ]
  }()

  /// The `data-offset` of every snap marker, in order.
  private func markerOffsets(in html: String) -> [String] {
    html.components(separatedBy: "<span class=\"eb-stepper__snap\" data-offset=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
  }

  @Test(.requires(.xmllint), arguments: rows.indices)
  func aRowThatScrollsIsAScrollContainerSnappingToTheCoresOffsets(_ index: Int) throws {
    let (name, configuration) = Self.rows[index]
    let scene = StepperScene(wholeRowOf: configuration)
    let viewport = try #require(scene.viewport)
    let html = StepperRenderer.html.render(scene)
    #expect(try xmllintProblems(html) == nil, "\(name)")
    #expect(try htmlParserProblems(html) == nil, "\(name)")
    let p = NumberText.points
    // One container, scrolling along the row only, snapping mandatory.
    let vertical = configuration.options.axis == .vertical
    #expect(try xpathCount("//div[@class=\"eb-stepper__scroller\"]", in: html) == 1, "\(name)")
    #expect(
      html.contains(
        vertical
          ? "overflow-x:hidden;overflow-y:auto;scroll-snap-type:y mandatory\">"
          : "overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain;"
            + "scroll-snap-type:x mandatory\">"), "\(name)")
    // A snap marker at each of the core's snap offsets, no other: the row opens at a page.
    #expect(!configuration.snapOffsets.isEmpty)
    #expect(markerOffsets(in: html) == configuration.snapOffsets.map(p), "\(name)")
    #expect(scene.snapOffsets == configuration.snapOffsets)
    // It opens at the page of the current step.
    #expect(viewport.offset == configuration.scrollViewport?.offset)
    #expect(html.contains("data-offset=\"\(p(viewport.offset))\" data-content-length="))
    #expect(
      html.components(separatedBy: "scroll-initial-target:nearest").count - 1
        == (configuration.options.direction == .rightToLeft ? 0 : 1), "\(name)")
    // Every step of the row is in the list, on screen or not.
    let marks = scene.elements.filter { $0.role == .mark }.count
    #expect(marks > StepperScene(configuration).elements.filter { $0.role == .mark }.count)
    let list = "//div[@class=\"eb-stepper__scroller\"]/div/ol[@class=\"eb-stepper__steps\"]"
    #expect(try xpathCount(list + "/li", in: html) == marks, "\(name)")
    let last = "\(configuration.options.total)"
    #expect(html.contains("<li class=\"eb-stepper__step\" data-step=\"\(last)\""), "\(name)")
    // Each step button says which offsets show its step whole, for the keyboard.
    for target in scene.tapTargets(cutsToShownSteps: false) {
      let shown = try #require(scene.offsetsShowing(target.step))
      #expect(
        html.contains(
          "data-step=\"\(target.step)\" data-roving=\"step\" "
            + "data-scroll=\"\(p(shown.lowerBound)) \(p(shown.upperBound))\""), "\(name)")
    }
    // The fragment ends with the script that opens the row at its offset.
    #expect(html.hasSuffix("//]]></script>\n</div>\n"), "\(name)")
  }

  /// The header of a column under its header stays in a layer of its own, outside the
  /// container, which covers the steps' part alone.
  @Test(.requires(.xmllint)) func theHeaderStaysOutsideTheScrollContainer() throws {
    let scene = StepperScene(wholeRowOf: Self.rows[3].configuration)
    #expect(scene.stepsRect != scene.visibleRect)
    let html = StepperRenderer.html.render(scene)
    let header = "@data-role=\"title\" or @data-role=\"allSteps\""
    let layer = "div[@class=\"eb-stepper__content-layer eb-stepper__header-layer\"]"
    #expect(try xpathCount("//\(layer)/*[\(header)]", in: html) == 2)
    #expect(try xpathCount("//\(layer)/button[@class=\"eb-stepper__all-steps\"]", in: html) == 1)
    #expect(try xpathCount("//div[@class=\"eb-stepper__scroller\"]//*[\(header)]", in: html) == 0)
    let p = NumberText.points
    let band = scene.stepsRect.y - scene.visibleRect.y
    #expect(
      html.contains(
        "<div class=\"eb-stepper__scroller\" style=\"left:0px;top:\(p(band))px;"
          + "width:\(p(scene.stepsRect.width))px;height:\(p(scene.stepsRect.height))px;"))
    // No step is cut to the steps' part at the scene's offset: the container clips.
    #expect(!html.contains("eb-stepper__steps-window"))
  }

  /// A row opened at an offset that is no snap offset (a configuration's own) keeps it as one
  /// more rest point, the only way a mandatory snap container can rest there.
  @Test func anOffsetOfItsOwnIsOneMoreRestPoint() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 3, scrolling: StepperScrolling(viewport: 375, offset: 10))
    #expect(!configuration.snapOffsets.contains(10))
    let html = StepperRenderer.html.render(StepperScene(wholeRowOf: configuration))
    #expect(markerOffsets(in: html) == configuration.snapOffsets.map(NumberText.points) + ["10"])
    #expect(html.contains("data-offset=\"10\" style=\"left:10px;scroll-initial-target:nearest\""))
  }

  /// A row without buttons is a tab stop, so that the keyboard can scroll it, and still ends
  /// with the script that opens it at its offset, unless inline scripts are off.
  @Test func aRowWithoutButtonsIsATabStopAndOpensByScript() throws {
    let scene = StepperScene(wholeRowOf: Self.rows[4].configuration)
    #expect(!scene.hasTapTargets)
    let html = StepperRenderer.html.render(scene)
    #expect(html.contains("<div class=\"eb-stepper__scroller\" tabindex=\"0\" style="))
    #expect(html.contains(StepperRenderer.htmlKeyboardScript))
    let quiet = StepperRenderer.html(colorScheme: .fixed, inlineScript: false).render(scene)
    #expect(!quiet.contains("<script>"))
    let tappable = StepperRenderer.html.render(StepperScene(wholeRowOf: Self.rows[0].configuration))
    #expect(tappable.contains("<div class=\"eb-stepper__scroller\" style="))
  }

  /// A scene of the steps on screen alone is clipped at its offset, as is a row too long for
  /// the browser's layout, whose HTML scene holds only what shows; a row drawn whole has no
  /// container.
  @Test func onlyAWholeRowTheBrowserCanLayOutScrolls() throws {
    let row = Self.rows[0].configuration
    let clipped = StepperRenderer.html.render(StepperScene(row))
    #expect(!clipped.contains("class=\"eb-stepper__scroller"))
    #expect(!clipped.contains("data-scroll="))
    #expect(clipped.contains("<div class=\"eb-stepper__viewport\" style=\"overflow:clip\">"))
    let long = try StepperConfiguration(
      total: 1_000_000, current: 500_000, scrolling: StepperScrolling(viewport: 375))
    #expect(try #require(long.scrollViewport).contentLength > 10_000_000)
    let scene = StepperScene(htmlOf: long)
    #expect(!scene.holdsWholeRow && scene.snapOffsets.isEmpty)
    #expect(!StepperRenderer.html.render(scene).contains("class=\"eb-stepper__scroller"))
    #expect(StepperScene(htmlOf: row).holdsWholeRow)
    let whole = StepperScene(wholeRowOf: SampleSteppers.make(.dash))
    #expect(!StepperRenderer.html.render(whole).contains("class=\"eb-stepper__scroller"))
  }

  /// A 10,000-step row is written whole: every step, every snap offset.
  @Test func aTenThousandStepRowIsWrittenWhole() throws {
    let configuration = try StepperConfiguration(
      total: 10_000, current: 5_000, scrolling: StepperScrolling(viewport: 375))
    let html = StepperRenderer.html.render(StepperScene(htmlOf: configuration))
    #expect(html.components(separatedBy: "<li class=\"eb-stepper__step\"").count - 1 == 10_000)
    #expect(markerOffsets(in: html).count == configuration.snapOffsets.count)
  }
}
