import StepperKit
import Testing

@testable import StepperRendering

@Suite struct HTMLStepGroupTests {
  private func element(
    _ role: StepperSceneElement.Role, _ step: StepperStepID?
  ) -> StepperSceneElement {
    StepperSceneElement(
      role: role, step: step, state: .default, frame: StepperRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func onlyStepShapesStartGroups() {
    let shapes: [StepperSceneElement.Role] = [.dash, .bullet, .marker]
    for role in StepperSceneElement.Role.allCases {
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
    #expect(group.followers.map(\.role) == [.connector, .label, .label, .label])
  }

  @Test func aGroupWithoutItsOwnNameHasNone() throws {
    let group = try #require(
      HTMLStepGroup([element(.dash, 1), element(.connector, 1), element(.label, 2)]))
    #expect(group.label == nil)
  }

  @Test func aSceneGroupsEachStepWithItsNameAndConnector() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 3, current: 2, labels: StepperLabels(names: [1: "Cart", 2: "Pay", 3: "Done"])))
    let elements = Array(scene.elements)
    let shapes = elements.indices.filter { HTMLStepGroup.isShape(elements[$0]) }
    #expect(shapes.count == 3)
    for (index, start) in shapes.enumerated() {
      let end = index + 1 < shapes.count ? shapes[index + 1] : elements.count
      let group = try #require(HTMLStepGroup(Array(elements[start..<end])))
      #expect(group.label?.text?.lines == [["Cart", "Pay", "Done"][index]])
      #expect(group.followers.map(\.role) == (index < 2 ? [.label, .connector] : [.label]))
    }
  }

  /// What the fragment relies on to draw a step's followers inside its list item: after the
  /// first shape, every element is a step's shape, its name, or the connector leaving it.
  @Test func everyFollowerInAnySceneIsItsStepsNameOrConnector() {
    for (recipe, configuration) in GeneratedSteppers.named(seed: 29, count: 300) {
      let elements = Array(StepperScene(configuration).elements)
      guard let first = elements.firstIndex(where: HTMLStepGroup.isShape) else { continue }
      var step: StepperStepID?
      for element in elements[first...] {
        if HTMLStepGroup.isShape(element) {
          step = element.step
          continue
        }
        #expect([.label, .connector].contains(element.role), "\(recipe)")
        #expect(element.step == step, "\(recipe)")
      }
      #expect(!elements[..<first].contains { HTMLStepGroup.isShape($0) }, "\(recipe)")
    }
  }
}
