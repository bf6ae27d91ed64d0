import Foundation

#if FUZZING
  import CLibFuzzer
#endif

/// The fuzzer, or its replay.
///
/// Built by `scripts/fuzz` with `-sanitize=fuzzer -D FUZZING`, this is a libFuzzer target: `main`
/// hands the command line to libFuzzer, which calls ``FuzzCase`` with each input and saves any
/// input that crashes or traps. Built plainly (`swift run StepperFuzz FILE...`), it replays
/// input files, such as a crash libFuzzer saved, and prints what each one finds.
@main enum StepperFuzz {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    #else
      exit(replay(CommandLine.arguments.dropFirst()))
    #endif
  }

  #if FUZZING
    /// Runs one input and stops the process on the first problem, for libFuzzer to report.
    private static let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = {
      data, size in
      let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      let problems = FuzzCase.problems(for: bytes)
      if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
      return 0
    }
  #endif

  /// Runs the inputs in `paths`; returns 1 if any finds a problem.
  static func replay(_ paths: ArraySlice<String>) -> Int32 {
    guard !paths.isEmpty else {
      print("usage: StepperFuzz FILE... (replays fuzzer inputs; scripts/fuzz runs the fuzzer)")
      return 64
    }
    var failed = false
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        failed = true
        continue
      }
      // The input first, so that a crash still shows what it ran.
      FileHandle.standardOutput.write(Data("\(path): \(FuzzCase.input(from: Array(data)))\n".utf8))
      let problems = FuzzCase.problems(for: Array(data)).dropFirst()
      print(problems.isEmpty ? "  ok" : "  " + problems.joined(separator: "\n  "))
      failed = failed || !problems.isEmpty
    }
    return failed ? 1 : 0
  }
}
