import Testing

@testable import StepperCLI

@Suite struct EmptyNamesTests {
  @Test func renderWarnsAndDrawsTheStepUnnamed() {
    let run = Run("render", "--step-names", "Cart,,Payment", "--format", "json")
    #expect(run.status == 0)
    #expect(
      run.err
        == "stepper: warning: step 2 is given an empty name by --step-names, so it is drawn "
        + "unnamed; name it with --step-name 2=NAME\n")
    let named = Run(
      "render", "--total", "3", "--step-name", "1=Cart", "--step-name", "3=Payment", "--format",
      "json")
    #expect(run.out == named.out)
  }

  @Test func lintReportsEachEmptyName() {
    let run = Run("lint", "--step-names", "Cart,,Payment", "--step-name", "3=")
    #expect(run.status == 1)
    #expect(
      run.out
        == "warning: step 2 is given an empty name by --step-names, so it is drawn unnamed; name it "
        + "with --step-name 2=NAME\n"
        + "warning: step 3 is given an empty name by --step-name 3=, so it is drawn unnamed; name it "
        + "with --step-name 3=NAME\n")
  }

  @Test func aLaterNameFillsTheGap() {
    let run = Run("lint", "--step-names", "Cart,,Payment", "--step-name", "2=Address")
    #expect(run.status == 0)
    #expect(Run("render", "--step-names", "Cart,,Payment", "--step-name", "2=Address").err.isEmpty)
  }

  @Test func renderWarnsForAnEmptyNameFlag() {
    let run = Run("render", "--step-name", "2=")
    #expect(run.status == 0)
    #expect(run.err.contains("step 2 is given an empty name by --step-name 2="))
  }
}
