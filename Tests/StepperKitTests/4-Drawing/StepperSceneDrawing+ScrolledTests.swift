import StepperKit
import Testing

@Suite struct StepperSceneDrawingScrolledTests {
  private func configuration(
    offset: Double, axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight
  ) throws -> StepperConfiguration {
    try StepperConfiguration(
      total: 20, current: 1, scrolling: StepperScrolling(viewport: 375, offset: offset)
    ).unchecked {
      $0.axis = axis
      $0.direction = direction
    }
  }

  /// The frames of the markers a drawing shows, by step.
  private func markers(_ drawing: StepperSceneDrawing) -> [StepperStepID: StepperRect] {
    var frames: [StepperStepID: StepperRect] = [:]
    let shown = StepperRect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
    for command in drawing.commands {
      guard case .shape(let shape) = command.primitive, command.tag?.roleName == "marker",
        let step = command.tag?.step, overlaps(shape.frame, shown)
      else { continue }
      frames[step] = shape.frame
    }
    return frames
  }

  private func overlaps(_ a: StepperRect, _ b: StepperRect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  @Test(arguments: [
    (StepperAxis.horizontal, StepperLayoutDirection.leftToRight),
    (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  ])
  func aDraggedSceneDrawsWhatANewOneWould(
    axis: StepperAxis, direction: StepperLayoutDirection
  )
    throws
  {
    let scene = StepperScene(
      try configuration(offset: 200, axis: axis, direction: direction), overscan: 375)
    for delta in [-200.0, -37.5, 0, 12.25, 150, 375] {
      let dragged = try #require(StepperSceneDrawing(scene, scrolledBy: delta))
      let built = StepperSceneDrawing(
        StepperScene(try configuration(offset: 200 + delta, axis: axis, direction: direction)))
      let expected = markers(built)
      let got = markers(dragged)
      #expect(Set(got.keys).isSuperset(of: expected.keys), "at \(delta)")
      for (step, frame) in expected {
        let moved = try #require(got[step])
        #expect(abs(moved.x - frame.x) < 1e-9 && abs(moved.y - frame.y) < 1e-9, "\(step)")
      }
    }
  }

  @Test func aDragBuildsOneSceneForSixtyEvents() throws {
    var builds = 0
    func build(at offset: Double, overscan: Double) throws -> StepperScene {
      builds += 1
      return StepperScene(try configuration(offset: offset), overscan: overscan)
    }
    var scene = try build(at: 300, overscan: 375)
    for event in 1...60 {
      let delta = Double(event) * 2.5
      if StepperSceneDrawing(scene, scrolledBy: delta) == nil {
        scene = try build(at: 300 + delta, overscan: 375)
      }
    }
    #expect(builds == 1)
    // Without an overscan every event past the first builds a scene.
    builds = 0
    scene = try build(at: 300, overscan: 0)
    for event in 1...60 where StepperSceneDrawing(scene, scrolledBy: Double(event) * 2.5) == nil {
      scene = try build(at: 300 + Double(event) * 2.5, overscan: 0)
    }
    #expect(builds == 61)
  }

  @Test func aDragBeyondTheHeldPartOrTheRowNeedsANewScene() throws {
    let scene = StepperScene(try configuration(offset: 100), overscan: 50)
    #expect(StepperSceneDrawing(scene, scrolledBy: 60) == nil)
    #expect(StepperSceneDrawing(scene, scrolledBy: -101) == nil)
    #expect(StepperSceneDrawing(scene, scrolledBy: .nan) == nil)
    #expect(
      StepperSceneDrawing(
        StepperScene(try StepperConfiguration(total: 3, current: 1)), scrolledBy: 0) == nil)
  }
}
