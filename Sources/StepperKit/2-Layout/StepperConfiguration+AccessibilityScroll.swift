extension StepperConfiguration {
  /// Which way a screen reader's scroll gesture pages a row (VoiceOver's three-finger swipe).
  package enum AccessibilityScrollDirection: Sendable, Hashable {
    /// Toward the final step.
    case forward
    /// Toward the first step.
    case backward
  }

  /// Where a screen reader's scroll gesture takes a row in a viewport that is at `offset`: the
  /// new offset and the first step then whole on screen, for the view to scroll to and speak
  /// ("Step 5 of 20"); `nil` when the row does not scroll or is already at that end, so that
  /// the screen reader plays its boundary sound.
  ///
  /// Forward, the first step not whole on screen becomes the first on screen, as the row's own
  /// paging does; backward, the last step before the first whole one becomes the
  /// last on screen. Offsets are clamped to the row.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 1, scrolling: StepperScrolling(viewport: 375))
  /// print(configuration.accessibilityScroll(.forward, from: 0)?.firstStep ?? 0)
  /// // Prints "6"
  /// ```
  package func accessibilityScroll(
    _ direction: AccessibilityScrollDirection, from offset: Double
  ) -> (offset: Double, firstStep: StepperStepID)? {
    guard let length = scrollingViewport else { return nil }
    let row = MainAxisRow.rowMetrics(self)
    let maximum = max(0, row.contentLength - length)
    guard maximum > 0 else { return nil }
    let from = min(max(offset.isFinite ? offset : 0, 0), maximum)
    let tolerance = 1e-9
    let last = steps.count - 1
    let target: Double
    switch direction {
    case .forward:
      guard from < maximum - tolerance else { return nil }
      let next = min(row.firstOrdinal(endingAfter: from + length + tolerance), last)
      target = min(row.slotStart(ofOrdinal: next) - row.endRoom, maximum)
      if target < maximum { return (target, steps.id(at: next)) }
    case .backward:
      guard from > tolerance else { return nil }
      let firstWhole = row.firstOrdinal(startingAtOrAfter: from - tolerance)
      guard firstWhole > 0 else { return (0, steps.id(at: 0)) }
      target = max(row.end(ofOrdinal: firstWhole - 1) + row.endRoom - length, 0)
    }
    let first = min(row.firstOrdinal(startingAtOrAfter: target - tolerance), last)
    return (target, steps.id(at: first))
  }
}
