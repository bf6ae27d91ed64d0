import StepperArbitrary
import Testing

@testable import StepperKit

/// Collapsed rows, drawn: overflow markers in their places, in their hidden steps' most urgent
/// state, named and tappable as "All steps"; and properties over many generated rows.
@Suite struct StepperSceneCollapseTests {
  /// The roles and steps of a scene's places (marks and overflow markers), in order.
  static func places(_ scene: StepperScene) -> [String] {
    scene.elements.filter { $0.role == .mark || $0.role == .overflow }.map {
      ($0.role == .overflow ? "…" : "") + ($0.step?.description ?? "-")
    }
  }

  @Test func showsTheEndsTheCurrentStepAndMarkersBetween() throws {
    let scene = StepperScene(
      try StepperConfiguration(total: 12, current: 6, maxVisible: 7).replacing(\.length, with: 420))
    #expect(Self.places(scene) == ["1", "…2", "5", "6", "7", "…8", "12"])
    // A connector leaves every place but the last.
    #expect(scene.elements.filter { $0.role == .connector }.count == 6)
    #expect(scene.elements.stepCount == 7)
  }

  @Test func aHiddenFailedStepKeepsItsMarkerRed() throws {
    let scene = StepperScene(
      try StepperConfiguration(total: 12, current: 6, maxVisible: 7).replacing(\.length, with: 420)
        .replacing(\.stepStates, with: [3: .error]))
    let marker = try #require(scene.elements.first { $0.role == .overflow })
    #expect(marker.state == .error)
    #expect(marker.tokens.fill == .stepperNegative)
    #expect(marker.content == .ellipsis(color: StepperTheme.light[.iconOnColor]))
    #expect(scene.overflowTargets().first?.label == "3 more steps, 1 failed")
  }

  @Test func markersSitInTheirPlacesAtAStepsPitch() throws {
    let scene = StepperScene(try StepperConfiguration(total: 12, current: 6, maxVisible: 5))
    let frames = scene.elements.filter { $0.role == .mark || $0.role == .overflow }.map(\.frame)
    // Five places in 272: connectors of 42.667 between 24-point markers and 8-point gaps.
    #expect(frames.map(\.x) == [0, 1, 2, 3, 4].map { Double($0) * 62 })
    #expect(frames.allSatisfy { $0.width == 24 && $0.height == 24 })
  }

  @Test func dashAndBulletMarkersAreThreeDotsInTheirTone() throws {
    for style in [StepperStyle.dash, .bullet] {
      let scene = StepperScene(
        try StepperConfiguration(style: style, total: 30, current: 12, maxVisible: 9))
      let markers = scene.elements.filter { $0.role == .overflow }
      #expect(markers.count == 2)
      for marker in markers {
        #expect(marker.fill == nil && marker.stroke == nil)
        let token = marker.state == .complete ? StepperToken.stepperBg : .stepperTrack
        #expect(marker.tokens.content == token)
        var commands: [StepperDrawCommand] = []
        StepperSceneDrawing.appendCommands(
          of: marker, shift: StepperPoint(x: 0, y: 0), opacity: 1, to: &commands)
        let dots = commands.compactMap { if case .dot(let dot) = $0.primitive { dot } else { nil } }
        #expect(dots.count == 3, "\(style)")
        #expect(dots.allSatisfy { marker.frame.contains($0.center) })
      }
    }
  }

  @Test func tappableMarkersAskForAllSteps() throws {
    let scene = StepperScene(
      try StepperConfiguration(total: 12, current: 6, maxVisible: 5, interaction: .reachedSteps))
    let targets = scene.overflowTargets()
    #expect(targets.count == 2)
    #expect(targets.allSatisfy { $0.isButton })
    #expect(targets.map(\.steps) == [StepperStepID(2)...StepperStepID(5), 7...11])
    for target in targets {
      #expect(scene.selection(atDrawingPoint: target.frame.center) == .allSteps)
    }
    let current = try #require(scene.tapTargets().first { $0.step == 6 })
    #expect(scene.selection(atDrawingPoint: current.frame.center) == .step(6))
    let still = StepperScene(try StepperConfiguration(total: 12, current: 6, maxVisible: 5))
    #expect(still.overflowTargets().allSatisfy { !$0.isButton })
  }

