import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TextWriterTests {
  @Test func writesEachKindOfPieceAsItsOwnTextWouldRead() {
    var out = TextWriter(capacity: 16)
    out.write("<circle r=\"")
    out.write(points: 128.0 / 3)
    out.write("\" fill=\"")
    out.write(StepperColor(0x155DFC))
    out.write("\" data-state=\"")
    out.write(verbatim: StepperStepState.errorActive.rawValue)
    out.write("\">")
    out.write(escaping: "Terms & <Conditions>")
    out.write(" ")
    out.write(jsonString: "Say \"hi\"")
    out.write(" ")
    out.write(StepperStepID(2, substep: 1))
    #expect(
      out.text
        == "<circle r=\"42.667\" fill=\"#155DFC\" data-state=\"errorActive\">"
        + "Terms &amp; &lt;Conditions&gt; \"Say \\\"hi\\\"\" 2.1")
    #expect(out.count == out.text.utf8.count)
  }

  @Test(arguments: [0, 7, -7, 10, 99, 100, 1_000_000, -1_000_000, Int.max, Int.min])
  func writesWholeNumbersAsStringDoes(value: Int) {
    var out = TextWriter(capacity: 0)
    out.write(value)
    #expect(out.text == String(value))
  }

  /// Runs of every length from empty to past the short-copy cases, each after every length of
  /// what came before, so that each copy lands at every offset.
  @Test func copiesRunsOfEveryLengthWhole() {
    let source = (0..<100).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    var out = TextWriter(capacity: 1)
    var expected: [UInt8] = []
    source.withUnsafeBufferPointer { source in
      for length in 0...source.count {
        let run = UnsafeBufferPointer(rebasing: source[..<length])
        out.append(utf8: run)
        expected += run
      }
    }
    #expect(Array(out.text.utf8) == expected)
  }

  @Test func growsPastItsCapacityKeepingWhatWasWritten() {
    var out = TextWriter(capacity: 0)
    for _ in 0..<10_000 { out.write("0123456789") }
    #expect(out.count == 100_000)
    #expect(out.text == String(repeating: "0123456789", count: 10_000))
  }

  @Test func keepsOnlyWhatItWasToldWasWrittenInPlace() {
    var out = TextWriter(capacity: 0)
    out.write("a")
    out.append(atMost: 8) { buffer in
      buffer[0] = UInt8(ascii: "b")
      buffer[1] = UInt8(ascii: "c")
      return 2
    }
    out.write("d")
    #expect(out.text == "abcd")
  }

  /// A JSON string written in pieces stays where it was written when nothing in it needs
  /// escaping, and is written again escaped when something does.
  @Test func writesAJSONStringPutTogetherFromPieces() {
    var out = TextWriter(capacity: 0)
    for name in ["Cart", "Say \"hi\"\n"] {
      let start = out.startJSONString()
      out.append(name)
      out.append(", ")
      StepperStrings.english.appendDescription(ofStep: 1, total: 2, state: .complete, to: &out)
      out.finishJSONString(startedAt: start)
      out.write("|")
    }
    #expect(
      out.text
        == "\"Cart, Step 1 of 2, completed\"|\"Say \\\"hi\\\"\\n, Step 1 of 2, completed\"|")
    #expect(out.count == out.text.utf8.count)
  }

  @Test func escapesTextPutTogetherFromPieces() {
    var out = TextWriter(capacity: 0)
    for name in ["Cart & <Pay>", "Ship"] {
      out.write(escaping: { text in
        text.append(name)
        text.append(", ")
        StepperStrings.english.appendDescription(
          ofStep: 1, total: 2, state: .complete, to: &text)
      })
      out.write("|")
    }
    #expect(
      out.text == "Cart &amp; &lt;Pay&gt;, Step 1 of 2, completed|Ship, Step 1 of 2, completed|")
  }
}
