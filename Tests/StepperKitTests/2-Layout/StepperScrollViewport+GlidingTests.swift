import StepperKit
import Testing

@Suite("A row let go at speed glides as a scroll view does")
struct StepperScrollViewportGlidingTests {
  let viewport = StepperScrollViewport(offset: 100, length: 375, contentLength: 1_403.4)

  @Test("it glides the scroll view's distance along the row, the way the finger moved")
  func glidesTheProjectedDistance() {
    let left = viewport.glide(
      from: 100, velocity: StepperPoint(x: -1_000, y: 300), axis: .horizontal,
      direction: .leftToRight)
    #expect(
      abs(left.offset - (100 + StepperScrollPhysics.projectedDistance(velocity: 1_000))) < 1e-9)
    #expect(abs(left.duration - StepperScrollPhysics.glideDuration(velocity: 1_000)) < 1e-9)
    // Right to left, a finger moving right reveals later steps.
    let mirrored = viewport.glide(
      from: 100, velocity: StepperPoint(x: 1_000, y: 0), axis: .horizontal,
      direction: .rightToLeft)
    #expect(mirrored == left)
    // A column follows the vertical part only.
    let column = viewport.glide(
      from: 100, velocity: StepperPoint(x: 5_000, y: -1_000), axis: .vertical,
      direction: .leftToRight)
    #expect(column == left)
  }

  @Test("an end stops the glide early, in proportion")
  func clampsToTheRow() {
    let back = viewport.glide(
      from: 100, velocity: StepperPoint(x: 1_000, y: 0), axis: .horizontal,
      direction: .leftToRight)
    #expect(back.offset == 0)
    let whole = StepperScrollPhysics.glideDuration(velocity: 1_000)
    let share = 100 / StepperScrollPhysics.projectedDistance(velocity: 1_000)
    #expect(abs(back.duration - whole * share) < 1e-9)
    let far = viewport.glide(
      from: 100, velocity: StepperPoint(x: -50_000, y: 0), axis: .horizontal,
      direction: .leftToRight)
    #expect(far.offset == viewport.maximumOffset)
  }

  @Test("a slow, still or broken release glides nowhere", arguments: [0, 0.2, .nan, .infinity])
  func noGlide(speed: Double) {
    let glide = viewport.glide(
      from: 100, velocity: StepperPoint(x: -speed, y: 0), axis: .horizontal,
      direction: .leftToRight)
    #expect(glide.offset == 100)
    #expect(glide.duration == 0)
  }

  @Test("a row that does not scroll does not glide")
  func notScrollable() {
    let whole = StepperScrollViewport(offset: 0, length: 375, contentLength: 300)
    let glide = whole.glide(
      from: 0, velocity: StepperPoint(x: -1_000, y: 0), axis: .horizontal,
      direction: .leftToRight)
    #expect(glide.offset == 0)
    #expect(glide.duration == 0)
  }

  @Test("the glide lasts until it slows below half a point a second")
  func durationMatchesHasStopped() {
    for velocity in [10.0, 400, 2_500, -3_000] {
      let duration = StepperScrollPhysics.glideDuration(velocity: velocity)
      #expect(duration > 0)
      #expect(!StepperScrollPhysics.hasStopped(velocity: velocity, after: duration * 0.999))
      #expect(StepperScrollPhysics.hasStopped(velocity: velocity, after: duration * 1.001))
    }
    #expect(StepperScrollPhysics.glideDuration(velocity: 0.4) == 0)
    #expect(StepperScrollPhysics.glideDuration(velocity: .nan) == 0)
  }
}
