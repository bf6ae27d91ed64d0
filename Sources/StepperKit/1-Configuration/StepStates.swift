/// The states of a configuration's steps, by ordinal: the one place states are derived.
///
/// It reads the current step's ordinal once, so that resolving every step of a long row costs a
/// comparison each (and a look-up only where the app overrides states).
struct StepStates: Sendable {
  private let steps: StepperStepSequence
  private let status: StepperStatus
  private let overrides: [StepperStepID: StepperStepState]
  /// Whether there are ``overrides``: read once, not from the dictionary for every step.
  private let hasOverrides: Bool
  private let currentOrdinal: Int
  /// The ordinal of the main step whose sub-step is current, which is drawn as the step the
  /// user is inside (active), not as done; `nil` when the current step is a main step or the
  /// flow succeeded.
  private let parentOrdinal: Int?
  private let isTappable: Bool
  private let tappableSteps: Set<StepperStepID>?
  private let isEnabled: Bool

  init(_ configuration: StepperConfiguration) {
    steps = configuration.steps
    status = configuration.options.status
    overrides = configuration.options.stepStates
    hasOverrides = !configuration.options.stepStates.isEmpty
    currentOrdinal = configuration.steps.ordinal(of: configuration.options.current)
    let current = configuration.options.current
    parentOrdinal =
      current.isSubstep && configuration.options.status != .success
      ? configuration.steps.ordinal(of: StepperStepID(current.step)) : nil
    isTappable = configuration.options.isTappable
    tappableSteps = configuration.options.tappableSteps
    isEnabled = configuration.options.isEnabled
  }

  /// The state of the step at `ordinal`: see ``StepperConfiguration/state(of:)``.
  func state(ofOrdinal ordinal: Int) -> StepperStepState {
    guard isEnabled else { return .disabled }
    if hasOverrides, let override = overrides[steps.id(at: ordinal)] { return override }
    if status == .success { return .complete }
    if ordinal == parentOrdinal { return .active }
    if ordinal < currentOrdinal { return .complete }
    if ordinal > currentOrdinal { return .default }
    return status == .error ? .errorActive : .active
  }

  /// The state of the connector leaving the step at `ordinal`: see
  /// ``StepperConfiguration/connectorState(afterOrdinal:)``.
  func connectorState(afterOrdinal ordinal: Int) -> StepperStepState {
    guard isEnabled else { return .disabled }
    let next = ordinal + 1
    if hasOverrides, overrides[steps.id(at: next)] == .disabled { return .disabled }
    return status == .success || next <= currentOrdinal ? .complete : .default
  }

  /// Whether the step at `ordinal`, drawn in `state`, can be chosen in the row: see
  /// ``StepperConfiguration/isSelectable(_:)``.
  func isSelectable(ordinal: Int, state: StepperStepState) -> Bool {
    isTappable && isReachable(ordinal: ordinal, state: state)
  }

  /// Whether a collapsed row's overflow markers can be tapped: in a row whose steps can be,
  /// each is a button that asks for "All steps", where the steps it hides are listed.
  var isOverflowSelectable: Bool { isTappable }

  /// Whether the step at `ordinal`, drawn in `state`, is one a person may go to, whether or not
  /// the row's steps can be tapped: never a disabled step; the steps the app named, or by
  /// default every step already reached. The "All steps" list (``StepperStepList``) makes these
  /// selectable.
  func isReachable(ordinal: Int, state: StepperStepState) -> Bool {
    guard state != .disabled else { return false }
    if let tappableSteps { return tappableSteps.contains(steps.id(at: ordinal)) }
    return status == .success || ordinal <= currentOrdinal
  }
}

extension StepStates {
  /// Consecutive steps that share their state, whether they can be tapped, and the state of
  /// the connector leaving each.
  struct Run: Sendable, Hashable {
    /// The steps' ordinals.
    let ordinals: Range<Int>
    /// Each step's state.
    let state: StepperStepState
    /// Whether each step can be chosen in the row.
    let isSelectable: Bool
    /// The state of the connector leaving each step.
    let connectorState: StepperStepState

    /// Whether this run's steps are drawn as `previous`'s are: in the same states, tappable
    /// alike.
    func isDrawnAlike(_ previous: Run?) -> Bool {
      guard let previous else { return false }
      return state == previous.state && isSelectable == previous.isSelectable
        && connectorState == previous.connectorState
    }
  }

  /// The longest run of steps from `ordinal` up to `last` that share their states.
  ///
  /// Derived states change only at the current step and at the main step whose sub-step is
  /// current, so a row is at most five runs (before the parent, the parent, the sub-steps
  /// before the current one, it, after it); where the app overrides states or names the steps that
  /// can be tapped, each step is a run of its own. A row of 10,000 steps is resolved with three
  /// calls, and written in loops that need no per-step decisions.
  func run(from ordinal: Int, through last: Int) -> Run {
    let end: Int
    if !isEnabled {
      end = last + 1
    } else if hasOverrides || tappableSteps != nil {
      end = ordinal + 1
    } else if status == .success {
      end = last + 1
    } else if let parentOrdinal, ordinal < parentOrdinal {
      end = min(parentOrdinal, last + 1)
    } else if ordinal == parentOrdinal {
      end = ordinal + 1
    } else if ordinal < currentOrdinal {
      end = min(currentOrdinal, last + 1)
    } else if ordinal == currentOrdinal {
      end = ordinal + 1
    } else {
      end = last + 1
    }
    let state = state(ofOrdinal: ordinal)
    return Run(
      ordinals: ordinal..<end, state: state,
      isSelectable: isSelectable(ordinal: ordinal, state: state),
      connectorState: connectorState(afterOrdinal: ordinal))
  }
}
