/// A row of steps collapsed to at most a number of places ("collapse without
/// scrolling"): the first step and the last, the current step with as many neighbours as fit,
/// and between them overflow markers that each stand for the steps they hide.
///
/// Steps are counted by ordinal, sub-steps included, as ``StepperStepSequence`` counts them. An
/// overflow marker never hides a single step: showing that step takes the same place. Each
/// marker carries the most urgent state among its hidden steps (``urgency(of:)``), so that a
/// hidden failed step keeps the row red there, and a count of each state for its announcement
/// ("3 more steps, 1 failed").
///
/// ```swift
/// let row = CollapsedRow(count: 12, current: 6, maxVisible: 7) { $0 < 6 ? .complete : .default }
/// print(row.places.map(\.description).joined(separator: " "))
/// // Prints "0 …1-4 5 6 7 …8-10 11"
/// ```
package struct CollapsedRow: Sendable, Hashable {
  /// One place of the collapsed row.
  package enum Place: Sendable, Hashable, CustomStringConvertible {
    /// A step, by ordinal.
    case step(Int)
    /// An overflow marker standing for the steps at `ordinals`, drawn in `state`, with the
    /// number of hidden steps in each state.
    case overflow(
      ordinals: ClosedRange<Int>, state: StepperStepState, counts: [StepperStepState: Int])

    /// The first ordinal the place stands for.
    package var firstOrdinal: Int {
      switch self {
      case .step(let ordinal): ordinal
      case .overflow(let ordinals, _, _): ordinals.lowerBound
      }
    }

    /// Whether the place is an overflow marker.
    package var isOverflow: Bool {
      if case .overflow = self { true } else { false }
    }

    package var description: String {
      switch self {
      case .step(let ordinal): "\(ordinal)"
      case .overflow(let ordinals, _, _): "…\(ordinals.lowerBound)-\(ordinals.upperBound)"
      }
    }
  }

  /// The fewest places a collapsed row may have: the first and last steps, the current one and
  /// an overflow marker on each side of it.
  package static let minimumVisible = 5

  /// The places, in reading order.
  package let places: [Place]
  /// The first ordinal each place stands for, ascending: where a place's steps start.
  private let firsts: [Int]

  /// Collapses `count` steps, with the step at ordinal `current`, to at most `maxVisible`
  /// places; a row of at most `maxVisible` steps is every step. `maxVisible` must be at least
  /// ``minimumVisible`` and `current` in `0..<count` (the configuration validates both).
  package init(
    count: Int, current: Int, maxVisible: Int, state: (Int) -> StepperStepState
  ) {
    guard count > maxVisible else {
      places = (0..<count).map(Place.step)
      firsts = Array(0..<count)
      return
    }
    let window = Self.window(count: count, current: current, maxVisible: maxVisible)
    var places: [Place] = []
    var previous = -1
    func hide(_ ordinals: ClosedRange<Int>) {
      if ordinals.count == 1 {
        places.append(.step(ordinals.lowerBound))
        return
      }
      var counts: [StepperStepState: Int] = [:]
      for ordinal in ordinals { counts[state(ordinal), default: 0] += 1 }
      let urgent = counts.keys.max { Self.urgency(of: $0) < Self.urgency(of: $1) } ?? .default
      places.append(.overflow(ordinals: ordinals, state: urgent, counts: counts))
    }
    for ordinal in [0] + Array(window) + [count - 1] where ordinal > previous {
      if ordinal > previous + 1 { hide((previous + 1)...(ordinal - 1)) }
      places.append(.step(ordinal))
      previous = ordinal
    }
    self.places = places
    firsts = places.map(\.firstOrdinal)
  }

  /// The place that shows the step at `ordinal`, or the overflow marker that hides it.
  @inline(__always)
  package func slot(ofOrdinal ordinal: Int) -> Int {
    firsts.partitioningIndex { $0 > ordinal } - 1
  }

  /// Whether the step at `ordinal` is shown, rather than hidden in an overflow marker.
  @inline(__always)
  package func shows(ordinal: Int) -> Bool {
    let slot = slot(ofOrdinal: ordinal)
    return slot >= 0 && firsts[slot] == ordinal && !places[slot].isOverflow
  }

  /// The overflow markers, in reading order.
  package var overflows: [(ordinals: ClosedRange<Int>, state: StepperStepState)] {
    places.compactMap { place in
      guard case .overflow(let ordinals, let state, _) = place else { return nil }
      return (ordinals, state)
    }
  }

  /// The overflow marker that hides the step at `ordinal`, if one does.
  package func overflow(hiding ordinal: Int) -> Place? {
    let slot = slot(ofOrdinal: ordinal)
    guard slot >= 0, places[slot].isOverflow else { return nil }
    return places[slot]
  }

  /// The steps shown around `current`: the widest run of ordinals that, with the first and last
  /// steps and an overflow marker for each gap left, fits in `maxVisible` places.
  private static func window(count: Int, current: Int, maxVisible: Int) -> ClosedRange<Int> {
    func places(_ window: ClosedRange<Int>) -> Int {
      let low = min(window.lowerBound, 1)
      let high = max(window.upperBound, count - 2)
      // The window, the first and last steps where the window does not hold them, and a
      // place for each gap (a gap of one step shows that step; either way, one place).
      let first = window.lowerBound == 0 ? 0 : 1
      let last = window.upperBound == count - 1 ? 0 : 1
      let before = window.lowerBound > low ? 1 : 0
      let after = window.upperBound < high ? 1 : 0
      return window.count + first + last + before + after
    }
    var window = current...current
    while true {
      // Grow toward the nearer end first, so the current step stays as central as it can.
      let candidates = [
        window.lowerBound > 0 ? (window.lowerBound - 1)...window.upperBound : nil,
        window.upperBound < count - 1 ? window.lowerBound...(window.upperBound + 1) : nil,
      ].compactMap { $0 }.sorted {
        abs(($0.lowerBound + $0.upperBound) - 2 * current)
          < abs(($1.lowerBound + $1.upperBound) - 2 * current)
      }
      guard let next = candidates.first(where: { places($0) <= maxVisible }) else {
        return window
      }
      window = next
    }
  }

  /// How much a hidden step's state asks for attention, highest first: a failure, the step the
  /// user is on, a step the user passed by, an upcoming step, a done one, one out of reach.
  package static func urgency(of state: StepperStepState) -> Int {
    switch state {
    case .errorActive: 6
    case .error: 5
    case .active: 4
    case .skipped: 3
    case .default: 2
    case .complete: 1
    case .disabled: 0
    }
  }
}
