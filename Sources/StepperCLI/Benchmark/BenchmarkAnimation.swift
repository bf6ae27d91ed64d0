import StepperKit

/// How many frames of an animated move each scene build serves, as the Apple views draw one:
/// the scenes the move leaves and reaches (the views' still scenes) and those of the steps it
/// passes are built once, when the move starts (`StepperSceneMove`); every frame after that
/// interpolates them and builds nothing. `stepper bench` prints it under its table.
struct BenchmarkAnimation: Sendable, Hashable {
  /// The frames a move shows at `framesPerSecond` over the core's move duration.
  let frames: Int
  /// The scenes built for the move, the two still scenes included.
  let builds: Int
  /// The step the move leaves, the one it reaches, and the total.
  let from: Int
  let to: Int
  let total: Int

  /// A move from step `from` to step `to` of `total`, counted at `framesPerSecond`.
  static func measure(
    style: StepperStyle, from: Int = 1, to: Int = 4, total: Int = 5, framesPerSecond: Int = 120
  ) throws(StepperConfigurationError) -> BenchmarkAnimation {
    var builds = 0
    func build(_ configuration: StepperConfiguration) -> StepperScene {
      builds += 1
      return StepperScene(configuration)
    }
    let start = try StepperConfiguration(style: style, total: total, current: from)
    let end = try start.moving(to: StepperStepID(to))
    let move = StepperSceneMove(from: build(start), to: build(end), configuration: end) {
      build($0)
    }
    let frames = Int((StepperMotion.duration * Double(framesPerSecond)).rounded())
    for frame in 0...frames {
      _ = move.scene(at: Double(frame) / Double(frames))
    }
    return BenchmarkAnimation(frames: frames, builds: builds, from: from, to: to, total: total)
  }

  /// "animation: a move from step 1 to step 4 of 5, 36 frames at 120 Hz: 4 scene builds,
  /// 9.0 frames per build".
  var line: String {
    let perBuild = BenchmarkFormat.fixed(Double(frames) / Double(max(builds, 1)), decimals: 1)
    return
      "animation: a move from step \(from) to step \(to) of \(total), \(frames) frames at 120 Hz: "
      + "\(builds) scene builds, \(perBuild) frames per build"
  }
}
