import StepperSystemLibrary

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
    if ParsedFlags.helpWords.contains(first) || first == "help" {
      return help(arguments.dropFirst(), console: console)
    }
    if first == "--version" {
      console.out("stepper \(ToolVersion.current)\n")
      return 0
    }
    if let command = commands.first(where: { $0.name == first }) {
      return execute(command, arguments.dropFirst(), context)
    }
    if first.hasPrefix("--") {
      // Flags alone mean `render`: `stepper --style dash` draws a dash stepper, and once it
      // has, says which command it ran, so that the person learns its name (a refusal stays
      // one line).
      let status = execute(.render, arguments[...], context)
      if status == 0 {
        let line = (["stepper", "render"] + arguments).map(ConfigurationFlags.shellQuoted)
        console.err(
          "stepper: flags without a command run render, the default: "
            + "\(ErrorLine.escaping(line.joined(separator: " ")))\n")
      }
      return status
    }
    return unknownCommand(first, console: console)
  }

  /// `stepper help [COMMAND]`, `stepper --help`: the overview, or one command's help.
  private static func help(_ words: ArraySlice<String>, console: Console) -> Int32 {
    guard let name = words.first else {
      console.out(overview)
      return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return unknownCommand(name, console: console)
    }
    console.out(command.help)
    return 0
  }

  /// The refusal of a word that names no command, with the nearest command's name.
  private static func unknownCommand(_ word: String, console: Console) -> Int32 {
    let names = commands.map(\.name)
    let nearest = Suggestion.nearest(to: word, among: names).map { "did you mean \($0)? " } ?? ""
    let message =
      "unknown command '\(word)'; \(nearest)commands are \(ParsedFlags.list(names)) (see --help)"
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
    if ParsedFlags.asks(for: ["--version"], in: arguments, specs: command.flags) {
      context.console.out("stepper \(ToolVersion.current)\n")
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
             stepper [flags]    (runs render, the default command, and says so on stderr)
             stepper --version  (the package version)

      COMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padded(toWidth: width)
      text += command.summary + "\n"
    }
    text += "\nSee `stepper <command> --help` (or -h, or `stepper help <command>`) for a "
    text += "command's flags.\n"
    return text
  }
}
