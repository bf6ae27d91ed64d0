extension StepperScene {
  /// The step a tap at `point` selects, or `nil` when it selects none.
  ///
  /// Only tappable steps have hit areas (at least 44 × 44 points, so neighbors may overlap);
  /// where several contain the point, the one whose center is nearest wins. `point` is in
  /// content coordinates, like every frame in the scene. A point on the header of a vertical
  /// column that scrolls (inside ``visibleRect`` but not ``stepsRect``) selects no step: the
  /// steps there are hidden under the header.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.hitTest(StepperPoint(x: 12, y: 12)) ?? "none")
  /// // Prints "1"
  /// ```
  package func hitTest(_ point: StepperPoint) -> StepperStepID? {
    if visibleRect.contains(point), !stepsRect.contains(point) { return nil }
    var best: (step: StepperStepID, distance: Double)?
    // Only the parts a tap needs are read, and only for the steps that can be tapped.
    for index in elements.indices {
      guard let shape = elements.stepShape(at: index), let area = shape.hitArea,
        area.contains(point)
      else { continue }
      let step = shape.step
      let distance = shape.frame.center.squaredDistance(to: point)
      if best == nil || distance < best?.distance ?? .infinity { best = (step, distance) }
    }
    return best?.step
  }
}

extension StepperPoint {
  /// The square of the distance to `other`: what taps compare to find the nearest target.
  func squaredDistance(to other: StepperPoint) -> Double {
    (x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
  }
}
