import StepperKit
import Testing

@Suite struct SceneTapTargetsTests {
  @Test func aRowThatCannotBeTappedHasNoButtons() throws {
    let scene = try StepperScene(StepperConfiguration(total: 4, current: 3))
    #expect(scene.tapTargets().isEmpty)
  }

  @Test func reachedStepsAreButtonsWithTheCoresHitAreasAndLabels() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    let targets = scene.tapTargets()
    #expect(targets.map(\.step) == [1, 2, 3])
    #expect(
      targets.map(\.label) == [
        "Step 1 of 4, completed", "Step 2 of 4, completed", "Step 3 of 4, current",
      ])
    #expect(targets.map(\.isSelected) == [false, false, true])
    #expect(targets.allSatisfy { $0.isSelectable })
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 1 })
    #expect(targets[0].frame == marker.hitArea)
    #expect(targets[0].frame.width >= 44 && targets[0].frame.height >= 44)
  }

  @Test func labelsCountFromTheFirstNumber() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps).replacing(
        \.firstNumber, with: 10))
    #expect(scene.tapTargets().map(\.step) == [1, 2, 3])
    #expect(
      scene.tapTargets().map(\.label) == [
        "Step 10 of 13, completed", "Step 11 of 13, completed", "Step 12 of 13, current",
      ])
    #expect(scene.tapTargets(strings: .german).first?.label == "Schritt 10 von 13, abgeschlossen")
  }

  @Test func disabledStepsAreDisabledButtons() throws {
    let scene = try StepperScene(
      StepperConfiguration(style: .dash, total: 4, current: 3, interaction: .reachedSteps)
        .replacing(\.stepStates, with: [2: .disabled]))
    let disabled = try #require(scene.tapTargets().first { $0.step == 2 })
    #expect(!disabled.isSelectable)
    let dash = try #require(scene.elements.first { $0.step == 2 })
    #expect(isClose(disabled.frame.height, 44))
    #expect(isClose(disabled.frame.center.y, dash.frame.center.y))
    #expect(isClose(disabled.frame.width, dash.frame.width))
  }

  @Test func aScrollingRowsButtonsAndTapsAreInDrawingCoordinates() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 20, current: 6, scrolling: StepperScrolling(viewport: 375),
        interaction: .reachedSteps))
    let offset = try #require(scene.viewport?.offset)
    let target = try #require(scene.tapTargets().first { $0.step == 6 })
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 6 })
    let area = try #require(marker.hitArea)
    #expect(isClose(target.frame.x, area.x - offset))
    #expect(scene.hitTest(drawingPoint: StepperPoint(x: target.frame.center.x, y: 12)) == 6)
    #expect(scene.hitTest(drawingPoint: StepperPoint(x: 360, y: 12)) == nil)
  }

  /// A column scrolled 20 points under its header: step 1 shows its last 4 points below the
  /// header band, and its button only there, clear of "All steps"; the others are whole.
  @Test func aButtonIsCutToWhereTheStepsAreDrawn() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
      scrolling: StepperScrolling(viewport: 400, offset: 20), interaction: .reachedSteps
    ).unchecked { $0.axis = .vertical }
    let scene = StepperScene(configuration)
    let targets = scene.tapTargets()
    let steps = scene.stepsRect
    let window = StepperRect(
      x: steps.x - scene.visibleRect.x, y: steps.y - scene.visibleRect.y, width: steps.width,
      height: steps.height)
    let first = try #require(targets.first)
    #expect(first.step == StepperStepID(1))
    #expect(first.frame.y == window.y && first.frame.height < 44)
    #expect(targets.allSatisfy { $0.frame.intersection(window) == $0.frame })
    #expect(targets.dropFirst().allSatisfy { $0.frame.height >= 44 })
    let allSteps = try #require(scene.allStepsTarget())
    #expect(targets.allSatisfy { $0.frame.intersection(allSteps.frame) == nil })
    // Uncut, for an output whose steps scroll in a container of their own: step 1's whole
    // button, reaching under the header band, and a button for every step of the row,
    // scrolled out of sight or not.
    let uncut = StepperScene(wholeRowOf: configuration).tapTargets(cutsToShownSteps: false)
    #expect(uncut.map(\.step) == (1...5).map { StepperStepID($0) })
    #expect(Array(uncut.map(\.step).prefix(targets.count)) == targets.map(\.step))
    #expect(try #require(uncut.first).frame.height >= 44)
    #expect(try #require(uncut.first).frame.y < window.y)
    for (cut, whole) in zip(targets.dropFirst(), uncut.dropFirst()) {
      #expect(abs(cut.frame.y - whole.frame.y) < 1e-9 && abs(cut.frame.height - 44) < 1e-9)
    }
  }

  @Test func labelsAreInTheScenesLanguageUnlessAskedForAnother() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, interaction: .reachedSteps)
    let scene = StepperScene(configuration, strings: .german)
    #expect(
      scene.tapTargets().map(\.label) == [
        "Schritt 1 von 4, abgeschlossen", "Schritt 2 von 4, aktuell",
      ])
    #expect(
      scene.tapTargets(strings: .french).map(\.label) == [
        "Étape 1 sur 4, terminée", "Étape 2 sur 4, en cours",
      ])
  }

  @Test func withoutTheControlThereIsNoAllStepsButton() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsHeader: true)))
    #expect(scene.allStepsTarget() == nil)
    #expect(scene.selection(atDrawingPoint: StepperPoint(x: 270, y: 10)) == nil)
  }

  @Test func allStepsIsAButtonAroundItsTitleInsideTheDrawing() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsAllSteps: true)))
    let target = try #require(scene.allStepsTarget())
    let title = try #require(scene.elements.first { $0.role == .allSteps })
    #expect(target.label == "All steps")
    #expect(target.frame.height == 44)
    #expect(target.frame.width >= 44)
    #expect(target.frame.y == 0, "the layout made room above the header")
    #expect(isClose(target.frame.center.y, title.frame.center.y))
    #expect(target.frame.x <= title.frame.x && target.frame.maxX >= title.frame.maxX)
    #expect(target.frame.maxX <= scene.size.width)
  }

  /// The header does not move when the control comes or goes, and the control's button stays
  /// inside the drawing and clear of every step's, on either axis, for a short or a two-line
  /// title, in a narrow bullet row grown to hold its header.
  @Test(arguments: StepperAxis.allCases, StepperStyle.allCases)
  func theHeaderStaysAndTheButtonStaysClearOfTheSteps(
    axis: StepperAxis, style: StepperStyle
  )
    throws
  {
    let long =
      "Upload the front and the back of your identity document, then a selfie in good light"
    for name in ["Address", long] {
      func scene(allSteps: Bool) throws -> StepperScene {
        try StepperScene(
          StepperConfiguration(
            style: style, total: 5, current: 2,
            labels: StepperLabels(names: [2: name], showsHeader: true, showsAllSteps: allSteps),
            interaction: .reachedSteps
          ).unchecked { $0.axis = axis })
      }
      let with = try scene(allSteps: true)
      let without = try scene(allSteps: false)
      let title = try #require(with.elements.first { $0.role == .title })
      // The same place: the same corner and first baseline (a long title gives way to the
      // control, so it may break elsewhere).
      let alone = try #require(without.elements.first { $0.role == .title })
      #expect(title.frame.x == alone.frame.x && title.frame.y == alone.frame.y)
      #expect(title.text?.baselines.first == alone.text?.baselines.first)
      #expect(with.tapTargets() == without.tapTargets())
      let target = try #require(with.allStepsTarget())
      #expect(target.frame.height >= 44 && target.frame.width >= 44)
      #expect(target.frame.y >= 0 && target.frame.maxX <= with.size.width && target.frame.x >= 0)
      #expect(with.tapTargets().allSatisfy { $0.frame.intersection(target.frame) == nil })
      #expect(with.selection(atDrawingPoint: target.frame.center) == .allSteps)
    }
  }

  @Test func theButtonIsNamedInTheScenesLanguageUnlessAskedForAnother() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(showsAllSteps: true))
    let german = StepperScene(configuration, strings: .german)
    #expect(german.allStepsTarget()?.label == "Alle Schritte")
    #expect(german.allStepsTarget(strings: .french)?.label == "Toutes les étapes")
  }

  @Test func aShortTitleStillGetsAWideEnoughButton() throws {
    let strings = shortAllSteps
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsAllSteps: true)),
      strings: strings)
    let target = try #require(scene.allStepsTarget())
    #expect(target.label == "Tout")
    // A short title still gets a 44-point wide button, grown toward the header's leading end.
    let title = try #require(scene.elements.first { $0.role == .allSteps })
    #expect(target.frame.width == 44)
    #expect(isClose(target.frame.maxX, title.frame.maxX))
  }

  @Test func rightToLeftGrowsAShortButtonToTheRight() throws {
    let strings = shortAllSteps
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsAllSteps: true))
        .unchecked { $0.direction = .rightToLeft },
      strings: strings)
    let target = try #require(scene.allStepsTarget())
    let title = try #require(scene.elements.first { $0.role == .allSteps })
    #expect(title.frame.x == 0)
    #expect(target.frame.x == 0)
    #expect(target.frame.width == 44)
  }

  @Test func aTapSelectsAllStepsOrTheStepUnderIt() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 4, current: 3, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        interaction: .reachedSteps))
    let target = try #require(scene.allStepsTarget())
    #expect(scene.selection(atDrawingPoint: target.frame.center) == .allSteps)
    let step = try #require(scene.tapTargets().first { $0.step == 2 })
    #expect(scene.selection(atDrawingPoint: step.frame.center) == .step(2))
    #expect(
      scene.tapTargets().allSatisfy { $0.frame.y >= target.frame.maxY },
      "the step buttons sit below the All steps button")
    #expect(scene.selection(atDrawingPoint: StepperPoint(x: 1, y: 1)) == nil)
  }

  @Test func aScrollingRowsAllStepsButtonIsInDrawingCoordinates() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 20, current: 6, labels: StepperLabels(showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 375)))
    let target = try #require(scene.allStepsTarget())
    #expect(scene.visibleRect.x > 0)
    #expect(isClose(target.frame.maxX, 375))
    #expect(target.frame.y == 0)
  }

  /// English words with a title narrower than a hit area.
  private let shortAllSteps = StepperStrings(
    languageCode: "en", templates: StepperStrings.english.templates,
    words: .init(success: "success", error: "error", allSteps: "Tout"),
    states: StepperStrings.english.states)

  @Test func aSceneHasTapTargetsExactlyWhenAStepHasAHitArea() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 23, count: 300) {
      let scene = StepperScene(configuration)
      let hasHitArea = scene.elements.contains { $0.hitArea != nil }
      #expect(scene.hasTapTargets == hasHitArea, "\(recipe)")
      #expect(scene.tapTargets().isEmpty == !hasHitArea, "\(recipe)")
    }
  }
}
