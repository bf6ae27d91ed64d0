import StepperKit
import Testing

@testable import StepperKit

@Suite struct SceneElementsStepShapeTests {
  @Test func onlyMarksHaveAStepShape() throws {
    let elements = try StepperScene(
      StepperConfiguration(
        total: 3, current: 2, labels: StepperLabels(names: [1: "Cart"], showsHeader: true))
    ).elements
    for index in elements.indices {
      #expect((elements.stepShape(at: index) != nil) == (elements.role(at: index) == .mark))
    }
  }

  @Test func aHitAreaGrowsAboutItsCenterToTheMinimum() {
    let small = StepperRect(x: 10, y: 20, width: 24, height: 4)
    #expect(
      StepperSceneElements.hitArea(around: small, minimum: 44)
        == StepperRect(x: 0, y: 0, width: 44, height: 44))
    let large = StepperRect(x: 0, y: 0, width: 60, height: 50)
    #expect(StepperSceneElements.hitArea(around: large, minimum: 44) == large)
  }
}
