import Testing

@testable import StepperKit

@Suite struct SceneElementsTests {
  @Test func aFrameReadAloneIsTheElementsFrame() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 21, count: 200) {
      let elements = StepperScene(configuration).elements
      for index in elements.indices {
        #expect(elements.frame(at: index) == elements[index].frame, "\(recipe)")
      }
    }
  }

  @Test func aStepShapeReadAloneIsTheElementsStepFrameStateAndHitArea() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 22, count: 200) {
      let elements = StepperScene(configuration).elements
      for index in elements.indices {
        let element = elements[index]
        guard let shape = elements.stepShape(at: index) else {
          #expect(element.role != .mark, "\(recipe)")
          continue
        }
        #expect(shape.step == element.step && shape.frame == element.frame, "\(recipe)")
        #expect(shape.state == element.state && shape.position == index, "\(recipe)")
        let area = shape.isSelectable ? elements.partitionedHitArea(at: index) : nil
        #expect(area == element.hitArea, "\(recipe)")
      }
    }
  }

  @Test func aRoleStateStepOrColorReadAloneIsTheElements() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 23, count: 200) {
      let elements = StepperScene(configuration).elements
      var shapes = 0
      for index in elements.indices {
        let element = elements[index]
        #expect(elements.role(at: index) == element.role, "\(recipe)")
        #expect(elements.state(at: index) == element.state, "\(recipe)")
        #expect(elements.step(at: index) == element.step, "\(recipe)")
        #expect(elements.fill(at: index) == element.fill, "\(recipe)")
        #expect(elements.strokeColor(at: index) == element.stroke?.color, "\(recipe)")
        #expect(elements.content(at: index) == element.content, "\(recipe)")
        if case .number(let text, _, _) = element.content, let step = element.step {
          // A main step counts from the first number; a sub-step shows "2.1" after it.
          let shown = configuration.shownNumber(of: step)
          #expect(elements.number(at: index) == shown, "\(recipe)")
          // A digit a digit, and the full stop of a sub-step's "2.1".
          #expect(text.unicodeScalars.count == shown.description.count, "\(recipe)")
        } else {
          #expect(elements.number(at: index) == nil, "\(recipe)")
        }
        if element.role == .mark { shapes += 1 }
      }
      #expect(elements.stepCount == shapes, "\(recipe)")
    }
  }

  /// Marker numbers are written in the scene's language's digits, read alone or whole.
  @Test func aMarkersNumberReadAloneIsInTheScenesDigits() throws {
    let strings = try #require(StepperStrings.forLanguage("ar-EG"))
    let elements = StepperScene(
      try StepperConfiguration(total: 12, current: 2, length: 1_000).replacing(
        \.substeps, with: [2: 2]),
      strings: strings
    ).elements
    let numbers = elements.indices.compactMap { index -> String? in
      guard case .number(let text, _, _) = elements.content(at: index) else { return nil }
      #expect(elements.content(at: index) == elements[index].content)
      return text
    }
    // Step 1 is done (a check); then 2, its sub-steps 2.1 and 2.2, and 3 to 12.
    #expect(numbers.prefix(4) == ["٢", "٢.١", "٢.٢", "٣"])
    #expect(numbers.last == "١٢")
  }

  /// On sub-step 2.2: step 2 is drawn as the step the user is inside (the current step's
  /// outlined marker and number, not a check), the sub-steps read "2.1", "2.2", "2.3", and a
  /// sub-step that shows its number is a pill centered where its round marker was.
  @Test func aSubstepsParentIsCurrentAndItsMarkersReadTwoPartNumbers() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: StepperStepID(2, substep: 2), substeps: StepperSubsteps([2: 3]),
      scrolling: StepperScrolling(viewport: 375))
    let scene = StepperScene(configuration)
    let markers = scene.elements.filter { $0.role == .mark }
    let byStep = Dictionary(
      uniqueKeysWithValues: markers.compactMap { element in
        element.step.map { ($0, element) }
      })
    let parent = try #require(byStep[StepperStepID(2)])
    #expect(parent.state == .active)
    guard case .number("2", _, .markerNumber) = parent.content else {
      Issue.record("step 2 shows \(String(describing: parent.content))")
      return
    }
    #expect(parent.stroke != nil)
    let current = try #require(byStep[StepperStepID(2, substep: 2)])
    #expect(current.state == .active)
    guard case .number(let text, _, let style) = current.content else {
      Issue.record("2.2 shows no number")
      return
    }
    #expect(text == "2.2" && style == .substepNumber)
    #expect(current.frame.width == 20 && current.frame.height == 16)
    #expect(current.cornerRadius == 8)
    let layout = StepperLayout(
      configuration, measurer: .bundled, headerTitle: "", allStepsTitle: "")
    let round = layout.frame(
      ofOrdinal: configuration.steps.ordinal(of: StepperStepID(2, substep: 2)))
    #expect(isClose(current.frame.center.x, round.center.x))
    // 2.1 is done: a check in the round marker.
    let done = try #require(byStep[StepperStepID(2, substep: 1)])
    #expect(done.state == .complete && done.frame.width == 16)
    if case .number(let upcoming, _, _) = byStep[StepperStepID(2, substep: 3)]?.content {
      #expect(upcoming == "2.3")
    } else {
      Issue.record("2.3 shows no number")
    }
  }

  @Test func markersCountFromTheFirstNumber() throws {
    let elements = StepperScene(
      try StepperConfiguration(total: 5, current: 2, length: 500).replacing(
        \.substeps, with: [2: 2]
      )
      .replacing(\.firstNumber, with: 98)
    ).elements
    let markers = elements.indices.filter { elements.role(at: $0) == .mark }
    // Step 1 is done (a check); then 99, its sub-steps 99.1 and 99.2, and 100 to 102.
    #expect(
      markers.map { elements.number(at: $0) } == [
        nil, 99, StepperStepID(99, substep: 1), StepperStepID(99, substep: 2), 100, 101, 102,
      ])
    let texts = markers.compactMap { index -> String? in
      guard case .number(let text, _, _) = elements[index].content else { return nil }
      #expect(elements.content(at: index) == elements[index].content)
      return text
    }
    #expect(texts == ["99", "99.1", "99.2", "100", "101", "102"])
  }

  /// What makes elements alike in a run: their step's state, whether it can be tapped, and the
  /// state of the connector leaving it.
  private struct RunKey: Equatable {
    var shapeState: StepperStepState?
    var isSelectable: Bool?
    var connectorState: StepperStepState?

    /// Whether `other` agrees with this key wherever both have a value.
    func agrees(with other: RunKey) -> Bool {
      func same<T: Equatable>(_ a: T?, _ b: T?) -> Bool { a == nil || b == nil || a == b }
      return same(shapeState, other.shapeState) && same(isSelectable, other.isSelectable)
        && same(connectorState, other.connectorState)
    }
  }

  @Test func runsCoverTheElementsInOrderAndHoldElementsDrawnAlike() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 24, count: 300) {
      let elements = StepperScene(configuration).elements
      var runs: [Range<Int>] = []
      var index = elements.startIndex
      while index < elements.endIndex {
        let run = elements.stateRun(containing: index)
        #expect(run.lowerBound == index && !run.isEmpty, "\(recipe)")
        // Every position of a run finds the same run.
        #expect(run.allSatisfy { elements.stateRun(containing: $0) == run }, "\(recipe)")
        runs.append(run)
        index = run.upperBound
      }
      var keys: [RunKey?] = []
      for run in runs {
        let roles = run.map { elements[$0].role }
        if roles.contains(where: { [.title, .allSteps].contains($0) }) || roles == [.connector] {
          // The header's elements, and a connector into the first step, stand alone.
          #expect(run.count == 1, "\(roles) \(recipe)")
          keys.append(nil)
          continue
        }
        var key = RunKey()
        for position in run {
          let element = elements[position]
          var own = RunKey()
          switch element.role {
          case .mark:
            own.shapeState = element.state
            own.isSelectable = element.hitArea != nil
          case .connector: own.connectorState = element.state
          case .label, .description, .stepProgress, .loading, .overflow:
            own.shapeState = element.state
          case .title, .allSteps: break
          }
          #expect(key.agrees(with: own), "\(element.role) at \(position) \(recipe)")
          key = RunKey(
            shapeState: key.shapeState ?? own.shapeState,
            isSelectable: key.isSelectable ?? own.isSelectable,
            connectorState: key.connectorState ?? own.connectorState)
        }
        keys.append(key)
      }
      // Runs are as long as their elements are alike: neighbors differ somewhere both show.
      for (before, after) in zip(keys, keys.dropFirst()) {
        guard let before, let after, before.connectorState != nil, after.connectorState != nil
        else { continue }
        #expect(before != after, "\(recipe)")
      }
    }
  }

  /// Every run of `elements`, in order.
  private func runs(_ elements: StepperSceneElements) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    while let end = runs.last?.upperBound ?? elements.indices.first, end < elements.endIndex {
      runs.append(elements.stateRun(containing: end))
    }
    return runs
  }

  @Test func aRowDrawnWholeIsThreeRunsHoweverLong() throws {
    let scene = StepperScene(try StepperConfiguration(style: .bullet, total: 10_000, current: 5))
    #expect(runs(scene.elements) == [0..<4, 4..<5, 5..<10_000])
    #expect(scene.elements.stateRun(containing: 9_999) == 5..<10_000)
  }

  @Test func stepsWhoseStatesTheAppSetsJoinTheRunTheyMatch() throws {
    // Step 3 is set to the state it would have anyway; step 7 to another.
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 10, current: 5).replacing(
        \.stepStates,
        with: [
          StepperStepID(3): .complete, StepperStepID(7): .error,
        ]))
    #expect(runs(scene.elements) == [0..<4, 4..<5, 5..<6, 6..<7, 7..<10])
  }

  @Test func readingInAnyOrderGivesTheSameElements() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 6, current: 3, length: 600
    ).replacing(\.substeps, with: [3: 2]).changing {
      $0.stepNames = [StepperStepID(3): "Identity"]
      $0.showsHeader = true
      $0.showsAllSteps = true
    }
    let elements = StepperScene(configuration).elements
    let forward = Array(elements)
    let backward = elements.indices.reversed().map { elements[$0] }
    #expect(forward == Array(backward.reversed()))
    #expect(forward.count == elements.count)
  }

  @Test func eachRoleIsReadWithItsStepTextAndColors() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 3, current: 2,
      labels: StepperLabels(
        names: [StepperStepID(2): "Address"], showsHeader: true, showsAllSteps: true),
      interaction: .reachedSteps)
    let elements = StepperScene(configuration).elements
    let title = try #require(elements.first { $0.role == .title })
    #expect(title.step == StepperStepID(2))
    #expect(title.text?.lines == ["Address"])
    #expect(title.tokens.content == .textStrong950)
    let allSteps = try #require(elements.first { $0.role == .allSteps })
    #expect(allSteps.step == nil)
    #expect(allSteps.text?.lines == ["All steps"])
    #expect(allSteps.text?.color == configuration.resolvedTheme[.brandBase])
    let label = try #require(elements.first { $0.role == .label })
    #expect(label.step == StepperStepID(2))
    #expect(label.text?.lines == ["Address"])
    let connector = try #require(elements.first { $0.role == .connector })
    #expect(connector.step == StepperStepID(1))
    #expect(connector.nextStep == StepperStepID(2))
    let markers = elements.filter { $0.role == .mark }
    #expect(markers.map { $0.hitArea != nil } == [true, true, false])
    #expect(
      markers[1].content
        == .number("2", color: configuration.resolvedTheme[.brandBase], style: .markerNumber))
  }

  @Test func scenesOfTheSameConfigurationAreEqual() throws {
    let configuration = try StepperConfiguration(total: 5, current: 2)
    #expect(StepperScene(configuration) == StepperScene(configuration))
    #expect(StepperScene(configuration).hashValue == StepperScene(configuration).hashValue)
    #expect(
      StepperScene(configuration) != StepperScene(try StepperConfiguration(total: 5, current: 3)))
  }
}

