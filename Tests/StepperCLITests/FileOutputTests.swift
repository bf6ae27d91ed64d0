import Foundation
import StepperSystemLibrary
import StepperTestSupport
import Testing

/// `--output` run by the real executable against real files, links, devices and folders in a
/// folder of the test's own. Device nodes are `mknod` copies there, never the real `/dev`.
@Suite struct FileOutputTests {
  /// What `render` writes, to compare files with.
  static let svg = Run("render").out
  static let isRoot = getuid() == 0

  private func render(
    _ folder: TemporaryFolder, _ arguments: String..., prelude: String = "",
    asUser user: (id: UInt32, group: UInt32)? = nil
  ) throws -> StepperExecutable.Outcome {
    try StepperExecutable.run(
      ["render"] + arguments, in: folder.path, prelude: prelude, asUser: user)
  }

  @Test func aRegularFileIsReplacedAtomicallyAndKeepsItsMode() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "out.svg", mode: 0o640)
    let before = try #require(folder.status("out.svg"))
    let run = try render(folder, "--output", "out.svg")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("out.svg") == Self.svg)
    let after = try #require(folder.status("out.svg"))
    #expect(after.permissions == 0o640)
    // A new file was renamed over the old one, and no temporary file is left behind.
    #expect(after.inode != before.inode)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.svg"])
  }

  @Test func aNewPathGetsTheDefaultModeLessTheUmask() throws {
    let folder = try TemporaryFolder()
    let run = try render(folder, "--output", "new.svg", prelude: "umask 027")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("new.svg") == Self.svg)
    #expect(folder.status("new.svg")?.permissions == 0o640)
  }

  /// A chain of links, one relative and one absolute: the final target is written, and both
  /// links stay links to it.
  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mkdir sub && ln -s sub/target.svg relative && ln -s \"$PWD/relative\" link")
    try folder.write("old", to: "sub/target.svg", mode: 0o600)
    let run = try render(folder, "--output", "link")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("sub/target.svg") == Self.svg)
    #expect(folder.status("sub/target.svg")?.permissions == 0o600)
    #expect(folder.status("link")?.kind == UInt32(S_IFLNK))
    #expect(folder.status("relative")?.kind == UInt32(S_IFLNK))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("relative"))
        == "sub/target.svg")
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let folder = try TemporaryFolder()
    try folder.shell("ln -s made.svg dangling")
    let run = try render(folder, "--output", "dangling")
    #expect(run.status == 0, "\(run.errors)")
    #expect(folder.status("dangling")?.kind == UInt32(S_IFLNK))
    #expect(try folder.read("made.svg") == Self.svg)
  }

  /// Decided by the permission bits, so root (whom the system lets write anything) is refused
  /// too; `--force` writes it and keeps its mode.
  @Test func aReadOnlyFileIsRefusedUnlessForced() throws {
    let folder = try TemporaryFolder()
    try folder.write("keep", to: "kept.svg", mode: 0o444)
    let refused = try render(folder, "--output", "kept.svg")
    #expect(refused.status == 73)
    #expect(
      refused.errors
        == "stepper: cannot write kept.svg: the file is read-only; --force replaces it\n"
    )
    #expect(try folder.read("kept.svg") == "keep")
    #expect(folder.status("kept.svg")?.permissions == 0o444)
    let forced = try render(folder, "--output", "kept.svg", "--force")
    #expect(forced.status == 0, "\(forced.errors)")
    #expect(try folder.read("kept.svg") == Self.svg)
    #expect(folder.status("kept.svg")?.permissions == 0o444)
  }

  /// No temporary file can be made in a read-only folder, so the writable file is written in
  /// place; a new file cannot be made there at all. Root may create files in any folder, so as
  /// root the tool runs as `nobody` for this.
  @Test func aWritableFileInAReadOnlyFolderIsWrittenInPlace() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mkdir locked")
    try folder.write("old", to: "locked/out.svg", mode: 0o666)
    try folder.shell("chmod 555 locked")
    let user: (id: UInt32, group: UInt32)? = Self.isRoot ? (65534, 65534) : nil
    let before = try #require(folder.status("locked/out.svg"))
    let run = try render(folder, "--output", "locked/out.svg", asUser: user)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("locked/out.svg") == Self.svg)
    #expect(folder.status("locked/out.svg")?.inode == before.inode)
    let new = try render(folder, "--output", "locked/new.svg", asUser: user)
    #expect(new.status == 73)
    #expect(new.errors == "stepper: cannot write locked/new.svg: Permission denied\n")
  }

  /// Root may make device nodes; the copies live in the test's folder.
  @Test(.enabled(if: isRoot, "mknod needs root; the device cases run as root in CI"))
  func devicesAreWrittenInPlaceAndAFullOneExits73() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mknod full c 1 7 && mknod null c 1 3 && chmod 666 full null")
    let full = try render(folder, "--output", "full")
    #expect(full.status == 73)
    #expect(full.errors == "stepper: cannot write full: No space left on device\n")
    let null = try render(folder, "--output", "null")
    #expect(null.status == 0, "\(null.errors)")
    for name in ["full", "null"] {
      #expect(folder.status(name)?.kind == UInt32(S_IFCHR), "\(name) is no longer a device")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aFIFOIsWrittenInPlaceToItsReader() throws {
    let folder = try TemporaryFolder()
    // The test is the reader, so nothing is left waiting if the tool never opens the FIFO.
    let reader = try folder.makeFIFOWithReader("fifo")
    let run = try render(folder, "--output", "fifo")
    #expect(run.status == 0, "\(run.errors)")
    #expect(folder.status("fifo")?.kind == UInt32(S_IFIFO))
    #expect(TemporaryFolder.drain(reader) == Self.svg)
  }

  /// `-` is standard output, and so is a link to `/proc/self/fd/1` (what `/dev/stdout` is),
  /// here a pipe: written in place, the link kept.
  @Test func dashAndALinkToStandardOutputWriteStandardOutput() throws {
    let folder = try TemporaryFolder()
    let dash = try render(folder, "--output", "-")
    #expect(dash.status == 0, "\(dash.errors)")
    #expect(dash.output == Self.svg)
    #expect(folder.status("-") == nil)
    try folder.shell("ln -s /proc/self/fd/1 stdout")
    let link = try render(folder, "--output", "stdout")
    #expect(link.status == 0, "\(link.errors)")
    #expect(link.output == Self.svg)
    #expect(folder.status("stdout")?.kind == UInt32(S_IFLNK))
  }

  /// Standard output appending to a file (`>> log`): a path to that file is written as
  /// standard output, after what the log held, not over it.
  @Test func aPathToTheFileStandardOutputAppendsToIsAppendedTo() throws {
    let folder = try TemporaryFolder()
    try folder.write("first\n", to: "log")
    try folder.shell("ln -s /proc/self/fd/1 stdout")
    let run = try StepperExecutable.run(
      ["render", "--output", "stdout"], in: folder.path, redirections: ">> log")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("log") == "first\n" + Self.svg)
    #expect(folder.status("stdout")?.kind == UInt32(S_IFLNK))
  }

  @Test func aFileWithTwoNamesIsWrittenInPlaceForBoth() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "one.svg")
    try folder.shell("ln one.svg two.svg")
    let run = try render(folder, "--output", "two.svg")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try folder.read("one.svg") == Self.svg)
    #expect(try folder.read("two.svg") == Self.svg)
  }

  @Test func aFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mkdir sub")
    let run = try render(folder, "--output", "sub")
    #expect(run.status == 73)
    #expect(run.errors == "stepper: cannot write sub: it is a folder\n")
  }

  /// `examples` and `gallery` write their files by the same rules, and need a folder.
  @Test func folderCommandsFollowTheSameRules() throws {
    let folder = try TemporaryFolder()
    try folder.shell("mkdir out")
    try folder.write("keep", to: "out/circular-default.svg", mode: 0o444)
    let refused = try StepperExecutable.run(["examples", "--output", "out"], in: folder.path)
    #expect(refused.status == 73)
    #expect(try folder.read("out/circular-default.svg") == "keep")
    let forced = try StepperExecutable.run(
      ["examples", "--output", "out", "--force"], in: folder.path)
    #expect(forced.status == 0, "\(forced.errors)")
    #expect(try folder.read("out/circular-default.svg").hasPrefix("<svg"))
    try folder.write("a file", to: "taken")
    let notAFolder = try StepperExecutable.run(
      ["gallery", "--output", "taken/site"], in: folder.path)
    #expect(notAFolder.status == 73)
    #expect(
      notAFolder.errors
        == "stepper: cannot write taken/site: taken is a regular file, not a folder\n")
    let dash = try StepperExecutable.run(["gallery", "--output", "-"], in: folder.path)
    #expect(dash.status == 64)
  }

  @Test func helpListsForceWhereverOutputIs() {
    for command in ["render", "tokens", "examples", "gallery", "docs-images"] {
      let help = Run(command, "--help").out
      #expect(help.contains("--output"), "\(command)")
      #expect(help.contains("--force"), "\(command)")
    }
  }
}
