import StepperKit
import Testing

@Suite struct StepperSceneRowItemsTests {
  /// Twelve dashes on step 6 in seven places: 1, …, 5, 6, 7, …, 12.
  private func collapsed(
    interaction: StepperInteraction = .reachedSteps,
    direction: StepperLayoutDirection = .leftToRight
  ) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(style: .dash, total: 12, current: 6, interaction: interaction)
        .replacing(\.maxVisible, with: 7).unchecked { $0.direction = direction })
  }

  private let readingOrder: [StepperScene.RowItem] = [
    .step(1), .overflow(2...4), .step(5), .step(6), .step(7), .overflow(8...11), .step(12),
  ]

  @Test func aCollapsedRowsElementsAreInReadingOrderInEitherDirection() throws {
    for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
      let scene = try collapsed(direction: direction)
      let items = scene.accessibleItems()
      #expect(items.map(\.item) == readingOrder, "\(direction)")
      let labels = items.compactMap { item -> String? in
        guard case .overflow(let target) = item else { return nil }
        return target.label
      }
      #expect(labels == scene.overflowTargets().map(\.label))
      #expect(labels == ["3 more steps", "4 more steps"])
    }
  }

  @Test func aRowThatDoesNotCollapseHasItsStepsAndItsStepButtonsUnchanged() throws {
    let configurations = [
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .replacing(\.stepStates, with: [2: .disabled, 6: .disabled]),
      try StepperConfiguration(total: 4, current: 3, interaction: .tappable(steps: [2, 4])),
      try StepperConfiguration(total: 4, current: 2),
      // Asked to collapse to more places than it has: every step shows.
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .replacing(\.maxVisible, with: 7),
    ]
    for configuration in configurations {
      let scene = StepperScene(configuration)
      #expect(scene.accessibleItems() == scene.accessibleSteps().map { .step($0) })
      let items = scene.keyboardItems()
      #expect(items.map(\.item) == scene.keyboardSteps.map { .step($0.step) })
      #expect(items.map(\.isSelectable) == scene.keyboardSteps.map(\.isSelectable))
    }
  }

  @Test func theKeyboardMeetsOverflowButtonsAmongTheStepsInReadingOrder() throws {
    let scene = try collapsed()
    let items = scene.keyboardItems()
    let buttons = scene.overflowTargets().filter(\.isButton).map {
      StepperScene.RowItem.overflow($0.steps)
    }
    #expect(!buttons.isEmpty)
    #expect(
      items.map(\.item)
        == readingOrder.filter { item in
          buttons.contains(item) || scene.keyboardSteps.contains { .step($0.step) == item }
        })
    #expect(items.contains { $0.item == .overflow(2...4) && $0.isSelectable })
    // Without an "All steps" handler the markers are left out: the steps' row as before.
    #expect(
      scene.keyboardItems(includesOverflow: false).map(\.item)
        == scene.keyboardSteps.map { .step($0.step) })
  }

  @Test func keysMoveThroughOverflowMarkersAndMirrorRightToLeft() throws {
    let ltr = try collapsed()
    #expect(ltr.keyboardDestination(from: .step(1), key: .right) == .overflow(2...4))
    #expect(ltr.keyboardDestination(from: .overflow(2...4), key: .right) == .step(5))
    #expect(ltr.keyboardDestination(from: .overflow(2...4), key: .up) == .step(1))
    #expect(ltr.keyboardDestination(from: .step(5), key: .left) == .overflow(2...4))
    #expect(
      ltr.keyboardDestination(from: .step(1), key: .right, includesOverflow: false) == .step(5))
    let rtl = try collapsed(direction: .rightToLeft)
    #expect(rtl.keyboardDestination(from: .step(1), key: .left) == .overflow(2...4))
    #expect(rtl.keyboardDestination(from: .overflow(2...4), key: .right) == .step(1))
    // A marker that is not on screen has no destination.
    #expect(rtl.keyboardDestination(from: .overflow(2...3), key: .home) == nil)
  }

  @Test func aRowThatCannotBeTappedHasPlainOverflowElementsAndNoKeyboardStops() throws {
    let scene = try collapsed(interaction: .none)
    #expect(scene.accessibleItems().map(\.item) == readingOrder)
    #expect(scene.overflowTargets().allSatisfy { !$0.isButton })
    #expect(scene.keyboardItems().isEmpty)
    #expect(scene.interactionLook(ofItem: .overflow(2...4), state: .focused) == nil)
  }

  @Test func anOverflowButtonSelectsAllStepsAndShowsTheLookOverItsTarget() throws {
    let scene = try collapsed()
    let target = try #require(scene.overflowTargets().first)
    #expect(StepperScene.RowItem.overflow(target.steps).selection == .allSteps)
    #expect(StepperScene.RowItem.step(5).selection == .step(5))
    let look = try #require(scene.interactionLook(ofItem: .overflow(target.steps), state: .focused))
    #expect(look.frame == target.frame)
    #expect(
      scene.interactionLook(ofItem: .step(5), state: .pressed)
        == scene.interactionLook(of: .step(5), state: .pressed))
    #expect(scene.selection(atDrawingPoint: target.frame.center) == .allSteps)
  }

  @Test func theDocumentedExamplesPrintWhatTheySay() throws {
    func shape(_ items: [StepperScene.RowItem]) -> String {
      items.map { $0.isOverflow ? "…" : "s" }.joined()
    }
    let plain = StepperScene(
      try StepperConfiguration(style: .dash, total: 12, current: 6).replacing(\.maxVisible, with: 7)
    )
    #expect(shape(plain.accessibleItems().map(\.item)) == "s…sss…s")
    let tappable = StepperScene(
      try StepperConfiguration(
        style: .dash, total: 12, current: 6, interaction: .reachedSteps
      ).replacing(\.maxVisible, with: 7))
    #expect(shape(tappable.keyboardItems().map(\.item)) == "s…ss…")
  }

  @Test func aPressIsToldApartBetweenTheHeadersControlAndEachOverflowMarker() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        style: .dash, total: 12, current: 6, labels: StepperLabels(showsAllSteps: true),
        interaction: .reachedSteps
      ).replacing(\.maxVisible, with: 7))
    let markers = scene.overflowTargets()
    #expect(markers.count == 2)
    for marker in markers {
      #expect(scene.selection(atDrawingPoint: marker.frame.center) == .allSteps)
      let target = scene.target(atDrawingPoint: marker.frame.center)
      #expect(target == .item(.overflow(marker.steps)))
      #expect(target?.selection == .allSteps)
      #expect(
        scene.interactionLook(ofTarget: .item(.overflow(marker.steps)), state: .pressed)?.frame
          == marker.frame)
    }
    let control = try #require(scene.allStepsTarget())
    #expect(scene.target(atDrawingPoint: control.frame.center) == .allStepsControl)
    #expect(
      scene.interactionLook(ofTarget: .allStepsControl, state: .pressed)
        == scene.interactionLook(of: .allSteps, state: .pressed))
    let step = try #require(scene.tapTargets().first { $0.step == 5 })
    #expect(scene.target(atDrawingPoint: step.frame.center) == .item(.step(5)))
    #expect(scene.target(atDrawingPoint: StepperPoint(x: -100, y: -100)) == nil)
  }
}
