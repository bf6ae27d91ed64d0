extension StepperConfiguration {
  /// The fewest places ``maxVisible`` may ask for: the first and last steps, the current one
  /// and an overflow marker on each side of it.
  public static let minimumMaxVisible = CollapsedRow.minimumVisible

  /// The same configuration collapsed to at most `count` places, or showing every step
  /// (`nil`): collapse without scrolling, the other answer to a row too long for its length.
  ///
  /// A row of more than `count` steps (sub-steps included) shows the first step and the last,
  /// the current step with as many neighbours as fit, and between them overflow markers ("…")
  /// that stand for the steps they hide. An overflow marker is drawn in the most urgent state
  /// among its hidden steps, so a hidden failed step keeps the row red there; it is announced
  /// with its count and what matters in it ("3 more steps, 1 failed"), and in a row whose
  /// steps can be tapped it is a button that asks for "All steps". A collapsed row is drawn
  /// whole, every place a main step's slot (a sub-step sits centered in its slot, smaller),
  /// so its length need only hold `count` steps.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 12, current: 6).maxVisible(7)
  /// print(StepperAccessibility(configuration).announcement)
  /// // Prints "Step 6 of 12, 50%"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/maxVisibleTooSmall(maxVisible:minimum:)`` for a
  ///   count under ``minimumMaxVisible``, and
  ///   ``StepperConfigurationError/maxVisibleWithViewport`` for a row in a viewport (it
  ///   scrolls instead).
  public func maxVisible(
    _ count: Int?
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.maxVisible, with: count)
  }

  /// Whether the row collapses: it has more steps than ``maxVisible`` places.
  package var isCollapsed: Bool {
    guard let maxVisible else { return false }
    return steps.count > maxVisible
  }

  /// The collapsed row: which steps show and what each overflow marker hides; `nil` for a row
  /// that shows every step.
  package var collapsedRow: CollapsedRow? {
    guard let maxVisible, isCollapsed else { return nil }
    let states = StepStates(self)
    return CollapsedRow(
      count: steps.count, current: steps.ordinal(of: currentStep), maxVisible: maxVisible,
      state: states.state(ofOrdinal:))
  }

  /// The steps a row's length must hold: its own, or for a row that collapses, one main step
  /// for each of its ``maxVisible`` places.
  static func laidOutSteps(
    _ steps: StepperStepSequence, maxVisible: Int?
  ) -> StepperStepSequence {
    guard let maxVisible, steps.count > maxVisible else { return steps }
    return StepperStepSequence(total: maxVisible)
  }

  /// Checks that a row collapses to at least ``minimumMaxVisible`` places, and not in a
  /// viewport.
  static func checkCollapse(
    _ maxVisible: Int?, viewport: Double?
  ) throws(StepperConfigurationError) {
    guard let maxVisible else { return }
    guard maxVisible >= minimumMaxVisible else {
      throw .maxVisibleTooSmall(maxVisible: maxVisible, minimum: minimumMaxVisible)
    }
    if viewport != nil { throw .maxVisibleWithViewport }
  }
}
