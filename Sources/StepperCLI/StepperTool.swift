/// The `stepper` command line: picks a subcommand, parses its flags, runs it, and turns every
/// failure into one line on standard error and an exit status.
public enum StepperTool {
  static let commands: [Command] = [
    .render, .lint, .examples, .tokens, .audit, .gallery, .demo, .bench, .docsImages,
  ]

  /// Runs `stepper` with `arguments` (without the program name); returns the exit status.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
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
    if arguments.contains("--help") {
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
      text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0)
      text += command.summary + "\n"
    }
    text += "\nSee `stepper <command> --help` for a command's flags.\n"
    return text
  }
}
