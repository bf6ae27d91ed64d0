extension StepperViewInput {
  /// The configuration a view draws for these values, whatever they are: the checked one when
  /// they are valid, else the nearest valid one, with what was changed to reach it.
  ///
  /// A view's values pass through invalid states as an app sets them one at a time
  /// (`current = 5` before `total = 6`), and SwiftUI hands a view whatever state the app holds.
  /// A progress view clamps rather than stops, and so does a stepper: each value the core
  /// refuses is moved to the nearest one it accepts — `current` into `1...total`, a `total`
  /// under 2 up to 2, a length or viewport to the shortest or longest the row takes, a step
  /// progress into `0...1` — and values that name a step the row does not have are left out.
  /// ``StepperClampedConfiguration/problems`` lists each refusal in the order it was met, so
  /// that the view can report them once, as a runtime issue, without stopping the app. Valid
  /// values give their own configuration and no problems, so this never changes what a correct
  /// app draws.
  ///
  /// ```swift
  /// var input = StepperViewInput(current: 2, total: 4)
  /// input.current = 5
  /// let drawn = input.nearestConfiguration(keeping: nil)
  /// print(drawn.configuration.current, drawn.problems.count)
  /// // Prints "4 1"
  /// ```
  ///
  /// - Parameter drag: Where a person's drag left the row (see ``configuration(keeping:)``).
  package func nearestConfiguration(
    keeping drag: StepperScrollDrag?
  )
    -> StepperClampedConfiguration
  {
    var input = self
    var problems: [StepperConfigurationError] = []
    // Each repair changes one value toward what the core accepts, so the loop ends well within
    // this bound; the bound is there so that no mistake of the core's can make it run forever.
    for _ in 0..<Self.maximumRepairs {
      do throws(StepperConfigurationError) {
        let configuration = try input.configuration(keeping: drag)
        return StepperClampedConfiguration(
          input: input, configuration: configuration, problems: problems)
      } catch {
        problems.append(error)
        guard let repaired = input.repairing(error), repaired != input else { break }
        input = repaired
      }
    }
    return StepperClampedConfiguration(
      input: input, configuration: fallback, problems: problems)
  }

  /// The most values ``nearestConfiguration(keeping:)`` changes before it draws the fallback.
  static let maximumRepairs = 64

  /// The configuration drawn when repairs do not reach a valid one: two steps, the first
  /// current, in this input's style, axis, direction and light or dark.
  var fallback: StepperConfiguration {
    var parts = StepperConfiguration.Options(style: style, total: 2, current: StepperStepID(1))
    parts.axis = axis
    parts.direction = direction
    parts.theme = appearance == .dark ? .dark : .light
    return StepperConfiguration(checked: parts, steps: StepperStepSequence(total: 2))
  }

  /// These values with the one `error` names moved to the nearest value the core accepts, or
  /// `nil` when there is none to move.
  func repairing(_ error: StepperConfigurationError) -> StepperViewInput? {
    var input = self
    switch error {
    case .totalTooSmall: input.total = 2
    case .totalTooLarge(_, let maximum): input.total = maximum
    case .currentOutOfRange(let current, let total):
      input.current = min(max(current, 1), total)
      input.currentSubstep = nil
    case .invalidLength: input.length = nil
    case .lengthTooShort(_, _, _, let minimum): input.length = minimum
    case .invalidViewport: input.viewport = nil
    case .viewportTooShort(_, _, let minimum), .partialStepWithoutScrolling(_, _, _, let minimum):
      input.viewport = minimum
    case .viewportTooLong(_, _, let maximum): input.viewport = maximum
    case .invalidOffset, .offsetWithoutViewport: input.scrollOffset = nil
    case .lengthWithViewport, .maxVisibleWithViewport: input.viewport = nil
    case .successBeforeLastStep: input.status = .default
    case .firstNumberOutOfRange(let firstNumber, _, let maximum):
      input.firstNumber = min(max(firstNumber, 1), maximum)
    case .invalidStepProgress(let progress):
      input.stepProgress = progress.isNaN ? nil : min(max(progress, 0), 1)
    case .maxVisibleTooSmall(_, let minimum): input.maxVisible = minimum
    case .invalidSubstepCount(let step, let count):
      input.substeps[step] = count < 1 ? nil : StepperConfiguration.maximumSubsteps
    case .unknownStep(let step, _), .unknownSubstep(let step, _):
      input.leaveOut(step)
    case .iconsNeedCircularStyle:
      input.icons = [:]
      input.symbols = [:]
    case .iconOnSubstep(let step), .invalidSymbolName(_, let step):
      input.icons[step] = nil
      input.symbols[step] = nil
    }
    return input
  }

  /// Leaves out every value given for `step`, a step the row does not have.
  private mutating func leaveOut(_ step: StepperStepID) {
    stateOverrides[step] = nil
    names[step] = nil
    descriptions[step] = nil
    icons[step] = nil
    symbols[step] = nil
    optionalSteps.remove(step)
    if step.substep == nil { substeps[step.step] = nil }
    if step == StepperStepID(current, substep: currentSubstep) { currentSubstep = nil }
  }
}
