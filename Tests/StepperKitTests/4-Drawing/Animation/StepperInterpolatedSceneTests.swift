import StepperKit
import Testing

@Suite struct InterpolatedSceneTests {
  @Test func aStillSceneIsEveryElementFullyOpaque() throws {
    let scene = try StepperScene(StepperConfiguration(style: .circular, total: 4, current: 2))
    let still = StepperInterpolatedScene(scene)
    #expect(still.size == scene.size)
    #expect(still.background == scene.background)
    #expect(still.layers.map(\.element) == Array(scene.elements))
    #expect(still.layers.allSatisfy { $0.opacity == 1 })
  }

  @Test func aStillSceneKeepsThePartItsStepsAreDrawnIn() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true),
        scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked { $0.axis = .vertical })
    let still = StepperInterpolatedScene(scene)
    #expect(still.visibleRect == scene.visibleRect)
    #expect(still.stepsRect == scene.stepsRect)
    #expect(still.stepsRect != still.visibleRect)
  }

  @Test func aMomentMadeWithoutAStepsPartDrawsTheStepsInAllOfTheVisiblePart() {
    let visible = StepperRect(x: 0, y: 20, width: 120, height: 444)
    let moment = StepperInterpolatedScene(
      visibleRect: visible, background: StepperColor(0xFFFFFF), layers: [])
    #expect(moment.stepsRect == visible)
  }
}
