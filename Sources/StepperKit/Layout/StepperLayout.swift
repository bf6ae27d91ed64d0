/// Where everything sits: the pipeline's layout stage.
///
/// The layout places steps along the main axis with ``RowMetrics``, the header above them, and
/// step names under (horizontal) or beside (vertical) them, then maps those logical positions
/// to frames: origin top-left, x growing right, a right-to-left layout mirrored. A row in a
/// viewport keeps frames in content coordinates; ``visibleRect`` is the part on screen,
/// ``stepsRect`` the part of it the steps are drawn in, and ``visibleOrdinals`` the steps in
/// it, so a row of a million steps lays out only a handful.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .circular, total: 4, current: 2)
/// let layout = StepperLayout(configuration)
/// print(NumberText.points(layout.connectorFrame(after: 1)?.width ?? 0))
/// // Prints "42.667"
/// ```
package struct StepperLayout: Sendable, Hashable {
  /// The gap between the header and the steps.
  package static let headerGap = 12.0
  /// The gap between a horizontal row and its names.
  package static let nameGap = 8.0
  /// The gap between a vertical column and its names.
  package static let sideNameGap = 12.0
  /// The widest a name beside a vertical column may be.
  package static let sideNameWidth = 160.0
  /// The widest the header of a vertical stepper grows to fit its title.
  package static let maximumHeaderWidth = 320.0
  /// The room kept between neighboring names of a horizontal row.
  package static let nameSpacing = 8.0
  /// The most lines a step name or the header takes (seed 002: "no more than two lines of
  /// text"); longer text ends its last line with an ellipsis.
  package static let maximumLines = 2

  /// The style laid out.
  package let style: StepperStyle
  /// The axis steps follow.
  package let axis: StepperAxis
  /// The reading direction.
  package let direction: StepperLayoutDirection
  /// The positions of steps along the main axis.
  package let row: RowMetrics
  /// The scroll position of a row in a viewport; `nil` for a row drawn whole.
  package let viewport: StepperScrollViewport?
  /// The size of the whole drawing (the content, for a row that scrolls).
  package let size: StepperSize
  /// The part of the drawing on screen, in content coordinates.
  package let visibleRect: StepperRect
  /// The part of ``visibleRect`` the steps are drawn in, in content coordinates: below the
  /// header band of a vertical column that scrolls and shows a header, where a step scrolled
  /// partly under the header is cut; ``visibleRect`` itself otherwise.
  ///
  /// The header of a vertical column that scrolls stays at the top of the visible part while
  /// the steps scroll beneath it, so the steps show only in the viewport's length below the
  /// header band (the header's line, the room above it for "All steps" and the gap under it).
  /// A horizontal row keeps its header above the steps, across the scroll direction, so its
  /// steps never reach the header.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 5, labels: StepperLabels(showsHeader: true),
  ///   scrolling: StepperScrolling(viewport: 400, offset: 20)
  /// ).axis(.vertical)
  /// let layout = StepperLayout(configuration, headerTitle: "Step 5 of 20")
  /// print(layout.visibleRect.y, layout.stepsRect.y, layout.stepsRect.height)
  /// // Prints "20.0 52.0 400.0"
  /// ```
  package let stepsRect: StepperRect
  /// The steps on screen, whole or in part, as ordinals of the configuration's steps.
  package let visibleOrdinals: Range<Int>
  /// The header with the current step's name, if shown.
  package let title: StepperPlacedText?
  /// The "All steps" control, if shown.
  package let allSteps: StepperPlacedText?
  /// The ordinals of the steps with names, ascending, and beside them their names.
  let nameOrdinals: [Int]
  let nameTexts: [StepperPlacedText]
  private let rowOrigin: Double
  private let bandStart: Double
  private let mainExtent: Double
  private let crossExtent: Double

  /// Lays out a configuration.
  ///
  /// - Parameters:
  ///   - configuration: What to lay out.
  ///   - measurer: How to measure names and header text; Inter's bundled metrics by default.
  ///   - headerTitle: The header's text, when the configuration shows the header.
  ///   - allStepsTitle: The "All steps" control's title, when shown.
  package init(
    _ configuration: StepperConfiguration, measurer: some StepperTextMeasuring = .bundled,
    headerTitle: String = "", allStepsTitle: String = ""
  ) {
    let style = configuration.style
    let sequence = configuration.steps
    let isHorizontal = configuration.axis == .horizontal
    self.style = style
    axis = configuration.axis
    direction = configuration.direction

    let (row, viewport) = Self.row(configuration)
    self.row = row
    self.viewport = viewport
    let thickness = StyleMetrics.thickness(of: style)
    let styles = configuration.textStyles
    let laidOut = Self.names(configuration, row: row, measurer: measurer)
    let nameLines = laidOut.map(\.text.lines.count).max() ?? 0
    let nameWidth = laidOut.map(\.text.width).max() ?? 0
    let lineHeight = styles.stepName.lineHeight

    // Room the names and hit areas need beyond the row's ends: a row drawn whole grows to hold
    // them. (A row in a viewport keeps its names inside instead, and lets the outer halves of
    // its end steps' hit areas pass its ends.)
    let hitArea = StyleMetrics.minimumHitArea
    let crossPad = configuration.isTappable ? max(0, (hitArea - thickness) / 2) : 0
    let smallest = sequence.substepCount > 0 ? min(row.mainSize, row.substepSize) : row.mainSize
    let mainPad = configuration.isTappable ? max(0, (hitArea - smallest) / 2) : 0
    var leading = viewport == nil ? mainPad : 0
    var trailing = leading
    if viewport == nil {
      for (ordinal, text) in laidOut {
        let center = row.start(ofOrdinal: ordinal) + row.size(ofOrdinal: ordinal) / 2
        let before = isHorizontal ? text.width / 2 : lineHeight / 2
        let after = isHorizontal ? text.width / 2 : Double(text.lines.count) * lineHeight - before
        leading = max(leading, before - center)
        trailing = max(trailing, center + after - row.contentLength)
      }
    }
    // A circular row drawn whole that ends with a sub-step: room for the pill its "2.1" may
    // widen into (a main step's width at most, about the 16-point marker), in a viewport too.
    // A column needs none (the pill stays in its band) but keeps the same length, the
    // transpose of the row's. (A row that scrolls gives the sub-step a main step's slot.)
    if style == .circular, row.wholeStepsPerPage == nil, sequence.substepCount > 0,
      sequence.id(at: sequence.count - 1).isSubstep
    {
      trailing = max(trailing, (StyleMetrics.markerSize - StyleMetrics.substepMarkerSize) / 2)
    }

    // The header: the current step's name at the leading end, "All steps" at the trailing end,
    // in a band across the main axis that is as tall whether or not the control is shown: room
    // above the line for the control's hit area to reach its minimum height about the line,
    // the line (two, for a long title) and the gap under it. The header may use the whole
    // width of the component, which grows to hold it up to `maximumHeaderWidth` (unless the
    // row is in a viewport, whose length is fixed).
    let hasHeader = configuration.showsHeader || configuration.showsAllSteps
    let headerPad = hasHeader ? Self.allStepsPad(lineHeight: styles.allSteps.lineHeight) : 0
    let allStepsWidth =
      configuration.showsAllSteps
      ? measurer.width(of: Substring(allStepsTitle), style: styles.allSteps) : 0
    let allStepsRoom = configuration.showsAllSteps ? allStepsWidth + Self.headerGap : 0
    let titleNatural =
      configuration.showsHeader
      ? measurer.width(of: Substring(headerTitle), style: styles.header) : 0
    let headerNatural =
      configuration.showsHeader
      ? min(titleNatural + allStepsRoom, Self.maximumHeaderWidth) : allStepsWidth
    let rowMain = leading + row.contentLength + trailing
    let headerLength: Double
    if isHorizontal {
      headerLength = viewport?.length ?? max(rowMain, headerNatural)
    } else {
      let names = nameLines > 0 ? Self.sideNameGap + nameWidth : 0
      headerLength = max(crossPad + thickness + max(crossPad, names), headerNatural)
    }
    let titleText =
      configuration.showsHeader
      ? TextLayout(
        headerTitle, maxWidth: max(1, headerLength - allStepsRoom), maxLines: Self.maximumLines,
        style: styles.header, measurer: measurer) : nil
    let headerLines = max(1, titleText?.lines.count ?? 0)
    let headerBand =
      hasHeader ? headerPad + Double(headerLines) * styles.header.lineHeight + Self.headerGap : 0
    let rowOrigin: Double
    let bandStart: Double
    let mainExtent: Double
    let crossExtent: Double
    if isHorizontal {
      rowOrigin = leading
      bandStart = headerBand + crossPad
      mainExtent = viewport == nil ? headerLength : rowMain
      let names = nameLines > 0 ? Self.nameGap + Double(nameLines) * lineHeight : 0
      crossExtent = bandStart + thickness + max(crossPad, names)
    } else {
      rowOrigin = headerBand + leading
      bandStart = crossPad
      mainExtent = headerBand + rowMain
      crossExtent = headerLength
    }
    self.rowOrigin = rowOrigin
    self.bandStart = bandStart
    self.mainExtent = mainExtent
    self.crossExtent = crossExtent
    size =
      isHorizontal
      ? StepperSize(width: mainExtent, height: crossExtent)
      : StepperSize(width: crossExtent, height: mainExtent)

    // What is on screen.
    let visibleMain: (start: Double, length: Double)
    if let viewport {
      visibleMain = (viewport.offset, viewport.length + (isHorizontal ? 0 : headerBand))
      let first = row.firstOrdinal(endingAfter: viewport.offset)
      let end = row.firstOrdinal(startingAtOrAfter: viewport.offset + viewport.length)
      visibleOrdinals = first..<max(first, end)
    } else {
      visibleMain = (0, mainExtent)
      visibleOrdinals = 0..<sequence.count
    }
    let visibleRect = Self.map(
      axis: axis, direction: direction, extents: (mainExtent, crossExtent),
      main: visibleMain.start, length: visibleMain.length, cross: 0, thickness: crossExtent)
    self.visibleRect = visibleRect
    // A vertical column that scrolls keeps its header at the top of the visible part, over the
    // steps scrolling beneath it: they show only in the viewport's length below the band.
    if let viewport, viewport.isScrollable, !isHorizontal, hasHeader {
      stepsRect = Self.map(
        axis: axis, direction: direction, extents: (mainExtent, crossExtent),
        main: visibleMain.start + headerBand, length: viewport.length, cross: 0,
        thickness: crossExtent)
    } else {
      stepsRect = visibleRect
    }

    // The header's texts, placed.
    var title: StepperPlacedText?
    var allSteps: StepperPlacedText?
    if hasHeader {
      let headerStart = isHorizontal ? visibleMain.start : 0
      let headerCross = (isHorizontal ? 0.0 : visibleMain.start) + headerPad
      let place = { (start: Double, text: TextLayout, style: StepperTextStyle, leadingEnd: Bool) in
        Self.placeHeaderText(
          text, style: style, atLeadingEnd: leadingEnd, start: start, cross: headerCross,
          axis: configuration.axis, direction: configuration.direction,
          extents: (mainExtent, crossExtent))
      }
      if let titleText {
        title = place(headerStart, titleText, styles.header, true)
      }
      if configuration.showsAllSteps {
        let text = TextLayout(
          allStepsTitle, maxWidth: headerLength, maxLines: 1, style: styles.allSteps,
          measurer: measurer)
        allSteps = place(headerStart + headerLength - text.width, text, styles.allSteps, false)
      }
    }
    self.title = title
    self.allSteps = allSteps

    // Names, mapped, in the order of their steps.
    var nameTexts: [StepperPlacedText] = []
    nameTexts.reserveCapacity(laidOut.count)
    for (ordinal, text) in laidOut {
      let start = rowOrigin + row.start(ofOrdinal: ordinal)
      let center = start + row.size(ofOrdinal: ordinal) / 2
      let height = Double(text.lines.count) * lineHeight
      let frame: StepperRect
      let anchor: StepperTextAnchor
      if isHorizontal {
        // In a scrolling row, the name of a step wholly on screen stays on screen too.
        var nameStart = center - text.width / 2
        if viewport != nil, start >= visibleMain.start,
          start + row.size(ofOrdinal: ordinal) <= visibleMain.start + visibleMain.length
        {
          let latest = visibleMain.start + visibleMain.length - text.width
          nameStart = min(max(nameStart, visibleMain.start), latest)
        }
        // A row in a viewport cannot grow: a name at either end is shifted inside it.
        if viewport != nil {
          nameStart = max(rowOrigin, min(nameStart, rowOrigin + row.contentLength - text.width))
        }
        frame = Self.map(
          axis: axis, direction: direction, extents: (mainExtent, crossExtent),
          main: nameStart, length: text.width,
          cross: bandStart + thickness + Self.nameGap, thickness: height)
        anchor = .center
      } else {
        // The first line beside its step; in a viewport, shifted inside the column.
        var nameStart = center - lineHeight / 2
        if viewport != nil {
          nameStart = max(rowOrigin, min(nameStart, rowOrigin + row.contentLength - height))
        }
        frame = Self.map(
          axis: axis, direction: direction, extents: (mainExtent, crossExtent),
          main: nameStart, length: height,
          cross: bandStart + thickness + Self.sideNameGap, thickness: text.width)
        anchor = direction == .rightToLeft ? .right : .left
      }
      nameTexts.append(Self.place(text, style: styles.stepName, in: frame, anchor: anchor))
    }
    nameOrdinals = laidOut.map(\.ordinal)
    self.nameTexts = nameTexts
  }

  /// The row along the main axis and, in a viewport, its scroll position: the drag offset
  /// clamped to the row, or the page that shows the current step.
  private static func row(
    _ configuration: StepperConfiguration
  ) -> (RowMetrics, StepperScrollViewport?) {
    let row = rowMetrics(configuration)
    guard let length = configuration.viewport else { return (row, nil) }
    let offset: Double
    if !configuration.isScrollEnabled {
      offset = 0
    } else if let drag = configuration.scrollOffset {
      offset = min(max(drag, 0), max(0, row.contentLength - length))
    } else {
      let current = configuration.steps.ordinal(of: configuration.currentStep)
      offset = row.pageOffset(showing: current, viewport: length)
    }
    return (
      row, StepperScrollViewport(offset: offset, length: length, contentLength: row.contentLength)
    )
  }

  /// The row along the main axis: fixed at the configuration's length, or, in a viewport its
  /// steps do not fit, at the scrolling row's pitch.
  static func rowMetrics(_ configuration: StepperConfiguration) -> RowMetrics {
    let style = configuration.style
    let sequence = configuration.steps
    let fixed = RowMetrics.fixed(style, sequence, length: configuration.length)
    guard let length = configuration.viewport else { return fixed }
    let minimum = StyleMetrics.minimumLength(
      of: style, total: sequence.total, substeps: sequence.substepCount)
    return length >= minimum
      ? fixed : RowMetrics.scrolling(style, sequence, viewport: length) ?? fixed
  }

  /// Every step name broken into lines: at most two, in the room between neighbors (a row) or
  /// beside the column, no more lines than fit the column's pitch.
  ///
  /// A row in a viewport cannot grow to hold a name that hangs past either end, so the names of
  /// its first and last steps are shifted inward when placed, and kept here short enough that
  /// they still cannot reach their neighbor's: a row's end name no wider than its step and half
  /// the spacing, a column's one line.
  private static func names(
    _ configuration: StepperConfiguration, row: RowMetrics, measurer: some StepperTextMeasuring
  ) -> [(ordinal: Int, text: TextLayout)] {
    let isHorizontal = configuration.axis == .horizontal
    let style = configuration.textStyles.stepName
    var laidOut: [(ordinal: Int, text: TextLayout)] = []
    for (id, name) in configuration.names {
      let ordinal = configuration.steps.ordinal(of: id)
      let size = row.size(ofOrdinal: ordinal)
      let pitch = size + row.spacing
      let isEnd =
        configuration.viewport != nil
        && (ordinal == 0 || ordinal == configuration.steps.count - 1)
      var maxWidth = isHorizontal ? max(1, pitch - nameSpacing) : sideNameWidth
      var maxLines =
        isHorizontal ? maximumLines : min(maximumLines, max(1, Int(pitch / style.lineHeight)))
      if isEnd, isHorizontal {
        maxWidth = min(maxWidth, max(1, size + (row.spacing - nameSpacing) / 2))
      } else if isEnd {
        maxLines = 1
      }
      let text = TextLayout(
        name, maxWidth: maxWidth, maxLines: maxLines, style: style, measurer: measurer)
      if !text.lines.isEmpty { laidOut.append((ordinal, text)) }
    }
    return laidOut.sorted { $0.ordinal < $1.ordinal }
  }

  /// The room above the header that lets the "All steps" control's hit area reach the minimum
  /// height centered on its line: none once the line is that tall.
  private static func allStepsPad(lineHeight: Double) -> Double {
    max(0, (StyleMetrics.minimumHitArea - lineHeight) / 2)
  }

  /// The number of main steps.
  package var total: Int { row.sequence.total }

  /// The length of each connector, for the circular style; `nil` for styles without them.
  package var connectorLength: Double? { row.connectorLength }

  /// The frame of the step at `ordinal`: its dash, bullet or marker.
  @inline(__always)
  package func frame(ofOrdinal ordinal: Int) -> StepperRect {
    let isSubstep = row.sequence.substepCount > 0 && row.sequence.id(at: ordinal).isSubstep
    let band = StyleMetrics.thickness(of: style)
    let thickness: Double =
      switch (style, isSubstep) {
      case (_, false): band
      case (.circular, true): StyleMetrics.substepMarkerSize
      case (.bullet, true): StyleMetrics.substepBulletSize
      case (.dash, true): StyleMetrics.dashThickness
      }
    return map(
      main: rowOrigin + row.start(ofOrdinal: ordinal), length: row.size(ofOrdinal: ordinal),
      cross: bandStart + (band - thickness) / 2, thickness: thickness)
  }

  /// The current step's bullet, drawn as the wider pill page controls use for the current
  /// page: `frame` (the bullet's place) grown by ``StyleMetrics/currentBulletGrowth`` at each
  /// end along the main axis, into the gaps beside it, so that its center, and every other
  /// step, stays where it is.
  ///
  /// ```swift
  /// let layout = StepperLayout(try StepperConfiguration(style: .bullet, total: 3, current: 2))
  /// print(layout.currentBulletFrame(layout.frame(ofStep: 2)).width)
  /// // Prints "16.0"
  /// ```
  package func currentBulletFrame(_ frame: StepperRect) -> StepperRect {
    let growth = StyleMetrics.currentBulletGrowth
    return axis == .horizontal
      ? StepperRect(
        x: frame.x - growth, y: frame.y, width: frame.width + 2 * growth, height: frame.height)
      : StepperRect(
        x: frame.x, y: frame.y - growth, width: frame.width, height: frame.height + 2 * growth)
  }

  /// The frame of a main step's dash, bullet or marker.
  package func frame(ofStep step: Int) -> StepperRect {
    frame(ofOrdinal: row.sequence.ordinal(of: StepperStepID(step)))
  }

  /// The frame of the connector that leaves the step at `ordinal`, or `nil` where there is none
  /// (styles without connectors, and after the final step).
  package func connectorFrame(afterOrdinal ordinal: Int) -> StepperRect? {
    guard row.connectorLength != nil, ordinal < row.sequence.count - 1 else { return nil }
    return connectorSpan(afterOrdinal: ordinal)
  }

  /// The frame between the step at `ordinal` and the next, inset by the connector gap: the
  /// connector's frame, for a style with connectors and an ordinal before the last.
  @inline(__always)
  func connectorSpan(afterOrdinal ordinal: Int) -> StepperRect {
    let gap = StyleMetrics.connectorGap
    let start = rowOrigin + row.end(ofOrdinal: ordinal) + gap
    let end = rowOrigin + row.start(ofOrdinal: ordinal + 1) - gap
    let thickness = StyleMetrics.connectorThickness
    return map(
      main: start, length: end - start,
      cross: bandStart + (StyleMetrics.markerSize - thickness) / 2, thickness: thickness)
  }

  /// The frame of the connector that leaves main step `step` (for the next step drawn, which is
  /// its first sub-step when it reveals any).
  package func connectorFrame(after step: Int) -> StepperRect? {
    connectorFrame(afterOrdinal: row.sequence.ordinal(of: StepperStepID(step)))
  }

  /// The name of the step at `ordinal`, laid out, if it has one.
  package func name(ofOrdinal ordinal: Int) -> StepperPlacedText? {
    let index = nameIndex(atOrAfter: ordinal)
    return index < nameOrdinals.count && nameOrdinals[index] == ordinal ? nameTexts[index] : nil
  }

  /// The name of the step at `ordinal`, which must have one.
  func nameText(ofNamedOrdinal ordinal: Int) -> StepperPlacedText {
    nameTexts[nameIndex(atOrAfter: ordinal)]
  }

  /// The index in ``nameOrdinals`` of the first named step at or after `ordinal`.
  func nameIndex(atOrAfter ordinal: Int) -> Int {
    var low = 0
    var high = nameOrdinals.count
    while low < high {
      let middle = (low + high) / 2
      if nameOrdinals[middle] < ordinal { low = middle + 1 } else { high = middle }
    }
    return low
  }

  @inline(__always)
  private func map(main: Double, length: Double, cross: Double, thickness: Double) -> StepperRect {
    Self.map(
      axis: axis, direction: direction, extents: (mainExtent, crossExtent), main: main,
      length: length, cross: cross, thickness: thickness)
  }

  /// Maps a span along the main axis and across it to a frame, mirroring the horizontal
  /// positions of right-to-left layouts.
  @inline(__always)
  private static func map(
    axis: StepperAxis, direction: StepperLayoutDirection, extents: (main: Double, cross: Double),
    main: Double, length: Double, cross: Double, thickness: Double
  ) -> StepperRect {
    let mirrored = direction == .rightToLeft
    switch axis {
    case .horizontal:
      let x = mirrored ? extents.main - main - length : main
      return StepperRect(x: x, y: cross, width: length, height: thickness)
    case .vertical:
      let x = mirrored ? extents.cross - cross - thickness : cross
      return StepperRect(x: x, y: main, width: thickness, height: length)
    }
  }

  /// Places header text (its first line on the header's line) at the leading or trailing end of
  /// the header.
  private static func placeHeaderText(
    _ text: TextLayout, style: StepperTextStyle, atLeadingEnd: Bool, start: Double, cross: Double,
    axis: StepperAxis, direction: StepperLayoutDirection, extents: (main: Double, cross: Double)
  ) -> StepperPlacedText {
    let frame: StepperRect
    let height = Double(max(1, text.lines.count)) * style.lineHeight
    switch axis {
    case .horizontal:
      frame = map(
        axis: axis, direction: direction, extents: extents, main: start, length: text.width,
        cross: cross, thickness: height)
    case .vertical:
      // The header runs across a vertical column: its "start" is along the cross axis.
      frame = map(
        axis: axis, direction: direction, extents: extents, main: cross,
        length: height, cross: start, thickness: text.width)
    }
    let leadingIsLeft = direction == .leftToRight
    let anchor: StepperTextAnchor = atLeadingEnd == leadingIsLeft ? .left : .right
    return place(text, style: style, in: frame, anchor: anchor)
  }

  private static func place(
    _ text: TextLayout, style: StepperTextStyle, in frame: StepperRect, anchor: StepperTextAnchor
  ) -> StepperPlacedText {
    let x: Double =
      switch anchor {
      case .left: frame.x
      case .center: frame.center.x
      case .right: frame.maxX
      }
    let baselines = text.lines.indices.map {
      StepperPoint(x: x, y: style.baseline(ofLine: $0, top: frame.y))
    }
    return StepperPlacedText(
      frame: frame, lines: text.lines, fullText: text.text, baselines: baselines, anchor: anchor,
      style: style, isTruncated: text.isTruncated, needsMoreLines: text.needsMoreLines,
      showsFirstWord: text.showsFirstWord)
  }
}
