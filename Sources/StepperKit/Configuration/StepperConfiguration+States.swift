extension StepperConfiguration {
  /// The state of a step: the app's override if it set one, else derived from ``current`` and
  /// ``status``.
  ///
  /// Derived states: steps before `current` are complete, `current` is active (errorActive
  /// when the status is error), later steps are default; when the status is success every step
  /// is complete.
  public func state(of step: StepID) -> StepState {
    if let override = stateOverrides[step] { return override }
    if status == .success { return .complete }
    if step.step < current { return .complete }
    if step.step > current { return .default }
    return status == .error ? .errorActive : .active
  }

  /// The state of the connector that joins `step` to `step + 1`.
  ///
  /// A connector is complete once the step it leads into is reached (seed 001: "the connector
  /// into the current marker is already brand"), disabled when the step it leads into is
  /// disabled, and default otherwise.
  public func connectorState(after step: Int) -> StepState {
    let next = step + 1
    if state(of: StepID(next)) == .disabled { return .disabled }
    return status == .success || next <= current ? .complete : .default
  }
}
