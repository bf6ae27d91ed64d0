/// Moving to another step, and the package's shortcuts for changing one option: each returns
/// the same configuration with that option changed, checked whole again, so that a changed
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

  /// The same configuration with another component-level status.
  package func status(
    _ status: StepperStatus
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.status, with: status)
  }

  /// The same configuration with other names, descriptions, header, "All steps" and text size.
  package func labels(
    _ labels: StepperLabels
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options.stepNames = labels.names
    options.stepDescriptions = labels.descriptions
    options.showsHeader = labels.showsHeader
    options.showsAllSteps = labels.showsAllSteps
    options.textSize = labels.textSize
    return try StepperConfiguration(options)
  }

  /// The same configuration in a viewport, or drawn whole (`nil`).
  package func scrolling(
    _ scrolling: StepperScrolling?
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options.viewport = scrolling?.viewport
    options.scrollOffset = scrolling?.offset
    options.isScrollEnabled = scrolling?.isEnabled ?? true
    return try StepperConfiguration(options)
  }

  /// The same configuration with other steps that can be tapped.
  package func interaction(
    _ interaction: StepperInteraction
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options.isTappable = interaction.isTappable
    options.tappableSteps = interaction.tappableSteps
    return try StepperConfiguration(options)
  }

  /// The same configuration with other revealed sub-steps.
  package func substeps(
    _ substeps: StepperSubsteps
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.substeps, with: substeps.counts)
  }

  /// The same configuration at another main-axis length (`nil`: the style's default).
  package func length(
    _ length: Double?
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.length, with: length)
  }

  /// The same configuration with other state overrides.
  package func stepStates(
    _ states: [StepperStepID: StepperStepState]
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.stepStates, with: states)
  }

  /// The same configuration numbered from another first number.
  package func firstNumber(
    _ firstNumber: Int
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.firstNumber, with: firstNumber)
  }

  /// The same configuration with other icons.
  package func stepIcons(
    _ icons: [StepperStepID: StepperIcon]
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.stepIcons, with: icons)
  }

  /// The same configuration with another activity of the current step.
  package func activity(
    _ activity: StepperActivity
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options.isLoading = activity.isLoading
    options.stepProgress = activity.stepProgress
    return try StepperConfiguration(options)
  }

  /// The same configuration with other optional steps.
  package func optionalSteps(
    _ steps: Set<StepperStepID>
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.optionalSteps, with: steps)
  }

  /// The same configuration collapsed to at most `count` places, or showing every step (`nil`).
  package func maxVisible(
    _ count: Int?
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.maxVisible, with: count)
  }

  /// The same configuration with its total marked as an estimate or not: never fails.
  package func totalEstimated(_ isEstimated: Bool = true) -> StepperConfiguration {
    unchecked { $0.isTotalEstimated = isEstimated }
  }

  /// The same configuration following other accessibility settings: never fails.
  package func accessibilityOptions(
    _ settings: StepperAccessibilityOptions
  ) -> StepperConfiguration {
    unchecked { $0.accessibilityOptions = settings }
  }

  /// The same configuration with one option changed, checked whole again.
  package func replacing<Value>(
    _ option: WritableKeyPath<Options, Value>, with value: Value
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var options = options
    options[keyPath: option] = value
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
    options.stepNames = labels.names
    options.stepDescriptions = labels.descriptions
    options.showsHeader = labels.showsHeader
    options.showsAllSteps = labels.showsAllSteps
    options.textSize = labels.textSize
    options.viewport = scrolling?.viewport
    options.scrollOffset = scrolling?.offset
    options.isScrollEnabled = scrolling?.isEnabled ?? true
    options.isTappable = interaction.isTappable
    options.tappableSteps = interaction.tappableSteps
    return options
  }
}
