import StepperSystemLibrary

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a command writes and what it knows of its terminal: standard output and standard
/// error, or a test's buffers.
package struct Console: Sendable {
  /// Writes text to standard output.
  package let out: @Sendable (String) -> Void
  /// Writes text to standard error.
  package let err: @Sendable (String) -> Void
  /// The environment variables the output depends on (`NO_COLOR`, `COLUMNS`, `TERM`,
  /// `COLORTERM`).
  package let environment: [String: String]
  /// Whether standard output is a terminal.
  package let isTerminal: Bool
  /// The width of the terminal as the system reports it, if it does.
  package let reportedColumns: Int?
  /// Single keys typed at the terminal, when standard input and output both are one; `nil`
  /// otherwise, and interactive commands then print a scripted run instead.
  package let keyboard: Keyboard?
  /// The `errno` of the first write to standard output that failed, or `nil`. Once one has
  /// failed, ``out`` drops what it is given, and ``StepperTool`` exits 73, or 141 for `EPIPE`.
  package let outputFailure: @Sendable () -> Int32?

  /// Creates a console from two writers and what it knows of the terminal; by default, one that
  /// is not a terminal.
  package init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: [String: String] = [:], isTerminal: Bool = false, reportedColumns: Int? = nil,
    keyboard: Keyboard? = nil, outputFailure: @escaping @Sendable () -> Int32? = { nil }
  ) {
    self.out = out
    self.err = err
    self.environment = environment
    self.isTerminal = isTerminal
    self.reportedColumns = reportedColumns
    self.keyboard = keyboard
    self.outputFailure = outputFailure
  }

  /// This process's standard output and error, environment and terminal.
  ///
  /// Both streams are written with POSIX `write` (``StandardStream``), never trapping.
  /// `SIGPIPE` is ignored from here on: a reader that went away (`stepper … | head -1`) then
  /// shows as `EPIPE`, which the tool answers by writing nothing more and exiting 141, the
  /// status a shell reports for a process that `SIGPIPE` ended. Dying of the signal would be as
  /// quiet, but would skip the tool's own exit path, and with it a demo's terminal restore.
  package static func standard() -> Console {
    signal(SIGPIPE, SIG_IGN)
    StandardStream.holdIfClosed(STDIN_FILENO)
    let output = StandardStream(STDOUT_FILENO)
    let error = StandardStream(STDERR_FILENO)
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var size = winsize()
    let reported =
      isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : nil
    return Console(
      out: output.write, err: error.write,
      environment: ProcessInfo.processInfo.environment, isTerminal: isTerminal,
      reportedColumns: reported,
      keyboard: isTerminal && isatty(STDIN_FILENO) == 1 ? .standardInput : nil,
      outputFailure: { output.failure })
  }
}
