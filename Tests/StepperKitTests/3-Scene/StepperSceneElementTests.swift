import StepperKit
import Testing

@Suite struct SceneElementTests {
  /// The header is the current step's name and the "All steps" control; every other role is
  /// part of the steps, which a column that scrolls cuts under its header.
  @Test func theHeaderIsTheTitleAndAllSteps() {
    #expect(StepperSceneElement.Role.allCases.filter(\.isHeader) == [.title, .allSteps])
  }

  @Test func aScenesHeaderElementsComeFirst() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked { $0.axis = .vertical })
    let roles = scene.elements.map(\.role)
    #expect(roles.prefix(2).allSatisfy { $0.isHeader })
    #expect(!roles.dropFirst(2).contains { $0.isHeader })
  }
}
