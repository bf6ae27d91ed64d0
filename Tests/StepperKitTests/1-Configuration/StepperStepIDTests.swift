import StepperKit
import Testing

@Suite struct StepIDTests {
  @Test func describesMainStepsAndSubsteps() {
    #expect(StepperStepID(2).description == "2")
    #expect(StepperStepID(2, substep: 1).description == "2.1")
  }

  @Test(arguments: ["2", "2.1", "10", "10.12"])
  func parsesWhatItPrints(_ text: String) throws {
    let id = try #require(StepperStepID(parsing: text))
    #expect(id.description == text)
  }

  @Test(arguments: ["", "a", "2.", ".1", "2.1.1", "-1", "+2", "2 ", "٣"])
  func refusesOtherText(_ text: String) {
    #expect(StepperStepID(parsing: text) == nil)
  }

  @Test func ordersSubstepsBetweenTheirParentAndTheNextStep() {
    let ids: [StepperStepID] = [
      3, StepperStepID(2, substep: 2), 1, 2, StepperStepID(2, substep: 1),
    ]
    #expect(ids.sorted().map(\.description) == ["1", "2", "2.1", "2.2", "3"])
  }

  @Test func aShownStepMovesItsMainStepByTheFirstNumber() {
    #expect(StepperStepID(2).shown(from: 1) == 2)
    #expect(StepperStepID(2).shown(from: 3) == 4)
    #expect(StepperStepID(2, substep: 1).shown(from: 3) == StepperStepID(4, substep: 1))
  }
}
