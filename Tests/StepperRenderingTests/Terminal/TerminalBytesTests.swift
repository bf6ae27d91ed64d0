import Testing

@testable import StepperRendering

@Suite struct TerminalBytesTests {
  @Test func makesTheStringOfTheBytesWritten() {
    let text = TerminalBytes.string(capacity: 32) { bytes in
      bytes.append("Step ")
      bytes.append(UInt8(ascii: "2"))
      bytes.append(0x8194E2, length: 3)
      Array("支".utf8).withUnsafeBytes { bytes.append($0) }
    }
    #expect(text == "Step 2━支")
  }

  @Test func dropsWhatPassesItsCapacity() {
    let text = TerminalBytes.string(capacity: 6) { bytes in
      bytes.append("abcd")
      bytes.append(0x6665, length: 2)
      bytes.append(UInt8(ascii: "g"))
      bytes.append("hij")
    }
    #expect(text == "abcdef")
  }

  /// A piece is whole UTF-8, so one that does not fit is left out whole, never cut.
  @Test func leavesOutAPieceThatDoesNotFitWhole() {
    let text = TerminalBytes.string(capacity: 5) { bytes in
      bytes.append("abc")
      Array("支".utf8).withUnsafeBytes { bytes.append($0) }
      bytes.append(0x8194E2, length: 3)
      bytes.append("de")
    }
    #expect(text == "abcde")
  }

  @Test func makesAnEmptyString() {
    let text = TerminalBytes.string(capacity: 0) { _ in }
    #expect(text.isEmpty)
  }
}
