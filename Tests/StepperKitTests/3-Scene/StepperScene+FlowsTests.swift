import StepperKit
import Testing

@Suite struct SceneFlowsTests {
  @Test func substepsAreDrawnBetweenTheirParentAndTheNextStep() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, length: 400).replacing(\.substeps, with: [2: 2])
        .moving(to: StepperStepID(2, substep: 1)))
    let markers = scene.elements.filter { $0.role == .mark }
    #expect(markers.compactMap { $0.step?.description } == ["1", "2", "2.1", "2.2", "3", "4"])
    // Step 2 is the step the user is inside: current, not done.
    #expect(markers.map(\.state) == [.complete, .active, .active, .default, .default, .default])
    // The sub-steps' "2.1" and "2.2" widen their 16-point markers into pills.
    #expect(markers.map(\.frame.width) == [24, 24, 19, 20, 24, 24])
    #expect(markers.map(\.frame.height) == [24, 24, 16, 16, 24, 24])
    let connectors = scene.elements.filter { $0.role == .connector }
    #expect(
      connectors.map { "\($0.step?.description ?? "")>\($0.nextStep?.description ?? "")" } == [
        "1>2", "2>2.1", "2.1>2.2", "2.2>3", "3>4",
      ])
    #expect(connectors.map(\.state) == [.complete, .complete, .default, .default, .default])
    #expect(scene.accessibility.announcement == "Step 2.1 of 4, 50%")
  }

  @Test func aSubstepShowsItsTwoPartNumberSmaller() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, length: 400).replacing(\.substeps, with: [2: 2]))
    let substep = try #require(scene.elements.first { $0.step == StepperStepID(2, substep: 2) })
    #expect(substep.content == .check(color: StepperColor(0xFFFFFF)))
    let upcoming = try StepperScene(
      StepperConfiguration(total: 4, current: 1, length: 400).replacing(\.substeps, with: [2: 2]))
    let number = try #require(upcoming.elements.first { $0.step == StepperStepID(2, substep: 2) })
    #expect(number.content == .number("2.2", color: StepperColor(0xAEAEB2), style: .substepNumber))
    // Done, it shows a check in the round marker.
    #expect(substep.frame.width == 16)
  }

  @Test func anErrorOnASubstepMarksThatSubstep() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, status: .error, length: 400).replacing(
        \.substeps, with: [2: 2]
      ).moving(to: StepperStepID(2, substep: 2)))
    let states = scene.elements.filter { $0.role == .mark }.map(\.state)
    #expect(states == [.complete, .active, .complete, .errorActive, .default, .default])
  }

  @Test func namesTakeTheColorOfTheirStepsState() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 5, current: 2, length: 400).replacing(
        \.stepNames, with: [1: "A", 2: "B", 3: "C", 4: "D", 5: "E"]
      ).replacing(\.stepStates, with: [4: .error, 5: .disabled]))
    let colors = scene.elements.filter { $0.role == .label }.map { $0.text?.color.hex }
    #expect(colors == ["#0E121B", "#0E121B", "#525866", "#D92D20", "#AEAEB2"])
  }

  @Test func theHeaderShowsTheCurrentStepsNameOrTheLabel() throws {
    let named = try StepperScene(
      StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: [2: "Address"], showsHeader: true)))
    #expect(named.elements.first?.role == .title)
    #expect(named.elements.first?.text?.lines == ["Address"])
    let unnamed = try StepperScene(
      StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(showsHeader: true, showsAllSteps: true)))
    #expect(unnamed.elements[0].text?.lines == ["Step 2 of 4"])
    #expect(unnamed.elements[1].role == .allSteps)
    #expect(unnamed.elements[1].step == nil)
    #expect(unnamed.elements[1].text?.lines == ["All steps"])
    #expect(unnamed.elements[1].text?.color.hex == "#155DFC")
  }

  @Test func namesReachTheSceneAsTheyAre() throws {
    let name = "<b>Terms & \"Conditions\"</b>"
    let scene = try StepperScene(
      StepperConfiguration(total: 2, current: 1, length: 600).replacing(
        \.stepNames, with: [1: name]))
    #expect(scene.elements.first { $0.role == .label }?.text?.lines == [name])
  }

  @Test func aMillionStepSceneHoldsOnlyWhatIsOnScreen() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 1_000_000, current: 999_999, scrolling: StepperScrolling(viewport: 375)))
    #expect(scene.elements.count <= 14)
    #expect(scene.size == StepperSize(width: 375, height: 24))
    let viewport = try #require(scene.viewport)
    #expect(isClose(viewport.offset, viewport.contentLength - 375), "the final page")
    #expect(scene.elements.contains { $0.step == 1_000_000 })
    // Numbers in running text are grouped as the locale writes them.
    #expect(scene.accessibility.announcement == "Step 999,999 of 1,000,000, 100%")
  }

  @Test func everyVisibleElementTouchesTheViewport() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 30, current: 14, scrolling: StepperScrolling(viewport: 375)))
    let visible = scene.visibleRect
    for element in scene.elements {
      #expect(element.frame.maxX > visible.x && element.frame.x < visible.maxX, "\(element.role)")
    }
  }
}
