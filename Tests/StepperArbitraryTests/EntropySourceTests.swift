import StepperArbitrary
import Testing

@Suite struct EntropySourceTests {
  @Test func theSameSeedGivesTheSameBytes() {
    var first = SplitMix64(seed: 2024)
    var second = SplitMix64(seed: 2024)
    var other = SplitMix64(seed: 2025)
    let a = (0..<64).map { _ in first.nextByte() }
    #expect(a == (0..<64).map { _ in second.nextByte() })
    #expect(a != (0..<64).map { _ in other.nextByte() })
  }

  @Test func splitMixMatchesItsReferenceValues() {
    // The first outputs of SplitMix64 seeded with 0, as its reference implementation gives.
    var source = SplitMix64(seed: 0)
    #expect(source.next() == 0xE220_A839_7B1D_CDAF)
    #expect(source.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func fuzzedBytesAreReadInOrderThenZero() {
    var source = FuzzedBytes([7, 8])
    #expect(!source.isExhausted)
    #expect(source.nextByte() == 7)
    #expect(source.nextByte() == 8)
    #expect(source.isExhausted)
    #expect(source.nextByte() == 0)
    #expect(source.nextByte() == 0)
  }
}
