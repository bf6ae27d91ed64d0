extension StepperStrings {
  /// The names a table gives the step states, one per ``StepperStepState`` a step can be in
  /// alone (the current step in error joins two: "current" and "failed").
  ///
  /// ```swift
  /// let names = StepperStrings.StateNames(
  ///   upcoming: "in attesa", current: "attuale", completed: "completato",
  ///   failed: "non riuscito", unavailable: "non disponibile")
  /// print(names.current)
  /// // Prints "attuale"
  /// ```
  public struct StateNames: Sendable, Hashable {
    /// A step not yet reached (``StepperStepState/default``): "upcoming".
    public var upcoming: String
    /// The step the user is on (``StepperStepState/active``): "current".
    public var current: String
    /// A step that is done (``StepperStepState/complete``): "completed".
    public var completed: String
    /// A step that failed (``StepperStepState/error``): "failed".
    public var failed: String
    /// A step that cannot be reached (``StepperStepState/disabled``): "unavailable".
    public var unavailable: String
    /// A step the user passed by (``StepperStepState/skipped``): "skipped".
    public var skipped: String

    /// Creates the names of the step states.
    ///
    /// - Parameters:
    ///   - upcoming: The name of the default state.
    ///   - current: The name of the active state.
    ///   - completed: The name of the complete state.
    ///   - failed: The name of the error state.
    ///   - unavailable: The name of the disabled state.
    ///   - skipped: The name of the skipped state; English by default.
    public init(
      upcoming: String, current: String, completed: String, failed: String, unavailable: String,
      skipped: String = "skipped"
    ) {
      self.upcoming = upcoming
      self.current = current
      self.completed = completed
      self.failed = failed
      self.unavailable = unavailable
      self.skipped = skipped
    }
  }
}
