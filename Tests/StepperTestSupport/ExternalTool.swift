import Foundation

/// Runs an external program (xmllint, rsvg-convert) that `scripts/test` installs on Linux.
///
/// A missing program is a failure, not a skip: a command the shell cannot find throws
/// ``NotInstalled``. Tests mark the programs they need with `.requires(…)` (``DebianTool``),
/// which skips them only off Linux.
public enum ExternalTool {
  /// The shell could not find a program of the command (it exited with 127).
  public struct NotInstalled: Error, CustomStringConvertible {
    /// The command run.
    public let command: String
    /// What the shell said.
    public let message: String

    /// The shell's message, the command, and what installs the tools.
    public var description: String {
      "not installed: \(message.trimmingCharacters(in: .whitespacesAndNewlines)) (running "
        + "`\(command)`); scripts/test installs the Debian packages the tests need"
    }
  }

  /// What a program did.
  public struct Result: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it wrote to standard output.
    public let output: Data
    /// What it wrote to standard error.
    public let errors: String
  }

  /// Runs `command` through `/bin/sh -c`, feeding `input` on standard input.
  ///
  /// Throws ``NotInstalled`` when the shell exits with 127, its status for a command not found.
  public static func run(_ command: String, input: Data = Data()) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let (output, errorBytes) = try PipedProcess.run(process, input: input)
    let errors = String(decoding: errorBytes, as: UTF8.self)
    if process.terminationStatus == 127 {
      throw NotInstalled(command: command, message: errors)
    }
    return Result(status: process.terminationStatus, output: output, errors: errors)
  }

}

/// Checks with `xmllint` that `markup` is well-formed XML; returns xmllint's complaint, or nil.
public func xmllintProblems(_ markup: String) throws -> String? {
  let result = try ExternalTool.run("xmllint --noout -", input: Data(markup.utf8))
  return result.status == 0 ? nil : result.errors
}
