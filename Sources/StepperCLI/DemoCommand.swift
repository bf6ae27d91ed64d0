import StepperKit
import StepperRendering

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
    // The alternate screen keeps the user's scrollback; the cursor is hidden while drawing. A
    // signal that ends the demo shows the cursor and leaves the alternate screen too.
    let restore = keyboard.begin(undoingOnSignal: "\u{1B}[?25h\u{1B}[?1049l")
    console.out("\u{1B}[?1049h\u{1B}[?25l")
    defer {
      console.out("\u{1B}[?25h\u{1B}[?1049l")
      restore()
    }
    var session = DemoSession()
    func draw() throws(StepperConfigurationError) {
      let help = DemoAction.help(width: terminal.columns).joined(separator: "\n")
      let frame = try session.frame(terminal) + "\n" + help + "\n"
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
    // Every line fits the terminal's width: the introduction and the keys wrap, captions cut.
    let width = terminal.columns
    let introduction = TerminalText.wrapped(
      "stepper demo: not a terminal, so here is a scripted run. Keys:", toWidth: width)
    console.out((introduction + DemoAction.help(width: width)).joined(separator: "\n") + "\n")
    func caption(_ text: String) -> String {
      "\n" + DisplayWidth.truncated("— " + text, toWidth: width) + "\n"
    }
    console.out(caption("start") + (try session.frame(terminal)))
    for action in DemoSession.script {
      session = session.applying(action)
      console.out(caption(action.rawValue) + (try session.frame(terminal)))
    }
  }
}
