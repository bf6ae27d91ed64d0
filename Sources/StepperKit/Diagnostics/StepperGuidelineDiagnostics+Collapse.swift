extension StepperGuidelineDiagnostics {
  /// The warning for a collapsed row that hides a neighbour of the current step
  /// (``StepperGuidelineRule/collapseShowsNeighbours``), or `nil`; not for a style whose own
  /// guideline keeps a row to fewer than 7 places (Specification#circular-step-count), where
  /// five places, the ends, the current step and two markers, are the most it may show.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   style: .dash, total: 12, current: 6, maxVisible: 5)
  /// print(StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule.rawValue))
  /// // Prints "["collapse-shows-neighbours"]"
  /// ```
  static func collapseWarning(_ configuration: StepperConfiguration) -> StepperGuidelineWarning? {
    guard let row = configuration.collapsedRow, let maxVisible = configuration.options.maxVisible
    else {
      return nil
    }
    let capped = StyleFigures.figures(for: configuration.options.style).stepCountGuidelines.contains
    {
      switch $0.bound {
      case .atMost(let most), .atMostWithoutScrolling(let most): most < 7
      case .atLeast: false
      }
    }
    guard !capped else { return nil }
    let steps = configuration.steps
    let current = steps.ordinal(of: configuration.options.current)
    let hidden = [current - 1, current + 1].filter {
      (0..<steps.count).contains($0) && !row.shows(ordinal: $0)
    }
    guard !hidden.isEmpty else { return nil }
    let list = hidden.map { steps.id(at: $0).description }.joined(separator: " and ")
    return StepperGuidelineWarning(
      .collapseShowsNeighbours,
      "\(maxVisible) places hide step\(hidden.count == 1 ? "" : "s") \(list) beside the current step "
        + "\(configuration.options.current); collapse to at least 7 places")
  }
}
