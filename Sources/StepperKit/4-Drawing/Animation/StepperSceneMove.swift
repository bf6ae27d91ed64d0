/// An animation from one still scene to the next, with every scene it needs built once, when
/// the change happens: each frame then only interpolates (see the Performance article).
///
/// A move across several steps passes through each in turn, as
/// ``StepperInterpolatedScene/init(_:position:strings:measurer:)`` draws it, so the scenes of
/// the steps passed are built here, up to ``maximumStopsBetween`` of them (a longer jump passes
/// through that many, evenly spaced). The scenes the move leaves and reaches are the views'
/// still scenes, already built, and are not built again. ``scene(at:)`` builds nothing.
///
/// ```swift
/// let from = StepperScene(try StepperConfiguration(style: .dash, total: 6, current: 1))
/// let configuration = try StepperConfiguration(style: .dash, total: 6, current: 4)
/// let move = StepperSceneMove(from: from, to: StepperScene(configuration), configuration: configuration)
/// print(move.stops.count)
/// // Prints "4"
/// ```
package struct StepperSceneMove: Sendable, Hashable {
  /// The scenes the move passes through: the one it leaves, those of the steps passed, and the
  /// one it reaches.
  package let stops: [StepperScene]
  /// Where each stop sits in the move, from 0 (the scene left) to 1 (the scene reached),
  /// rising.
  package let progresses: [Double]

  /// The most steps passed on the way whose scenes a move builds.
  package static let maximumStopsBetween = 8

  /// The move from `start` to `end`, the scene of `configuration`, in the words of `strings`
  /// measured by `measurer`.
  package init(
    from start: StepperScene, to end: StepperScene, configuration: StepperConfiguration,
    strings: StepperStrings = .english, measurer: some StepperTextMeasuring = .bundled
  ) {
    self.init(from: start, to: end, configuration: configuration) {
      StepperScene($0, strings: strings, measurer: measurer)
    }
  }

  /// The move from `start` to `end`, building the scenes of the steps passed with `build`.
  package init(
    from start: StepperScene, to end: StepperScene, configuration: StepperConfiguration,
    build: (StepperConfiguration) -> StepperScene
  ) {
    let first = start.accessibility.current.step
    let last = configuration.options.current.step
    let between = Self.stepsPassed(from: first, to: last)
    // A success belongs to the last step: the steps passed on the way to it are under way.
    let status = configuration.options.status == .success ? .default : configuration.options.status
    var stops = [start]
    var progresses = [0.0]
    for step in between {
      guard
        let moved = try? configuration.replacing(\.status, with: status).moving(
          to: StepperStepID(step))
      else {
        continue
      }
      stops.append(build(moved))
      progresses.append(Double(step - first) / Double(last - first))
    }
    stops.append(end)
    progresses.append(1)
    self.stops = stops
    self.progresses = progresses
  }

  /// The main steps strictly between `first` and `last`, in the order a move passes them, at
  /// most ``maximumStopsBetween``, evenly spaced.
  static func stepsPassed(from first: Int, to last: Int) -> [Int] {
    let count = abs(last - first) - 1
    guard count > 0 else { return [] }
    let direction = last > first ? 1 : -1
    let taken = min(count, maximumStopsBetween)
    return (1...taken).map { index in
      first + direction * Int((Double(index) * Double(count + 1) / Double(taken + 1)).rounded())
    }
  }

  /// The moment at `progress`, 0 being the scene left and 1 the scene reached (values outside
  /// are taken as the nearer end): an interpolation of the two stops about it.
  package func scene(at progress: Double) -> StepperInterpolatedScene {
    let clamped = progress.isFinite ? min(max(progress, 0), 1) : 1
    let upper = min(max(progresses.partitioningIndex { $0 >= clamped }, 1), stops.count - 1)
    let lower = upper - 1
    let span = progresses[upper] - progresses[lower]
    let local = span > 0 ? (clamped - progresses[lower]) / span : 1
    return StepperSceneInterpolation(from: stops[lower], to: stops[upper]).scene(at: local)
  }
}
