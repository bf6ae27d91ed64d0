import StepperKit
import Testing

@Suite struct UTF8OutputTests {
  /// An output that implements only what it must, so that the protocol's defaults are used.
  private struct Chunks: UTF8Output {
    var chunks: [[UInt8]] = []
    mutating func append(utf8: UnsafeBufferPointer<UInt8>) { chunks.append(Array(utf8)) }
  }

  @Test func anArrayAppendsTheBytesAtItsEnd() {
    var utf8: [UInt8] = [1, 2]
    [3, 4].withUnsafeBufferPointer { utf8.append(utf8: $0) }
    utf8.append("é")
    #expect(utf8 == [1, 2, 3, 4, 0xC3, 0xA9])
  }

  @Test func byDefaultWhatIsWrittenInPlaceIsAppendedAsOneRun() {
    var output = Chunks()
    output.append(atMost: 8) { buffer in
      for index in 0..<3 { buffer[index] = UInt8(ascii: "a") + UInt8(index) }
      return 3
    }
    output.append("支払い")
    #expect(output.chunks == [Array("abc".utf8), Array("支払い".utf8)])
  }
}
