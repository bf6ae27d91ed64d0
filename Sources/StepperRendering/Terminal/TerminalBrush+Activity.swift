import StepperKit

/// The current step's activity on the terminal's grid, drawn still as the SVG draws it.
///
/// - A dash's part done is its leading cells in the filled bar glyph (`━`) and the part's
///   color, the rest in the upcoming glyph (`─`) in the track's; its loading mark is `⋯` in
///   the middle of the part not done.
/// - A bullet shows `⋯` while loading, else its part done as a pie: ◔ ◑ ◕ ●.
/// - A circular marker shows `⋯` in place of its number while loading, and its part done as a
///   pie in place of its leading side (`◑2)`).
///
/// Without color (`NO_COLOR`, a pipe) the glyphs alone tell it.
extension TerminalBrush {
  /// The part done of the step whose shape is at `position`, when the element after it (or the
  /// one after that) is its step progress.
  func stepProgress(after position: Int) -> Double? {
    guard activityPosition(after: position, .stepProgress) != nil else { return nil }
    return plan.stepProgress
  }

  /// The position of the loading mark of the step whose shape is at `position`, if any.
  func loadingMark(after position: Int) -> Int? {
    activityPosition(after: position, .loading)
  }

  /// The position of the element of `part` right after the shape at `position`, if any.
  private func activityPosition(
    after position: Int, _ role: StepperSceneElement.Role
  ) -> Int? {
    let end = min(position + 3, plan.body.upperBound)
    guard position + 1 < end else { return nil }
    return (position + 1..<end).first { elements.role(at: $0) == role }
  }

  /// Draws the current step's part done and loading mark over its dash or bullet; a marker's
  /// are drawn with it.
  func drawActivity(on canvas: inout TerminalCanvas) {
    guard let current = plan.currentShape, plan.glyph(at: current) == .whole else { return }
    let progress = activityPosition(after: current, .stepProgress)
    let loading = activityPosition(after: current, .loading)
    guard progress != nil || loading != nil else { return }
    guard case .mark = elements.role(at: current) else { return }
    switch elements.markShape {
    case .bullet:
      let glyph =
        loading != nil
        ? TerminalGlyphs.loadingScalar : TerminalGlyphs.pieScalar(plan.stepProgress ?? 0)
      let color = elements.fill(at: loading ?? progress ?? current)
      paint(mainCells(at: current), with: glyph, color, on: &canvas)
    case .dash:
      let cells = mainCells(at: current)
      let done = Int((Double(cells.count) * (plan.stepProgress ?? 0)).rounded(.down))
      // The part done is at the leading end: the high cells of a right-to-left row.
      let isReversed = plan.isHorizontal && plan.isRightToLeft
      let doneCells =
        isReversed
        ? cells.upperBound - done..<cells.upperBound : cells.lowerBound..<cells.lowerBound + done
      let rest =
        isReversed
        ? cells.lowerBound..<cells.upperBound - done : cells.lowerBound + done..<cells.upperBound
      paint(
        rest, with: TerminalGlyphs.barScalar(.default, axis: plan.axis),
        elements.fill(at: current), on: &canvas)
      if let progress {
        paint(
          doneCells, with: TerminalGlyphs.barScalar(.active, axis: plan.axis),
          elements.fill(at: progress), on: &canvas)
      }
      if let loading, !rest.isEmpty {
        let middle = rest.lowerBound + rest.count / 2
        paint(
          middle..<middle + 1, with: TerminalGlyphs.loadingScalar, elements.fill(at: loading),
          on: &canvas)
      }
    default:
      return
    }
  }
}
