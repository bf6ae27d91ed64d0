import StepperRendering
import Testing

@Suite struct TerminalColorModeTests {
  @Test(arguments: [
    ([String: String](), true, StepperTerminalColorMode.ansi256),
    (["TERM": "xterm-256color"], true, .ansi256),
    (["COLORTERM": "truecolor"], true, .trueColor),
    (["COLORTERM": "24bit", "TERM": "xterm"], true, .trueColor),
    (["COLORTERM": "truecolor"], false, .none),
    (["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
    (["NO_COLOR": "", "COLORTERM": "truecolor"], true, .trueColor),
    (["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
  ])
  func detectsTheModeFromTheEnvironment(
    _ environment: [String: String], _ isTerminal: Bool, _ expected: StepperTerminalColorMode
  ) {
    #expect(
      StepperTerminalColorMode.detect(environment: environment, isTerminal: isTerminal) == expected)
  }
}
