import Testing

@testable import StepperCLI

@Suite struct DemoActionTests {
  @Test(arguments: [
    ([0x1B, 0x5B, 0x43], DemoAction.next), ([0x1B, 0x4F, 0x43], .next), (Array("n".utf8), .next),
    ([0x20], .next), ([0x0D], .next), ([0x1B, 0x5B, 0x44], .back), (Array("b".utf8), .back),
    ([0x7F], .back), (Array("f".utf8), .fail), (Array("u".utf8), .substeps),
    (Array("s".utf8), .style), (Array("t".utf8), .theme), (Array("a".utf8), .axis),
    (Array("d".utf8), .direction), (Array("q".utf8), .quit), ([0x1B], .quit), ([0x03], .quit),
    ([0x04], .quit),
  ])
  func keysMapToActions(_ key: [UInt8], _ action: DemoAction) {
    #expect(DemoAction(key: key) == action)
  }

  @Test func otherKeysDoNothing() {
    for key in [Array("x".utf8), [0x1B, 0x5B, 0x41], Array("é".utf8), []] {
      #expect(DemoAction(key: key) == nil)
    }
  }

  @Test func splitsKeysReadAtOnce() {
    let bytes: [UInt8] =
      Array("nf".utf8) + [0x1B, 0x5B, 0x44] + Array("é".utf8) + [
        0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43,
      ] + Array("q".utf8)
    #expect(
      DemoAction.keys(in: bytes) == [
        Array("n".utf8), Array("f".utf8), [0x1B, 0x5B, 0x44], Array("é".utf8),
        [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], Array("q".utf8),
      ])
    #expect(DemoAction.keys(in: [0x1B]) == [[0x1B]])
  }
}
