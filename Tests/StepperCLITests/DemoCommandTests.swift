import Foundation
import StepperCLI
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct DemoCommandTests {
  @Test func pipedItPrintsAScriptedRunAndExits() {
    let run = Run(["demo"], environment: ["COLUMNS": "80"])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    expectSnapshot(run.out, named: "demo-script.txt")
    #expect(!run.out.contains("\u{1B}"))
    #expect(run.out.contains("— substeps\n"))
    #expect(run.out.contains("Step 2.1 of 5, Scan ID, 40%, error"))
    #expect(run.out.hasSuffix("Step 5 of 5, Done, 100%, success\n"))
  }

  @Test(arguments: [12, 30, 50])
  func everyFrameFitsTheColumns(_ columns: Int) {
    let run = Run(["demo"], environment: ["COLUMNS": String(columns)])
    #expect(run.status == 0)
    for line in run.out.split(separator: "\n").dropFirst() {
      #expect(DisplayWidth.of(line) <= columns, "\(line)")
    }
  }

  @Test func atATerminalItReadsKeysDrawsInColorAndRestoresTheTerminal() {
    let restored = Counter()
    let keys = [
      Array("n".utf8), Array("fx".utf8), [0x1B, 0x5B, 0x43], Array("q".utf8), Array("n".utf8),
    ]
    let scripted = Keyboard.scripted(keys)
    let keyboard = Keyboard(
      begin: {
        _ = scripted.begin()
        return { restored.increment() }
      }, read: { scripted.read() })
    let run = Run(
      ["demo"], environment: ["COLORTERM": "truecolor", "COLUMNS": "60"], isTerminal: true,
      keyboard: keyboard)
    #expect(run.status == 0)
    #expect(restored.value == 1)
    #expect(run.out.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"))
    #expect(run.out.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    // The first frame, then one per read before q: "fx" is one read, with an unknown x.
    let frames = run.out.components(separatedBy: "\u{1B}[H\u{1B}[2J").dropFirst()
    #expect(frames.count == 4)
    #expect(frames.last?.contains("Step 3 of 5, Payment, 60%") == true)
    #expect(frames.dropFirst(2).first?.contains("Step 2 of 5, Address, 40%, error") == true)
    #expect(run.out.contains("\u{1B}[0;38;2;"))
  }

  @Test func atATerminalUnderNO_COLORItDrawsWithoutColor() {
    let run = Run(
      ["demo"], environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], isTerminal: true,
      keyboard: .scripted([Array("n".utf8)]))
    #expect(run.status == 0)
    #expect(!run.out.contains("38;2;"))
    #expect(!run.out.contains("\u{1B}[0m"))
    #expect(run.out.contains("Step 2 of 5, Address, 40%"))
  }

  /// Runs the real binary in a pseudo-terminal (util-linux `script`), types keys, and checks
  /// that raw mode was on (single keys, no echo) and that the terminal is back to normal after.
  @Test(.timeLimit(.minutes(1)))
  func inARealTerminalItUsesRawModeAndRestoresIt() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("stepper").path
    #expect(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is missing")
    let command =
      "(sleep 1; printf n; sleep 0.3; printf f; sleep 0.3; printf q) | "
      + "timeout 20 script -qec \"stty -a | grep -o -- ' -\\?icanon'; '\(binary)' demo; "
      + "stty -a | grep -o -- ' -\\?icanon\\| -\\?echo '\" /dev/null"
    let result = try ExternalTool.run(command)
    let output = String(decoding: result.output, as: UTF8.self)
    #expect(result.status == 0, "\(result.errors)")
    #expect(output.contains("Step 2 of 5, Address, 40%, error"))
    #expect(output.contains("\u{1B}[?1049l"))
    // Keys were read one at a time without Enter, and not echoed.
    #expect(!output.contains("nfq"))
    let after = try #require(output.components(separatedBy: "\u{1B}[?1049l").last)
    #expect(after.contains(" icanon"))
    #expect(!after.contains("-icanon"))
    #expect(after.contains(" echo "))
  }
}

/// A count that closures may bump.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
