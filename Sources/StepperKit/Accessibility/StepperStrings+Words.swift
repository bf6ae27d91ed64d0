extension StepperStrings {
  /// A table's words for the flow as a whole and the names of its controls.
  ///
  /// ```swift
  /// let words = StepperStrings.Words(success: "completato", error: "errore", allSteps: "Tutti")
  /// print(words.progressName)
  /// // Prints "Progress"
  /// ```
  public struct Words: Sendable, Hashable {
    /// The word added when the whole flow succeeded: "success".
    public var success: String
    /// The word added when the current step failed: "error".
    public var error: String
    /// The title of the control that shows every step on another screen: "All steps".
    public var allSteps: String
    /// The name of the progress indicator as a whole, where a platform names it apart from its
    /// value (the web's `role="progressbar"`): "Progress".
    public var progressName: String
    /// The name of the list of steps: "Steps".
    public var stepsName: String
    /// The word added while the current step is loading: "loading".
    public var loading: String
    /// The word an optional step's accessible description adds, in running text: "optional".
    public var optional: String
    /// The caption shown under an optional step's name: "Optional".
    public var optionalCaption: String
    /// The name of the control that closes the "All steps" list: "Close".
    public var close: String

    /// Creates a table's words.
    ///
    /// - Parameters:
    ///   - success: The word for a flow that succeeded.
    ///   - error: The word for a flow whose current step failed.
    ///   - allSteps: The title of the "All steps" control.
    ///   - progressName: The name of the indicator as a whole; English by default.
    ///   - stepsName: The name of the list of steps; English by default.
    ///   - loading: The word for a current step that is loading; English by default.
    ///   - optional: The word for an optional step in running text; English by default.
    ///   - optionalCaption: The caption under an optional step's name; English by default.
    ///   - close: The name of the control that closes the "All steps" list; English by
    ///     default.
    public init(
      success: String, error: String, allSteps: String, progressName: String = "Progress",
      stepsName: String = "Steps", loading: String = "loading", optional: String = "optional",
      optionalCaption: String = "Optional", close: String = "Close"
    ) {
      self.success = success
      self.error = error
      self.allSteps = allSteps
      self.progressName = progressName
      self.stepsName = stepsName
      self.loading = loading
      self.optional = optional
      self.optionalCaption = optionalCaption
      self.close = close
    }
  }
}
