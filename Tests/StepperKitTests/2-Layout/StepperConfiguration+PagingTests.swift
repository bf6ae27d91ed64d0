import StepperKit
import Testing

@Suite struct StepperConfigurationPagingTests {
  @Test(arguments: [(3, 0.0), (6, 363), (11, 726), (16, 1028.4), (20, 1028.4)])
  func thePageOfEachCurrentStep(current: Int, offset: Double) throws {
    let configuration = try StepperConfiguration(
      total: 20, current: StepperStepID(current), scrolling: StepperScrolling(viewport: 375))
    #expect(isClose(configuration.pageOffset ?? -1, offset))
  }

  @Test func aDragOffsetDoesNotMoveThePage() throws {
    let dragged = try StepperConfiguration(
      total: 20, current: 6, scrolling: StepperScrolling(viewport: 375, offset: 900))
    #expect(isClose(dragged.pageOffset ?? -1, 363))
    // The scene at the page offset is the scene a configuration without a drag pages to.
    let paged = try StepperConfiguration(
      total: 20, current: 6, scrolling: StepperScrolling(viewport: 375))
    #expect(StepperScene(paged).viewport?.offset == dragged.pageOffset)
  }

  @Test func theLastPageIsRightAligned() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 20, scrolling: StepperScrolling(viewport: 375))
    #expect(configuration.pageOffset == configuration.maximumScrollOffset)
    #expect(isClose(configuration.maximumScrollOffset ?? 0, 1028.4))
  }

  @Test func aRowDrawnWholeHasNoPage() throws {
    let whole = try StepperConfiguration(total: 4, current: 2)
    #expect(whole.pageOffset == nil)
    #expect(whole.maximumScrollOffset == nil)
    let fits = try StepperConfiguration(
      total: 4, current: 4, scrolling: StepperScrolling(viewport: 375))
    #expect(fits.pageOffset == 0)
    #expect(fits.maximumScrollOffset == 0)
    // A row that cannot scroll must fit whole (Specification#no-partial-step), so it has no
    // page to move to.
    let fixed = try StepperConfiguration(
      total: 4, current: 4, scrolling: StepperScrolling(viewport: 375, isScrollEnabled: false))
    #expect(fixed.pageOffset == 0)
    #expect(fixed.maximumScrollOffset == 0)
  }

  @Test func subStepsArePagedToo() throws {
    let configuration = try StepperConfiguration(
      total: 12, current: StepperStepID(9, substep: 2), substeps: StepperSubsteps([9: 3]),
      scrolling: StepperScrolling(viewport: 375))
    let offset = try #require(configuration.pageOffset)
    let scene = StepperScene(configuration)
    #expect(scene.viewport?.offset == offset)
    let current = try #require(
      scene.elements.first { $0.step == StepperStepID(9, substep: 2) && $0.role == .mark })
    #expect(current.frame.x >= offset - 1e-9)
    #expect(current.frame.maxX <= offset + 375 + 1e-9)
  }
}
