/// The steps of a row in the order they are drawn: main steps, each followed by its revealed
/// sub-steps.
///
/// Positions in the sequence ("ordinals", from 0) are computed, not stored: the sequence keeps
/// only the steps that have revealed sub-steps, so it costs the same for 5 steps and for
/// 1,000,000, and every look-up is a binary search over the revealed steps.
///
/// ```swift
/// let sequence = StepperStepSequence(total: 4, substeps: [2: 2])
/// print((0..<sequence.count).map { sequence.id(at: $0).description })
/// // Prints "["1", "2", "2.1", "2.2", "3", "4"]"
/// ```
package struct StepperStepSequence: Sendable, Hashable {
  /// The number of main steps.
  package let total: Int
  /// Main steps with revealed sub-steps, ascending.
  private let parents: [Int]
  /// How many sub-steps each of ``parents`` reveals.
  private let counts: [Int]
  /// The sub-steps revealed by the parents before each one: a running sum of ``counts``.
  private let substepsBefore: [Int]

  /// Creates the sequence of `total` main steps with `substeps[step]` sub-steps revealed after
  /// `step`. Entries of 0 or less, and for steps outside `1...total`, are left out (the
  /// configuration refuses them before it gets here).
  package init(total: Int, substeps: [Int: Int] = [:]) {
    self.total = total
    let revealed = substeps.filter { $0.value > 0 && (1...max(1, total)).contains($0.key) }
      .sorted { $0.key < $1.key }
    parents = revealed.map(\.key)
    counts = revealed.map(\.value)
    var running = 0
    substepsBefore = counts.map { count in
      defer { running += count }
      return running
    }
    substepCount = running
  }

  /// The number of revealed sub-steps.
  package let substepCount: Int

  /// The number of steps drawn: main steps and revealed sub-steps.
  package var count: Int { total + substepCount }

  /// How many sub-steps `step` reveals.
  package func substeps(of step: Int) -> Int {
    guard let index = indexOfParent(step) else { return 0 }
    return counts[index]
  }

  /// Whether the sequence holds `id`.
  package func contains(_ id: StepperStepID) -> Bool {
    guard (1...total).contains(id.step) else { return false }
    guard let substep = id.substep else { return true }
    return substep >= 1 && substep <= substeps(of: id.step)
  }

  /// The position of `id` in the sequence, from 0. `id` must be in the sequence.
  package func ordinal(of id: StepperStepID) -> Int {
    let before = revealedBefore(step: id.step)
    return id.step - 1 + before + (id.substep ?? 0)
  }

  /// The step at `ordinal`, which must be in `0..<count`.
  package func id(at ordinal: Int) -> StepperStepID {
    // The last parent whose own ordinal is at or before `ordinal`.
    let low = parents.indices.partitioningIndex {
      parents[$0] - 1 + substepsBefore[$0] > ordinal
    }
    guard low > 0 else { return StepperStepID(ordinal + 1) }
    let index = low - 1
    let parentOrdinal = parents[index] - 1 + substepsBefore[index]
    let offset = ordinal - parentOrdinal
    if offset == 0 { return StepperStepID(parents[index]) }
    if offset <= counts[index] { return StepperStepID(parents[index], substep: offset) }
    return StepperStepID(parents[index] + offset - counts[index])
  }

  /// The number of sub-steps drawn before `ordinal`.
  package func substepsBefore(ordinal: Int) -> Int {
    let id = id(at: ordinal)
    return revealedBefore(step: id.step) + max(0, (id.substep ?? 1) - 1)
  }

  /// The sub-steps revealed by main steps before `step`.
  private func revealedBefore(step: Int) -> Int {
    let low = parents.partitioningIndex { $0 >= step }
    return low < parents.count ? substepsBefore[low] : substepCount
  }

  /// The ordinal of the first sub-step at or after `ordinal`, or `nil` if none follows.
  package func firstSubstepOrdinal(atOrAfter ordinal: Int) -> Int? {
    // Parents are ascending, so the ordinals of their last sub-steps are too.
    let low = parents.indices.partitioningIndex {
      parents[$0] + substepsBefore[$0] + counts[$0] - 1 >= ordinal
    }
    guard low < parents.count else { return nil }
    return max(parents[low] + substepsBefore[low], ordinal)
  }

  private func indexOfParent(_ step: Int) -> Int? {
    let low = parents.partitioningIndex { $0 >= step }
    return low < parents.count && parents[low] == step ? low : nil
  }
}
