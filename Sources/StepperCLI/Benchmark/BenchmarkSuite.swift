import StepperKit
import StepperRendering

/// Runs the workloads: times the pipeline and each renderer, with the baselines beside them,
/// and reads the peak memory after each workload.
struct BenchmarkSuite {
  /// The renderers timed, one line each: a new renderer is one more entry.
  static let renderers: [Renderer] = [.svg, .json]
  /// How many times the string baseline a renderer may take.
  static let rendererLimit = 2.0

  /// How each operation is timed.
  let timer: BenchmarkTimer
  /// The renderers timed.
  var renderers: [Renderer] = Self.renderers

  /// What a run found.
  struct Result: Sendable {
    /// Every line, in the order measured.
    var rows: [BenchmarkRow] = []
    /// The memory checks of the workloads held to another's pipeline.
    var memory: [BenchmarkMemoryCheck] = []
  }

  /// Runs `workloads` in order, handing each line to `report` as soon as it is measured.
  func run(_ workloads: [BenchmarkWorkload], report: (BenchmarkRow) -> Void) -> Result {
    var result = Result()
    var pipelines: [String: Double] = [:]
    var peaks: [String: Int] = [:]
    for workload in workloads {
      let scene = Scene(workload.configuration)
      let elements = scene.elements.count

      let frames = timer.measure(framesBaseline(elements)).nanoseconds
      let make = workload.make
      let pipeline = timer.measure { blackHole(try? Scene(make())) }.nanoseconds
      pipelines[workload.name] = pipeline
      let target = workload.pipelineTarget
      let baseline = target?.baseline ?? .frames
      let baselineTime: Double =
        switch baseline {
        case .frames, .string: frames
        case .pipeline(let name, _): pipelines[name] ?? .nan
        }
      let row = BenchmarkRow(
        workload: workload.name, operation: "pipeline", elements: elements, bytes: nil,
        nanoseconds: pipeline, baseline: baseline, baselineNanoseconds: baselineTime,
        limit: target?.limit)
      report(row)
      result.rows.append(row)

      for renderer in renderers {
        let bytes = renderer.render(scene).utf8.count
        let string = timer.measure { blackHole(BenchmarkBaselines.appendBytes(bytes)) }
        let time = timer.measure { blackHole(renderer.render(scene)) }
        let row = BenchmarkRow(
          workload: workload.name, operation: renderer.name, elements: elements, bytes: bytes,
          nanoseconds: time.nanoseconds, baseline: .string,
          baselineNanoseconds: string.nanoseconds, limit: Self.rendererLimit)
        report(row)
        result.rows.append(row)
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
