import Foundation
import StepperSystemLibrary

/// Runs the real `stepper` executable as a process, the way a person's shell does, so that
/// tests see real descriptors, files, links, devices and exit statuses.
///
/// The executable is the one built beside the test bundle, or `STEPPER_EXECUTABLE` when set
/// (to run the same tests against another build, such as an older one).
public enum StepperExecutable {
  /// What a run did.
  public struct Outcome: Sendable {
    /// The exit status, when the process exited.
    public let status: Int32?
    /// The signal that ended the process, when one did (132 in a shell is `SIGILL`, a trap).
    public let signal: Int32?
    /// What it wrote to standard output, when that was not redirected.
    public let output: String
    /// What it wrote to standard error, when that was not redirected.
    public let errors: String
  }

  /// The path of the executable.
  public static var path: String {
    if let path = ProcessInfo.processInfo.environment["STEPPER_EXECUTABLE"] { return path }
    let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = bundle.deletingLastPathComponent()
    // On macOS the runner sits inside `X.xctest/Contents/MacOS`.
    while folder.path.contains(".xctest") { folder = folder.deletingLastPathComponent() }
    return folder.appendingPathComponent("stepper").path
  }

  /// Runs `stepper arguments` in `folder` through `/bin/sh`, which first runs `prelude` (say,
  /// `umask 027`, or starting a FIFO's reader) and then `exec`s the tool with `redirections`
  /// (`>&-`, `2> full`), so the outcome is the tool's own: its status or its signal.
  /// `asUser` runs it as that user and group (with `setpriv`), for checks that root passes.
  public static func run(
    _ arguments: [String], in folder: String, prelude: String = "", redirections: String = "",
    input: Data = Data(), asUser user: (id: UInt32, group: UInt32)? = nil
  ) throws -> Outcome {
    let process = Process()
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var launcher = ["/bin/sh", "-c", "\(prelude)\nexec \"$0\" \"$@\" \(redirections)"]
    if let user {
      launcher =
        ["/usr/bin/setpriv", "--reuid=\(user.id)", "--regid=\(user.group)", "--clear-groups"]
        + launcher
    }
    process.executableURL = URL(fileURLWithPath: launcher[0])
    process.arguments = Array(launcher.dropFirst()) + [path] + arguments
    let (output, errors) = try PipedProcess.run(process, input: input)
    let signalled = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: signalled ? nil : process.terminationStatus,
      signal: signalled ? process.terminationStatus : nil,
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  /// Runs `stepper arguments` with standard output on a pipe whose reading end is already
  /// closed, so that its first write to standard output fails with `EPIPE` (or `SIGPIPE`).
  public static func runIntoClosedPipe(_ arguments: [String]) throws -> Outcome {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    close(ends[0])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    let errors = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let signalled = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: signalled ? nil : process.terminationStatus,
      signal: signalled ? process.terminationStatus : nil, output: "",
      errors: String(decoding: errors, as: UTF8.self))
  }
}
