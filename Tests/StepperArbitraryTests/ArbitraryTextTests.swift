import StepperArbitrary
import Testing

@Suite struct ArbitraryTextTests {
  @Test func namesReachEveryKindOfTroublesomeCharacter() {
    var arbitrary = Arbitrary(SplitMix64(seed: 11))
    let scalars = (0..<2_000).flatMap { _ in ArbitraryText.name(&arbitrary).unicodeScalars }
    func has(_ test: (Unicode.Scalar) -> Bool) -> Bool { scalars.contains(where: test) }
    #expect(has { $0 == "<" } && has { $0 == "&" } && has { $0 == "\"" } && has { $0 == "'" })
    #expect(has { $0.value < 0x20 } && has { (0x7F...0x9F).contains($0.value) })
    #expect(has { $0.value == 0xFFFE || $0.value == 0xFFFF })
    #expect(
      has { (0x600...0x6FF).contains($0.value) } && has { (0x590...0x5FF).contains($0.value) })
    #expect(has { (0x4E00...0x9FFF).contains($0.value) } && has { $0.value >= 0x1F300 })
    #expect(has { $0.properties.isBidiControl } && has { (0x300...0x36F).contains($0.value) })
  }

  @Test func namesHoldWholeEscapeSequencesWithMarkedPayloads() {
    var arbitrary = Arbitrary(SplitMix64(seed: 13))
    let names = (0..<2_000).map { _ in ArbitraryText.name(&arbitrary) }
    for sequence in ArbitraryText.escapeSequences {
      #expect(names.contains { $0.contains(sequence) }, "\(sequence.debugDescription)")
      #expect(sequence.unicodeScalars.filter { $0 == ArbitraryText.payloadMarker }.count >= 5)
    }
    // The marker comes from the sequences alone.
    #expect(!ArbitraryText.scalarRanges.contains { $0.contains(ArbitraryText.payloadMarker.value) })
  }

  @Test func everyRangeHoldsOnlyScalarsOrSurrogatesItSkips() {
    var arbitrary = Arbitrary(SplitMix64(seed: 12))
    for _ in 0..<1_000 { _ = ArbitraryText.scalar(&arbitrary) }
    #expect(ArbitraryText.scalarRanges.allSatisfy { !$0.contains(0xD800) })
  }
}