  @Test func namesOfHiddenStepsAreNotShown() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 12, current: 6, maxVisible: 5,
        labels: StepperLabels(names: [3: "Hidden", 6: "Shown"])))
    let names = scene.elements.compactMap { $0.role == .label ? $0.step : nil }
    #expect(names == [6])
  }

  @Test func everyLanguageNamesAMarker() {
    let expected = [
      "en": "3 more steps, 1 failed, 2 skipped",
      "de": "3 weitere Schritte, 1 fehlgeschlagen, 2 übersprungen",
      "es": "3 pasos más, 1 fallido, 2 omitidos",
      "fr": "3 étapes de plus, 1 en échec, 2 ignorées",
      "ja": "ほか3ステップ、1件失敗、2件スキップ",
      "ar": "3 خطوات أخرى، فشلت خطوة واحدة، تم تخطي خطوتين",
    ]
    for strings in StepperStrings.all {
      let text = strings.overflowDescription(hidden: 3, failed: 1, skipped: 2)
      #expect(text == expected[strings.languageCode], "\(strings.languageCode)")
    }
    #expect(
      StepperStrings.english.overflowDescription(hidden: 1, failed: 0, skipped: 0) == "1 more step")
  }

  // MARK: - Over many rows

  /// Generated configurations, collapsed where the draw says so and the row fits.
  static func collapsed(seed: UInt64) -> [(ConfigurationRecipe, StepperConfiguration)] {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    var collapses = Arbitrary(SplitMix64(seed: seed &+ 0xC011_A95E))
    var made: [(ConfigurationRecipe, StepperConfiguration)] = []
    while made.count < 300 {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      recipe.viewport = nil
      recipe.scrollOffset = nil
      recipe.length = 2_000
      ArbitraryConfiguration.collapse(&recipe, &collapses)
      guard recipe.maxVisible != nil, let configuration = try? recipe.make(),
        configuration.isCollapsed
      else { continue }
      made.append((recipe, configuration))
    }
    return made
  }

  /// Every collapsed row: as many places as it may have, the current step among them, each
  /// step shown once or hidden in one marker, places in reading order without overlapping,
  /// each marker in its hidden steps' most urgent state and named for them, and only shown
  /// steps named or read as steps.
  @Test func everyCollapsedRowKeepsItsPromises() throws {
    for (recipe, configuration) in Self.collapsed(seed: 16) {
      let scene = StepperScene(configuration)
      let steps = configuration.steps
      let maxVisible = try #require(configuration.options.maxVisible)
      let places = scene.elements.filter { $0.role == .mark || $0.role == .overflow }
      #expect(places.count == maxVisible, "\(recipe)")
      #expect(places.contains { $0.role == .mark && $0.step == configuration.options.current })
      var covered: [Int] = []
      let targets = scene.overflowTargets()
      var nextTarget = 0
      for (index, place) in places.enumerated() {
        let step = try #require(place.step)
        let first = steps.ordinal(of: step)
        let end =
          index + 1 < places.count ? steps.ordinal(of: places[index + 1].step!) : steps.count
        if place.role == .mark {
          #expect(end == first + 1, "\(recipe)")
          covered.append(first)
          continue
        }
        let hidden = Array(first..<end)
        #expect(hidden.count >= 2, "\(recipe)")
        covered += hidden
        let states = hidden.map { configuration.state(of: steps.id(at: $0)) }
        #expect(
          CollapsedRow.urgency(of: place.state) == states.map(CollapsedRow.urgency(of:)).max(),
          "\(recipe)")
        let target = targets[nextTarget]
        nextTarget += 1
        #expect(target.steps == steps.id(at: hidden[0])...steps.id(at: hidden[hidden.count - 1]))
        let failed = states.filter { $0 == .error || $0 == .errorActive }.count
        let skipped = states.filter { $0 == .skipped }.count
        #expect(
          target.label
            == StepperStrings.english.overflowDescription(
              hidden: hidden.count, failed: failed, skipped: skipped))
        #expect(target.isButton == configuration.options.isTappable)
      }
      #expect(covered == Array(0..<steps.count), "\(recipe)")
      #expect(nextTarget == targets.count)
      // Reading order, no two places overlapping along the main axis.
      let isHorizontal = configuration.options.axis == .horizontal
      let spans = places.map {
        isHorizontal ? ($0.frame.x, $0.frame.maxX) : ($0.frame.y, $0.frame.maxY)
      }
      let ordered =
        configuration.options.direction == .rightToLeft && isHorizontal ? spans.reversed() : spans
      for (a, b) in zip(ordered, ordered.dropFirst()) {
        #expect(a.1 <= b.0 + 1e-9, "\(recipe)")
      }
      let shown = Set(places.filter { $0.role == .mark }.compactMap(\.step))
      for element in scene.elements where element.role == .label || element.role == .description {
        #expect(shown.contains(element.step!), "\(recipe)")
      }
      #expect(Set(scene.accessibleSteps().map(\.step)) == shown, "\(recipe)")
    }
  }
}
