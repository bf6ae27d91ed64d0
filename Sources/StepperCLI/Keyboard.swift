import Foundation

/// Single key presses from a terminal in raw mode, or from a script in tests.
///
/// ```swift
/// let keyboard = Keyboard.scripted([Array("n".utf8), Array("q".utf8)])
/// let restore = keyboard.begin()
/// print(keyboard.read().map { String(decoding: $0, as: UTF8.self) } ?? "end")
/// restore()
/// // Prints "n"
/// ```
public struct Keyboard: Sendable {
  private let start: @Sendable () -> @Sendable () -> Void
  private let next: @Sendable () -> [UInt8]?

  /// Creates a keyboard from a function that readies the terminal (returning one that puts it
  /// back) and one that reads the bytes of one key press, `nil` at the end of input.
  public init(
    begin: @escaping @Sendable () -> @Sendable () -> Void,
    read: @escaping @Sendable () -> [UInt8]?
  ) {
    self.start = begin
    self.next = read
  }

  /// Readies the terminal for single keys; call the returned function to restore it.
  public func begin() -> @Sendable () -> Void { start() }

  /// The bytes of the next key press (an arrow key is its whole escape sequence), or `nil` at
  /// the end of input.
  public func read() -> [UInt8]? { next() }

  /// Standard input, a terminal, in raw mode: no line buffering, no echo, and Control-C read as
  /// a key rather than a signal. The terminal's settings are put back when the returned
  /// function runs, and also if the process is ended by SIGTERM or SIGHUP meanwhile.
  public static let standardInput = Keyboard(
    begin: {
      guard let saved = RawMode.enter() else { return {} }
      return { RawMode.restore(saved) }
    },
    read: {
      var buffer = [UInt8](repeating: 0, count: 32)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, 32) }
      return count > 0 ? Array(buffer.prefix(count)) : nil
    })

  /// A keyboard that types `keys`, one press each, then reports the end of input.
  public static func scripted(_ keys: [[UInt8]]) -> Keyboard {
    let queue = KeyQueue(keys)
    return Keyboard(begin: { {} }, read: { queue.pop() })
  }

  private final class KeyQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [[UInt8]]
    init(_ keys: [[UInt8]]) { self.keys = keys }
    func pop() -> [UInt8]? {
      lock.withLock { keys.isEmpty ? nil : keys.removeFirst() }
    }
  }
}

/// Puts standard input's terminal in raw mode and back, with termios.
enum RawMode {
  /// The settings to restore if a signal ends the process in raw mode.
  nonisolated(unsafe) private static var savedForSignals: termios?

  /// Enters raw mode; returns the settings to restore, or `nil` if standard input is no
  /// terminal.
  static func enter() -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
    savedForSignals = original
    for signal in [SIGTERM, SIGHUP] {
      Glibc.signal(signal) { number in
        if var saved = RawMode.savedForSignals { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        _exit(128 + number)
      }
    }
    return original
  }

  /// Puts back the settings `enter()` returned.
  static func restore(_ saved: termios) {
    var saved = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    for signal in [SIGTERM, SIGHUP] { Glibc.signal(signal, SIG_DFL) }
    savedForSignals = nil
  }
}
