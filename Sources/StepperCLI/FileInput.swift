import Foundation

/// Reads command input from files, turning failures into ``CLIError``.
struct FileInput: Sendable {
  /// The bytes of the file at `path`.
  func read(_ path: String) throws(CLIError) -> Data {
    // Foundation's message for a missing file is vague; the system's says what is wrong.
    guard access(path, R_OK) == 0 else {
      throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let nsError = error as NSError
      if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
        throw .cannotRead(path: path, reason: String(cString: strerror(Int32(underlying.code))))
      }
      throw .cannotRead(path: path, reason: nsError.localizedDescription)
    }
  }
}
