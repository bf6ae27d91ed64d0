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

  /// The figures, from the bundled Inter's semibold advances at 9 points: "2.1" is 12.53
  /// points wide, a pill of 12.53 + 2 × 3 rounded up, 19; "12.3" (18.40) is set at 8.80 points
  /// to fit the widest pill, 24.
  @Test func thePillFitsTheNumberAtNinePoints() {
    #expect(abs(SubstepMarker.textWidth(of: "2.1") - 12.53) < 0.01)
    #expect(SubstepMarker.width(showing: "2.1") == 19)
    #expect(SubstepMarker.style(showing: "2.1") == .substepNumber)
    #expect(SubstepMarker.width(showing: "9.9") <= 24)
    #expect(SubstepMarker.style(showing: "9.9") == .substepNumber)
    #expect(abs(SubstepMarker.textWidth(of: "12.3") - 18.40) < 0.01)
    #expect(SubstepMarker.width(showing: "12.3") == 24)
    #expect(abs(SubstepMarker.style(showing: "12.3").size - 8.80) < 0.01)
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
    #expect(pill == StepperRect(x: 98.5, y: 4, width: 19, height: 16))
    #expect(SubstepMarker.frame(round, showing: "1") == round)
  }
}
