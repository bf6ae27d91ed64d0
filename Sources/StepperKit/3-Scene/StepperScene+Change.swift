extension StepperScene {
  /// The same scene, its accessibility record compared with `previous`, the configuration
  /// shown before: ``StepperAccessibility/change`` then holds what to announce for the move
  /// ("2 steps added. Step 3 of 6"), which the JSON renderer writes as `accessibility.change`.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(style: .dash, total: 6, current: 3))
  ///   .announcingChange(from: StepperConfiguration(style: .dash, total: 4, current: 3))
  /// print(scene.accessibility.change ?? "nothing")
  /// // Prints "2 steps added. Step 3 of 6"
  /// ```
  package func announcingChange(from previous: StepperConfiguration) -> StepperScene {
    var scene = self
    let before = StepperAccessibility(previous, strings: accessibility.strings)
    scene.accessibility.comparedChange = .some(
      StepperAccessibility.change(from: before, to: accessibility))
    return scene
  }
}
