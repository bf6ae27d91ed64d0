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
    /// The word added while the current step is loading: "loading" (English until set).
    public var loading = "loading"
    /// The word an optional step's accessible description adds, in running text: "optional"
    /// (English until set).
    public var optional = "optional"
    /// The caption shown under an optional step's name: "Optional" (English until set).
    public var optionalCaption = "Optional"
    /// The name of the control that closes the "All steps" list: "Close" (English until set).
    public var close = "Close"

    /// Creates a table's words.
    ///
    /// - Parameters:
    ///   - success: The word for a flow that succeeded.
    ///   - error: The word for a flow whose current step failed.
    ///   - allSteps: The title of the "All steps" control.
    ///   - progressName: The name of the indicator as a whole; English by default.
    ///   - stepsName: The name of the list of steps; English by default.
    ///
    /// The words added later (``loading``, ``optional``, ``optionalCaption``, ``close``) are
    /// English until the table sets them, so that a table written before them still builds.
    public init(
      success: String, error: String, allSteps: String, progressName: String = "Progress",
      stepsName: String = "Steps"
    ) {
      self.success = success
      self.error = error
      self.allSteps = allSteps
      self.progressName = progressName
      self.stepsName = stepsName
    }

    /// The words with those added later set: what each built-in table gives.
    package func adding(
      loading: String, optional: String, optionalCaption: String, close: String
    ) -> Words {
      var words = self
      words.loading = loading
      words.optional = optional
      words.optionalCaption = optionalCaption
      words.close = close
      return words
    }
  }
}
