import StepperKit

extension Command {
  /// `stepper demo`: walk through a flow in the terminal, a key at a time.
  static let demo = Command(
    name: "demo",
    summary: "Walks through a flow in the terminal, a key at a time; piped, prints a run.",
    usage: "demo",
    flags: [],
    run: { _, context throws(CLIError) in
      let terminal = TerminalSettings(context.console)
      do throws(StepperConfigurationError) {
        if let keyboard = context.console.keyboard {
          try interact(keyboard, terminal, context.console)
        } else {
          try playScript(terminal, context.console)
        }
      } catch {
        throw .invalidConfiguration(error)
      }
      return 0
    })

  /// Reads keys until quit or the end of input, redrawing the screen after each.
  private static func interact(
    _ keyboard: Keyboard, _ terminal: TerminalSettings, _ console: Console
  ) throws(StepperConfigurationError) {
    let restore = keyboard.begin()
    // The alternate screen keeps the user's scrollback; the cursor is hidden while drawing.
    console.out("\u{1B}[?1049h\u{1B}[?25l")
    defer {
      console.out("\u{1B}[?25h\u{1B}[?1049l")
      restore()
    }
    var session = DemoSession()
    func draw() throws(StepperConfigurationError) {
      let frame = try session.frame(terminal) + "\n" + DemoAction.help + "\n"
      // Raw mode leaves output processing on, so "\n" still returns the carriage.
      console.out("\u{1B}[H\u{1B}[2J" + frame)
    }
    try draw()
    reading: while let bytes = keyboard.read() {
      for key in DemoAction.keys(in: bytes) {
        guard let action = DemoAction(key: key) else { continue }
        if action == .quit { break reading }
        session = session.applying(action)
      }
      try draw()
    }
  }

  /// Prints the scripted walk-through, one captioned frame per step.
  private static func playScript(
    _ terminal: TerminalSettings, _ console: Console
  ) throws(StepperConfigurationError) {
    var session = DemoSession()
    console.out(
      "stepper demo: not a terminal, so here is a scripted run. Keys: \(DemoAction.help)\n")
    console.out("\n— start\n" + (try session.frame(terminal)))
    for action in DemoSession.script {
      session = session.applying(action)
      console.out("\n— \(action.rawValue)\n" + (try session.frame(terminal)))
    }
  }
}
