import Foundation
import StepperKit
import StepperSystemLibrary
import StepperTestSupport
import StepperTooling
import Testing

/// `--tokens FILE` run by the real executable: standard input, FIFOs and devices are read to
/// their end; what cannot be read is refused saying what it is.
@Suite struct FileInputTests {
  static let isRoot = getuid() == 0
  static let tokens = StepperTheme.designTokens([.light, .dark])
  static let css = Run("tokens", "--format", "css").out

  private func tokens(
    _ folder: TemporaryFolder, from path: String, input: Data = Data()
  ) throws -> StepperExecutable.Outcome {
    try StepperExecutable.run(
      ["tokens", "--format", "css", "--tokens", path], in: folder.path, input: input)
  }

  @Test func dashReadsStandardInput() throws {
    let folder = try TemporaryFolder()
    let run = try tokens(folder, from: "-", input: Data(Self.tokens.utf8))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == Self.css)
    let empty = try tokens(folder, from: "-")
    #expect(empty.status == 65)
    #expect(empty.errors.hasPrefix("stepper: standard input: "))
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOIsReadToItsEnd() throws {
    let folder = try TemporaryFolder()
    // The test is the writer, and ends its wait itself if the tool never opens the FIFO.
    let writer = try folder.makeFIFO("fifo", writing: Self.tokens)
    let run = try tokens(folder, from: "fifo")
    writer.finish()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == Self.css)
  }

  /// `/dev/null` reads as empty, which is not a token file; `/dev/zero` never ends, and is cut
  /// at the limit.
  @Test(.enabled(if: isRoot, "mknod needs root; the device cases run as root in CI"))
  func characterDevicesAreRead() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mknod null c 1 3 && mknod zero c 1 5")
    let null = try tokens(folder, from: "null")
    #expect(null.status == 65)
    #expect(null.errors.hasPrefix("stepper: null: the token file does not parse"))
    #expect(!null.errors.contains("permission"))
    let zero = try tokens(folder, from: "zero")
    #expect(zero.status == 65)
    #expect(
      zero.errors == "stepper: cannot read zero: it has more than 16 MiB, the most the tool reads\n"
    )
  }

  @Test func whatIsNotAFileIsRefusedByName() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mkdir sub")
    let directory = try tokens(folder, from: "sub")
    #expect(directory.status == 66)
    #expect(directory.errors == "stepper: cannot read sub: it is a folder, not a file\n")
    let missing = try tokens(folder, from: "missing.json")
    #expect(missing.status == 66)
    #expect(missing.errors == "stepper: cannot read missing.json: No such file or directory\n")
  }

  @Test(.enabled(if: isRoot, "mknod needs root; the device cases run as root in CI"))
  func aBlockDeviceIsRefusedByName() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mknod disk b 7 0")
    let run = try tokens(folder, from: "disk")
    #expect(run.status == 66)
    #expect(run.errors == "stepper: cannot read disk: it is a block device, not a file\n")
  }
}
