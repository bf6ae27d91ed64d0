extension StepperConfiguration {
  /// The same configuration with some steps marked optional: steps the flow lets the user leave
  /// out.
  ///
  /// An optional step shows a caption under its name, drawn as a description is ("Optional" in
  /// the language of the text, before the step's own description when it has one: "Optional ·
  /// 3 documents"), and its accessible description says "optional" after its place ("Address,
  /// step 2 of 4, optional, upcoming"). Any step may be optional, a sub-step too. A step the
  /// user passed by is shown by the state ``StepperStepState/skipped``, set through
  /// ``stateOverrides(_:)``: being optional does not skip a step, and a step need not be
  /// optional to be skipped.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 3)
  ///   .optionalSteps([2])
  ///   .stateOverrides([2: .skipped])
  /// print(configuration.isOptional(2), configuration.state(of: 2))
  /// // Prints "true skipped"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/unknownStep(_:total:)`` or
  ///   ``StepperConfigurationError/unknownSubstep(_:revealed:)`` for a step the configuration
  ///   does not have.
  public func optionalSteps(
    _ steps: Set<StepperStepID>
  ) throws(StepperConfigurationError)
    -> StepperConfiguration
  {
    var parts = Options(self)
    parts.optionalSteps = steps
    return try StepperConfiguration(parts)
  }

  /// Whether the flow lets the user leave `step` out (``optionalSteps``).
  public func isOptional(_ step: StepperStepID) -> Bool {
    !optionalSteps.isEmpty && optionalSteps.contains(step)
  }

  /// The text shown under each step's name: its description, and for an optional step the
  /// caption `strings` gives (``StepperStrings/optionalCaption(description:)``). The
  /// configuration's descriptions alone when no step is optional.
  package func shownDescriptions(
    strings: StepperStrings
  ) -> [StepperStepID: String] {
    guard !optionalSteps.isEmpty else { return descriptions }
    var shown = descriptions
    for step in optionalSteps {
      shown[step] = strings.optionalCaption(description: descriptions[step])
    }
    return shown
  }
}

extension StepperConfiguration {
  /// How many main steps after the current one the app marks ``StepperStepState/skipped``:
  /// the steps the percentage counts as done besides those up to the current step. It reads
  /// the overrides only, so it costs nothing for a long row without them.
  package var skippedStepsAfterCurrent: Int {
    guard !stateOverrides.isEmpty else { return 0 }
    var count = 0
    for (id, state) in stateOverrides
    where state == .skipped && !id.isSubstep && id.step > current {
      count += 1
    }
    return count
  }
}
