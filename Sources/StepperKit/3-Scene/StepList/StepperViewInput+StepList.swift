extension StepperViewInput {
  /// The "All steps" list of a view's flow, in the view's words: what SwiftUI's
  /// `EBStepperAllSteps` and UIKit's `EBStepperAllStepsViewController` show.
  ///
  /// The list reads the flow (steps, sub-steps, states, names, descriptions, icons, numbers,
  /// which steps can be reached) and none of the row's geometry (a collapsed row's list holds
  /// every step): a length or viewport the steps do not fit, which the stepper itself refuses
  /// (drawing the nearest valid row), does not keep the list from being shown.
  ///
  /// ```swift
  /// var input = StepperViewInput(StepperConfiguration.Options(total: 4, current: 2))
  /// input.options.length = 10
  /// print(try input.stepList().count)
  /// // Prints "4"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError`` for a flow the core refuses (a `current` outside
  ///   `1...total`, a name for a step that does not exist…).
  package func stepList() throws(StepperConfigurationError) -> StepperStepList {
    var flow = self
    flow.options.length = nil
    flow.options.scrollOffset = nil
    flow.offeredLength = nil
    // The list shows every step, however few places the row collapses to.
    flow.options.maxVisible = nil
    // Any row fits the style's longest viewport, so the flow is checked, not the geometry.
    flow.options.viewport = StepperRowPlan.maximumViewport(of: options.style)
    return StepperStepList(try flow.configuration(), strings: resolvedStrings)
  }
}
