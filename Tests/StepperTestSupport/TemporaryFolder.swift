import Foundation
import StepperSystemLibrary

/// A folder of its own for one test, under the system's temporary folder, removed (with any
/// read-only folders inside made writable first) when the test is done.
public final class TemporaryFolder {
  /// The folder's path.
  public let path: String

  /// Makes a new, empty folder that anyone may enter (so a test may run a tool as another
  /// user in it).
  public init(_ name: String = #function) throws {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-\(safe)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
  }

  deinit {
    _ = try? ExternalTool.run("chmod -R u+w '\(path)' 2>/dev/null; rm -rf '\(path)'")
  }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` with `mode`, and returns its path.
  @discardableResult
  public func write(_ text: String, to name: String, mode: Int = 0o644) throws -> String {
    let file = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
    return file
  }

  /// The text of `name`.
  public func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  /// What `lstat` says of `name`: its kind (`S_IFMT` bits), permission bits and inode.
  public func status(_ name: String) -> (kind: UInt32, permissions: UInt32, inode: UInt64)? {
    var info = stat()
    guard lstat(file(name), &info) == 0 else { return nil }
    return (
      UInt32(info.st_mode) & UInt32(S_IFMT), UInt32(info.st_mode) & 0o7777, UInt64(info.st_ino)
    )
  }

  /// Runs a shell command in the folder (`mknod`, `mkfifo`, `ln -s`); throws when it fails.
  public func shell(_ command: String) throws {
    let result = try ExternalTool.run("cd '\(path)' && \(command)")
    guard result.status == 0 else { throw ShellError(command: command, errors: result.errors) }
  }

  /// A shell command that failed.
  public struct ShellError: Error, CustomStringConvertible {
    /// The command.
    public let command: String
    /// What it wrote to standard error.
    public let errors: String
    /// Both, on one line.
    public var description: String { "\(command): \(errors)" }
  }

  /// Makes a FIFO `name` and opens it for reading without waiting for a writer, so that a
  /// tool's open for writing finds a reader at once; the descriptor is closed on `exec`, so no
  /// other process the tests start holds it.
  public func makeFIFOWithReader(_ name: String) throws -> Int32 {
    try shell("mkfifo '\(name)'")
    let descriptor = open(file(name), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return descriptor
  }

  /// Reads what is waiting on a FIFO's reading `descriptor` (up to its end) and closes it.
  public static func drain(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    close(descriptor)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Makes a FIFO `name` and writes `text` into it, from a thread, once a reader opens it;
  /// ``FIFOWriter/finish()`` ends the writer even when no reader ever came.
  public func makeFIFO(_ name: String, writing text: String) throws -> FIFOWriter {
    try shell("mkfifo '\(name)'")
    return FIFOWriter(path: file(name), text: text)
  }

  /// A thread writing a FIFO for a reader to come.
  public final class FIFOWriter: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)

    init(path: String, text: String) {
      self.path = path
      let done = done
      Thread {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        if descriptor >= 0 {
          var text = text
          _ = text.withUTF8 { systemWrite(descriptor, $0.baseAddress, $0.count) }
          close(descriptor)
        }
        done.signal()
      }.start()
    }

    /// Waits for the writer; if no reader opened the FIFO, opens it for reading here so that
    /// the writer's open returns.
    public func finish() {
      while done.wait(timeout: .now() + 0.05) == .timedOut {
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if reader >= 0 { close(reader) }
      }
    }
  }
}

// The global calls, which `TemporaryFolder`'s own `read` and `write` hide inside it.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
