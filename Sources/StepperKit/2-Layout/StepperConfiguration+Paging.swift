extension StepperConfiguration {
  /// The offset of the page that shows the current step whole (Specification#auto-scroll), or
  /// `nil` for a row drawn whole: what a view animates its scroll offset to when the current
  /// step changes, whatever offset a drag left it at.
  ///
  /// Each page pins the first step not whole on the page before as the first on screen; the
  /// page that would show the final step is right-aligned (the final step at the trailing
  /// edge). A row that fits its viewport, or one that does not scroll, is at 0. The drag
  /// offset (``StepperScrolling/offset``) plays no part.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 16, scrolling: StepperScrolling(viewport: 375))
  /// print(configuration.pageOffset ?? 0)
  /// // Prints "1028.3999999999999"
  /// ```
  package var pageOffset: Double? {
    guard options.viewport != nil else { return nil }
    guard let length = scrollingViewport else { return 0 }
    return MainAxisRow.rowMetrics(self).pageOffset(
      showing: steps.ordinal(of: options.current), viewport: length)
  }

  /// The largest scroll offset of a row in a viewport (the final step at the trailing edge),
  /// 0 for one whose steps fit or that does not scroll, and `nil` for a row drawn whole.
  package var maximumScrollOffset: Double? {
    guard options.viewport != nil else { return nil }
    guard let length = scrollingViewport else { return 0 }
    return max(0, MainAxisRow.rowMetrics(self).contentLength - length)
  }
}
