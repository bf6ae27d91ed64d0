import StepperKit
import Testing

@Suite struct SceneHitTestingTests {
  @Test func aTapOnAReachedStepSelectsIt() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    let marker = try #require(scene.elements.first { $0.step == 2 && $0.role == .mark })
    #expect(scene.hitTest(marker.frame.center) == 2)
  }

  @Test func hitAreasAreAtLeast44AndOnlyOnReachedSteps() throws {
    // Circular markers sit far enough apart that each keeps its whole square.
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    let markers = scene.elements.filter { $0.role == .mark }
    #expect(markers.map { $0.hitArea != nil } == [true, true, true, false])
    for area in markers.compactMap(\.hitArea) {
      #expect(area.width >= 44 && area.height >= 44)
    }
    let upcoming = try #require(markers.last)
    #expect(scene.hitTest(upcoming.frame.center) == nil)
  }

  @Test func disabledStepsHaveNoHitArea() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .tappable(steps: [1, 2, 3, 4]))
        .replacing(\.stepStates, with: [2: .disabled]))
    let markers = scene.elements.filter { $0.role == .mark }
    #expect(markers.map { $0.hitArea != nil } == [true, false, true, true])
  }

  /// Ten dashes in the default length sit closer than 44: each area stops at the midpoints
  /// between its dash's centre and its neighbours', so every point of the row belongs to one
  /// dash, the nearest (Specification#hit-partition).
  @Test func crowdedHitAreasSplitAtTheMidpoints() throws {
    let scene = try StepperScene(
      StepperConfiguration(style: .dash, total: 10, current: 10, interaction: .reachedSteps))
    let dashes = scene.elements.filter { $0.role == .mark }
    let middle = (dashes[3].frame.center.x + dashes[4].frame.center.x) / 2
    #expect(abs((dashes[3].hitArea?.maxX ?? 0) - middle) < 1e-9 && dashes[4].hitArea?.x == middle)
    #expect((dashes[3].hitArea?.width ?? 44) < 44)
    #expect(scene.hitTest(dashes[3].frame.center) == 4)
    #expect(
      scene.hitTest(StepperPoint(x: dashes[3].frame.maxX + 1, y: dashes[3].frame.center.y)) == 4)
    #expect(scene.hitTest(StepperPoint(x: dashes[4].frame.x + 1, y: dashes[4].frame.center.y)) == 5)
    #expect(scene.hitTest(StepperPoint(x: middle - 0.01, y: dashes[3].frame.center.y)) == 4)
    #expect(scene.hitTest(StepperPoint(x: middle + 0.01, y: dashes[3].frame.center.y)) == 5)
  }

  @Test func nothingIsTappableUnlessAsked() throws {
    let scene = try StepperScene(StepperConfiguration(total: 4, current: 3))
    #expect(scene.elements.allSatisfy { $0.hitArea == nil })
    #expect(scene.hitTest(StepperPoint(x: 12, y: 12)) == nil)
  }

  /// A tap on the header of a column that scrolls under it selects no step, though a step's
  /// hit area reaches under the header; below the header the same step is tapped.
  @Test func aTapOnTheHeaderOfAColumnSelectsNoStepHiddenUnderIt() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true),
        scrolling: StepperScrolling(viewport: 400, offset: 20), interaction: .reachedSteps
      ).unchecked { $0.axis = .vertical })
    let marker = try #require(scene.elements.first { $0.role == .mark })
    let area = try #require(marker.hitArea)
    let title = try #require(scene.elements.first { $0.role == .title })
    // Step 1 is drawn from 44 to 68, its square from 34 to 78; the title (scrolled with the
    // visible part) from 32 to 52; the steps show from 64, where its area is cut.
    #expect(marker.step == 1 && area.y == 64 && scene.stepsRect.y == 64)
    let onTitle = StepperPoint(x: marker.frame.center.x, y: title.frame.center.y)
    #expect(!area.contains(onTitle))
    #expect(scene.hitTest(onTitle) == nil)
    #expect(scene.hitTest(StepperPoint(x: marker.frame.center.x, y: scene.stepsRect.y + 1)) == 1)
  }
}
