import StepperKit
import Testing

@Suite struct SceneElementMarkShapeTests {
  @Test func eachStyleDrawsItsMarkInItsShape() {
    #expect(StepperSceneElement.MarkShape(.dash) == .dash)
    #expect(StepperSceneElement.MarkShape(.bullet) == .bullet)
    #expect(StepperSceneElement.MarkShape(.circular) == .marker)
    #expect(StepperSceneElement.MarkShape.allCases.filter(\.isMarker) == [.marker])
  }

  /// The outputs' names: a mark by its shape, every other part by its role, whatever the shape.
  @Test func aMarkIsNamedByItsShapeAndEveryOtherPartByItsRole() {
    for shape in StepperSceneElement.MarkShape.allCases {
      #expect(StepperSceneElement.Role.mark.name(drawnAs: shape) == shape.rawValue)
      #expect(
        StepperSceneElement.Role.allCases.dropFirst().map { $0.name(drawnAs: shape) } == [
          "connector", "label", "description", "title", "allSteps", "stepProgress", "loading",
          "overflow",
        ])
    }
  }

  @Test func everyElementOfASceneCarriesItsStylesShape() throws {
    for style in StepperStyle.allCases {
      let scene = try StepperScene(
        StepperConfiguration(
          style: style, total: 4, current: 2, labels: StepperLabels(showsHeader: true)))
      #expect(scene.elements.allSatisfy { $0.markShape == .init(style) })
      #expect(scene.elements.markShape == .init(style))
      let marks = scene.elements.filter { $0.role == .mark }
      #expect(marks.count == 4)
      #expect(marks.allSatisfy { $0.roleName == StepperSceneElement.MarkShape(style).rawValue })
      #expect(marks.allSatisfy { ($0.content != nil) == (style == .circular) })
    }
  }
}
