import Foundation
import StepperKit
import Testing

@Suite struct SubstepMarkerTests {
  @Test func aSubstepIsNumberedAsTheSeedWritesIt() {
    #expect(SubstepMarker.text(of: StepperStepID(2, substep: 1), strings: .english) == "2.1")
    #expect(SubstepMarker.text(of: StepperStepID(12, substep: 3), strings: .english) == "12.3")
    #expect(SubstepMarker.text(of: StepperStepID(3), strings: .english) == "3")
    let egyptian = StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG"))
    #expect(SubstepMarker.text(of: StepperStepID(2, substep: 1), strings: egyptian) == "٢.١")
  }

  /// The figures, from the bundled Inter's semibold advances at 9 points.
  @Test func thePillFitsTheNumberAtNinePoints() {
    #expect(isClose(SubstepMarker.textWidth(of: "2.1"), 13.2))
    #expect(SubstepMarker.width(showing: "2.1") == 22)
    #expect(SubstepMarker.width(showing: "12.3") == 27)
    #expect(SubstepMarker.style(showing: "2.1") == .substepNumber)
    #expect(SubstepMarker.style(showing: "12.3") == .substepNumber)
    #expect(SubstepMarker.style(showing: "123.4").size == 9)
  }

  @Test func aLongNumberIsSetSmallerInTheWidestPill() {
    let text = "1234567.8"
    #expect(SubstepMarker.width(showing: text) == SubstepMarker.maximumWidth)
    let style = SubstepMarker.style(showing: text)
    #expect(style.size < 9)
    let width = FontMetrics.inter.width(of: text, size: style.size, weight: style.weight)
    #expect(width <= SubstepMarker.maximumWidth - 2 * SubstepMarker.padding + 1e-9)
  }

  @Test func thePillWidensAboutTheMarkersCenter() {
    let round = StepperRect(x: 100, y: 4, width: 16, height: 16)
    let pill = SubstepMarker.frame(round, showing: "2.1")
    #expect(pill == StepperRect(x: 97, y: 4, width: 22, height: 16))
    #expect(SubstepMarker.frame(round, showing: "1") == round)
  }
}
