import StepperKit
import Testing

/// A scene compared with the configuration shown before it carries what to announce.
@Suite struct StepperSceneChangeTests {
  @Test func aSceneComparedWithAnEarlierTotalCarriesTheChange() throws {
    let scene = try StepperScene(StepperConfiguration(style: .dash, total: 6, current: 3))
    #expect(!scene.accessibility.isComparedWithPrevious)
    #expect(scene.accessibility.change == nil)
    let compared = scene.announcingChange(
      from: try StepperConfiguration(style: .dash, total: 4, current: 3))
    #expect(compared.accessibility.isComparedWithPrevious)
    #expect(compared.accessibility.change == "2 steps added. Step 3 of 6")
    #expect(compared.elements == scene.elements)
  }

  @Test func theChangeIsInTheScenesLanguage() throws {
    let scene = try StepperScene(
      StepperConfiguration(style: .dash, total: 4, current: 3), strings: .spanish
    ).announcingChange(from: try StepperConfiguration(style: .dash, total: 6, current: 3))
    #expect(scene.accessibility.change == "2 pasos eliminados. Paso 3 de 4")
  }

  @Test func comparedWithItselfSaysNothingChanged() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 6, current: 3)
    let scene = StepperScene(configuration).announcingChange(from: configuration)
    #expect(scene.accessibility.isComparedWithPrevious)
    #expect(scene.accessibility.change == nil)
  }
}
