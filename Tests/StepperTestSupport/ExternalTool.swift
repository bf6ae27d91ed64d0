import Foundation

/// Runs an external program (xmllint, rsvg-convert) that `.ci/run` installs.
///
/// A missing program is a failure, not a skip: the tests that need it must run.
public enum ExternalTool {
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
  public static func run(_ command: String, input: Data = Data()) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write and read on separate threads so large outputs cannot dead-lock the pipes.
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorsBox = Box()
    let reader = Thread { errorsBox.data = stderr.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    return Result(
      status: process.terminationStatus, output: output,
      errors: String(decoding: errorsBox.data, as: UTF8.self))
  }

  /// Whether a program is on the PATH.
  public static func isInstalled(_ name: String) -> Bool {
    (try? run("command -v \(name)"))?.status == 0
  }

  private final class Box: @unchecked Sendable {
    var data = Data()
  }
}

/// Checks with `xmllint` that `markup` is well-formed XML; returns xmllint's complaint, or nil.
public func xmllintProblems(_ markup: String) throws -> String? {
  let result = try ExternalTool.run("xmllint --noout -", input: Data(markup.utf8))
  return result.status == 0 ? nil : result.errors
}
