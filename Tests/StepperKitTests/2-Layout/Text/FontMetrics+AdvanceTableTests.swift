import StepperKit
import Testing

@Suite struct FontMetricsAdvanceTableTests {
  @Test func holdsWhatIsSetAndNothingElse() {
    var table = FontMetrics.AdvanceTable()
    #expect(table[0x61] == nil)
    table.set(1588, for: 0x61)
    table.set(0, for: 0x301)
    table.set(2944, for: 0x1_F852)
    #expect(table[0x61] == 1588)
    #expect(table[0x62] == nil, "a neighbour on a held page")
    #expect(table[0x301] == 0, "a zero advance is an advance")
    #expect(table[0x1_F852] == 2944)
    #expect(table[0x1_F851] == nil)
    #expect(table[0x4E00] == nil, "a page never held")
  }

  @Test func aLaterValueForACodePointWins() {
    var table = FontMetrics.AdvanceTable()
    table.set(700, for: 0x6E)
    table.set(800, for: 0x6E)
    #expect(table[0x6E] == 800)
  }

  @Test func leavesOutWhatItCannotHold() {
    var table = FontMetrics.AdvanceTable()
    table.set(500, for: FontMetrics.AdvanceTable.pageLimit)
    table.set(UInt32(FontMetrics.AdvanceTable.absent), for: 0x41)
    table.set(70_000, for: 0x42)
    #expect(table[FontMetrics.AdvanceTable.pageLimit] == nil)
    #expect(table[0x10_FFFF] == nil)
    #expect(table[0x41] == nil)
    #expect(table[0x42] == nil)
  }
}
