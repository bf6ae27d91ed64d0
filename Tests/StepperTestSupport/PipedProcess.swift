import Foundation

/// Runs a configured `Process` with its three standard streams on pipes: writes `input` and
/// reads standard error on threads of their own, so that large outputs cannot dead-lock the
/// pipes, and waits for it to exit. Shared by ``ExternalTool`` and ``StepperExecutable``.
enum PipedProcess {
  /// What the process wrote to standard output and standard error.
  static func run(_ process: Process, input: Data) throws -> (output: Data, errors: Data) {
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    let writer = Thread {
      standardInput.fileHandleForWriting.write(input)
      try? standardInput.fileHandleForWriting.close()
    }
    writer.start()
    let errors = Box()
    let reader = Thread { errors.data = standardError.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    return (output, errors.data)
  }

  /// Standard error's bytes, filled by the reading thread and read once it has finished.
  private final class Box: @unchecked Sendable {
    var data = Data()
  }
}
