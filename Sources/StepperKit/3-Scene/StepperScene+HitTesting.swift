extension StepperScene {
  /// The step a tap at `point` selects, or `nil` when it selects none.
  ///
  /// Only tappable steps have hit areas: their parts of the row's partition among its targets
  /// (Specification#hit-partition), which never overlap, so the step is the one whose area
  /// holds the point. `point` is in content coordinates, like every frame in the scene. A point on
  /// the header of a vertical column that scrolls (inside ``visibleRect`` but not ``stepsRect``)
  /// selects no step: the steps there are hidden under the header.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.hitTest(StepperPoint(x: 12, y: 12)) ?? "none")
  /// // Prints "1"
  /// ```
  package func hitTest(_ point: StepperPoint) -> StepperStepID? {
    if visibleRect.contains(point), !stepsRect.contains(point) { return nil }
    // Only the parts a tap needs are read, and only for the steps that can be tapped; a
    // step's area lies inside its minimum square, which is checked first.
    let minimum = elements.storage.minimumHitArea
    for index in elements.indices {
      guard let shape = elements.stepShape(at: index), shape.isSelectable,
        StepperSceneElements.hitArea(around: shape.frame, minimum: minimum).contains(point),
        let area = elements.partitionedHitArea(at: index), area.contains(point)
      else { continue }
      return shape.step
    }
    return nil
  }
}
