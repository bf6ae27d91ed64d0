/// The modifiers: each returns the same configuration with one part changed, checked whole
/// again, so that a changed configuration is as valid as a new one. A value that does not fit
/// the rest (a name for a step the configuration lacks, sub-steps that no longer fit the
/// length, a success away from the last step) is a ``StepperConfigurationError``, never a trap.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .dash, total: 5, current: 2)
///   .labels(StepperLabels(names: [2: "Address"], showsHeader: true))
///   .moving(to: 3)
/// print(configuration.current)
/// // Prints "3"
/// ```
extension StepperConfiguration {
  /// The same configuration on another step: a main step in `1...total`, or a sub-step its
  /// step reveals. The status stays; a configuration whose status is
  /// ``StepperStatus/success`` can only stay on the last step (set ``status(_:)`` first).
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 1)
  /// print(try configuration.moving(to: 3).current)
  /// // Prints "3"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/currentOutOfRange(current:total:)``,
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` or
  ///   ``StepperConfigurationError/successBeforeLastStep(current:total:)``.
  public func moving(
    to step: StepperStepID
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.current, with: step)
  }

  /// The same configuration with another component-level status.
  ///
  /// - Throws: ``StepperConfigurationError/successBeforeLastStep(current:total:)`` for
  ///   ``StepperStatus/success`` away from the last step.
  public func status(
    _ status: StepperStatus
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.status, with: status)
  }

  /// The same configuration with other labels.
  ///
  /// - Throws: ``StepperConfigurationError/unknownStep(_:total:)`` or
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` for a name of a step the
  ///   configuration does not have.
  public func labels(
    _ labels: StepperLabels
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.labels, with: labels)
  }

  /// The same configuration in a viewport, or drawn whole (`nil`).
  ///
  /// - Throws: ``StepperConfigurationError`` when the viewport does not suit the style and the
  ///   steps (too short, too long, or a row that does not scroll but would show part of a step),
  ///   when the configuration has a fixed ``requestedLength`` too, or, for `nil`, when the steps
  ///   do not fit the style's default length or are more than a row drawn whole holds.
  public func scrolling(
    _ scrolling: StepperScrolling?
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.scrolling, with: scrolling)
  }

  /// The same configuration with other tappable steps.
  ///
  /// - Throws: ``StepperConfigurationError/unknownStep(_:total:)`` or
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` for a tappable step the
  ///   configuration does not have.
  public func interaction(
    _ interaction: StepperInteraction
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.interaction, with: interaction)
  }

  /// The same configuration with other sub-steps.
  ///
  /// - Throws: ``StepperConfigurationError`` for a step that does not exist, or when the
  ///   current step, a name, a state or a tappable step is a sub-step no longer revealed, or
  ///   when the steps no longer fit the length.
  public func substeps(
    _ substeps: StepperSubsteps
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.substeps, with: substeps)
  }

  /// The same configuration at another main-axis length, or at the style's default (`nil`).
  ///
  /// - Throws: ``StepperConfigurationError/invalidLength(_:)``,
  ///   ``StepperConfigurationError/lengthTooShort(style:total:length:minimum:)``, or
  ///   ``StepperConfigurationError/lengthWithViewport`` for a row in a viewport.
  public func length(
    _ length: Double?
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.length, with: length)
  }

  /// The same configuration with other states set for particular steps.
  ///
  /// - Throws: ``StepperConfigurationError/unknownStep(_:total:)`` or
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` for a step the configuration
  ///   does not have.
  public func stateOverrides(
    _ overrides: [StepperStepID: StepperStepState]
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try replacing(\.stateOverrides, with: overrides)
  }

  /// The same configuration with another number on its first step (see ``firstNumber``).
  ///
  /// - Throws: ``StepperConfigurationError/firstNumberOutOfRange(firstNumber:total:maximum:)``
  ///   outside `1...`\ ``maximumFirstNumber(total:)``.
  public func firstNumber(
    _ firstNumber: Int
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.firstNumber, with: firstNumber)
  }

  /// The same configuration with icons in place of the numbers of some circular markers.
  ///
  /// A step with an icon shows it while it is upcoming, current or disabled; once done it shows
  /// the check, and once failed the exclamation mark, as every step does, so that its state is
  /// never told by the icon alone. Its accessible text is unchanged: it is read by its name and
  /// number.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 3, current: 2)
  ///   .icons([2: .card, 3: .truck])
  /// print(configuration.icons[3]?.name ?? "none")
  /// // Prints "truck"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/iconsNeedCircularStyle(style:step:)`` for a dash or
  ///   bullet row, ``StepperConfigurationError/unknownStep(_:total:)`` for a step the
  ///   configuration lacks, or ``StepperConfigurationError/iconOnSubstep(_:)``.
  public func icons(
    _ icons: [StepperStepID: StepperIcon]
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    try replacing(\.icons, with: icons)
  }

  /// The configuration with one of its parts replaced, checked again as a whole: what every
  /// modifier does.
  func replacing<Value>(
    _ part: WritableKeyPath<Options, Value>, with value: Value
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var parts = Options(self)
    parts[keyPath: part] = value
    return try StepperConfiguration(parts)
  }
}
