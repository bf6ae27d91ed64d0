extension StepperScene {
  /// Where a platform puts the progress element ("Step 2 of 4, Address", "50%") among the
  /// steps' elements, so that exploring by touch finds a step where a step is.
  ///
  /// A screen reader's touch lands on the first element, in the order the view lists them,
  /// whose frame holds the point; elements whose frames overlap are hard to reach. So the
  /// progress element takes the largest part of the stepper that no step, overflow marker or
  /// "All steps" button covers (the header beside "All steps", or the names under a row of
  /// markers) and comes first, as it is read first. Where the steps cover the whole stepper
  /// (a row of dashes or bullets without a header), it takes the whole stepper and comes after
  /// them: a touch on a step finds the step, and a swipe still reaches the summary.
  package struct ProgressElementPlacement: Sendable, Hashable {
    /// The element's frame, in the drawing's coordinates.
    package let frame: StepperRect
    /// Whether it comes before "All steps" and the steps (its frame then overlaps none of
    /// theirs), or after them.
    package let isBeforeSteps: Bool
  }

  /// The progress element's frame and place among the elements (``ProgressElementPlacement``).
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsHeader: true)))
  /// print(scene.progressElementPlacement().isBeforeSteps)
  /// // Prints "true"
  /// ```
  package func progressElementPlacement() -> ProgressElementPlacement {
    let whole = StepperRect(x: 0, y: 0, width: size.width, height: size.height)
    let row = accessibleItems().map { item in
      switch item {
      case .step(let step): step.frame
      case .overflow(let target): target.frame
      }
    }
    let allSteps = allStepsTarget()?.frame
    let taken = row + (allSteps.map { [$0] } ?? [])
    guard let covered = Self.union(row) else {
      return ProgressElementPlacement(frame: whole, isBeforeSteps: true)
    }
    let bands = [
      StepperRect(x: 0, y: 0, width: whole.width, height: covered.y),
      StepperRect(x: 0, y: covered.maxY, width: whole.width, height: whole.maxY - covered.maxY),
      StepperRect(x: 0, y: 0, width: covered.x, height: whole.height),
      StepperRect(x: covered.maxX, y: 0, width: whole.maxX - covered.maxX, height: whole.height),
    ]
    let free = bands.compactMap { band -> StepperRect? in
      guard let band = band.intersection(whole) else { return nil }
      let beside = allSteps.map { Self.largestPart(of: band, beside: $0) } ?? band
      guard beside.width >= 1, beside.height >= 1,
        !taken.contains(where: { $0.intersection(beside) != nil })
      else { return nil }
      return beside
    }
    guard let best = free.max(by: { $0.width * $0.height < $1.width * $1.height }) else {
      return ProgressElementPlacement(frame: whole, isBeforeSteps: false)
    }
    return ProgressElementPlacement(frame: best, isBeforeSteps: true)
  }

  /// `band` itself where `other` does not cross it, else the wider of its parts left and right
  /// of `other` (the header's title beside its "All steps" button).
  private static func largestPart(of band: StepperRect, beside other: StepperRect) -> StepperRect {
    guard band.intersection(other) != nil else { return band }
    let left = StepperRect(
      x: band.x, y: band.y, width: max(0, other.x - band.x), height: band.height)
    let right = StepperRect(
      x: other.maxX, y: band.y, width: max(0, band.maxX - other.maxX), height: band.height)
    return left.width >= right.width ? left : right
  }

  /// The smallest rectangle holding every one of `rects`, or `nil` for none.
  private static func union(_ rects: [StepperRect]) -> StepperRect? {
    guard let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { a, b in
      let x = min(a.x, b.x)
      let y = min(a.y, b.y)
      return StepperRect(
        x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
  }
}
