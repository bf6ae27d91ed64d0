import Testing

@testable import StepperCLI

@Suite struct BenchmarkMachineTests {
  @Test func readsTheFirstModelNameOfCPUInfo() {
    let info = """
      processor\t: 0
      vendor_id\t: AuthenticAMD
      model name\t: AMD EPYC 7B13
      processor\t: 1
      model name\t: AMD EPYC 7B13
      """
    #expect(BenchmarkMachine.modelName(inCPUInfo: info) == "AMD EPYC 7B13")
    #expect(BenchmarkMachine.modelName(inCPUInfo: "processor\t: 0\n") == nil)
  }

  @Test func describesTheCoresAndTheBuild() {
    #expect(BenchmarkMachine.description.contains(" core"))
    #expect(BenchmarkMachine.build.contains("build"))
  }
}
