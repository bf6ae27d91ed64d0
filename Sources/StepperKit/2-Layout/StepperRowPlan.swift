/// The row a stepper's options ask for, planned before anything is laid out: the steps its
/// length must hold, the length of a row drawn whole, whether it collapses, and whether its
/// steps fit. It is the one place these are decided: the configuration checks its options with
/// it, the views size themselves to the length they are offered with it, and the layout reads
/// its collapsed row.
///
/// ```swift
/// let plan = StepperRowPlan(style: .circular, steps: StepperStepSequence(total: 40), maxVisible: 5)
/// print(plan.isCollapsed, plan.defaultLength)
/// // Prints "true 272.0"
/// ```
package struct StepperRowPlan: Sendable, Hashable {
  /// The visual form.
  package let style: StepperStyle
  /// Every step of the flow, sub-steps included.
  package let steps: StepperStepSequence
  /// The most places the row collapses to, or `nil` for a row that shows every step.
  package let maxVisible: Int?

  /// The plan of a row of `steps` in `style`, collapsed to `maxVisible` places if it has more.
  package init(style: StepperStyle, steps: StepperStepSequence, maxVisible: Int?) {
    self.style = style
    self.steps = steps
    self.maxVisible = maxVisible
  }

  /// The plan of the row `options` ask for, with their sub-step counts taken as the core
  /// accepts them (each within `0...maximumSubsteps`), so that it can size a view whose
  /// options the configuration has yet to check.
  package init(_ options: StepperConfiguration.Options) {
    let total = min(max(options.total, 2), StepperConfiguration.maximumScrollingTotal)
    let counts = options.substeps.compactMapValues { count -> Int? in
      count > 0 ? min(count, StepperConfiguration.maximumSubsteps) : nil
    }.filter { (1...total).contains($0.key) }
    self.init(
      style: options.style, steps: StepperStepSequence(total: total, substeps: counts),
      maxVisible: options.maxVisible)
  }

  /// The fewest places a collapsed row may ask for: the first and last steps, the current one
  /// and an overflow marker on each side of it.
  package static let minimumMaxVisible = CollapsedRow.minimumVisible

  /// Whether the row collapses: it has more steps than ``maxVisible`` places.
  package var isCollapsed: Bool {
    guard let maxVisible else { return false }
    return steps.count > maxVisible
  }

  /// The steps the row's length must hold: its own, or for a row that collapses, one main step
  /// for each of its ``maxVisible`` places.
  package var laidOutSteps: StepperStepSequence {
    guard let maxVisible, isCollapsed else { return steps }
    return StepperStepSequence(total: maxVisible)
  }

  /// The shortest length the row's steps fit in.
  package var minimumLength: Double {
    let laidOut = laidOutSteps
    return StyleMetrics.minimumLength(
      of: style, total: laidOut.total, substeps: laidOut.substepCount)
  }

  /// The length of a row drawn whole when none is asked for: the style's default; for a row
  /// that collapses, at least the shortest that holds its places (a circular row of 7 places
  /// is 396 points, as the style's default 272 holds only 5).
  package var defaultLength: Double {
    let laidOut = laidOutSteps
    let length = StyleMetrics.defaultLength(
      of: style, total: laidOut.total, substeps: laidOut.substepCount)
    return isCollapsed ? max(length, minimumLength) : length
  }

  /// The longest viewport of a style, in points: one that shows at most
  /// `StepperConfiguration.maximumTotal` steps at once (dash 800,000, bullet 1,600,000,
  /// circular 6,200,000), so that a scene never holds more steps than a row drawn whole may
  /// have.
  package static func maximumViewport(of style: StepperStyle) -> Double {
    Double(StepperConfiguration.maximumTotal) * RowMetrics.minimumPitch(of: style)
  }

  /// Checks that the row may collapse as asked, and that its steps fit their length (the
  /// style's default when none is asked for), or that its viewport can scroll them.
  package func check(
    length: Double?, viewport: Double?, isScrollEnabled: Bool
  ) throws(StepperConfigurationError) {
    if let maxVisible {
      guard maxVisible >= Self.minimumMaxVisible else {
        throw .maxVisibleTooSmall(maxVisible: maxVisible, minimum: Self.minimumMaxVisible)
      }
      if viewport != nil { throw .maxVisibleWithViewport }
    }
    if let viewport {
      try check(viewport: viewport, isScrollEnabled: isScrollEnabled)
      return
    }
    if let length {
      guard length.isFinite, length > 0, length <= StepperConfiguration.maximumLength else {
        throw .invalidLength(length)
      }
    }
    let minimum = minimumLength
    let fitted = length ?? defaultLength
    guard fitted >= minimum else {
      throw .lengthTooShort(
        style: style, total: laidOutSteps.total, length: fitted, minimum: minimum)
    }
  }

  /// Checks that a viewport is a length the row can be shown in.
  private func check(
    viewport: Double, isScrollEnabled: Bool
  ) throws(StepperConfigurationError) {
    guard StepperScrolling.isValid(viewport: viewport) else { throw .invalidViewport(viewport) }
    let longest = Self.maximumViewport(of: style)
    guard viewport <= longest else {
      throw .viewportTooLong(style: style, viewport: viewport, maximum: longest)
    }
    let minimum = minimumLength
    guard isScrollEnabled || viewport >= minimum else {
      throw .partialStepWithoutScrolling(
        style: style, total: laidOutSteps.total, viewport: viewport, minimum: minimum)
    }
    let shortest = RowMetrics.minimumViewport(of: style)
    guard viewport >= minimum || viewport >= shortest else {
      throw .viewportTooShort(style: style, viewport: viewport, minimum: shortest)
    }
  }

  /// The viewport a horizontal row offered `offered` points is shown in: the offered length,
  /// widened to the shortest viewport the row accepts and shortened to the longest.
  package func viewport(offered: Double) -> Double {
    let shortest = min(minimumLength, RowMetrics.minimumViewport(of: style))
    return min(max(offered, shortest), Self.maximumViewport(of: style))
  }

  /// The length a row that collapses is drawn whole in when it is offered `offered` points
  /// (`nil` when nothing is offered): the offered length, else the style's natural length,
  /// widened to the shortest its places fit.
  package func length(offered: Double?) -> Double {
    let length = offered ?? defaultLength
    return min(max(length, minimumLength), StepperConfiguration.maximumLength)
  }
}
