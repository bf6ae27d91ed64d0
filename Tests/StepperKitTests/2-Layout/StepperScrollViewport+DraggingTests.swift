import StepperKit
import Testing

@Suite struct StepperScrollViewportDraggingTests {
  private let viewport = StepperScrollViewport(offset: 100, length: 375, contentLength: 1_403.4)

  @Test func theRowFollowsTheFingerLeftToRight() {
    let left = viewport.offset(
      dragging: StepperPoint(x: -120, y: 30), from: 100, axis: .horizontal,
      direction: .leftToRight)
    #expect(left == 220)
    let right = viewport.offset(
      dragging: StepperPoint(x: 40, y: 0), from: 100, axis: .horizontal, direction: .leftToRight)
    #expect(right == 60)
  }

  @Test func aRightToLeftRowScrollsTheOtherWay() {
    let right = viewport.offset(
      dragging: StepperPoint(x: 120, y: 0), from: 100, axis: .horizontal,
      direction: .rightToLeft)
    #expect(right == 220)
  }

  @Test func aColumnScrollsWithTheVerticalPartOnly() {
    let up = viewport.offset(
      dragging: StepperPoint(x: -500, y: -50), from: 100, axis: .vertical,
      direction: .rightToLeft)
    #expect(up == 150)
  }

  @Test func theOffsetIsClampedToTheRow() {
    let past = viewport.offset(
      dragging: StepperPoint(x: -5_000, y: 0), from: 100, axis: .horizontal,
      direction: .leftToRight)
    #expect(isClose(past, 1_403.4 - 375))
    let before = viewport.offset(
      dragging: StepperPoint(x: 5_000, y: 0), from: 100, axis: .horizontal,
      direction: .leftToRight)
    #expect(before == 0)
    let fits = StepperScrollViewport(offset: 0, length: 375, contentLength: 300)
    #expect(
      fits.offset(
        dragging: StepperPoint(x: -50, y: 0), from: 0, axis: .horizontal,
        direction: .leftToRight) == 0)
  }

  @Test func aTranslationThatIsNotANumberMovesNothing() {
    let offset = viewport.offset(
      dragging: StepperPoint(x: .nan, y: 0), from: 100, axis: .horizontal,
      direction: .leftToRight)
    #expect(offset == 100)
    let start = viewport.offset(
      dragging: StepperPoint(x: -10, y: 0), from: .infinity, axis: .horizontal,
      direction: .leftToRight)
    #expect(start == 110)
  }

  @Test func aDraggedOffsetDrawsTheSceneThere() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 1, scrolling: StepperScrolling(viewport: 375))
    let scene = StepperScene(configuration)
    let viewport = try #require(scene.viewport)
    let offset = viewport.offset(
      dragging: StepperPoint(x: -250, y: 0), from: viewport.offset, axis: scene.axis,
      direction: scene.direction)
    let dragged = StepperScene(
      try StepperConfiguration(
        total: 20, current: 1, scrolling: StepperScrolling(viewport: 375, offset: offset)))
    #expect(dragged.visibleRect.x == 250)
  }
}
