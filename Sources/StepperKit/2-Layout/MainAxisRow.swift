/// What a layout holds along its main axis: the row of steps, its scroll position in a
/// viewport, the room its names and hit areas need beyond its ends, and the window on screen.
///
/// A row drawn whole grows to hold the names and hit areas that reach past its ends. A row in
/// a viewport keeps its names inside instead, and lets the outer halves of its end steps' hit
/// areas pass its ends.
struct MainAxisRow {
  /// The positions of the steps.
  let row: RowMetrics
  /// The scroll position of a row in a viewport; `nil` for a row drawn whole.
  let viewport: StepperScrollViewport?
  /// The room before the first step.
  let leading: Double
  /// The length of the row with its room at both ends.
  let length: Double

  /// The row of `configuration`, with room for its `names`, already laid out in `row`.
  init(
    _ configuration: borrowing StepperConfiguration, row: RowMetrics,
    viewport: StepperScrollViewport?, names: borrowing StepNames
  ) {
    let sequence = row.sequence
    let hitArea = StyleMetrics.minimumHitArea
    let smallest = sequence.substepCount > 0 ? min(row.mainSize, row.substepSize) : row.mainSize
    let mainPad = configuration.options.isTappable ? max(0, (hitArea - smallest) / 2) : 0
    var leading = viewport == nil ? mainPad : 0
    var trailing = leading
    if viewport == nil {
      for (index, ordinal) in names.ordinals.enumerated() {
        let center = row.start(ofOrdinal: ordinal) + row.size(ofOrdinal: ordinal) / 2
        let reach = names.reach(at: index)
        leading = max(leading, reach.before - center)
        trailing = max(trailing, center + reach.after - row.contentLength)
      }
    }
    // A row drawn whole that ends with a sub-step: room for the pill its number ("2.1") may
    // widen into, in a viewport too. (A row that scrolls gives the sub-step a main step's
    // slot.)
    if !row.substepsKeepPitch, sequence.substepCount > 0,
      sequence.id(at: sequence.count - 1).isSubstep
    {
      let room = StyleFigures.figures(for: configuration.options.style).substepNumberRoom
      trailing = max(trailing, room)
    }
    self.row = row
    self.viewport = viewport
    self.leading = leading
    length = leading + row.contentLength + trailing
  }

  /// The row along the main axis and, in a viewport, its scroll position: the drag offset
  /// clamped to the row, or the page that shows the current step.
  static func row(_ configuration: StepperConfiguration) -> (RowMetrics, StepperScrollViewport?) {
    let row = rowMetrics(configuration)
    guard let length = configuration.options.viewport else { return (row, nil) }
    let offset: Double
    if configuration.scrollingViewport == nil {
      offset = 0
    } else if let drag = configuration.options.scrollOffset {
      offset = min(max(drag, 0), max(0, row.contentLength - length))
    } else {
      let current = configuration.steps.ordinal(of: configuration.options.current)
      offset = row.pageOffset(showing: current, viewport: length)
    }
    return (
      row, StepperScrollViewport(offset: offset, length: length, contentLength: row.contentLength)
    )
  }

  /// The row along the main axis: fixed at the configuration's length, or, in a viewport its
  /// steps do not fit, at the scrolling row's pitch.
  static func rowMetrics(_ configuration: StepperConfiguration) -> RowMetrics {
    let style = configuration.options.style
    let sequence = configuration.steps
    if let collapse = configuration.collapsedRow {
      return RowMetrics.collapsed(style, sequence, collapse, length: configuration.resolvedLength)
    }
    let fixed = RowMetrics.fixed(style, sequence, length: configuration.resolvedLength)
    guard let length = configuration.options.viewport else { return fixed }
    let minimum = StyleMetrics.minimumLength(
      of: style, total: sequence.total, substeps: sequence.substepCount)
    return length >= minimum
      ? fixed : RowMetrics.scrolling(style, sequence, viewport: length) ?? fixed
  }

  /// What is on screen along the main axis of a drawing `extent` long whose steps start after
  /// a header `headerBefore` deep along it (a vertical column's; 0 otherwise): the visible
  /// span, the part of it the steps show in (below a column's header, which stays while the
  /// steps scroll beneath it), and the steps in it, with those up to `overscan` beyond either
  /// end (held for a drag, see ``StepperScene/init(_:strings:measurer:overscan:)``).
  func window(extent: Double, headerBefore: Double, overscan: Double = 0) -> MainAxisWindow {
    guard let viewport else {
      return MainAxisWindow(
        visible: (0, extent), steps: (0, extent), ordinals: 0..<row.sequence.count,
        held: (0, extent))
    }
    let visible = (start: viewport.offset, length: viewport.length + headerBefore)
    let first = row.firstOrdinal(endingAfter: viewport.offset - overscan)
    let end = row.firstOrdinal(startingAtOrAfter: viewport.offset + viewport.length + overscan)
    let steps =
      viewport.isScrollable
      ? (start: visible.start + headerBefore, length: viewport.length) : visible
    return MainAxisWindow(
      visible: visible, steps: steps, ordinals: first..<max(first, end),
      held: (visible.start - overscan, visible.length + 2 * overscan))
  }
}

/// The part of a row on screen along the main axis.
struct MainAxisWindow {
  /// The span on screen.
  let visible: (start: Double, length: Double)
  /// The part of ``visible`` the steps show in.
  let steps: (start: Double, length: Double)
  /// The steps on screen, whole or in part, as ordinals.
  let ordinals: Range<Int>
  /// The span whose steps and names the scene holds: ``visible``, and as far beyond it as a
  /// drag may move the scene. Names held beyond the viewport are kept within it, not within the
  /// part shown, so that they move with their steps.
  let held: (start: Double, length: Double)
}
