#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `stepper` command line: picks a subcommand, parses its flags, runs it, and turns every
/// failure into one line on standard error and an exit status.
package enum StepperTool {
  static let commands: [Command] = [
    .render, .lint, .examples, .tokens, .audit, .gallery, .demo, .bench, .docsImages,
  ]

  /// Runs `stepper` with `arguments` (without the program name); returns the exit status.
  ///
  /// When a write to standard output failed, the output is lost, and the status says so: 141
  /// for `EPIPE` (the reader went away, as `SIGPIPE` would say), otherwise 73 with one line on
  /// standard error. That replaces a success (0) and a report of findings (1, whose meaning
  /// lives in the lost output); an error status a command already gave, with its message, is
  /// kept.
  package static func run(_ arguments: [String], console: Console) -> Int32 {
    let status = dispatch(arguments, console: console)
    guard status <= 1, let failure = console.outputFailure() else { return status }
    if failure == EPIPE { return 141 }
    let error = CLIError.cannotWrite(
      path: "standard output", reason: POSIXFile.describe(failure))
    console.err("stepper: \(ErrorLine.escaping(error.description))\n")
    return error.exitCode
  }

  private static func dispatch(_ arguments: [String], console: Console) -> Int32 {
    let context = CommandContext(console: console, files: FileOutput(), input: FileInput())
    guard let first = arguments.first else {
      return execute(.examples, [], context)
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        console.out(command.help)
      } else {
        console.out(overview)
      }
      return 0
    }
    if let command = commands.first(where: { $0.name == first }) {
      return execute(command, arguments.dropFirst(), context)
    }
    if first.hasPrefix("--") {
      // Flags alone mean `render`: `stepper --style dash` draws a dash stepper.
      return execute(.render, arguments[...], context)
    }
    let names = ParsedFlags.list(commands.map(\.name))
    let message = "unknown command '\(first)'; commands are \(names) (see --help)"
    console.err("stepper: \(ErrorLine.escaping(message))\n")
    return 64
  }

  private static func execute(
    _ command: Command, _ arguments: ArraySlice<String>, _ context: CommandContext
  ) -> Int32 {
    if ParsedFlags.asksForHelp(arguments, specs: command.flags) {
      context.console.out(command.help)
      return 0
    }
    do {
      let flags = try ParsedFlags(arguments, specs: command.flags)
      return try command.run(flags, context)
    } catch {
      context.console.err("stepper: \(ErrorLine.escaping(error.description))\n")
      return error.exitCode
    }
  }

  static var overview: String {
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    var text = """
      stepper — draws the design system's step progress indicator.

      USAGE: stepper <command> [flags]
             stepper            (writes example steppers to ./stepper-examples)

      COMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padded(toWidth: width)
      text += command.summary + "\n"
    }
    text += "\nSee `stepper <command> --help` for a command's flags.\n"
    return text
  }
}
