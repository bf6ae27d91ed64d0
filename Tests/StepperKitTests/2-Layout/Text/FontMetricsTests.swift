import StepperKit
import Testing

@Suite struct FontMetricsTests {
  let inter = FontMetrics.inter

  @Test func holdsIntersOwnFigures() {
    #expect(inter.family == "Inter")
    #expect(inter.unitsPerEm == 2816)
    #expect(inter.capHeight == 2048)
  }

  @Test func readsRealAdvanceWidths() {
    // Inter Regular: "a" 1588 units, "W" 2672; SemiBold is wider.
    #expect(inter.advance(of: "a", weight: 400) == 1588.0 / 2816)
    #expect(inter.advance(of: "W", weight: 400) == 2672.0 / 2816)
    #expect(inter.advance(of: "a", weight: 600) > inter.advance(of: "a", weight: 400))
    #expect(inter.advance(of: "i", weight: 400) < inter.advance(of: "m", weight: 400))
  }

  @Test func widthIsTheSumOfAdvancesAtTheSize() {
    let expected = (1588.0 + 1716 + 1048) / 2816 * 12  // "a", "p", "r"... per font units
    let width = inter.width(of: "apr", size: 12, weight: 400)
    #expect(abs(width - expected) < 1e-9)
  }

  @Test func measuresCharactersTheFontLacksAsTheFallbackDrawsThem() {
    #expect(inter.advance(of: "支", weight: 400) == 1)
    #expect(inter.advance(of: "🎉", weight: 400) == 1)
    #expect(inter.advance(of: "\u{200D}", weight: 400) == 0)
    #expect(inter.advance(of: "ب", weight: 400) == inter.advance(of: "n", weight: 400))
  }

  @Test func usesTheNearestBundledWeight() {
    #expect(inter.advance(of: "a", weight: 450) == inter.advance(of: "a", weight: 400))
    #expect(inter.advance(of: "a", weight: 900) == inter.advance(of: "a", weight: 600))
    #expect(inter.advance(of: "a", weight: 500) != inter.advance(of: "a", weight: 400))
  }

  @Test func decodesRunsOfAdvancesByteByByte() {
    // Hex first code points, decimal advances; an empty advance is skipped, and a value too
    // large for a font unit keeps its place without an entry.
    let metrics = FontMetrics(
      family: "Test", unitsPerEm: 1000, ascender: 1, descender: 1, capHeight: 1,
      advances: [400: "20:500,600;6E:700,,800,70000,900;61:250"])
    #expect(metrics.advance(of: " ", weight: 400) == 0.5)
    #expect(metrics.advance(of: "!", weight: 400) == 0.6)
    #expect(metrics.advance(of: "n", weight: 400) == 0.7)
    #expect(metrics.advance(of: "o", weight: 400) == 0.8)
    #expect(metrics.advance(of: "p", weight: 400) == 0.7, "too large: measured as n")
    #expect(metrics.advance(of: "q", weight: 400) == 0.9)
    #expect(metrics.advance(of: "a", weight: 400) == 0.25)
  }

  /// An emoji sequence draws as one emoji glyph, so it measures one em however many code points
  /// it joins; a letter with a combining mark measures as the letter.
  @Test(arguments: ["👨‍👩‍👧", "👍🏽", "🇫🇷", "1️⃣", "©️", "🏳️‍🌈"])
  func anEmojiSequenceMeasuresOneGlyph(sequence: String) {
    let inter = FontMetrics.inter
    #expect(inter.width(of: sequence, size: 16, weight: 400) == 16)
    #expect(
      inter.width(of: "Family \(sequence)", size: 16, weight: 400)
        == inter.width(of: "Family ", size: 16, weight: 400) + 16)
  }

  @Test func singleCodePointsAndCombiningMarksMeasureAsBefore() {
    let inter = FontMetrics.inter
    let e = inter.advance(of: "e", weight: 400)
    #expect(inter.width(of: "e\u{301}", size: 10, weight: 400) == e * 10)
    #expect(inter.width(of: "👨", size: 10, weight: 400) == 10)
    #expect(inter.width(of: "支付", size: 10, weight: 400) == 20)
    // Joined, the family was three wide glyphs and two joiners: 3 em before, 1 em drawn.
    #expect(inter.width(of: "👨‍👩‍👧👨‍👩‍👧", size: 10, weight: 400) == 20)
  }
}
