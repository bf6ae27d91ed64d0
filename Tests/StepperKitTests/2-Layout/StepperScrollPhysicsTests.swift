import StepperKit
import Testing

@Suite struct StepperScrollPhysicsTests {
  @Test func aFlingGlidesAsAScrollViewDoes() {
    #expect(abs(StepperScrollPhysics.projectedDistance(velocity: 1_000) - 499) < 1e-9)
    #expect(abs(StepperScrollPhysics.projectedDistance(velocity: -500) + 249.5) < 1e-9)
    #expect(StepperScrollPhysics.projectedDistance(velocity: .nan) == 0)
  }

  @Test func theGlideApproachesItsProjection() {
    let after = StepperScrollPhysics.glide(velocity: 1_000, after: 0.5)
    #expect(after > 300 && after < 499)
    #expect(abs(StepperScrollPhysics.glide(velocity: 1_000, after: 10) - 499) < 1e-3)
    #expect(StepperScrollPhysics.glide(velocity: 1_000, after: 0) == 0)
    #expect(!StepperScrollPhysics.hasStopped(velocity: 1_000, after: 1))
    #expect(StepperScrollPhysics.hasStopped(velocity: 1_000, after: 4))
  }

  @Test func theEdgesResistMoreTheFurtherTheyArePulled() {
    let rubber = { StepperScrollPhysics.rubberBanded($0, maximum: 500, dimension: 375) }
    #expect(rubber(200) == 200)
    #expect(rubber(-10) < 0 && rubber(-10) > -10)
    #expect(rubber(-100) - rubber(-110) < rubber(-10) - rubber(-20))
    #expect(rubber(-1e9) > -375)
    #expect(rubber(600) > 500 && rubber(600) < 600)
    #expect(abs(rubber(-100) + (1 - 1 / (100 * 0.55 / 375 + 1)) * 375) < 1e-9)
    #expect(StepperScrollPhysics.rubberBanded(.nan, maximum: 500, dimension: 375) == 0)
  }

  @Test func aDragIsGivenToTheRowOrItsParentOnceItHasMoved() {
    let lock = { StepperScrollPhysics.axisLock(StepperPoint(x: $0, y: $1), axis: .horizontal) }
    #expect(lock(4, 3) == .undecided)
    #expect(lock(-12, 5) == .row)
    #expect(lock(6, 11) == .parent)
    #expect(lock(10, 10) == .row)
    #expect(StepperScrollPhysics.axisLock(StepperPoint(x: 2, y: 30), axis: .vertical) == .row)
    #expect(lock(.nan, 20) == .undecided)
  }
}
