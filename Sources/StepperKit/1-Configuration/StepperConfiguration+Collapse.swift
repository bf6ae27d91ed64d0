extension StepperConfiguration {
  /// The fewest places ``Options/maxVisible`` may ask for: the first and last steps, the
  /// current one and an overflow marker on each side of it.
  ///
  /// A row of more than `maxVisible` steps (sub-steps included) shows the first step and the
  /// last, the current step with as many neighbours as fit, and between them overflow markers
  /// ("…") that stand for the steps they hide. An overflow marker is drawn in the most urgent
  /// state among its hidden steps, so a hidden failed step keeps the row red there; it is
  /// announced with its count and what matters in it ("3 more steps, 1 failed"), and in a row
  /// whose steps can be tapped it is a button that asks for "All steps". A collapsed row is
  /// drawn whole, every place a main step's slot, so its length need only hold `maxVisible`
  /// steps.
  package static let minimumMaxVisible = StepperRowPlan.minimumMaxVisible

  /// Whether the row collapses: it has more steps than ``Options/maxVisible`` places.
  package var isCollapsed: Bool { plan.isCollapsed }

  /// The collapsed row: which steps show and what each overflow marker hides; `nil` for a row
  /// that shows every step.
  package var collapsedRow: CollapsedRow? {
    guard let maxVisible = options.maxVisible, isCollapsed else { return nil }
    let states = StepStates(self)
    return CollapsedRow(
      count: steps.count, current: steps.ordinal(of: options.current), maxVisible: maxVisible,
      state: states.state(ofOrdinal:))
  }
}
