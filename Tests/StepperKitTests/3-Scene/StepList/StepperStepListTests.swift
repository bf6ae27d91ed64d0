import Foundation
import Testing

@testable import StepperKit

@Suite struct StepperStepListTests {
  // swift-format-ignore: NeverUseForceTry
  private let checkout = try! StepperConfiguration(
    total: 4, current: StepperStepID(2, substep: 1), substeps: StepperSubsteps([2: 2]),
    labels: StepperLabels(
      names: [1: "Cart", 2: "Address", StepperStepID(2, substep: 1): "Scan ID", 4: ""],
      descriptions: [1: "3 items", 3: ""]),
    scrolling: StepperScrolling(viewport: 200), interaction: .reachedSteps
  ).replacing(\.stepIcons, with: [3: .card])

  @Test func listsEveryStepAndSubstepInOrderWhateverTheViewportShows() throws {
    let list = StepperStepList(checkout)
    #expect(list.map(\.step.description) == ["1", "2", "2.1", "2.2", "3", "4"])
    // The scene in its 200-point viewport shows fewer steps; the list shows them all.
    #expect(StepperScene(checkout).accessibleSteps().count < list.count)
    #expect(list.map(\.isSubstep) == [false, false, true, true, false, false])
    #expect(list.map(\.number) == ["1", "2", "2.1", "2.2", "3", "4"])
  }

  @Test func rowsShowNamesDescriptionsIconsAndPlaces() throws {
    let list = StepperStepList(checkout)
    #expect(list.map(\.name) == ["Cart", "Address", "Scan ID", nil, nil, nil])
    #expect(
      list.map(\.title) == [
        "Cart", "Address", "Scan ID", "Step 2.2 of 4", "Step 3 of 4", "Step 4 of 4",
      ])
    #expect(list.map(\.description) == ["3 items", nil, nil, nil, nil, nil])
    #expect(list.map(\.icon) == [nil, nil, nil, nil, .card, nil])
  }

  @Test func statesAndLabelsAreTheScenes() throws {
    let list = StepperStepList(checkout)
    let accessibility = StepperAccessibility(checkout)
    for row in list {
      #expect(row.state == checkout.state(of: row.step))
      #expect(row.label == accessibility.description(ofStep: row.step, state: row.state))
    }
    // Where the scene shows a step, the list names it as the step's button does.
    for step in StepperScene(checkout).accessibleSteps() {
      #expect(list.row(of: step.step)?.label == step.label)
    }
    #expect(
      list.map(\.stateName) == [
        "completed", "current", "current", "upcoming", "upcoming", "upcoming",
      ])
  }

  @Test func marksOnlyTheCurrentStep() throws {
    let list = StepperStepList(checkout)
    // Step 2 is drawn active (its sub-step is current) but only 2.1 is marked.
    #expect(list.map(\.isCurrent) == [false, false, true, false, false, false])
    #expect(list.currentIndex == 2)
    #expect(list[list.currentIndex].isCurrent)
  }

  @Test func reachedStepsAreSelectableByTheTappableRowsRule() throws {
    for interaction in [StepperInteraction.none, .reachedSteps, .tappable(steps: [1, 4])] {
      let configuration = try checkout.changing {
        $0.isTappable = interaction.isTappable
        $0.tappableSteps = interaction.tappableSteps
      }.replacing(\.stepStates, with: [1: .disabled])
      let tappable = try configuration.changing {
        $0.isTappable = true
        $0.tappableSteps = interaction.tappableSteps
      }
      let list = StepperStepList(configuration)
      for row in list {
        #expect(row.isSelectable == tappable.isSelectable(row.step), "\(interaction) \(row.step)")
        #expect(list.selection(of: row.step) == (row.isSelectable ? row.step : nil))
      }
      #expect(list[0].isSelectable == false)
    }
    let reached = StepperStepList(checkout)
    #expect(reached.map(\.isSelectable) == [true, true, true, false, false, false])
    let done = StepperStepList(try checkout.moving(to: 4).replacing(\.status, with: .success))
    #expect(done.map(\.isSelectable) == Array(repeating: true, count: done.count))
  }

  @Test func speaksTheLanguageOfItsStrings() throws {
    let configuration = try StepperConfiguration(total: 3, current: 2, status: .error)
    let arabic = StepperStepList(configuration, strings: try #require(.forLanguage("ar-EG")))
    #expect(arabic.title == "جميع الخطوات")
    #expect(arabic.closeTitle == "إغلاق")
    #expect(arabic.language == "ar-EG")
    #expect(arabic.map(\.number) == ["١", "٢", "٣"])
    #expect(arabic[1].stateName == "الحالية، فشلت")
    let german = StepperStepList(configuration, strings: .german)
    #expect(german.map(\.stateName) == ["abgeschlossen", "aktuell, fehlgeschlagen", "ausstehend"])
    #expect(german[0].label == "Schritt 1 von 3, abgeschlossen")
    #expect(german.title == "Alle Schritte")
  }

  @Test func everyLanguageNamesTheCloseControl() {
    let words = StepperStrings.all.map(\.close)
    #expect(words == ["Close", "Schließen", "Cerrar", "Fermer", "閉じる", "إغلاق"])
    #expect(StepperStrings.Words(success: "s", error: "e", allSteps: "a").close == "Close")
  }

  @Test func numbersFollowTheFirstNumber() throws {
    let list = StepperStepList(
      try StepperConfiguration(total: 3, current: 2).replacing(\.firstNumber, with: 5))
    #expect(list.map(\.number) == ["5", "6", "7"])
    #expect(list[0].label == "Step 5 of 7, completed")
  }

  @Test func aLongFlowCostsNoMemoryPerStep() throws {
    let configuration = try StepperConfiguration(
      total: 100_000, current: StepperStepID(70_000), scrolling: StepperScrolling(viewport: 375))
    let list = StepperStepList(configuration)
    #expect(list.count == 100_000)
    #expect(list[69_999].isCurrent)
    #expect(list.last?.label == "Step 100,000 of 100,000, upcoming")
    #expect(list.row(of: 100_001) == nil)
    #expect(list.row(of: StepperStepID(2, substep: 1)) == nil)
  }

  @Test func equalListsListTheSameFlowInTheSameWords() throws {
    let a = StepperStepList(checkout)
    #expect(a == StepperStepList(checkout))
    #expect(a.hashValue == StepperStepList(checkout).hashValue)
    #expect(a != StepperStepList(checkout, strings: .french))
    #expect(a != StepperStepList(try checkout.moving(to: 3)))
  }
}
