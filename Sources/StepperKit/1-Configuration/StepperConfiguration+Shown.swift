extension StepperConfiguration {
  /// The activity the current step shows: ``activity`` while the current step is drawn as the
  /// one the user is on (``StepperStepState/active``), ``StepperActivity/none`` otherwise (the
  /// flow succeeded or failed, or the app set the current step to another state). The
  /// picture, the accessibility text and the terminal all read this one.
  package var shownActivity: StepperActivity {
    guard !options.activity.isEmpty, state(of: options.current) == .active else { return .none }
    return options.activity
  }
}

extension StepperConfiguration {
  /// Whether the flow lets the user leave `step` out (``optionalSteps``).
  package func isOptional(_ step: StepperStepID) -> Bool {
    !options.optionalSteps.isEmpty && options.optionalSteps.contains(step)
  }

  /// The text shown under each step's name: its description, and for an optional step the
  /// caption `strings` gives (``StepperStrings/optionalCaption(description:)``). The
  /// configuration's descriptions alone when no step is optional.
  package func shownDescriptions(
    strings: StepperStrings
  ) -> [StepperStepID: String] {
    guard !options.optionalSteps.isEmpty else { return options.stepDescriptions }
    var shown = options.stepDescriptions
    for step in options.optionalSteps {
      shown[step] = strings.optionalCaption(description: options.stepDescriptions[step])
    }
    return shown
  }
}

extension StepperConfiguration {
  /// How many main steps after the current one the app marks ``StepperStepState/skipped``:
  /// the steps the percentage counts as done besides those up to the current step. It reads
  /// the overrides only, so it costs nothing for a long row without them.
  package var skippedStepsAfterCurrent: Int {
    guard !options.stepStates.isEmpty else { return 0 }
    var count = 0
    for (id, state) in options.stepStates
    where state == .skipped && !id.isSubstep && id.step > options.current.step {
      count += 1
    }
    return count
  }
}
