import Testing

@testable import StepperKit

@Suite struct StepperViewInputStepListTests {
  @Test func listsTheViewsFlowInItsWords() throws {
    var input = StepperViewInput(current: 2, total: 4)
    input.options.stepNames = [1: "Cart"]
    input.options.substeps = [2: 1]
    input.options.current = StepperStepID(input.options.current.step, substep: 1)
    input.localeIdentifier = "de-CH"
    input.appearance = .dark
    input.options.direction = .rightToLeft
    let list = try input.stepList()
    #expect(list.map(\.step.description) == ["1", "2", "2.1", "3", "4"])
    #expect(list.title == "Alle Schritte")
    #expect(list.theme.appearance == .dark)
    #expect(list.direction == .rightToLeft)
    #expect(list[2].isCurrent)
    #expect(list[0].label == "Cart, Schritt 1 von 4, abgeschlossen")
  }

  @Test func theRowsGeometryDoesNotKeepTheListFromShowing() throws {
    var input = StepperViewInput(current: 2, total: 8)
    input.options.length = 10
    #expect(throws: StepperConfigurationError.self) { try input.configuration() }
    #expect(try input.stepList().count == 8)
    input.options.length = nil
    input.options.viewport = 1
    input.options.axis = .vertical
    #expect(try input.stepList().count == 8)
  }

  @Test func aFlowTheCoreRefusesIsStillAnError() {
    let input = StepperViewInput(current: 5, total: 4)
    #expect(throws: StepperConfigurationError.self) { try input.stepList() }
  }

  @Test func theViewsTapsDoNotDecideWhatIsSelectable() throws {
    var input = StepperViewInput(current: 3, total: 4)
    #expect(try input.stepList().map(\.isSelectable) == [true, true, true, false])
    input.options.isTappable = true
    input.options.stepStates = [1: .disabled]
    #expect(try input.stepList().map(\.isSelectable) == [false, true, true, false])
  }
}
