/// Moving to another step, and the package's ways of changing options: each returns the same
/// configuration with its options changed, checked whole again, so that a changed
/// configuration is as valid as a new one. An app changes ``StepperConfiguration/options``
/// and makes a configuration from them.
///
/// ```swift
/// let configuration = try StepperConfiguration(.init(style: .dash, total: 5, current: 2))
///   .moving(to: 3)
/// print(configuration.options.current)
/// // Prints "3"
/// ```
extension StepperConfiguration {
  /// The same configuration on another step: a main step in `1...total`, or a sub-step its
  /// step reveals. The status stays; a configuration whose status is
  /// ``StepperStatus/success`` can only stay on the last step.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(.init(total: 4, current: 1))
  /// print(try configuration.moving(to: 3).options.current)
  /// // Prints "3"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/currentOutOfRange(current:total:)``,
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` or
  ///   ``StepperConfigurationError/successBeforeLastStep(current:total:)``.
  public func moving(
    to step: StepperStepID
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.current, with: step)
  }

  /// The same configuration with one option changed, checked whole again.
  package func replacing<Value>(
    _ option: WritableKeyPath<Options, Value>, with value: Value
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options[keyPath: option] = value
    return try StepperConfiguration(options)
  }

  /// The same configuration with the options `change` sets, checked whole again once they are
  /// all set: for options that only fit together (a viewport and its offset).
  package func changing(
    _ change: (inout Options) -> Void
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    change(&options)
    return try StepperConfiguration(options)
  }
}

extension StepperConfiguration {
  /// The package's shortcut for a configuration with its grouped parts, as its tests and
  /// gallery write them: the same as filling in ``Options`` and making a configuration from it.
  package init(
    style: StepperStyle = .circular,
    total: Int,
    current: StepperStepID,
    status: StepperStatus = .default,
    substeps: StepperSubsteps = .none,
    labels: StepperLabels = .none,
    scrolling: StepperScrolling? = nil,
    interaction: StepperInteraction = .none
  ) throws(StepperConfigurationError) {
    try self.init(
      Self.options(
        style: style, total: total, current: current, status: status, substeps: substeps,
        labels: labels, scrolling: scrolling, interaction: interaction))
  }

  /// The package's shortcut for a configuration that collapses to `maxVisible` places.
  package init(
    style: StepperStyle = .circular,
    total: Int,
    current: StepperStepID,
    status: StepperStatus = .default,
    substeps: StepperSubsteps = .none,
    maxVisible: Int,
    labels: StepperLabels = .none,
    interaction: StepperInteraction = .none
  ) throws(StepperConfigurationError) {
    var options = Self.options(
      style: style, total: total, current: current, status: status, substeps: substeps,
      labels: labels, scrolling: nil, interaction: interaction)
    options.maxVisible = maxVisible
    try self.init(options)
  }

  /// The options the grouped parts describe.
  private static func options(
    style: StepperStyle, total: Int, current: StepperStepID, status: StepperStatus,
    substeps: StepperSubsteps, labels: StepperLabels, scrolling: StepperScrolling?,
    interaction: StepperInteraction
  ) -> Options {
    var options = Options(style: style, total: total, current: current)
    options.status = status
    options.substeps = substeps.counts
    options.labels = labels
    options.scrolling = scrolling
    options.interaction = interaction
    return options
  }
}
