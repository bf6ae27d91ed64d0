extension StepperScene {
  /// An overflow marker of a collapsed row (``StepperConfiguration/Options/maxVisible``) as
  /// assistive technology and a tap meet it: what it hides, where it is, what it is called,
  /// and whether it is a button (which asks for "All steps").
  package struct OverflowTarget: Sendable, Hashable {
    /// The first and last steps it hides.
    package let steps: ClosedRange<StepperStepID>
    /// Its tap target, at least 44 × 44 points, in the drawing's coordinates.
    package let frame: StepperRect
    /// What it is called: "3 more steps, 1 failed".
    package let label: String
    /// Whether it is a button: in a row whose steps can be tapped, a tap asks for "All steps".
    package let isButton: Bool
    /// The most urgent state among the steps it hides, which it is drawn in.
    package let state: StepperStepState
  }

  /// The overflow markers of a collapsed row, in reading order; none for a row that shows
  /// every step. Labels are in the language the scene was built with, unless `strings` names
  /// another.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 12, current: 6, maxVisible: 7)
  ///     .replacing(\.stepStates, with: [2: .error]))
  /// print(scene.overflowTargets().map(\.label))
  /// // Prints "["3 more steps, 1 failed", "4 more steps"]"
  /// ```
  package func overflowTargets(strings: StepperStrings? = nil) -> [OverflowTarget] {
    let context = elements.context
    guard let collapse = context.layout.row.collapse else { return [] }
    let strings = strings ?? accessibility.strings
    let sequence = context.layout.row.sequence
    var targets: [OverflowTarget] = []
    for index in elements.indices where elements.role(at: index) == .overflow {
      let record = elements.records[index]
      guard
        case .overflow(let ordinals, _, let counts)? = collapse.overflow(
          hiding: Int(record.ordinal))
      else { continue }
      guard let area = elements.partitionedHitArea(at: index) else { continue }
      let failed = (counts[.error] ?? 0) + (counts[.errorActive] ?? 0)
      targets.append(
        OverflowTarget(
          steps: sequence.id(at: ordinals.lowerBound)...sequence.id(at: ordinals.upperBound),
          frame: StepperRect(
            x: area.x - visibleRect.x, y: area.y - visibleRect.y, width: area.width,
            height: area.height),
          label: strings.overflowDescription(
            hidden: ordinals.count, failed: failed, skipped: counts[.skipped] ?? 0),
          isButton: record.isSelectable, state: record.state))
    }
    return targets
  }

  /// The overflow marker a tap at `point` (in the drawing's coordinates) lands on, the one
  /// whose area holds it, where overflow markers are buttons; `nil` elsewhere.
  func overflowHit(atDrawingPoint point: StepperPoint) -> OverflowTarget? {
    guard elements.context.layout.row.collapse != nil, hasTapTargets else { return nil }
    return overflowTargets().first { $0.isButton && $0.frame.contains(point) }
  }
}
