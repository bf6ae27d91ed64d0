import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// The current step's activity in every renderer: SVG and HTML draw its parts and tag them,
/// JSON lists them, the terminal draws them in glyphs that read without color.
@Suite struct StepperRendererActivityTests {
  private func scene(
    _ style: StepperStyle, _ activity: StepperActivity,
    direction: StepperLayoutDirection = .leftToRight
  ) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(style: style, total: 4, current: 2).replacing(
        \.activity, with: activity
      )
      .unchecked { $0.direction = direction })
  }

  @Test(arguments: StepperStyle.allCases)
  func svgTagsTheActivityAfterTheCurrentMark(_ style: StepperStyle) throws {
    let svg = StepperRenderer.svg.render(
      try scene(style, StepperActivity(isLoading: true, stepProgress: 0.5)))
    let progress = try #require(svg.range(of: "data-role=\"stepProgress\" data-step=\"2\""))
    let loading = try #require(svg.range(of: "data-role=\"loading\" data-step=\"2\""))
    #expect(progress.lowerBound < loading.lowerBound)
    #expect(svg.contains("<title>Step 2 of 4, 37.5%, loading</title>"))
  }

  /// librsvg paints the part done, the track after it and the loading segment where the scene
  /// puts them.
  @Test(.requires(.rsvgConvert, .pngtopnm)) func librsvgPaintsTheDashesPartDone() throws {
    let scene = try scene(.dash, StepperActivity(isLoading: true, stepProgress: 0.4))
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let mark = try #require(scene.elements.first { $0.role == .mark && $0.step == 2 })
    let theme = StepperTheme.light
    let y = mark.frame.center.y
    let done = StepperPoint(x: mark.frame.x + mark.frame.width * 0.2, y: y)
    let track = StepperPoint(x: mark.frame.x + mark.frame.width * 0.5, y: y)
    let segment = StepperPoint(x: mark.frame.x + mark.frame.width * 0.7, y: y)
    #expect(image.color(at: done) == theme[.stepperBg])
    #expect(image.color(at: track) == theme[.stepperTrack])
    #expect(image.color(at: segment) == theme[.stepperBg])
  }

  /// Half of a circular marker's outline is the brand arc, clockwise from the top; the other
  /// half is its track.
  @Test(.requires(.rsvgConvert, .pngtopnm)) func librsvgPaintsTheMarkersArc() throws {
    let scene = try scene(.circular, StepperActivity(stepProgress: 0.5))
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let mark = try #require(scene.elements.first { $0.role == .mark && $0.step == 2 })
    let center = mark.frame.center
    let ring = mark.frame.width / 2 - 1
    let theme = StepperTheme.light
    #expect(image.color(at: StepperPoint(x: center.x + ring, y: center.y)) == theme[.brandBase])
    #expect(image.color(at: StepperPoint(x: center.x - ring, y: center.y)) == theme[.bgSoft100])
  }

  @Test func aCircularArcIsAStrokedPathInBrandBase() throws {
    let svg = StepperRenderer.svg.render(try scene(.circular, StepperActivity(stepProgress: 0.5)))
    let line = try #require(svg.split(separator: "\n").first { $0.contains("stepProgress") })
    #expect(line.contains("<path d=\"M"))
    #expect(line.contains("stroke=\"#155DFC\""))
    #expect(line.contains("fill=\"none\""))
  }

  @Test(.requires(.xmllint), arguments: StepperStyle.allCases)
  func htmlDrawsTheActivityWellFormed(_ style: StepperStyle) throws {
    let html = StepperRenderer.html.render(
      try scene(style, StepperActivity(isLoading: true, stepProgress: 0.5)))
    #expect(try xmllintProblems(html) == nil)
    #expect(html.contains("eb-stepper__step-progress"))
    #expect(html.contains("eb-stepper__loading"))
    #expect(html.contains("aria-valuenow=\"1.5\""))
    #expect(html.contains("aria-valuetext=\"Step 2 of 4, 37.5%, loading\""))
  }

  @Test func jsonListsTheActivity() throws {
    let json = StepperRenderer.json.render(
      try scene(
        .circular, StepperActivity(isLoading: true, stepProgress: 0.5),
        direction: .rightToLeft))
    #expect(json.contains("\"total\": 4, \"loading\": true, \"stepProgress\": 0.5, \"language\""))
    #expect(json.contains("\"arc\": {\"start\": 0, \"sweep\": -0.5}"))
    #expect(json.contains("\"arc\": {\"start\": 0, \"sweep\": 0.75}"))
    let plain = StepperRenderer.json.render(
      StepperScene(try StepperConfiguration(total: 4, current: 2)))
    #expect(!plain.contains("\"loading\""))
    #expect(!plain.contains("\"arc\""))
  }

  private func text(_ style: StepperStyle, _ activity: StepperActivity) throws -> String {
    StepperRenderer.ansi(colorMode: .none, columns: 80).render(try scene(style, activity))
  }

  @Test func theTerminalShowsTheActivityInGlyphs() throws {
    #expect(try text(.circular, .loading).contains("(⋯)"))
    #expect(try text(.circular, StepperActivity(stepProgress: 0.5)).contains("◑2)"))
    #expect(try text(.bullet, StepperActivity(stepProgress: 0.75)).contains("● ◕ ○ ○"))
    #expect(try text(.bullet, .loading).contains("● ⋯ ○ ○"))
    let dash = try text(.dash, StepperActivity(stepProgress: 0.5))
    // The second dash: half filled, half track, between the first dash and the third.
    let dashes = dash.split(separator: " ")
    #expect(dashes.count == 4)
    let second = Array(dashes[1])
    #expect(second.prefix(second.count / 2).allSatisfy { $0 == "━" })
    #expect(second.suffix(second.count / 2).allSatisfy { $0 == "─" })
    #expect(try text(.dash, .loading).split(separator: " ")[1].contains("⋯"))
  }

  @Test func aRightToLeftDashFillsFromTheRight() throws {
    let text = StepperRenderer.ansi(colorMode: .none, columns: 80).render(
      try scene(.dash, StepperActivity(stepProgress: 0.5), direction: .rightToLeft))
    let dashes = text.split(separator: " ")
    // Right to left, step 2 is the third dash from the left.
    let second = Array(dashes[2])
    #expect(second.suffix(second.count / 2).allSatisfy { $0 == "━" })
    #expect(second.prefix(second.count / 2).allSatisfy { $0 == "─" })
  }

  /// Generated configurations with an activity stay well formed and finite.
  @Test(.requires(.xmllint)) func generatedActivitiesGiveWellFormedSVGAndHTML() throws {
    let cases = GeneratedSteppers.named(seed: 43, count: 24, activity: true)
    #expect(cases.contains { !$0.configuration.options.activity.isEmpty })
    for (recipe, configuration) in cases {
      let scene = StepperScene(configuration)
      #expect(try xmllintProblems(StepperRenderer.svg.render(scene)) == nil, "\(recipe)")
      #expect(try xmllintProblems(StepperRenderer.html.render(scene)) == nil, "\(recipe)")
      #expect(scene.accessibility.fraction.isFinite, "\(recipe)")
    }
  }
}
