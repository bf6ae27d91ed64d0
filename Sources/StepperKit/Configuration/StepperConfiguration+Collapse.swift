extension StepperConfiguration {
  /// The fewest places ``maxVisible`` may ask for: the first and last steps, the current one
  /// and an overflow marker on each side of it.
  public static let minimumMaxVisible = CollapsedRow.minimumVisible

  /// Creates a configuration whose row collapses to at most `maxVisible` places, checking
  /// every value: the row's length need only hold its places, so a flow of 40 circular steps
  /// fits the style's 272 points in 5 places. See ``maxVisible(_:)`` for what a collapsed row
  /// shows; the other parts take their defaults, and the modifiers set them.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 40, current: 12, maxVisible: 5)
  /// print(configuration.length)
  /// // Prints "272.0"
  /// ```
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - total: The number of main steps, 2 or more.
  ///   - current: The step the user is on: a main step in `1...total`, or a sub-step that
  ///     `substeps` reveals.
  ///   - status: The component-level status.
  ///   - substeps: How many sub-steps each step reveals; they count as places.
  ///   - maxVisible: The most places the row shows, at least ``minimumMaxVisible``.
  ///   - labels: Step names, the header, the "All steps" control and their text size.
  ///   - interaction: Which steps can be tapped; overflow markers then ask for "All steps".
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  public init(
    style: StepperStyle = .circular,
    total: Int,
    current: StepperStepID,
    status: StepperStatus = .default,
    substeps: StepperSubsteps = .none,
    maxVisible: Int,
    labels: StepperLabels = .none,
    interaction: StepperInteraction = .none
  ) throws(StepperConfigurationError) {
    var parts = Options(style: style, total: total, current: current)
    parts.status = status
    parts.substeps = substeps
    parts.maxVisible = maxVisible
    parts.labels = labels
    parts.interaction = interaction
    try self.init(parts)
  }

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
  /// let configuration = try StepperConfiguration(style: .dash, total: 12, current: 6)
  ///   .maxVisible(7)
  /// print(StepperScene(configuration).elements.filter { $0.role == .overflow }.count)
  /// // Prints "2"
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

  /// The length of a row drawn whole when none is asked for: the style's default; for a row
  /// that collapses, at least the shortest that holds its places (a circular row of 7 places
  /// is 396 points, as the specified 272 holds only 5).
  static func defaultLength(
    of style: StepperStyle, _ steps: StepperStepSequence, maxVisible: Int?
  ) -> Double {
    let laidOut = laidOutSteps(steps, maxVisible: maxVisible)
    let length = StyleMetrics.defaultLength(
      of: style, total: laidOut.total, substeps: laidOut.substepCount)
    guard laidOut != steps else { return length }
    return max(length, StyleMetrics.minimumLength(of: style, total: laidOut.total))
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
