extension StepperInterpolatedScene {
  /// A configuration drawn at a position between two steps, for the moment a move from one
  /// current step to the next is passing.
  ///
  /// `position` counts steps like ``StepperConfiguration/Options/current``: 2 is the configuration
  /// with step 2 current, 2.25 a quarter of the way from there to step 3 current. Everything but
  /// the current step comes from `configuration`; the steps passed on the way are drawn on their
  /// main step (a sub-step the configuration is on shows only at its own position), under way
  /// even when the configuration is a success, which only its last step is. A move across
  /// several steps passes through each one in turn, so a longer jump fills the steps in order.
  /// Positions outside `1...total` are drawn at the nearer end (an animation may overshoot); a
  /// position that is not a finite number is drawn at the configuration's own current step.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(style: .dash, total: 3, current: 3)
  /// let moment = StepperInterpolatedScene(configuration, position: 1.5)
  /// print(moment.layers[1].element.fill?.hex ?? "none")
  /// // Prints "#69A1F2"
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: What to draw, at its target step.
  ///   - position: Where the move has got to, in steps.
  ///   - strings: The language of the header and control titles.
  ///   - measurer: How names and the header are measured.
  package init(
    _ configuration: StepperConfiguration, position: Double, strings: StepperStrings = .english,
    measurer: some StepperTextMeasuring = .bundled
  ) {
    let total = Double(configuration.options.total)
    let clamped =
      position.isFinite ? min(max(position, 1), total) : Double(configuration.options.current.step)
    let lower = clamped.rounded(.down)
    let fraction = clamped - lower
    func scene(atStep step: Double) -> StepperScene {
      guard Int(step) != configuration.options.current.step else {
        return StepperScene(configuration, strings: strings, measurer: measurer)
      }
      // A success belongs to the last step: the steps passed on the way to it are under way.
      let status =
        configuration.options.status == .success ? .default : configuration.options.status
      // `step` is a main step in `1...total` and the status is no success, so the move is
      // valid; were it not, the configuration's own step is drawn rather than a trap.
      guard
        let moved = try? configuration.replacing(\.status, with: status).moving(
          to: StepperStepID(Int(step)))
      else { return StepperScene(configuration, strings: strings, measurer: measurer) }
      return StepperScene(moved, strings: strings, measurer: measurer)
    }
    guard fraction > 0 else {
      self.init(scene(atStep: lower))
      return
    }
    let interpolation = StepperSceneInterpolation(
      from: scene(atStep: lower), to: scene(atStep: lower + 1))
    self = interpolation.scene(at: fraction)
  }
}
