import StepperKit

extension Command {
  /// `stepper bench`: the pipeline and every renderer timed against plain-loop baselines, and
  /// a whole `stepper render` process against a plain Swift program.
  static let bench = Command(
    name: "bench",
    summary: "Times the pipeline and each renderer against plain-loop baselines (use -c release).",
    usage: "bench [--quick] [--strict] [--style dash|bullet|circular]",
    flags: [
      FlagSpec("quick", help: "A short run: 5 batches of at least 2 ms each."),
      FlagSpec("strict", help: "Exit 1 when a target is missed (by default the exit is 0)."),
      FlagSpec(
        "style", value: "dash|bullet|circular", help: "The style of every row (default circular)."),
    ],
    run: { flags, context throws(CLIError) in
      let style = try flags.choice("style", as: StepperStyle.self) ?? .circular
      let timer: BenchmarkTimer = flags.has("quick") ? .quick : .full
      let workloads: [BenchmarkWorkload]
      do throws(StepperConfigurationError) {
        workloads = try BenchmarkWorkload.standard(style)
      } catch {
        throw .invalidConfiguration(error)
      }
      let console = context.console
      console.out(
        BenchmarkReport.header(
          style: style.rawValue, timer: timer, machine: BenchmarkMachine.description,
          build: BenchmarkMachine.build))
      var result = BenchmarkSuite(timer: timer).run(workloads) {
        console.out(BenchmarkReport.line($0) + "\n")
      }
      var unmeasured = false
      if let executable = BenchmarkStartup.stepperExecutable {
        let startup = BenchmarkStartup(runs: flags.has("quick") ? 7 : 21)
        do throws(BenchmarkStartup.Failure) {
          let times = try startup.measure(executable: executable)
          let row = BenchmarkRow(
            workload: "process start-up", operation: "render", elements: nil, bytes: nil,
            nanoseconds: times.render, baseline: .plainSwift, baselineNanoseconds: times.plain,
            limit: BenchmarkStartup.limit)
          console.out(BenchmarkReport.line(row) + "\n")
          result.rows.append(row)
        } catch {
          console.out("process start-up: not measured: \(error.description)\n")
          unmeasured = true
        }
      } else {
        console.out("process start-up: not measured: this process is not the stepper executable\n")
      }
      do throws(StepperConfigurationError) {
        console.out(try BenchmarkAnimation.measure(style).line + "\n")
      } catch {
        throw .invalidConfiguration(error)
      }
      console.out("\n")
      for check in result.memory { console.out(BenchmarkReport.memory(check) + "\n") }
      console.out(BenchmarkReport.summary(result.rows, memory: result.memory))
      return flags.has("strict") && (result.missesATarget || unmeasured) ? 1 : 0
    })
}
