/// One `stepper` subcommand.
struct Command: Sendable {
  /// The word that picks it: `render`.
  let name: String
  /// One line for the command list.
  let summary: String
  /// The usage line, without the `stepper ` prefix.
  let usage: String
  /// The flags it takes.
  let flags: [FlagSpec]
  /// Runs it with the flags parsed; returns the exit status.
  let run: @Sendable (ParsedFlags, CommandContext) throws(CLIError) -> Int32

  /// The help text: usage, summary, and a line per flag.
  var help: String {
    let width = (flags.map { flagColumn($0).count }.max() ?? 0) + 2
    var text = "USAGE: stepper \(usage)\n\n\(summary)\n"
    if !flags.isEmpty { text += "\nOPTIONS:\n" }
    for flag in flags {
      let column = flagColumn(flag)
      text += "  " + column + String(repeating: " ", count: width - column.count) + flag.help + "\n"
    }
    text += "  -h, --help" + String(repeating: " ", count: max(1, width - 10)) + "Show this help.\n"
    text += "  --version" + String(repeating: " ", count: max(1, width - 9))
    text += "Show the package version.\n"
    return text
  }

  private func flagColumn(_ flag: FlagSpec) -> String {
    guard let value = flag.valueName else { return "--\(flag.name)" }
    return "--\(flag.name) \(value)" + (flag.isRepeatable ? " ..." : "")
  }
}

/// What a running command may touch: the console and the file system.
struct CommandContext: Sendable {
  let console: Console
  let files: FileOutput
  let input: FileInput
}
