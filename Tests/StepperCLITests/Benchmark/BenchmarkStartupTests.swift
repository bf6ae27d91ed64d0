import Foundation
import StepperTestSupport
import Testing

@testable import StepperCLI

@Suite struct BenchmarkStartupTests {
  private func libraries(_ arguments: [String]) throws -> String {
    let run = try StepperExecutable.run(
      arguments, in: FileManager.default.temporaryDirectory.path,
      prelude: "export LD_DEBUG=libs")
    #expect(run.status == 0, "\(run.errors.suffix(400))")
    return run.errors
  }

  /// The default English render links FoundationEssentials only and never opens ICU; another
  /// locale opens it when it first needs it.
  @Test func anEnglishRenderLoadsNoICU() throws {
    let english = try libraries(["render"])
    #expect(english.contains("libFoundationEssentials.so"), "the loader's trace is read")
    #expect(!english.contains("lib_FoundationICU.so"))
    #expect(!english.contains("libFoundation.so"))
    #expect(!english.contains("libFoundationInternationalization.so"))
    let german = try libraries(["render", "--locale", "de-CH", "--total", "12", "--style", "dash"])
    #expect(german.contains("lib_FoundationICU.so"))
  }

  @Test func timesARenderAndThePlainProgram() throws {
    let times = try BenchmarkStartup(runs: 2).measure(executable: StepperExecutable.path)
    #expect(times.render > 0 && times.plain > 0)
    #expect(times.render.isFinite && times.plain.isFinite)
  }

  @Test func saysWhenTheProcessTimedFails() {
    #expect(throws: BenchmarkStartup.Failure.self) {
      try BenchmarkStartup(runs: 1).measure(executable: "/bin/false")
    }
  }

  @Test func theTestRunnerIsNotTheStepperExecutable() {
    #expect(BenchmarkStartup.stepperExecutable == nil)
  }
}
