import StepperKit
import Testing

@Suite struct StyleMetricsTests {
  @Test func pinsTheSeedFigures() {
    #expect(StyleMetrics.dashThickness == 4)
    #expect(StyleMetrics.dashGap == 4)
    #expect(StyleMetrics.dashDefaultLength == 268)
    #expect(StyleMetrics.markerSize == 24)
    #expect(StyleMetrics.connectorThickness == 2)
    #expect(StyleMetrics.connectorGap == 8)
    #expect(StyleMetrics.circularDefaultLength == 272)
    #expect(StyleMetrics.minimumConnectorLength == 22)
    #expect(StyleMetrics.outlineWidth == 2)
    #expect(StyleMetrics.bulletSize == 8)
    #expect(StyleMetrics.bulletGap == 8)
  }

  @Test func fiveCircularStepsExactlyFill272() {
    #expect(StyleMetrics.minimumLength(of: .circular, total: 5) == 272)
  }

  @Test func minimumLengths() {
    #expect(StyleMetrics.minimumLength(of: .circular, total: 6) == 334)
    #expect(StyleMetrics.minimumLength(of: .dash, total: 10) == 76)
    #expect(
      StyleMetrics.minimumLength(of: .bullet, total: 4) == 64,
      "4 · 8 + 3 · 8 and 4 of room at each end")
  }
}
