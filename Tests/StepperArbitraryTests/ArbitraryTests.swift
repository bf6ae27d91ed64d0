import StepperArbitrary
import Testing

@Suite struct ArbitraryTests {
  @Test(arguments: [0...0, 1...6, -5...5, 2...100_000_000, Int.min...Int.max, Int.max...Int.max])
  func wholeNumbersStayInTheirRange(range: ClosedRange<Int>) {
    var arbitrary = Arbitrary(SplitMix64(seed: 1))
    for _ in 0..<2_000 { #expect(range.contains(arbitrary.int(in: range))) }
  }

  @Test func smallRangesReadOneByteAndReachEveryValue() {
    var arbitrary = Arbitrary(FuzzedBytes(Array(0...255)))
    let values = (0..<256).map { _ in arbitrary.int(in: 0...5) }
    #expect(Set(values) == Set(0...5))
    #expect(arbitrary.source.isExhausted)
  }

  @Test func anEmptyInputStillDecodes() {
    var arbitrary = Arbitrary(FuzzedBytes([]))
    #expect(arbitrary.int(in: 3...9) == 3)
    #expect(arbitrary.double(in: 2...4) == 2)
    let heads = arbitrary.chance(50)
    #expect(!heads)
    #expect(arbitrary.anyDouble() == 0)
  }

  @Test func numbersStayInTheirRangeAndAnyDoubleReachesEveryKind() {
    var arbitrary = Arbitrary(SplitMix64(seed: 2))
    for _ in 0..<1_000 { #expect((2.0...4.0).contains(arbitrary.double(in: 2...4))) }
    var anyDoubles = Arbitrary(
      FuzzedBytes([0x7F, 0xF8, 0, 0, 0, 0, 0, 0, 0xFF, 0xF0, 0, 0, 0, 0, 0, 0]))
    #expect(anyDoubles.anyDouble().isNaN)
    #expect(anyDoubles.anyDouble() == -.infinity)
  }

  @Test func chancesAreAboutRight() {
    var arbitrary = Arbitrary(SplitMix64(seed: 3))
    let hits = (0..<10_000).filter { _ in arbitrary.chance(30) }.count
    #expect((2_700...3_300).contains(hits))
  }
}
