import Foundation

/// Where a command writes and what it knows of its terminal: standard output and standard
/// error, or a test's buffers.
public struct Console: Sendable {
  /// Writes text to standard output.
  public let out: @Sendable (String) -> Void
  /// Writes text to standard error.
  public let err: @Sendable (String) -> Void
  /// The environment variables the output depends on (`NO_COLOR`, `COLUMNS`, `TERM`,
  /// `COLORTERM`).
  public let environment: [String: String]
  /// Whether standard output is a terminal.
  public let isTerminal: Bool
  /// The width of the terminal as the system reports it, if it does.
  public let reportedColumns: Int?
  /// Single keys typed at the terminal, when standard input and output both are one; `nil`
  /// otherwise, and interactive commands then print a scripted run instead.
  public let keyboard: Keyboard?

  /// Creates a console from two writers and what it knows of the terminal; by default, one that
  /// is not a terminal.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    environment: [String: String] = [:], isTerminal: Bool = false, reportedColumns: Int? = nil,
    keyboard: Keyboard? = nil
  ) {
    self.out = out
    self.err = err
    self.environment = environment
    self.isTerminal = isTerminal
    self.reportedColumns = reportedColumns
    self.keyboard = keyboard
  }

  /// This process's standard output and error, environment and terminal.
  public static func standard() -> Console {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var size = winsize()
    let reported =
      isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : nil
    return Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      environment: ProcessInfo.processInfo.environment, isTerminal: isTerminal,
      reportedColumns: reported,
      keyboard: isTerminal && isatty(STDIN_FILENO) == 1 ? .standardInput : nil)
  }
}
