import Testing

@testable import StepperCLI

@Suite struct BenchmarkBaselinesTests {
  @Test(arguments: [0, 1, 15, 16, 17, 1_000, 4_127_745])
  func theStringBaselineAppendsExactlyTheBytesAskedFor(count: Int) {
    let text = BenchmarkBaselines.appendBytes(count)
    #expect(text.utf8.count == count)
    #expect(text.hasPrefix(String(BenchmarkBaselines.piece.prefix(min(count, 16)))))
  }

  @Test func theStringBaselineAppendsSixteenBytesAtATime() {
    #expect(BenchmarkBaselines.piece.utf8.count == 16)
  }

  @Test func theFrameBaselineWritesFourDoublesAFrame() {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 12)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: -1)
    BenchmarkBaselines.writeFrames(3, into: buffer)
    #expect(Array(buffer) == [0, 0, 24, 24, 38, 0, 24, 24, 76, 0, 24, 24])
  }

  @Test func theFrameBaselineStaysInsideItsBuffer() {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 4)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: -1)
    BenchmarkBaselines.writeFrames(5, into: buffer)
    #expect(Array(buffer) == [0, 0, 24, 24])
  }
}
