import Foundation

/// Writes command output to files and folders, turning failures into ``CLIError``.
struct FileOutput: Sendable {
  /// Writes `text` to `path`, replacing any file there.
  func write(_ text: String, to path: String) throws(CLIError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .cannotWrite(path: path, reason: Self.reason(error))
    }
  }

  /// Creates a folder and any missing parents.
  func makeFolder(_ path: String) throws(CLIError) {
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: nil)
    } catch {
      throw .cannotWrite(path: path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
