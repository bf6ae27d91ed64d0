import StepperKit
import Testing

@Suite struct TimingCurveTests {
  @Test func easeInOutIsSymmetricAndPinnedAtItsEnds() {
    let curve = StepperTimingCurve.easeInOut
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(isClose(curve.value(at: 0.5), 0.5))
    for time in stride(from: 0.05, to: 0.5, by: 0.05) {
      #expect(abs(curve.value(at: time) + curve.value(at: 1 - time) - 1) < 1e-6)
    }
  }

  @Test func easeInOutMatchesCSSValues() {
    // cubic-bezier(0.42, 0, 0.58, 1) at a quarter of the time: 12.9 % of the way.
    #expect(abs(StepperTimingCurve.easeInOut.value(at: 0.25) - 0.129) < 0.001)
    #expect(abs(StepperTimingCurve.easeInOut.value(at: 0.75) - 0.871) < 0.001)
  }

  @Test func risesMonotonically() {
    var previous = 0.0
    for step in 1...100 {
      let value = StepperTimingCurve.easeInOut.value(at: Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func aLinearCurveIsTheIdentity() throws {
    let linear = try StepperTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    for time in [0.1, 0.33, 0.5, 0.9] {
      #expect(abs(linear.value(at: time) - time) < 1e-6)
    }
  }

  @Test func aSteepCurveStillSolves() throws {
    // Control times at the ends make the slope vanish there; bisection takes over.
    let steep = try StepperTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    let value = steep.value(at: 0.5)
    #expect(abs(value - 0.5) < 1e-6)
  }

  @Test func timesOutsideTheCurveAreItsEnds() {
    #expect(StepperTimingCurve.easeInOut.value(at: -1) == 0)
    #expect(StepperTimingCurve.easeInOut.value(at: 3) == 1)
    #expect(StepperTimingCurve.easeInOut.value(at: .nan) == 0)
  }

  @Test(arguments: [-0.1, 1.1, Double.nan, Double.infinity])
  func refusesControlTimesOutsideZeroToOne(_ time: Double) {
    do {
      _ = try StepperTimingCurve(x1: 0.5, y1: 0, x2: time, y2: 1)
      Issue.record("accepted a control time of \(time)")
    } catch {
      #expect(String(describing: error).hasPrefix("control point times must be between 0 and 1"))
    }
  }

  @Test func refusesProgressValuesThatAreNotNumbers() {
    #expect(throws: StepperTimingCurveError.controlPointOutOfRange(.infinity)) {
      _ = try StepperTimingCurve(x1: 0.5, y1: .infinity, x2: 0.5, y2: 1)
    }
  }

  @Test func acceptsOvershootingProgress() throws {
    // Progress control values outside 0–1 make a curve overshoot, which is allowed.
    let overshoot = try StepperTimingCurve(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    #expect(overshoot.value(at: 0.1) < 0)
  }
}
