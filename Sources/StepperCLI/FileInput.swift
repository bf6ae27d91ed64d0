import StepperSystemLibrary

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads command input from files, turning failures into ``CLIError``.
///
/// `-` is standard input. A regular file, a FIFO and a character device (`/dev/stdin`, a
/// terminal, `/dev/null`) are read to their end; more than ``limit`` bytes is refused, so that
/// `/dev/zero` cannot fill the memory. A folder, a block device and a socket are refused with a
/// message that names what they are.
struct FileInput: Sendable {
  /// The most bytes an input may have: 16 MiB, far beyond any token file.
  static let limit = 16 << 20

  /// The bytes of the file at `path`, or of standard input for `-`.
  func read(_ path: String) throws(CLIError) -> Data {
    if path == "-" { return try Self.readToEnd(STDIN_FILENO, path: Self.name(of: path)) }
    switch POSIXFile.status(path) {
    case .failure(let error):
      throw .cannotRead(path: path, reason: error.text)
    case .success(let status):
      switch status.kind {
      case .regular, .fifo, .characterDevice:
        break
      case .folder, .blockDevice, .socket, .symbolicLink, .unknown:
        throw .cannotRead(path: path, reason: "it is \(status.kind.name), not a file")
      }
    }
    let descriptor: Int32
    switch POSIXFile.open(path, O_RDONLY | O_NOCTTY) {
    case .success(let opened): descriptor = opened
    case .failure(let error): throw .cannotRead(path: path, reason: error.text)
    }
    defer { _ = POSIXFile.close(descriptor) }
    return try Self.readToEnd(descriptor, path: path)
  }

  /// How messages name the input `path`: "standard input" for `-`.
  static func name(of path: String) -> String {
    path == "-" ? "standard input" : path
  }

  private static func readToEnd(_ descriptor: Int32, path: String) throws(CLIError) -> Data {
    switch POSIXFile.readAll(descriptor, limit: limit) {
    case .bytes(let bytes): return Data(bytes)
    case .tooLarge: throw .inputTooLarge(path: path, limit: limit)
    case .failed(let code): throw .cannotRead(path: path, reason: POSIXFile.describe(code))
    }
  }
}
