import StepperKit
import Testing

@Suite struct SceneInterpolationTests {
  private func scene(
    _ style: StepperStyle, total: Int = 4, current: Int, status: StepperStatus = .default,
    theme: StepperTheme = .light, length: Double? = nil
  ) throws -> StepperScene {
    try StepperScene(
      StepperConfiguration(
        style: style, total: total, current: current, status: status, theme: theme,
        length: length))
  }

  @Test func theEndsAreTheStillScenes() throws {
    let from = try scene(.circular, current: 1)
    let to = try scene(.circular, current: 3)
    let interpolation = StepperSceneInterpolation(from: from, to: to)
    #expect(interpolation.scene(at: 0) == StepperInterpolatedScene(from))
    #expect(interpolation.scene(at: 1) == StepperInterpolatedScene(to))
  }

  @Test(arguments: [-0.5, -.infinity, .nan])
  func progressBelowZeroIsTheFirstScene(_ progress: Double) throws {
    let from = try scene(.dash, current: 1)
    let to = try scene(.dash, current: 2)
    #expect(
      StepperSceneInterpolation(from: from, to: to).scene(at: progress)
        == StepperInterpolatedScene(from))
  }

  @Test(arguments: [1.5, .infinity])
  func progressAboveOneIsTheSecondScene(_ progress: Double) throws {
    let from = try scene(.dash, current: 1)
    let to = try scene(.dash, current: 2)
    #expect(
      StepperSceneInterpolation(from: from, to: to).scene(at: progress)
        == StepperInterpolatedScene(to))
  }

  @Test func colorsMoveChannelByChannel() throws {
    // Dash 2 goes from track #D2E5FF to filled #005CE5.
    let moment = StepperSceneInterpolation(
      from: try scene(.dash, total: 3, current: 1), to: try scene(.dash, total: 3, current: 2)
    ).scene(at: 0.5)
    #expect(moment.layers.count == 3)
    #expect(moment.layers.allSatisfy { $0.opacity == 1 })
    #expect(moment.layers[0].element.fill?.hex == "#005CE5")
    #expect(moment.layers[1].element.fill?.hex == "#69A1F2")
    #expect(moment.layers[2].element.fill?.hex == "#D2E5FF")
    let quarter = StepperSceneInterpolation(
      from: try scene(.dash, total: 3, current: 1), to: try scene(.dash, total: 3, current: 2)
    ).scene(at: 0.25)
    // 210 → 0 a quarter of the way is 157.5, rounded away from zero: 158 (#9E).
    #expect(quarter.layers[1].element.fill?.hex == "#9EC3F9")
  }

  @Test func framesMoveWhenTheLengthChanges() throws {
    let moment = StepperSceneInterpolation(
      from: try scene(.dash, total: 2, current: 1, length: 100),
      to: try scene(.dash, total: 2, current: 1, length: 200)
    ).scene(at: 0.5)
    #expect(moment.size == StepperSize(width: 150, height: 4))
    // Dash 2 starts at 52 in 100 and at 102 in 200.
    #expect(moment.layers[1].element.frame == StepperRect(x: 77, y: 0, width: 73, height: 4))
  }

  @Test func anOutlineOnOneSideFadesWhileTheFillMoves() throws {
    // Marker 2 goes from active (white, brand outline, number) to complete (brand, check).
    let moment = StepperSceneInterpolation(
      from: try scene(.circular, current: 2), to: try scene(.circular, current: 3)
    ).scene(at: 0.25)
    let marker = moment.layers.filter { $0.element.role == .mark && $0.element.step == 2 }
    let shared = try #require(marker.first { $0.element.fill != nil })
    #expect(shared.opacity == 1)
    #expect(shared.element.stroke == nil)
    #expect(shared.element.content == nil)
    #expect(shared.element.state == .active)
    // #FFFFFF a quarter of the way to #155DFC.
    #expect(shared.element.fill?.hex == "#C5D7FE")
    let outline = try #require(marker.first { $0.element.stroke != nil })
    #expect(outline.opacity == 0.75)
    #expect(outline.element.stroke?.color.hex == "#155DFC")
    #expect(outline.element.fill == nil)
    let contents = marker.compactMap { layer in layer.element.content.map { ($0, layer.opacity) } }
    #expect(contents.count == 2)
    #expect(contents.contains { $0.0.kind == "number" && $0.1 == 0.75 })
    #expect(contents.contains { $0.0.kind == "check" && $0.1 == 0.25 })
    // The shared shape is painted before the fading outline and content.
    #expect(marker.first == shared)
  }

  @Test func theSharedLayerTakesTheNewStateAtHalfway() throws {
    let moment = StepperSceneInterpolation(
      from: try scene(.circular, current: 2), to: try scene(.circular, current: 3)
    ).scene(at: 0.5)
    let shared = try #require(
      moment.layers.first { $0.element.step == 2 && $0.element.role == .mark })
    #expect(shared.element.state == .complete)
  }

  @Test func contentOfTheSameKindChangesColorInPlace() throws {
    // Marker 3 goes from default (grey number) to active (brand number): one number, recolored.
    let moment = StepperSceneInterpolation(
      from: try scene(.circular, current: 2), to: try scene(.circular, current: 3)
    ).scene(at: 0.5)
    let marker = moment.layers.filter { $0.element.role == .mark && $0.element.step == 3 }
    let numbers = marker.filter { $0.element.content?.kind == "number" }
    #expect(numbers.count == 1)
    #expect(numbers.first?.opacity == 1)
    // #AEAEB2 halfway to #155DFC.
    #expect(numbers.first?.element.content?.color.hex == "#6286D7")
    // The outline only the active side has fades in.
    let outline = try #require(marker.first { $0.element.stroke != nil })
    #expect(outline.opacity == 0.5)
  }

  @Test func elementsOnlyInOneSceneFade() throws {
    let from = try scene(.dash, total: 2, current: 1, length: 100)
    let to = try scene(.dash, total: 3, current: 1, length: 100)
    let moment = StepperSceneInterpolation(from: from, to: to).scene(at: 0.4)
    #expect(moment.layers.count == 3)
    let added = try #require(moment.layers.last)
    #expect(added.element == to.elements[2])
    #expect(added.opacity == 0.4)
    let back = StepperSceneInterpolation(from: to, to: from).scene(at: 0.4)
    let removed = try #require(back.layers.first { $0.element.step == 3 })
    #expect(removed.element == to.elements[2])
    #expect(isClose(removed.opacity, 0.6))
  }

  @Test func elementsAreMatchedByRoleAsWellAsStep() throws {
    // A dash row and a bullet row share step numbers but no roles: everything cross-fades.
    let moment = StepperSceneInterpolation(
      from: try scene(.dash, current: 2), to: try scene(.bullet, current: 2)
    ).scene(at: 0.5)
    #expect(moment.layers.count == 8)
    #expect(moment.layers.allSatisfy { $0.opacity == 0.5 })
  }

  @Test func connectorsAreMatchedByTheStepTheyLeave() throws {
    let moment = StepperSceneInterpolation(
      from: try scene(.circular, current: 1), to: try scene(.circular, current: 2)
    ).scene(at: 0.5)
    let connectors = moment.layers.filter { $0.element.role == .connector }
    #expect(connectors.map(\.element.step) == [1, 2, 3])
    #expect(connectors.allSatisfy { $0.opacity == 1 })
    // Connector 1 turns brand as step 2 is reached: #E9E9EA halfway to #155DFC.
    #expect(connectors[0].element.fill?.hex == "#7FA3F3")
  }

  @Test func themesInterpolateToo() throws {
    let moment = StepperSceneInterpolation(
      from: try scene(.dash, current: 2, theme: .light),
      to: try scene(.dash, current: 2, theme: .dark)
    ).scene(at: 0.5)
    #expect(moment.background.hex == "#878787")
    #expect(moment.layers.allSatisfy { $0.opacity == 1 })
  }

  @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
  func everyOpacityStaysInRange(_ progress: Double) throws {
    let from = try scene(.circular, total: 5, current: 1, status: .error)
    let to = try scene(.circular, total: 4, current: 4, status: .success, theme: .dark)
    for layer in StepperSceneInterpolation(from: from, to: to).scene(at: progress).layers {
      #expect((0...1).contains(layer.opacity))
    }
  }

  @Test func namesThatStayTheSameMoveAndTheHeaderCrossFades() throws {
    func scene(current: Int) throws -> StepperScene {
      try StepperScene(
        StepperConfiguration(
          style: .circular, total: 3, current: StepperStepID(current),
          labels: StepperLabels(names: [1: "Cart", 2: "Address"], showsHeader: true)))
    }
    let moment = StepperSceneInterpolation(from: try scene(current: 1), to: try scene(current: 2))
      .scene(at: 0.5)
    let names = moment.layers.filter { $0.element.role == .label && $0.element.step == 1 }
    #expect(names.count == 1)
    #expect(names.first?.opacity == 1)
    // The header names the current step: "Cart" fades out as "Address" fades in.
    let headers = moment.layers.filter { $0.element.role == .title }
    #expect(
      headers.map { $0.element.text?.lines ?? [] }.sorted { $0[0] < $1[0] } == [
        ["Address"], ["Cart"],
      ])
    #expect(headers.allSatisfy { $0.opacity == 0.5 })
  }

  @Test func theViewportMovesWithTheRow() throws {
    func scene(current: Int) throws -> StepperScene {
      try StepperScene(
        StepperConfiguration(
          style: .circular, total: 20, current: StepperStepID(current),
          scrolling: StepperScrolling(viewport: 375)))
    }
    let from = try scene(current: 3)
    let to = try scene(current: 6)
    let moment = StepperSceneInterpolation(from: from, to: to).scene(at: 0.5)
    #expect(isClose(moment.visibleRect.x, (from.visibleRect.x + to.visibleRect.x) / 2))
    #expect(moment.size == StepperSize(width: 375, height: 24))
  }

  /// A column dragged under its header: the part the steps are drawn in moves with the
  /// visible part, the header band above it keeping its height.
  @Test func thePartTheStepsAreDrawnInMovesWithTheVisiblePart() throws {
    func scene(offset: Double) throws -> StepperScene {
      try StepperScene(
        StepperConfiguration(
          total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
          scrolling: StepperScrolling(viewport: 400, offset: offset)
        ).unchecked { $0.axis = .vertical })
    }
    let from = try scene(offset: 20)
    let to = try scene(offset: 60)
    let halfway = StepperSceneInterpolation(from: from, to: to).scene(at: 0.5)
    #expect(halfway.visibleRect.y == 40)
    #expect(halfway.stepsRect == StepperRect(x: 0, y: 84, width: from.stepsRect.width, height: 400))
  }
}
