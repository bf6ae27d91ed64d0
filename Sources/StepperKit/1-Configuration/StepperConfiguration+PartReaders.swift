extension StepperConfiguration {
  // The options the grouped parts hold, read from the one store without building the part.

  /// The step names (``labels``).
  package var stepNames: [StepperStepID: String] { options.stepNames }
  /// The descriptions under step names (``labels``).
  package var stepDescriptions: [StepperStepID: String] { options.stepDescriptions }
  /// Whether the header is shown (``labels``).
  package var showsHeader: Bool { options.showsHeader }
  /// Whether the "All steps" control is shown (``labels``).
  package var showsAllSteps: Bool { options.showsAllSteps }
  /// The text size names and the header are set at (``labels``).
  package var textSize: StepperTextSizeCategory { options.textSize }
  /// The visible main-axis length, or `nil` for a row drawn whole (``scrolling``).
  package var viewport: Double? { options.viewport }
  /// The drag offset, or `nil` to page to the current step (``scrolling``).
  package var scrollOffset: Double? { options.viewport == nil ? nil : options.scrollOffset }
  /// Whether a row in a viewport can scroll; `true` for a row drawn whole (``scrolling``).
  package var isScrollEnabled: Bool { options.viewport == nil || options.isScrollEnabled }
  /// Whether steps can be tapped (``interaction``).
  package var isTappable: Bool { options.isTappable }
  /// The steps that can be tapped, or `nil` for those reached (``interaction``).
  package var tappableSteps: Set<StepperStepID>? { options.tappableSteps }
}
