extension StepperConfiguration {
  // One reader a value the grouped parts hold, for the package's stages to read without
  // naming the part each time.

  /// The step names (``labels``).
  package var names: [StepperStepID: String] { labels.names }
  /// The descriptions under step names (``labels``).
  package var descriptions: [StepperStepID: String] { labels.descriptions }
  /// Whether the header is shown (``labels``).
  package var showsHeader: Bool { labels.showsHeader }
  /// Whether the "All steps" control is shown (``labels``).
  package var showsAllSteps: Bool { labels.showsAllSteps }
  /// The text size names and the header are set at (``labels``).
  package var textSize: StepperTextSizeCategory { labels.textSize }
  /// The visible main-axis length, or `nil` for a row drawn whole (``scrolling``).
  package var viewport: Double? { scrolling?.viewport }
  /// The drag offset, or `nil` to page to the current step (``scrolling``).
  package var scrollOffset: Double? { scrolling?.offset }
  /// Whether a row in a viewport can scroll; `true` for a row drawn whole (``scrolling``).
  package var isScrollEnabled: Bool { scrolling?.isEnabled ?? true }
  /// Whether steps can be tapped (``interaction``).
  package var isTappable: Bool { interaction.isTappable }
  /// The steps that can be tapped, or `nil` for those reached (``interaction``).
  package var tappableSteps: Set<StepperStepID>? { interaction.tappableSteps }
}
