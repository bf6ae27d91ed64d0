extension StepperSceneElement {
  /// A part of the circle inscribed in an element's frame, which its outline draws: a circular
  /// marker's step progress, or its loading ring.
  ///
  /// Angles are in turns (1 is the whole circle) from the top of the circle, positive
  /// clockwise on screen. The circle is the frame's inscribed one, inset by half the outline's
  /// width, so the arc lies inside the frame as an outline does.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 2)
  ///   .replacing(\.stepProgress, with: 0.25)
  /// let scene = StepperScene(configuration)
  /// print(scene.elements.first { $0.role == .stepProgress }?.arc?.sweep ?? 0)
  /// // Prints "0.25"
  /// ```
  package struct Arc: Sendable, Hashable {
    /// Where the arc starts, in turns clockwise from the top.
    package let start: Double
    /// How far it runs, in turns: positive clockwise, negative counter-clockwise (a
    /// right-to-left row's progress).
    package let sweep: Double

    /// Creates an arc.
    package init(start: Double, sweep: Double) {
      self.start = start
      self.sweep = sweep
    }
  }
}
