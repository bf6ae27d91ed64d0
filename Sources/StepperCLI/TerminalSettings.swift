import StepperRendering

/// The terminal a command writes to: its color mode and width.
struct TerminalSettings: Sendable, Equatable {
  /// The escape sequences allowed.
  let colorMode: StepperTerminalColorMode
  /// The width in columns.
  let columns: Int

  /// The width used when neither `COLUMNS` nor the terminal tells one.
  static let defaultColumns = 80

  /// The settings for output with `environment`, to a terminal or not, whose width the system
  /// reports as `reportedColumns` (nil when it cannot).
  ///
  /// `COLUMNS`, when it is a positive whole number, wins over the reported width, so a user can
  /// ask for a width; otherwise the reported width, else `defaultColumns` (80 unless a command
  /// says otherwise). The color mode is
  /// ``StepperRendering/StepperTerminalColorMode/detect(environment:isTerminal:)``'s.
  static func resolve(
    environment: [String: String], isTerminal: Bool, reportedColumns: Int?,
    defaultColumns: Int = defaultColumns
  ) -> TerminalSettings {
    let fromEnvironment = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let reported = reportedColumns.flatMap { $0 > 0 ? $0 : nil }
    return TerminalSettings(
      colorMode: .detect(environment: environment, isTerminal: isTerminal),
      columns: fromEnvironment ?? reported ?? defaultColumns)
  }

  /// The settings of a console, `defaultColumns` wide when neither `COLUMNS` nor the terminal
  /// tells a width.
  init(_ console: Console, defaultColumns: Int = defaultColumns) {
    self = Self.resolve(
      environment: console.environment, isTerminal: console.isTerminal,
      reportedColumns: console.reportedColumns, defaultColumns: defaultColumns)
  }

  private init(colorMode: StepperTerminalColorMode, columns: Int) {
    self.colorMode = colorMode
    self.columns = columns
  }
}
