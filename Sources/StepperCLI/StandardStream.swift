import StepperSystemLibrary

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Standard output or standard error, written with POSIX `write` so that a failed write is an
/// answer, not a trap.
///
/// The first failure is kept and every later write is dropped: output with a hole in it is
/// worse than output that stops. ``StepperTool`` reads the failure of standard output to pick
/// the exit status; a failure of standard error has nowhere to be told and changes nothing.
final class StandardStream: @unchecked Sendable {
  /// The stream's file descriptor.
  let descriptor: Int32
  private let wasClosed: Bool
  private let lock = Lock()
  private var failed: Int32?

  /// The stream on `descriptor`; see ``holdIfClosed(_:)``.
  init(_ descriptor: Int32) {
    self.descriptor = descriptor
    wasClosed = Self.holdIfClosed(descriptor)
  }

  /// Holds a standard descriptor the process started without (`>&-`) with `/dev/null`, so
  /// that no file the tool opens later gets its number and receives text meant for the
  /// stream; returns whether it was closed. Writing to a stream that was closed fails with
  /// `EBADF`, as it would have; a closed standard input reads as empty.
  @discardableResult
  static func holdIfClosed(_ descriptor: Int32) -> Bool {
    guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return false }
    if case .success(let null) = POSIXFile.open("/dev/null", O_RDWR), null != descriptor {
      dup2(null, descriptor)
      _ = POSIXFile.close(null)
    }
    return true
  }

  /// Writes `text` whole, unless an earlier write failed.
  func write(_ text: String) {
    lock.withLock {
      guard failed == nil else { return }
      failed = wasClosed ? EBADF : POSIXFile.writeAll(text, to: descriptor)
    }
  }

  /// The `errno` of the first write that failed, if one did.
  var failure: Int32? { lock.withLock { failed } }
}
