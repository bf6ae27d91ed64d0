/// The states of a configuration's steps, by ordinal: the one place states are derived.
///
/// It reads the current step's ordinal once, so that resolving every step of a long row costs a
/// comparison each (and a look-up only where the app overrides states).
struct StepStates: Sendable {
  private let steps: StepSequence
  private let status: StepperStatus
  private let overrides: [StepID: StepState]
  /// Whether there are ``overrides``: read once, not from the dictionary for every step.
  private let hasOverrides: Bool
  private let currentOrdinal: Int
  private let isTappable: Bool
  private let tappableSteps: Set<StepID>?

  init(_ configuration: StepperConfiguration) {
    steps = configuration.steps
    status = configuration.status
    overrides = configuration.stateOverrides
    hasOverrides = !configuration.stateOverrides.isEmpty
    currentOrdinal = configuration.steps.ordinal(of: configuration.currentStep)
    isTappable = configuration.isTappable
    tappableSteps = configuration.tappableSteps
  }

  /// The state of the step at `ordinal`: see ``StepperConfiguration/state(of:)``.
  func state(ofOrdinal ordinal: Int) -> StepState {
    if hasOverrides, let override = overrides[steps.id(at: ordinal)] { return override }
    if status == .success { return .complete }
    if ordinal < currentOrdinal { return .complete }
    if ordinal > currentOrdinal { return .default }
    return status == .error ? .errorActive : .active
  }

  /// The state of the connector leaving the step at `ordinal`: see
  /// ``StepperConfiguration/connectorState(afterOrdinal:)``.
  func connectorState(afterOrdinal ordinal: Int) -> StepState {
    let next = ordinal + 1
    if hasOverrides, overrides[steps.id(at: next)] == .disabled { return .disabled }
    return status == .success || next <= currentOrdinal ? .complete : .default
  }

  /// Whether the step at `ordinal`, drawn in `state`, can be tapped: see
  /// ``StepperConfiguration/isTappable(_:)``.
  func isTappable(ordinal: Int, state: StepState) -> Bool {
    guard isTappable, state != .disabled else { return false }
    if let tappableSteps { return tappableSteps.contains(steps.id(at: ordinal)) }
    return status == .success || ordinal <= currentOrdinal
  }
}
