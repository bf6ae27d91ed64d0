import StepperKit
import StepperRendering

/// Runs the workloads: times the pipeline and each renderer, with the baselines beside them,
/// and reads the peak memory after each workload.
struct BenchmarkSuite {
  /// The renderers timed, one line each: a new renderer is one more entry.
  static let renderers: [StepperRenderer] = [.svg, .json, .html, .page, .ansi]
  /// How many times the string baseline a renderer may take.
  static let rendererLimit = 2.0

  /// How each operation is timed.
  let timer: BenchmarkTimer
  /// The renderers timed.
  var renderers: [StepperRenderer] = Self.renderers

  /// What a run found.
  struct Result: Sendable {
    /// Every line, in the order measured.
    var rows: [BenchmarkRow] = []
    /// The memory checks of the workloads held to another's pipeline.
    var memory: [BenchmarkMemoryCheck] = []

    /// Whether any line or memory check missed its target.
    var missesATarget: Bool {
      rows.contains { $0.meetsTarget == false } || memory.contains { !$0.meetsTarget }
    }
  }

  /// Runs `workloads` in order, handing each line to `report` as soon as it is measured.
  func run(_ workloads: [BenchmarkWorkload], report: (BenchmarkRow) -> Void) -> Result {
    var result = Result()
    var pipelines: [String: () -> Void] = [:]
    var peaks: [String: Int] = [:]
    for workload in workloads {
      let scene = StepperScene(workload.configuration)
      let elements = scene.elements.count
      let make = workload.make
      let pipeline = { blackHole(try? StepperScene(make())) }
      pipelines[workload.name] = pipeline

      let target = workload.pipelineTarget
      let baseline = target?.baseline ?? .frames
      let reference: () -> Void =
        switch baseline {
        case .frames, .string, .plainSwift: framesBaseline(elements)
        case .pipeline(let name, _): pipelines[name] ?? framesBaseline(elements)
        }
      let times = timer.compare(pipeline, with: reference)
      append(
        BenchmarkRow(
          workload: workload.name, operation: "pipeline", elements: elements, bytes: nil,
          nanoseconds: times.operation, baseline: baseline, baselineNanoseconds: times.baseline,
          limit: target?.limit), to: &result, report: report)

      for renderer in renderers {
        let bytes = renderer.render(scene).utf8.count
        let times = timer.compare(
          { blackHole(renderer.render(scene)) },
          with: { blackHole(BenchmarkBaselines.appendBytes(bytes)) })
        append(
          BenchmarkRow(
            workload: workload.name, operation: renderer.name, elements: elements, bytes: bytes,
            nanoseconds: times.operation, baseline: .string, baselineNanoseconds: times.baseline,
            limit: Self.rendererLimit), to: &result, report: report)
      }

      let peak = MemoryUsage.peakResidentBytes()
      peaks[workload.name] = peak
      if case .pipeline(let reference, let referenceSteps) = target?.baseline,
        let peak, let referencePeak = peaks[reference] ?? nil
      {
        result.memory.append(
          BenchmarkMemoryCheck(
            workload: workload.name, steps: workload.steps, reference: reference,
            referenceSteps: referenceSteps, referencePeak: referencePeak, peak: peak))
      }
    }
    return result
  }

  private func append(
    _ row: BenchmarkRow, to result: inout Result, report: (BenchmarkRow) -> Void
  ) {
    report(row)
    result.rows.append(row)
  }

  /// The frame baseline for `count` frames: its buffer is allocated before timing starts.
  private func framesBaseline(_ count: Int) -> () -> Void {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4 * count)
    buffer.initialize(repeating: 0)
    let keeper = BufferOwner(buffer)
    return {
      BenchmarkBaselines.writeFrames(count, into: keeper.buffer)
      blackHole(keeper.buffer.baseAddress)
    }
  }
}

/// Frees a baseline's buffer when its closure is gone.
private final class BufferOwner {
  let buffer: UnsafeMutableBufferPointer<Double>
  init(_ buffer: UnsafeMutableBufferPointer<Double>) { self.buffer = buffer }
  deinit { buffer.deallocate() }
}
