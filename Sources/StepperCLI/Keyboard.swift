import StepperSystemLibrary

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Single key presses from a terminal in raw mode, or from a script in tests.
///
/// ```swift
/// let keyboard = Keyboard.scripted([Array("n".utf8), Array("q".utf8)])
/// let restore = keyboard.begin(undoingOnSignal: "")
/// print(keyboard.read().map { String(decoding: $0, as: UTF8.self) } ?? "end")
/// restore()
/// // Prints "n"
/// ```
package struct Keyboard: Sendable {
  private let start: @Sendable (StaticString) -> @Sendable () -> Void
  private let next: @Sendable () -> [UInt8]?

  /// Creates a keyboard from a function that readies the terminal (returning one that puts it
  /// back) and one that reads the bytes of one key press, `nil` at the end of input. `begin` is
  /// given the bytes that undo what the caller changes on screen, for it to write if a signal
  /// ends the process before the terminal is put back.
  package init(
    begin: @escaping @Sendable (_ screenReset: StaticString) -> @Sendable () -> Void,
    read: @escaping @Sendable () -> [UInt8]?
  ) {
    self.start = begin
    self.next = read
  }

  /// Readies the terminal for single keys; call the returned function to restore it.
  ///
  /// - Parameter screenReset: The escape sequences that undo what the caller changes on screen
  ///   (leaving the alternate screen, showing the cursor), written to standard output if
  ///   SIGINT, SIGTERM or SIGHUP ends the process before the returned function runs.
  package func begin(undoingOnSignal screenReset: StaticString) -> @Sendable () -> Void {
    start(screenReset)
  }

  /// The bytes of the next key press (an arrow key is its whole escape sequence), or `nil` at
  /// the end of input.
  package func read() -> [UInt8]? { next() }

  /// Standard input, a terminal, in raw mode: no line buffering, no echo, and Control-C read as
  /// a key rather than a signal. The terminal's settings are put back when the returned
  /// function runs; if SIGINT, SIGTERM or SIGHUP ends the process meanwhile, the screen reset
  /// is written and the settings put back before it exits with 128 plus the signal's number.
  package static let standardInput = Keyboard(
    begin: { screenReset in
      guard let saved = RawMode.enter(screenReset: screenReset) else { return {} }
      return { RawMode.restore(saved) }
    },
    read: {
      var buffer = [UInt8](repeating: 0, count: 32)
      let count = buffer.withUnsafeMutableBytes { RawMode.readStandardInput(into: $0) }
      return count > 0 ? Array(buffer.prefix(count)) : nil
    })

  /// A keyboard that types `keys`, one press each, then reports the end of input.
  package static func scripted(_ keys: [[UInt8]]) -> Keyboard {
    let queue = KeyQueue(keys)
    return Keyboard(begin: { _ in {} }, read: { queue.pop() })
  }

  private final class KeyQueue: @unchecked Sendable {
    private let lock = Lock()
    private var keys: [[UInt8]]
    init(_ keys: [[UInt8]]) { self.keys = keys }
    func pop() -> [UInt8]? {
      lock.withLock { keys.isEmpty ? nil : keys.removeFirst() }
    }
  }
}

/// Puts standard input's terminal in raw mode and back, with termios, and puts back everything
/// if a signal ends the process in raw mode.
enum RawMode {
  /// The signals that put the terminal back before the process ends: Control-C sent from
  /// elsewhere (raw mode reads the key itself), `kill`, and a closed terminal.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The settings to restore if a signal ends the process in raw mode.
  nonisolated(unsafe) private static var savedForSignals: termios?
  /// What to write to standard output if a signal ends the process in raw mode.
  nonisolated(unsafe) private static var screenResetForSignals: StaticString = ""

  /// Enters raw mode; returns the settings to restore, or `nil` if standard input is no
  /// terminal. Until ``restore(_:)``, SIGINT, SIGTERM and SIGHUP write `screenReset`, put the
  /// settings back and exit with 128 plus the signal's number, as shells report a process a
  /// signal ended.
  static func enter(screenReset: StaticString) -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // The handlers know what to undo before raw mode starts, so a signal never finds it half
    // recorded.
    savedForSignals = original
    screenResetForSignals = screenReset
    for signal in signals { setHandler(signal, restoringHandler) }
    // A process may start with signals blocked (some launchers block them in their children);
    // these must reach the handler.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in signals { sigaddset(&unblocked, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
      for signal in signals { setHandler(signal, SIG_DFL) }
      savedForSignals = nil
      return nil
    }
    return original
  }

  /// Puts back the settings `enter(screenReset:)` returned, and the signals' default actions.
  static func restore(_ saved: termios) {
    var saved = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    for signal in signals { setHandler(signal, SIG_DFL) }
    savedForSignals = nil
  }

  /// Reads what standard input has, up to the buffer's size; returns the count, 0 at its end,
  /// or -1.
  static func readStandardInput(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    StepperSystemLibrary.read(STDIN_FILENO, buffer.baseAddress, buffer.count)
  }

  /// The handler: only async-signal-safe calls (`write`, `tcsetattr`, `_exit`).
  private static let restoringHandler: @convention(c) (Int32) -> Void = { number in
    let reset = RawMode.screenResetForSignals
    if reset.utf8CodeUnitCount > 0 {
      _ = StepperSystemLibrary.write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    }
    if var saved = RawMode.savedForSignals { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    _exit(128 + number)
  }

  /// Sets what `signal` does.
  private static func setHandler(
    _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?
  ) {
    _ = StepperSystemLibrary.signal(signal, handler)
  }
}
