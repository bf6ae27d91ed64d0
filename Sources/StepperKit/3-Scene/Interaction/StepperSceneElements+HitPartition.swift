extension StepperSceneElements {
  /// The area of the row that belongs to the target at `position` (a step's mark or an
  /// overflow marker), whether or not it can be tapped; `nil` for every other element, and for
  /// a target scrolled out of sight (Specification#hit-partition).
  ///
  /// A target's area is its frame grown to the minimum touch target about its center. Where two
  /// neighbouring targets' areas would overlap along the main axis, both are cut at the
  /// midpoint between their centres, so that no point belongs to two targets; elsewhere the
  /// area is the whole square. A row that scrolls cuts it to where the steps show, unless
  /// `cutsToShownSteps` is `false` (assistive technology still lists a step scrolled away).
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(style: .bullet, total: 3, current: 3, interaction: .reachedSteps))
  /// let areas = scene.elements.indices.compactMap { scene.elements.partitionedHitArea(at: $0) }
  /// print(areas.map(\.width))
  /// // Prints "[30.0, 16.0, 30.0]"
  /// ```
  package func partitionedHitArea(
    at position: Int, cutsToShownSteps: Bool = true
  ) -> StepperRect? {
    guard records[position].role.isHitTarget else { return nil }
    let own = frame(at: position)
    let minimum = storage.minimumHitArea
    let base = Self.hitArea(around: own, minimum: minimum)
    let horizontal = storage.context.layout.axis == .horizontal
    let main = MainSpan(own, horizontal: horizontal, minimum: minimum)
    var start = horizontal ? base.x : base.y
    var end = start + (horizontal ? base.width : base.height)
    var isCut = false
    for neighbour in [hitTarget(before: position), hitTarget(after: position)] {
      guard let neighbour else { continue }
      let other = MainSpan(frame(at: neighbour), horizontal: horizontal, minimum: minimum)
      guard abs(other.center - main.center) < (other.extent + main.extent) / 2 else { continue }
      let middle = (main.center + other.center) / 2
      if other.center > main.center {
        end = Swift.min(end, middle)
      } else {
        start = Swift.max(start, middle)
      }
      isCut = true
    }
    if cutsToShownSteps, storage.context.layout.viewport != nil {
      let steps = storage.context.layout.stepsRect
      let lower = horizontal ? steps.x : steps.y
      let upper = lower + (horizontal ? steps.width : steps.height)
      if start < lower || end > upper {
        start = Swift.max(start, lower)
        end = Swift.min(end, upper)
        isCut = true
      }
    }
    guard isCut else { return base }
    guard end > start else { return nil }
    return horizontal
      ? StepperRect(x: start, y: base.y, width: end - start, height: base.height)
      : StepperRect(x: base.x, y: start, width: base.width, height: end - start)
  }

  /// The position of the nearest target before `position`, or `nil` at the row's start. Each
  /// step's elements follow its mark (its activity, name, description and connector), so the
  /// search passes a few at most.
  private func hitTarget(before position: Int) -> Int? {
    var index = position - 1
    while index >= startIndex {
      let role = records[index].role
      if role.isHitTarget { return index }
      if role.isHeader { return nil }
      index -= 1
    }
    return nil
  }

  /// The position of the nearest target after `position`, or `nil` at the row's end.
  private func hitTarget(after position: Int) -> Int? {
    var index = position + 1
    while index < endIndex {
      if records[index].role.isHitTarget { return index }
      index += 1
    }
    return nil
  }

  /// A target's place along the main axis: its center, and the length its minimum square takes.
  private struct MainSpan {
    let center: Double
    let extent: Double

    init(_ frame: StepperRect, horizontal: Bool, minimum: Double) {
      center = horizontal ? frame.x + frame.width / 2 : frame.y + frame.height / 2
      extent = Swift.max(horizontal ? frame.width : frame.height, minimum)
    }
  }
}

extension StepperSceneElement.Role {
  /// Whether the row's hit areas are shared among elements of this part: steps' marks and a
  /// collapsed row's overflow markers.
  package var isHitTarget: Bool { self == .mark || self == .overflow }
}
