import StepperKit
import Testing

@testable import StepperCLI

@Suite struct ConfigurationErrorFlagsTests {
  /// Every option the core's messages name in words is shown as its flag, for every error case
  /// that names it, so that no message tells a command-line user "max visible".
  @Test(arguments: [
    (StepperConfigurationError.maxVisibleTooSmall(maxVisible: 3, minimum: 5), "--max-visible"),
    (.maxVisibleWithViewport, "--max-visible"),
    (.invalidStepProgress(2), "--step-progress"),
    (.firstNumberOutOfRange(firstNumber: 0, total: 3, maximum: 9), "--first-number"),
    (.invalidViewport(-1), "--viewport"),
    (.invalidOffset(.nan), "--scroll-offset"),
    (.lengthWithViewport, "--length"),
    (.totalTooLarge(total: 200_000, maximum: 100_000), "--viewport"),
  ])
  func theCoresWordsBecomeTheFlag(error: StepperConfigurationError, flag: String) {
    let message = ConfigurationErrorFlags.message(for: error)
    #expect(message.contains(flag), "\(message)")
    for option in ConfigurationErrorFlags.options(of: error) {
      #expect(!message.contains(" \(option.words) "), "\(message)")
      #expect(!message.hasPrefix("\(option.words) "), "\(message)")
    }
  }

  @Test func theCoresOwnMessageIsUnchanged() {
    let error = StepperConfigurationError.maxVisibleTooSmall(maxVisible: 3, minimum: 5)
    #expect(error.description.hasPrefix("max visible must be at least 5"))
  }

  @Test func wordsInsideOtherWordsStay() {
    let replaced = ConfigurationErrorFlags.replacingWords(
      "total", with: "--total", in: "total; subtotal (total)")
    #expect(replaced == "--total; subtotal (--total)")
    #expect(
      ConfigurationErrorFlags.replacingWords("length", with: "--length", in: "lengths --length")
        == "lengths --length")
  }

  /// Each fix the table offers is a command line the CLI draws.
  @Test(arguments: [
    (["--current", "2.5"], ["--current", "2.5", "--substeps", "2=5"]),
    (["--step-state", "9=error"], ["--step-state", "9=error", "--total", "9"]),
    (["--total", "12", "--length", "272"], ["--total", "12", "--length", "706"]),
    (["--total", "12", "--length", "272"], ["--total", "12", "--viewport", "375"]),
    (["--total", "12", "--length", "272"], ["--total", "12", "--max-visible", "5"]),
    (["--total", "9", "--viewport", "40"], ["--total", "9", "--viewport", "74"]),
    (
      ["--total", "10", "--viewport", "375", "--no-scroll"],
      ["--total", "10", "--viewport", "582", "--no-scroll"]
    ),
    (
      ["--style", "dash", "--step-icon", "2=truck"],
      ["--style", "circular", "--step-icon", "2=truck"]
    ),
    (["--total", "12", "--no-scroll"], ["--total", "12", "--no-scroll", "--length", "706"]),
    (["--total", "12", "--no-scroll"], ["--total", "12", "--no-scroll", "--max-visible", "5"]),
  ])
  func theFixNamedDrawsTheStepper(refused: [String], fixed: [String]) {
    let run = Run(["render"] + refused)
    #expect(run.status == 65)
    let named = fixed.filter { !refused.contains($0) || $0.hasPrefix("--") }
    for word in named where !refused.contains(word) {
      #expect(run.err.contains(word), "\(run.err) names no \(word)")
    }
    let drawn = Run(["render"] + fixed)
    #expect(drawn.status == 0, "\(fixed): \(drawn.err)")
    #expect(drawn.out.hasPrefix("<svg"))
  }

  /// A fix is offered only when the core takes it with the rest of the command line: a row that
  /// may not scroll is not told to scroll in a viewport, which `--no-scroll` would refuse.
  @Test func aRowThatMayNotScrollIsNotOfferedAViewport() {
    let run = Run(["render", "--total", "12", "--no-scroll"])
    #expect(run.status == 65)
    #expect(!run.err.contains("--viewport"), "\(run.err)")
    #expect(run.err.contains("--length 706"), "\(run.err)")
    #expect(run.err.contains("--max-visible 5"), "\(run.err)")
    let scrolling = Run(["render", "--total", "12", "--length", "272"])
    #expect(scrolling.err.contains("--viewport 375"), "\(scrolling.err)")
  }
}
