#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Text a command writes to a console, collected in memory instead of printed: how a command
/// runs another one and keeps its output.
final class CapturedText: @unchecked Sendable {
  // `@unchecked`: `parts` is only read and written while `lock` is held.
  private let lock = Lock()
  private var parts: [String] = []

  /// Adds `text` after what was written before.
  func append(_ text: String) {
    lock.withLock { parts.append(text) }
  }

  /// Everything written, in order.
  var text: String {
    lock.withLock { parts.joined() }
  }
}
