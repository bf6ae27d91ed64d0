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

  /// Every line fits `COLUMNS`, the introduction and the keys too.
  @Test(arguments: [1, 5, 12, 30, 50, 80, 93, 200])
  func everyLineFitsTheColumns(_ columns: Int) {
    let run = Run(["demo"], environment: ["COLUMNS": String(columns)])
    #expect(run.status == 0)
    for line in run.out.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= columns, "\(line)")
    }
    if columns >= 12 { #expect(run.out.contains("q quit")) }
  }

  /// The reported width counts when `COLUMNS` is not set: every line fits it.
  @Test(arguments: [10, 40, 70])
  func everyLineFitsTheReportedWidth(_ columns: Int) {
    let out = Run.Buffer()
    let status = StepperTool.run(
      ["demo"],
      console: Console(
        out: { out.append($0) }, err: { _ in }, reportedColumns: columns))
    #expect(status == 0)
    for line in out.text.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= columns, "\(line)")
    }
  }

  /// At a terminal, the keys' help wraps to the width too, and so does every frame.
  @Test(arguments: [20, 45, 93])
  func atATerminalEveryLineFitsTheColumns(_ columns: Int) {
    let run = Run(
      ["demo"], environment: ["COLORTERM": "truecolor", "COLUMNS": String(columns)],
      isTerminal: true, keyboard: .scripted([Array("n".utf8), Array("a".utf8), Array("s".utf8)]))
    #expect(run.status == 0)
    let visible = run.out.replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: "")
    for line in visible.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= columns, "\(line)")
    }
    #expect(visible.contains("q quit"))
  }

  @Test func atATerminalItReadsKeysDrawsInColorAndRestoresTheTerminal() {
    let restored = Counter()
    let keys = [
      Array("n".utf8), Array("fx".utf8), [0x1B, 0x5B, 0x43], Array("q".utf8), Array("n".utf8),
    ]
    let scripted = Keyboard.scripted(keys)
    let keyboard = Keyboard(
      begin: { reset in
        #expect("\(reset)" == "\u{1B}[?25h\u{1B}[?1049l")
        _ = scripted.begin(undoingOnSignal: reset)
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
  @Test(.requires(.script), .timeLimit(.minutes(1)))
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

extension DemoCommandTests {
  /// Runs the real binary in a pseudo-terminal (util-linux `script`), sends it `signal` once it
  /// is drawing, and checks that it left the alternate screen, showed the cursor, put the
  /// terminal's settings back and exited with 128 plus the signal's number.
  @Test(
    .requires(.script), .timeLimit(.minutes(1)), arguments: [("TERM", 15), ("HUP", 1), ("INT", 2)])
  func aSignalRestoresTheTerminalAndExitsWithItsCode(_ signal: String, _ number: Int) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("stepper").path
    #expect(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is missing")
    // The demo runs in the background, reading the terminal (a background job would read
    // /dev/null otherwise); once raw mode is on (its handlers are set before), and the demo has
    // had time to draw, the shell sends the signal by the demo's process id, waits for it, and
    // prints its exit status and the terminal's settings. Standard input stays open, so the
    // demo reads no end of input meanwhile.
    let inner = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-demo-signal-\(UUID().uuidString).sh")
    defer { try? FileManager.default.removeItem(at: inner) }
    try Data(
      """
      '\(binary)' demo </dev/tty & pid=$!
      i=0
      while [ $i -lt 100 ] && ! stty -a | grep -q -- '-icanon'; do sleep 0.1; i=$((i+1)); done
      sleep 0.5
      kill -\(signal) $pid
      wait $pid
      echo "exit=$?"
      stty -a | grep -o -- ' -\\?icanon\\| -\\?echo '

      """.utf8
    ).write(to: inner)
    let command = "sleep 8 | timeout 20 script -qec 'sh \(inner.path)' /dev/null"
    let result = try ExternalTool.run(command)
    let output = String(decoding: result.output, as: UTF8.self)
    #expect(result.status == 0, "\(result.errors)")
    // The demo drew in raw mode on the alternate screen with the cursor hidden...
    let entered = try #require(output.range(of: "\u{1B}[?1049h\u{1B}[?25l"), "\(output)")
    #expect(output.contains("Step 1 of 5"))
    // ...and the signal showed the cursor and left the alternate screen after.
    let after = output[entered.upperBound...]
    let reset = try #require(after.range(of: "\u{1B}[?25h\u{1B}[?1049l"), "\(output)")
    #expect(after[reset.upperBound...].contains("exit=\(128 + number)"), "\(output)")
    let settings = try #require(output.components(separatedBy: "exit=").last)
    #expect(settings.contains(" icanon"))
    #expect(!settings.contains("-icanon"))
    #expect(settings.contains(" echo "))
  }
}

/// A count that closures may bump.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
