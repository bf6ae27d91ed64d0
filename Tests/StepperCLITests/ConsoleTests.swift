import Foundation
import StepperSystemLibrary
import StepperTestSupport
import Testing

/// The real executable's standard streams when they fail: closed, full, or a pipe nobody reads.
/// Nothing traps (a trap ends the process with `SIGILL`, 132 in a shell).
@Suite struct ConsoleTests {
  static let isRoot = getuid() == 0

  @Test func aClosedStandardOutputExits73WithOneLine() throws {
    let folder = try TemporaryFolder()
    let run = try StepperExecutable.run(["render"], in: folder.path, redirections: ">&-")
    #expect(run.signal == nil)
    #expect(run.status == 73)
    #expect(run.errors == "stepper: cannot write standard output: Bad file descriptor\n")
  }

  /// A command that prints nothing on standard output does not mind it closed, and the files it
  /// opens do not take its number.
  @Test func aClosedStandardOutputIsFineWhenNothingIsPrinted() throws {
    let folder = try TemporaryFolder()
    let run = try StepperExecutable.run(
      ["render", "--output", "out.svg"], in: folder.path, redirections: ">&-")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("out.svg") == Run("render").out)
  }

  @Test(.enabled(if: isRoot, "mknod needs root; the device cases run as root in CI"))
  func aFullStandardOutputExits73() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mknod full c 1 7")
    for command in [["render"], ["tokens"], ["examples", "--output", "out"], ["audit"]] {
      let run = try StepperExecutable.run(command, in: folder.path, redirections: "> full")
      #expect(run.signal == nil, "\(command)")
      #expect(run.status == 73, "\(command)")
      #expect(
        run.errors == "stepper: cannot write standard output: No space left on device\n",
        "\(command)")
    }
  }

  /// The reader went away: no message, and the status a shell shows for `SIGPIPE`, 141, as an
  /// exit of the tool's own rather than a death by the signal.
  @Test func aPipeWithoutAReaderExits141Quietly() throws {
    let run = try StepperExecutable.runIntoClosedPipe(["render"])
    #expect(run.signal == nil)
    #expect(run.status == 141)
    #expect(run.errors.isEmpty)
  }

  /// A failure on standard error cannot be told, and keeps the status the tool meant.
  @Test(.enabled(if: isRoot, "mknod needs root; the device cases run as root in CI"))
  func aFullStandardErrorKeepsTheExitStatus() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mknod full c 1 7")
    let usage = try StepperExecutable.run(
      ["render", "--style", "wavy"], in: folder.path, redirections: "2> full")
    #expect(usage.signal == nil)
    #expect(usage.status == 64)
    let data = try StepperExecutable.run(
      ["render", "--total", "0"], in: folder.path, redirections: "2> full")
    #expect(data.status == 65)
    let both = try StepperExecutable.run(
      ["render"], in: folder.path, redirections: "> full 2> full")
    #expect(both.signal == nil)
    #expect(both.status == 73)
  }

  @Test func aClosedStandardErrorKeepsTheExitStatus() throws {
    let folder = try TemporaryFolder()
    let run = try StepperExecutable.run(
      ["render", "--style", "wavy"], in: folder.path, redirections: "2>&-")
    #expect(run.signal == nil)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
  }
}
