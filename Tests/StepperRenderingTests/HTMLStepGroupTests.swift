import StepperKit
import Testing

@testable import StepperRendering

@Suite struct HTMLStepGroupTests {
  private func element(_ role: SceneElement.Role, _ step: StepID?) -> SceneElement {
    SceneElement(
      role: role, step: step, state: .default, frame: Rect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func onlyStepShapesStartGroups() {
    let shapes: [SceneElement.Role] = [.dash, .bullet, .marker]
    for role in SceneElement.Role.allCases {
      #expect(HTMLStepGroup.isShape(element(role, 1)) == shapes.contains(role))
    }
  }

  @Test func aGroupStartsWithAShape() {
    #expect(HTMLStepGroup([]) == nil)
    #expect(HTMLStepGroup([element(.label, 1), element(.marker, 1)]) == nil)
    #expect(HTMLStepGroup([element(.marker, 1)])?.shape.role == .marker)
  }

  @Test func theNameIsTheFirstLabelForTheSameStep() throws {
    let group = try #require(
      HTMLStepGroup([
        element(.marker, 2), element(.connector, 2), element(.label, 3), element(.label, 2),
        element(.label, 2),
      ]))
    let label = try #require(group.label)
    #expect(label.step == 2)
    #expect(Array(group.connectors).map(\.role) == [.connector])
    // Step 3's name and the second name of step 2 belong to no step.
    #expect(Array(group.unattached).map(\.step) == [3, 2])
  }

  @Test func theHeaderAndAllStepsBelongToNoStep() throws {
    let group = try #require(
      HTMLStepGroup([
        element(.dash, 1), element(.title, 1), element(.connector, 1), element(.allSteps, nil),
      ]))
    #expect(group.label == nil)
    #expect(Array(group.unattached).map(\.role) == [.title, .allSteps])
    #expect(Array(group.connectors).count == 1)
  }

  @Test func aSceneGroupsEachStepWithItsNameAndConnector() throws {
    let scene = Scene(
      try StepperConfiguration(total: 3, current: 2, names: [1: "Cart", 2: "Pay", 3: "Done"]))
    let elements = Array(scene.elements)
    let shapes = elements.indices.filter { HTMLStepGroup.isShape(elements[$0]) }
    #expect(shapes.count == 3)
    for (index, start) in shapes.enumerated() {
      let end = index + 1 < shapes.count ? shapes[index + 1] : elements.count
      let group = try #require(HTMLStepGroup(Array(elements[start..<end])))
      #expect(group.label?.text?.lines == [["Cart", "Pay", "Done"][index]])
      #expect(Array(group.connectors).count == (index < 2 ? 1 : 0))
      #expect(Array(group.unattached).isEmpty)
    }
  }
}
