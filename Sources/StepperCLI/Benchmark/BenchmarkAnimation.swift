import StepperKit

/// The animation line of `stepper bench`: how many frames each scene build serves when a move
/// is drawn from scenes built once per change (``StepperSceneMove``), and what a frame costs
/// that way against building two scenes a frame.
struct BenchmarkAnimation {
  /// Frames a move takes: a second at 60 Hz.
  static let frames = 60

  /// The scene builds the move made: the two still scenes and the steps passed.
  let builds: Int
  /// Nanoseconds a frame takes, interpolated from the scenes built once.
  let builtOnceNanoseconds: Double
  /// Nanoseconds a frame takes, building the two scenes about it.
  let perFrameNanoseconds: Double

  /// Measures a move from step 1 to step 4 of a scrolling `style` row of 10 steps.
  static func measure(_ style: StepperStyle) throws(StepperConfigurationError) -> Self {
    let scrolling = try StepperScrolling(viewport: BenchmarkWorkload.viewport)
    let start = try StepperConfiguration(style: style, total: 10, current: 1, scrolling: scrolling)
    let target = try start.moving(to: 4)
    var builds = 0
    func build(_ configuration: StepperConfiguration) -> StepperScene {
      builds += 1
      return StepperScene(configuration)
    }
    let clock = ContinuousClock()
    let once = clock.measure {
      let move = StepperSceneMove(
        from: build(start), to: build(target), configuration: target, build: build)
      for frame in 0...frames { _ = StepperSceneDrawing(move.scene(at: Double(frame) / 60)) }
    }
    let perFrame = clock.measure {
      for frame in 0...frames {
        let position = 1 + 3 * Double(frame) / Double(frames)
        _ = StepperSceneDrawing(StepperInterpolatedScene(target, position: position))
      }
    }
    func nanoseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
    return BenchmarkAnimation(
      builds: builds, builtOnceNanoseconds: nanoseconds(once) / Double(frames + 1),
      perFrameNanoseconds: nanoseconds(perFrame) / Double(frames + 1))
  }

  /// The line: "animation: 61 frames from step 1 to 4, 5 scene builds (12.2 frames per build);
  /// a frame 40 µs from built scenes, 180 µs building two scenes a frame".
  var line: String {
    let perBuild = Double(Self.frames + 1) / Double(max(builds, 1))
    return "animation: \(Self.frames + 1) frames from step 1 to 4, \(builds) scene builds "
      + "(\(BenchmarkFormat.fixed(perBuild, decimals: 1)) frames per build); a frame "
      + "\(BenchmarkFormat.duration(builtOnceNanoseconds)) from built scenes, "
      + "\(BenchmarkFormat.duration(perFrameNanoseconds)) building two scenes a frame"
  }
}
