import Testing

@testable import StepperKit

@Suite struct StyleFiguresTests {
  @Test func eachTableReadsTheSeedFigures() {
    let dash = StyleFigures.figures(for: .dash)
    #expect(dash.flex == .steps && dash.thickness == 4 && dash.gap == 4)
    #expect(dash.stepLength == StyleMetrics.minimumDashLength && dash.substepLength == 2)
    #expect(dash.defaultLength == 268)
    let bullet = StyleFigures.figures(for: .bullet)
    #expect(bullet.flex == .centered && bullet.thickness == 8 && bullet.substepThickness == 4)
    #expect(bullet.endRoom == StyleMetrics.currentBulletGrowth && bullet.defaultLength == nil)
    let circular = StyleFigures.figures(for: .circular)
    #expect(circular.flex == .connectors && circular.thickness == 24)
    #expect(circular.substepThickness == 16 && circular.gap == 16)
    #expect(circular.minimumConnectorLength == 22 && circular.defaultLength == 272)
  }

  @Test func minimumPitches() {
    #expect(StyleFigures.figures(for: .circular).minimumPitch == 62)
    #expect(StyleFigures.figures(for: .bullet).minimumPitch == 16)
    #expect(StyleFigures.figures(for: .dash).minimumPitch == 8)
  }

  @Test(arguments: StepperStyle.allCases)
  func onlyStylesWithConnectorsHaveAShortestConnector(style: StepperStyle) {
    let figures = StyleFigures.figures(for: style)
    #expect(figures.connectors == (figures.minimumConnectorLength > 0))
    #expect(figures.connectors == (style == .circular))
  }

  @Test(arguments: StepperStyle.allCases)
  func aSubstepIsNeverLargerThanAMainStep(style: StepperStyle) {
    let figures = StyleFigures.figures(for: style)
    #expect(figures.substepLength <= figures.stepLength)
    #expect(figures.substepThickness <= figures.thickness)
    #expect(figures.substepNumberRoom == max(0, figures.substepNumberRoom))
  }

  @Test(arguments: StepperStyle.allCases)
  func theDefaultsAndTheShowcaseKeepTheGuidelines(style: StepperStyle) throws {
    let figures = StyleFigures.figures(for: style)
    #expect(style.defaultTotal == figures.defaultTotal)
    #expect(style.defaultCurrent == figures.defaultCurrent)
    #expect((1...figures.defaultTotal).contains(figures.defaultCurrent))
    for guideline in figures.stepCountGuidelines {
      #expect(!guideline.isBroken(total: figures.showcaseTotal, scrolls: false))
      #expect(!guideline.isBroken(total: figures.defaultTotal, scrolls: false))
    }
    // A default row fits its default length.
    if let length = figures.defaultLength {
      #expect(StyleMetrics.minimumLength(of: style, total: figures.defaultTotal) <= length)
    }
  }

  @Test(arguments: StepperStyle.allCases)
  func theShortestLengthIsMadeOfTheTable(style: StepperStyle) {
    let figures = StyleFigures.figures(for: style)
    for total in 2...12 {
      for substeps in 0...3 {
        let expected =
          Double(total) * figures.stepLength + Double(substeps) * figures.substepLength
          + Double(total + substeps - 1) * (figures.gap + figures.minimumConnectorLength)
          + 2 * figures.endRoom
        #expect(
          StyleMetrics.minimumLength(of: style, total: total, substeps: substeps) == expected)
      }
    }
  }

  @Test func terminalColumnsKeepADashRowsGaps() {
    #expect(StyleFigures.figures(for: .dash).terminalColumnPoints == StyleMetrics.dashGap)
    #expect(StyleFigures.figures(for: .bullet).terminalColumnPoints == 8)
    #expect(StyleFigures.figures(for: .circular).terminalColumnPoints == 8)
  }
}
