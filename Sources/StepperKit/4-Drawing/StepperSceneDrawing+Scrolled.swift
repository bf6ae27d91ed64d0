extension StepperSceneDrawing {
  /// The drawing of `scene` scrolled `delta` points further than it was built at, without
  /// building it again: what a view draws for each event of a drag (see the Performance
  /// article), or `nil` when the scene does not hold what that offset shows, and a new one must
  /// be built.
  ///
  /// A scene built with an overscan (``StepperScene/init(_:strings:measurer:overscan:)``) holds
  /// the steps and names that far beyond its viewport's ends; a drag of up to that many points,
  /// within the row (`0...maximumOffset`), moves them and leaves the header where it is. The
  /// steps are cut to the part they show in (``StepperScene/stepsRect``). Names keep the places
  /// they were given in the part held, as a scroll view's content does, until the next build.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 1, scrolling: StepperScrolling(viewport: 375))
  /// let scene = StepperScene(configuration, overscan: 375)
  /// print(StepperSceneDrawing(scene, scrolledBy: 120) != nil)
  /// // Prints "true"
  /// ```
  package init?(_ scene: StepperScene, scrolledBy delta: Double) {
    let tolerance = 1e-9
    guard let viewport = scene.viewport, delta.isFinite, abs(delta) <= scene.overscan + tolerance,
      viewport.offset + delta >= -tolerance,
      viewport.offset + delta <= viewport.maximumOffset + tolerance
    else { return nil }
    let base = StepperPoint(x: -scene.visibleRect.x, y: -scene.visibleRect.y)
    // The content moves against the offset: left in a left-to-right row, right in a
    // right-to-left one (its content coordinates are mirrored), up in a column.
    let moved =
      switch scene.axis {
      case .horizontal:
        StepperPoint(x: base.x + (scene.direction == .leftToRight ? -delta : delta), y: base.y)
      case .vertical: StepperPoint(x: base.x, y: base.y - delta)
      }
    let elements = scene.elements
    let cues = scene.drawsShapeCues
    var commands: [StepperDrawCommand] = []
    commands.reserveCapacity(elements.count * 2 + 1)
    for index in elements.indices where elements.role(at: index).isHeader {
      Self.appendCommands(
        of: elements[index], shift: base, opacity: 1, drawsShapeCues: cues,
        to: &commands)
    }
    commands.append(.clip(scene.stepsRect.offset(by: base)))
    for index in elements.indices where !elements.role(at: index).isHeader {
      Self.appendCommands(
        of: elements[index], shift: moved, opacity: 1, drawsShapeCues: cues,
        to: &commands)
    }
    self.init(size: scene.size, background: scene.background, commands: commands)
  }
}
