import Testing

@testable import StepperCLI

@Suite struct EmptyNamesTests {
  @Test func renderWarnsAndDrawsTheStepUnnamed() {
    let run = Run("render", "--labels", "Cart,,Payment", "--format", "json")
    #expect(run.status == 0)
    #expect(
      run.err
        == "stepper: warning: step 2 is given an empty name by --labels, so it is drawn "
        + "unnamed; name it with --name 2=NAME\n")
    let named = Run(
      "render", "--total", "3", "--name", "1=Cart", "--name", "3=Payment", "--format", "json")
    #expect(run.out == named.out)
  }

  @Test func lintReportsEachEmptyName() {
    let run = Run("lint", "--labels", "Cart,,Payment", "--name", "3=")
    #expect(run.status == 1)
    #expect(
      run.out
        == "warning: step 2 is given an empty name by --labels, so it is drawn unnamed; name it "
        + "with --name 2=NAME\n"
        + "warning: step 3 is given an empty name by --name 3=, so it is drawn unnamed; name it "
        + "with --name 3=NAME\n")
  }

  @Test func aLaterNameFillsTheGap() {
    let run = Run("lint", "--labels", "Cart,,Payment", "--name", "2=Address")
    #expect(run.status == 0)
    #expect(Run("render", "--labels", "Cart,,Payment", "--name", "2=Address").err.isEmpty)
  }

  @Test func renderWarnsForAnEmptyNameFlag() {
    let run = Run("render", "--name", "2=")
    #expect(run.status == 0)
    #expect(run.err.contains("step 2 is given an empty name by --name 2="))
  }
}