@Suite struct SceneElementsStatesTests {
  /// The bullet style's current step is a pill twice a bullet's width, grown 4 points into the
  /// gaps beside it: its center and every other bullet stay in place, 4 points from it.
  @Test(arguments: StepperAxis.allCases, [StepperStatus.default, .error])
  func theCurrentBulletIsAPill(axis: StepperAxis, status: StepperStatus) throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 5, current: 3, status: status, axis: axis))
    let bullets = scene.elements.filter { $0.role == .mark }
    #expect(bullets.count == 5)
    let main: (StepperRect) -> (start: Double, length: Double, cross: Double) = { frame in
      axis == .horizontal
        ? (frame.x, frame.width, frame.height) : (frame.y, frame.height, frame.width)
    }
    let current = main(bullets[2].frame)
    #expect(current.length == 16 && current.cross == 8)
    #expect(bullets[2].cornerRadius == 4)
    // The row keeps 4 points of room at each end: 5 · 8 + 4 · 8 + 2 · 4.
    #expect(
      scene.size
        == (axis == .horizontal
          ? StepperSize(width: 80, height: 8) : StepperSize(width: 8, height: 80)))
    for (index, bullet) in bullets.enumerated() where index != 2 {
      let frame = main(bullet.frame)
      #expect(frame.length == 8 && frame.start == 4 + Double(index) * 16)
    }
    #expect(current.start - (main(bullets[1].frame).start + 8) == 4)
    #expect(main(bullets[3].frame).start - (current.start + current.length) == 4)
  }

  /// Done bullets stay round; only the current step (active or failed) is a pill.
  @Test func onlyTheCurrentBulletIsWide() throws {
    for current in 1...4 {
      let scene = StepperScene(try StepperConfiguration(style: .bullet, total: 4, current: current))
      let wide = scene.elements.filter { $0.frame.width > $0.frame.height }.compactMap(\.step)
      #expect(wide == [StepperStepID(current)])
    }
    // A step the app sets active beside the current one stays round: pills would touch.
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 6, current: 4, status: .error).replacing(
        \.stepStates, with: [3: .active]))
    let wide = scene.elements.filter { $0.frame.width > $0.frame.height }
    #expect(wide.map(\.step) == [4])
    #expect(wide.map(\.state) == [.errorActive])
  }

  /// A disabled dash or bullet is hollow, and the parts read alone say so.
  @Test(arguments: [StepperStyle.dash, .bullet])
  func aDisabledStepIsHollow(style: StepperStyle) throws {
    let scene = StepperScene(
      try StepperConfiguration(style: style, total: 4, current: 2).replacing(
        \.stepStates, with: [3: .disabled]))
    let elements = scene.elements
    let index = try #require(elements.indices.first { elements[$0].state == .disabled })
    #expect(elements[index].fill == nil)
    #expect(elements[index].stroke?.color == StepperTheme.light[.textDisabled400])
    #expect(elements.fill(at: index) == nil)
    #expect(elements.strokeColor(at: index) == StepperTheme.light[.textDisabled400])
    let upcoming = try #require(elements.indices.first { elements[$0].state == .default })
    #expect(elements[upcoming].fill == StepperTheme.light[.stepperTrack])
    #expect(elements.strokeColor(at: upcoming) == nil)
  }

  /// Specification#two-tone-rule: complete and current dashes share a fill, and the accessibility
  /// text tells them apart.
  @Test func completeAndCurrentDashesDifferInTheirDescriptions() throws {
    let scene = StepperScene(try StepperConfiguration(style: .dash, total: 4, current: 2))
    let dashes = scene.elements.filter { $0.role == .mark }
    #expect(dashes[0].fill == dashes[1].fill)
    #expect(dashes[0].state == .complete && dashes[1].state == .active)
    let axs = scene.accessibility
    let done = axs.description(ofStep: 1, state: dashes[0].state)
    let current = axs.description(ofStep: 2, state: dashes[1].state)
    #expect(done != current)
    #expect(done.contains("completed"))
    #expect(axs.label == "Step 2 of 4")
  }
}
