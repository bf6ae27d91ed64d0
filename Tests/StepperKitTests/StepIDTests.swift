import StepperKit
import Testing

@Suite struct StepIDTests {
  @Test func describesMainStepsAndSubsteps() {
    #expect(StepID(2).description == "2")
    #expect(StepID(2, substep: 1).description == "2.1")
  }

  @Test(arguments: ["2", "2.1", "10", "10.12"])
  func parsesWhatItPrints(_ text: String) throws {
    let id = try #require(StepID(parsing: text))
    #expect(id.description == text)
  }

  @Test(arguments: ["", "a", "2.", ".1", "2.1.1", "-1", "+2", "2 ", "٣"])
  func refusesOtherText(_ text: String) {
    #expect(StepID(parsing: text) == nil)
  }

  @Test func ordersSubstepsBetweenTheirParentAndTheNextStep() {
    let ids: [StepID] = [3, StepID(2, substep: 2), 1, 2, StepID(2, substep: 1)]
    #expect(ids.sorted().map(\.description) == ["1", "2", "2.1", "2.2", "3"])
  }
}
