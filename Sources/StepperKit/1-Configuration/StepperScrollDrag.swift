/// Where a person's drag left a row that scrolls, and the step that was current then: the one
/// piece of scrolling state a view keeps.
///
/// The drag's offset holds while that step stays current; when the current step changes, the
/// row goes to the page of the new one (Specification#auto-scroll), which
/// ``StepperViewInput/configuration(keeping:)`` decides.
///
/// ```swift
/// let drag = StepperScrollDrag(offset: 400, step: 3)
/// var input = StepperViewInput(StepperConfiguration.Options(total: 20, current: 3))
/// input.offeredLength = 375
/// print(try input.configuration(keeping: drag).options.scrollOffset ?? 0)
/// // Prints "400.0"
/// input.options.current = 11
/// print(try input.configuration(keeping: drag).options.scrollOffset ?? 0)
/// // Prints "726.0"
/// ```
package struct StepperScrollDrag: Sendable, Hashable {
  /// The scroll offset the drag left, clamped to the row.
  package var offset: Double
  /// The step that was current when the row was dragged.
  package var step: StepperStepID

  /// Creates the state a drag leaves.
  package init(offset: Double, step: StepperStepID) {
    self.offset = offset
    self.step = step
  }
}

extension StepperViewInput {
  /// The checked configuration with its scroll offset decided: for a row in a viewport, the
  /// offset `drag` left while its step is still the current one, else the page of the current
  /// step (``StepperConfiguration/pageOffset``); a row drawn whole has none. The options'
  /// `scrollOffset` is not read.
  ///
  /// The views draw this configuration and animate to its offset when the current step
  /// changes, so a drag, a tap and a move the app makes all scroll as Specification#auto-scroll
  /// says.
  ///
  /// - Throws: ``StepperConfigurationError`` as ``configuration()`` does.
  package func configuration(
    keeping drag: StepperScrollDrag?
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var paged = self
    paged.options.scrollOffset = nil
    let configuration = try paged.configuration()
    guard configuration.options.viewport != nil else { return configuration }
    let kept = drag.flatMap { $0.step == configuration.options.current ? $0.offset : nil }
    paged.options.scrollOffset = kept ?? configuration.pageOffset
    return try paged.configuration()
  }
}
