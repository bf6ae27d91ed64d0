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
  /// var input = StepperViewInput(StepperConfiguration.Options(total: 4, current: 2))
  /// input.options.current = 5
  /// let drawn = input.nearestConfiguration(keeping: nil)
  /// print(drawn.configuration.options.current, drawn.problems.count)
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

  /// The stepper drawn when no repair gives a valid one: two steps on the first, in the
  /// input's style, axis, direction and appearance.
  var fallback: StepperConfiguration {
    var options = StepperConfiguration.Options(style: options.style, total: 2, current: 1)
    options.axis = self.options.axis
    options.direction = self.options.direction
    options.theme = appearance == .dark ? .dark : .light
    let plan = StepperRowPlan(
      style: options.style, steps: StepperStepSequence(total: 2), maxVisible: nil)
    return StepperConfiguration(checked: options, plan: plan)
  }

  /// The same input with the value `error` names moved to the nearest one the core accepts,
  /// or `nil` when the error names nothing to move.
  func repairing(_ error: StepperConfigurationError) -> StepperViewInput? {
    guard let options = options.repairing(error) else { return nil }
    var input = self
    input.options = options
    return input
  }
}

extension StepperConfiguration.Options {
  /// The same options with the value `error` names moved to the nearest one the core
  /// accepts, as `ProgressView` clamps its value: a `current` past the total becomes the last
  /// step, a length too short the shortest that fits, a name for a missing step goes.
  package func repairing(_ error: StepperConfigurationError) -> Self? {
    var options = self
    switch error {
    case .totalTooSmall: options.total = 2
    case .totalTooLarge(_, let maximum): options.total = maximum
    case .currentOutOfRange(let current, let total):
      options.current = StepperStepID(min(max(current, 1), total))
    case .invalidLength: options.length = nil
    case .lengthTooShort(_, _, _, let minimum): options.length = minimum
    case .invalidViewport: options.viewport = nil
    case .viewportTooShort(_, _, let minimum), .partialStepWithoutScrolling(_, _, _, let minimum):
      options.viewport = minimum
    case .viewportTooLong(_, _, let maximum): options.viewport = maximum
    case .invalidOffset, .offsetWithoutViewport: options.scrollOffset = nil
    case .lengthWithViewport, .maxVisibleWithViewport: options.viewport = nil
    case .successBeforeLastStep: options.status = .default
    case .firstNumberOutOfRange(let firstNumber, _, let maximum):
      options.firstNumber = min(max(firstNumber, 1), maximum)
    case .invalidStepProgress(let progress):
      options.stepProgress = progress.isNaN ? nil : min(max(progress, 0), 1)
    case .maxVisibleTooSmall(_, let minimum): options.maxVisible = minimum
    case .invalidSubstepCount(let step, let count):
      options.substeps[step] = count < 1 ? nil : StepperConfiguration.maximumSubsteps
    case .unknownStep(let step, _), .unknownSubstep(let step, _):
      options.leaveOut(step)
    case .iconsNeedCircularStyle:
      options.stepIcons = [:]
    case .iconOnSubstep(let step), .invalidSymbolName(_, let step):
      options.stepIcons[step] = nil
    }
    return options
  }

  /// Leaves out everything the options say of `step`, a step they do not have.
  private mutating func leaveOut(_ step: StepperStepID) {
    keepSteps { $0 != step }
    if step.substep == nil { substeps[step.step] = nil }
    if step == current { current = StepperStepID(current.step) }
  }
}
