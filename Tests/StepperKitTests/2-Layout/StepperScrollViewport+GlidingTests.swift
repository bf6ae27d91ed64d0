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

  @Test("let go, a row springs back inside, glides on, or rests")
  func releaseDecidesWhatTheRowDoes() {
    let end = viewport.maximumOffset
    // Pulled past either end, whatever its speed, it springs back to that end.
    #expect(viewport.release(at: -40, velocity: 0) == .springBack(to: 0))
    #expect(viewport.release(at: end + 25, velocity: -3_000) == .springBack(to: end))
    // Inside and fast enough, it glides as far and as long as a glide says.
    let glide = viewport.glide(
      from: 100, velocity: StepperPoint(x: -1_000, y: 0), axis: .horizontal,
      direction: .leftToRight)
    #expect(
      viewport.release(at: 100, velocity: 1_000)
        == .glide(velocity: 1_000, to: glide.offset, duration: glide.duration))
    // Too slow, cancelled (0), or against an end it already touches: it rests.
    #expect(viewport.release(at: 100, velocity: 0.4) == .rest(at: 100))
    #expect(viewport.release(at: 100, velocity: 0) == .rest(at: 100))
    #expect(viewport.release(at: 0, velocity: -1_000) == .rest(at: 0))
    #expect(viewport.release(at: 100, velocity: .nan) == .rest(at: 100))
    // A row that fits never glides.
    let fits = StepperScrollViewport(offset: 0, length: 375, contentLength: 300)
    #expect(fits.release(at: 0, velocity: 2_000) == .rest(at: 0))
  }

  @Test("an offset is kept inside the row; one that is not a number is the viewport's own")
  func clampedKeepsAnOffsetInsideTheRow() {
    #expect(viewport.clamped(-1) == 0)
    #expect(viewport.clamped(250) == 250)
    #expect(viewport.clamped(1e9) == viewport.maximumOffset)
    #expect(viewport.clamped(.nan) == 100)
    #expect(viewport.clamped(-.infinity) == 100)
  }
}
