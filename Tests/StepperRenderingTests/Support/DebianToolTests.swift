import Foundation
import StepperTestSupport
import Testing

/// The rule the `.requires(…)` trait follows: mandatory on Linux, skipped elsewhere only when a
/// program is missing.
@Suite struct DebianToolTests {
  #if os(Linux)
    @Test(arguments: DebianTool.allCases)
    func isInstalledOnLinuxWhereItsTestsAreMandatory(_ tool: DebianTool) {
      #expect(tool.isFound, "\(tool.rawValue) is missing: apt-get install \(tool.debianPackage)")
      #expect(tool.runsTestsHere)
    }
  #endif

  @Test func aProgramThatIsNotInstalledIsAnErrorNamingIt() {
    let missing = "stepper-no-such-program-\(UUID().uuidString.prefix(8))"
    #expect {
      try ExternalTool.run(missing)
    } throws: { error in
      "\(error)".contains(missing) && error is ExternalTool.NotInstalled
    }
  }

  @Test func aFailingProgramIsAResultNotAnError() throws {
    #expect(try ExternalTool.run("exit 3").status == 3)
  }
}
