import StepperKit
import Testing

@Suite struct SceneTapTargetsTests {
  @Test func aRowThatCannotBeTappedHasNoButtons() throws {
    let scene = try Scene(StepperConfiguration(total: 4, current: 3))
    #expect(scene.tapTargets().isEmpty)
  }

  @Test func reachedStepsAreButtonsWithTheCoresHitAreasAndLabels() throws {
    let scene = try Scene(StepperConfiguration(total: 4, current: 3, isTappable: true))
    let targets = scene.tapTargets()
    #expect(targets.map(\.step) == [1, 2, 3])
    #expect(targets.map(\.label) == ["Step 1 of 4", "Step 2 of 4", "Step 3 of 4"])
    #expect(targets.allSatisfy { $0.isEnabled })
    let marker = try #require(scene.elements.first { $0.role == .marker && $0.step == 1 })
    #expect(targets[0].frame == marker.hitArea)
    #expect(targets[0].frame.width >= 44 && targets[0].frame.height >= 44)
  }

  @Test func disabledStepsAreDisabledButtons() throws {
    let scene = try Scene(
      StepperConfiguration(
        style: .dash, total: 4, current: 3, stateOverrides: [2: .disabled], isTappable: true))
    let disabled = try #require(scene.tapTargets().first { $0.step == 2 })
    #expect(!disabled.isEnabled)
    let dash = try #require(scene.elements.first { $0.step == 2 })
    #expect(isClose(disabled.frame.height, 44))
    #expect(isClose(disabled.frame.center.y, dash.frame.center.y))
    #expect(isClose(disabled.frame.width, dash.frame.width))
  }

  @Test func aScrollingRowsButtonsAndTapsAreInDrawingCoordinates() throws {
    let scene = try Scene(
      StepperConfiguration(
        style: .circular, total: 20, current: 6, viewport: 375, isTappable: true))
    let offset = try #require(scene.viewport?.offset)
    let target = try #require(scene.tapTargets().first { $0.step == 6 })
    let marker = try #require(scene.elements.first { $0.role == .marker && $0.step == 6 })
    let area = try #require(marker.hitArea)
    #expect(isClose(target.frame.x, area.x - offset))
    #expect(scene.hitTest(drawingPoint: Point(x: target.frame.center.x, y: 12)) == 6)
    #expect(scene.hitTest(drawingPoint: Point(x: 360, y: 12)) == nil)
  }

  @Test func labelsAreInTheScenesLanguageUnlessAskedForAnother() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, isTappable: true)
    let scene = Scene(configuration, strings: .german)
    #expect(scene.tapTargets().map(\.label) == ["Schritt 1 von 4", "Schritt 2 von 4"])
    #expect(scene.tapTargets(strings: .french).map(\.label) == ["Étape 1 sur 4", "Étape 2 sur 4"])
  }
}
