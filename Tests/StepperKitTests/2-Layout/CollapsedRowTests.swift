import Testing

@testable import StepperKit

struct CollapsedRowTests {
  @Test func keepsARowThatFitsWhole() {
    let row = CollapsedRow(count: 5, current: 2, maxVisible: 5) { _ in .default }
    #expect(row.places == (0..<5).map(CollapsedRow.Place.step))
  }

  @Test func showsTheEndsTheCurrentStepItsNeighboursAndOverflowBetween() {
    let row = CollapsedRow(count: 12, current: 6, maxVisible: 7) { $0 < 6 ? .complete : .default }
    #expect(row.places.map(\.description) == ["0", "…1-4", "5", "6", "7", "…8-10", "11"])
    #expect(
      row.places[1]
        == .overflow(ordinals: 1...4, state: .complete, counts: [.complete: 4]))
  }

  @Test func spendsTheOverflowPlaceOfAnEndOnSteps() {
    let start = CollapsedRow(count: 20, current: 0, maxVisible: 7) { _ in .default }
    #expect(start.places.map(\.description) == ["0", "1", "2", "3", "4", "…5-18", "19"])
    let end = CollapsedRow(count: 20, current: 19, maxVisible: 7) { _ in .default }
    #expect(end.places.map(\.description) == ["0", "…1-14", "15", "16", "17", "18", "19"])
  }

  @Test func aHiddenFailureKeepsItsMarkerRed() {
    let row = CollapsedRow(count: 30, current: 20, maxVisible: 7) { ordinal in
      ordinal == 9 ? .error : ordinal < 20 ? .complete : .default
    }
    guard case .overflow(let ordinals, let state, let counts) = row.places[1] else {
      Issue.record("no overflow before the current step: \(row.places)")
      return
    }
    #expect(ordinals.contains(9))
    #expect(state == .error)
    #expect(counts[.error] == 1)
    #expect(counts[.complete] == ordinals.count - 1)
  }

  @Test func urgencyPutsFailuresFirstAndUnreachableStepsLast() {
    let order = StepperStepState.allCases.sorted {
      CollapsedRow.urgency(of: $0) > CollapsedRow.urgency(of: $1)
    }
    #expect(order == [.errorActive, .error, .active, .skipped, .default, .complete, .disabled])
  }

  /// Over many rows: every step is shown once or hidden in exactly one marker, the first, last
  /// and current steps show, no marker hides one step, the places fit, and the row is as full
  /// as it may be.
  @Test func everyCollapsedRowKeepsItsPromises() {
    var generator = SystemRandomNumberGenerator()
    let states = StepperStepState.allCases
    for _ in 0..<2_000 {
      let count = Int.random(in: 2...60, using: &generator)
      let maxVisible = Int.random(in: CollapsedRow.minimumVisible...12, using: &generator)
      let current = Int.random(in: 0..<count, using: &generator)
      let drawn = (0..<count).map { _ in states.randomElement(using: &generator)! }
      let row = CollapsedRow(count: count, current: current, maxVisible: maxVisible) {
        drawn[$0]
      }
      var covered: [Int] = []
      for place in row.places {
        switch place {
        case .step(let ordinal): covered.append(ordinal)
        case .overflow(let ordinals, let state, let counts):
          #expect(ordinals.count >= 2)
          covered += ordinals
          let hidden = ordinals.map { drawn[$0] }
          #expect(counts.values.reduce(0, +) == ordinals.count)
          #expect(
            CollapsedRow.urgency(of: state)
              == hidden.map(CollapsedRow.urgency(of:)).max())
        }
      }
      #expect(covered == Array(0..<count), "\(row.places)")
      #expect(row.places.count == min(count, maxVisible), "\(count) \(maxVisible) \(current)")
      let shown = Set(row.places.compactMap { if case .step(let o) = $0 { o } else { nil } })
      #expect(shown.isSuperset(of: [0, count - 1, current]))
      if maxVisible >= 7 {
        #expect(shown.isSuperset(of: [max(0, current - 1), min(count - 1, current + 1)]))
      }
    }
  }
}
