import StepperKit

/// A stepper the benchmark times, with what its pipeline is held to.
struct BenchmarkWorkload: Sendable {
  /// The name its lines carry: "10,000 steps", "1,000,000 steps, scrolling".
  let name: String
  /// The number of main steps.
  let steps: Int
  /// Makes the configuration: the first stage of the pipeline, timed with the rest.
  let make: @Sendable () throws(StepperConfigurationError) -> StepperConfiguration
  /// The configuration made once, for the renderers' scene.
  let configuration: StepperConfiguration
  /// The target for its pipeline, if it has one.
  let pipelineTarget: BenchmarkTarget?

  /// The step counts drawn whole.
  static let wholeRowTotals = [3, 5, 10, 100, 10_000]
  /// The viewport of the scrolling rows, in points: a phone's width.
  static let viewport = 375.0

  /// `total` steps of `style` drawn whole at the shortest length that holds them (circular
  /// connectors of exactly 22, dashes as long as they are thick): every step is in the scene,
  /// so the work grows with `total`.
  static func wholeRow(
    _ style: StepperStyle, total: Int, target: BenchmarkTarget? = nil
  ) throws(StepperConfigurationError) -> BenchmarkWorkload {
    let length = StyleMetrics.minimumLength(of: style, total: total)
    let make = { @Sendable () throws(StepperConfigurationError) in
      try StepperConfiguration(style: style, total: total, current: (total + 1) / 2, length: length)
    }
    return BenchmarkWorkload(
      name: "\(BenchmarkFormat.count(total)) steps", steps: total, make: make,
      configuration: try make(), pipelineTarget: target)
  }

  /// `total` steps of `style` scrolling in a ``viewport``, paged to the middle step: only the
  /// steps on screen are in the scene, so the work should not grow with `total`.
  static func scrollingRow(
    _ style: StepperStyle, total: Int, target: BenchmarkTarget? = nil
  ) throws(StepperConfigurationError) -> BenchmarkWorkload {
    let make = { @Sendable () throws(StepperConfigurationError) in
      try StepperConfiguration(
        style: style, total: total, current: StepperStepID((total + 1) / 2),
        scrolling: StepperScrolling(viewport: viewport))
    }
    return BenchmarkWorkload(
      name: "\(BenchmarkFormat.count(total)) steps, scrolling", steps: total, make: make,
      configuration: try make(), pipelineTarget: target)
  }

  /// The workloads of a run, in the order they run: the scrolling rows first, so that the peak
  /// memory read after them is theirs alone, then the rows drawn whole.
  static func standard(
    _ style: StepperStyle
  ) throws(StepperConfigurationError)
    -> [BenchmarkWorkload]
  {
    let short = try scrollingRow(style, total: 10)
    var workloads = [
      short,
      try scrollingRow(
        style, total: 1_000_000,
        target: BenchmarkTarget(baseline: .pipeline(of: short.name, steps: short.steps), limit: 2)),
    ]
    for total in wholeRowTotals {
      let target: BenchmarkTarget? =
        total == 10_000 ? BenchmarkTarget(baseline: .frames, limit: 3) : nil
      workloads.append(try wholeRow(style, total: total, target: target))
    }
    return workloads
  }
}

/// What a line's time is divided by.
enum BenchmarkBaseline: Sendable, Hashable {
  /// The loop that writes as many frames as the scene has elements.
  case frames
  /// The loop that appends as many bytes as the renderer wrote.
  case string
  /// The pipeline of another workload: its name and step count.
  case pipeline(of: String, steps: Int)
  /// A whole process of a plain Swift program that prints one line.
  case plainSwift

  /// What the table calls it.
  var label: String {
    switch self {
    case .frames: "frames"
    case .string: "string"
    case .pipeline(_, let steps): "\(BenchmarkFormat.count(steps))-step row"
    case .plainSwift: "plain Swift"
    }
  }
}

/// What a workload's pipeline is held to: at most `limit` times `baseline`.
struct BenchmarkTarget: Sendable, Hashable {
  /// What the pipeline's time is divided by.
  let baseline: BenchmarkBaseline
  /// The largest ratio that meets the target.
  let limit: Double
}
