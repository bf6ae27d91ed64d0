import StepperKit
import Testing

@Suite struct StepperScrollDragTests {
  private func input(current: Int) -> StepperViewInput {
    var input = StepperViewInput(current: current, total: 20)
    input.offeredLength = 375
    return input
  }

  @Test func withoutADragTheRowShowsThePageOfTheCurrentStep() throws {
    let configuration = try input(current: 16).configuration(keeping: nil)
    #expect(isClose(configuration.options.scrollOffset ?? -1, 1028.4))
    #expect(configuration.options.scrollOffset == configuration.pageOffset)
  }

  @Test func aDragHoldsWhileItsStepIsCurrent() throws {
    let drag = StepperScrollDrag(offset: 400, step: 3)
    #expect(try input(current: 3).configuration(keeping: drag).options.scrollOffset == 400)
    let scene = StepperScene(try input(current: 3).configuration(keeping: drag))
    #expect(scene.viewport?.offset == 400)
  }

  @Test func aNewCurrentStepGoesToItsPage() throws {
    let drag = StepperScrollDrag(offset: 40, step: 3)
    let configuration = try input(current: 11).configuration(keeping: drag)
    #expect(configuration.options.scrollOffset == 726)
  }

  @Test func aRowDrawnWholeIgnoresADrag() throws {
    var whole = StepperViewInput(current: 2, total: 4)
    whole.offeredLength = nil
    let configuration = try whole.configuration(keeping: StepperScrollDrag(offset: 90, step: 2))
    #expect(configuration.options.viewport == nil)
    #expect(configuration.options.scrollOffset == nil)
  }

  @Test func theAppsMistakeIsStillAnError() {
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: 30, total: 20)) {
      try input(current: 30).configuration(keeping: nil)
    }
  }
}
