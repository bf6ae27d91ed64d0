import StepperKit
import Testing

@Suite struct StepperConfigurationAccessibilityScrollTests {
  private let configuration = try? StepperConfiguration(
    total: 20, current: 1, scrolling: StepperScrolling(viewport: 375))

  @Test func forwardPinsTheFirstStepNotWholeOnScreen() throws {
    let configuration = try #require(configuration)
    let page = try #require(configuration.accessibilityScroll(.forward, from: 0))
    // Five whole markers and half of the sixth fit 375 points: the sixth comes first, on the
    // page the row's own paging shows it on.
    #expect(page.firstStep == 6)
    #expect(page.offset == (try configuration.moving(to: 6).pageOffset))
    let next = try #require(configuration.accessibilityScroll(.forward, from: page.offset))
    #expect(next.firstStep > page.firstStep)
  }

  @Test func backwardReturnsToTheStart() throws {
    let configuration = try #require(configuration)
    let page = try #require(configuration.accessibilityScroll(.forward, from: 0))
    let back = try #require(configuration.accessibilityScroll(.backward, from: page.offset))
    #expect(back.offset == 0)
    #expect(back.firstStep == 1)
  }

  @Test func pagingForwardReachesTheEndAndStops() throws {
    let configuration = try #require(configuration)
    let maximum = try #require(configuration.maximumScrollOffset)
    var offset = 0.0
    var pages = 0
    while let page = configuration.accessibilityScroll(.forward, from: offset), pages < 50 {
      #expect(page.offset > offset)
      offset = page.offset
      pages += 1
    }
    #expect(offset == maximum)
    #expect(pages < 20)
    #expect(configuration.accessibilityScroll(.backward, from: 0) == nil)
  }

  @Test func aRowThatDoesNotScrollHasNoPages() throws {
    let whole = try StepperConfiguration(total: 4, current: 1)
    #expect(whole.accessibilityScroll(.forward, from: 0) == nil)
    let fits = try StepperConfiguration(
      total: 3, current: 1, scrolling: StepperScrolling(viewport: 375))
    #expect(fits.accessibilityScroll(.forward, from: 0) == nil)
  }
}
