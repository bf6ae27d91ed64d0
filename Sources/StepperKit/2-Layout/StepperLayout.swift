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
  /// The most lines a step name or the header takes (Specification#names-short: "no more than two
  /// lines of text"); longer text ends its last line with an ellipsis.
  package static let maximumLines = 2

  /// The style laid out.
  package let style: StepperStyle
  /// The positions of steps along the main axis.
  package let row: RowMetrics
  /// The scroll position of a row in a viewport; `nil` for a row drawn whole.
  package let viewport: StepperScrollViewport?
  /// The size of the whole drawing (the content, for a row that scrolls).
  package var size: StepperSize { mapping.size }
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
  /// ).unchecked { $0.axis = .vertical }
  /// let layout = StepperLayout(configuration, headerTitle: "Step 5 of 20")
  /// print(layout.visibleRect.y, layout.stepsRect.y, layout.stepsRect.height)
  /// // Prints "20.0 64.0 400.0"
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
  /// The ordinals of the steps with descriptions shown, ascending, and beside them their
  /// descriptions.
  let descriptionOrdinals: [Int]
  let descriptionTexts: [StepperPlacedText]
  /// Where positions along and across the main axis land in the drawing.
  private let mapping: AxisMapping
  /// Where the first step's slot starts along the main axis.
  private let rowOrigin: Double
  /// Where the band of steps starts across the main axis.
  private let bandStart: Double
  /// A main step's extent across the main axis: the band's.
  private let thickness: Double
  /// A sub-step's extent across the main axis.
  private let substepThickness: Double

  /// The axis steps follow.
  package var axis: StepperAxis { mapping.axis }
  /// The reading direction.
  package var direction: StepperLayoutDirection { mapping.direction }

  /// Lays out a configuration.
  ///
  /// The parts are computed along and across the main axis, whatever the axis: the row
  /// (``MainAxisRow``), the band and names (``CrossAxisParts``, ``StepNames``) and the header
  /// (``HeaderBand``), which lies before the steps along the main axis of a vertical column
  /// and across a horizontal row's (it runs along its text). ``AxisMapping`` alone turns them
  /// into frames.
  ///
  /// - Parameters:
  ///   - configuration: What to lay out.
  ///   - measurer: How to measure names and header text; Inter's bundled metrics by default.
  ///   - headerTitle: The header's text, when the configuration shows the header.
  ///   - allStepsTitle: The "All steps" control's title, when shown.
  ///   - strings: The language of optional steps' captions (English by default).
  ///   - overscan: How far beyond the viewport's ends a scrolling row also holds its steps and
  ///     names, for a drag that moves the scene without building it again; 0 by default.
  package init(
    _ configuration: StepperConfiguration, measurer: some StepperTextMeasuring = .bundled,
    headerTitle: String = "", allStepsTitle: String = "", strings: StepperStrings = .english,
    overscan: Double = 0
  ) {
    let figures = StyleFigures.figures(for: configuration.options.style)
    let alongMain = AxisMapping.textRunsAlongMain(configuration.options.axis)
    let (row, viewport) = MainAxisRow.row(configuration)
    let names = StepNames(configuration, row: row, strings: strings, measurer: measurer)
    let main = MainAxisRow(configuration, row: row, viewport: viewport, names: names)
    let cross = CrossAxisParts(configuration, names: names)
    // The header runs along its text: along the main axis (whose length a viewport fixes) or
    // across it.
    let header = HeaderBand(
      configuration, titles: (headerTitle, allStepsTitle),
      room: alongMain ? main.length : cross.length(bandStart: cross.pad),
      fixedLength: alongMain ? viewport?.length : nil, measurer: measurer)
    // Its band lies before the steps across its text.
    let headerBefore = alongMain ? (main: 0.0, cross: header.band) : (main: header.band, cross: 0.0)
    rowOrigin = headerBefore.main + main.leading
    let bandStart = headerBefore.cross + cross.pad
    self.bandStart = bandStart
    let mainExtent = headerBefore.main + main.length
    let crossExtent = cross.length(bandStart: bandStart)
    let mapping = AxisMapping(
      axis: configuration.options.axis, direction: configuration.options.direction,
      mainExtent: alongMain ? header.extent : mainExtent,
      crossExtent: alongMain ? crossExtent : header.extent)
    self.mapping = mapping
    style = configuration.options.style
    self.row = row
    self.viewport = viewport
    thickness = figures.thickness
    substepThickness = figures.substepThickness

    let window = main.window(
      extent: mapping.mainExtent, headerBefore: headerBefore.main, overscan: overscan)
    visibleOrdinals = window.ordinals
    visibleRect = mapping.rect(
      main: window.visible.start, length: window.visible.length, cross: 0,
      thickness: mapping.crossExtent)
    stepsRect = mapping.rect(
      main: window.steps.start, length: window.steps.length, cross: 0,
      thickness: mapping.crossExtent)
    (title, allSteps) = header.placed(
      at: mapping.textCoordinates(main: window.visible.start, cross: 0), mapping: mapping)
    let placed = names.placed(
      row: row, rowOrigin: rowOrigin, inViewport: viewport != nil, window: window.held,
      cross: bandStart + cross.thickness + names.gap, mapping: mapping)
    nameOrdinals = placed.names.map(\.0)
    nameTexts = placed.names.map(\.1)
    descriptionOrdinals = placed.descriptions.map(\.0)
    descriptionTexts = placed.descriptions.map(\.1)
  }

  /// The row along the main axis: fixed at the configuration's length, or, in a viewport its
  /// steps do not fit, at the scrolling row's pitch.
  static func rowMetrics(_ configuration: StepperConfiguration) -> RowMetrics {
    MainAxisRow.rowMetrics(configuration)
  }

  /// The number of main steps.
  package var total: Int { row.sequence.total }

  /// The length of each connector, for the circular style; `nil` for styles without them.
  package var connectorLength: Double? { row.connectorLength }

  /// The frame of the step at `ordinal`: its dash, bullet or marker, centered across the band.
  @inline(__always)
  package func frame(ofOrdinal ordinal: Int) -> StepperRect {
    let across = row.isSmall(ordinal) ? substepThickness : thickness
    return mapping.rect(
      main: rowOrigin + row.start(ofOrdinal: ordinal), length: row.size(ofOrdinal: ordinal),
      cross: bandStart + (thickness - across) / 2, thickness: across)
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
    mapping.grownAlongMain(frame, by: StyleMetrics.currentBulletGrowth)
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
    return mapping.rect(
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
    nameOrdinals.partitioningIndex { $0 >= ordinal }
  }

  /// The description of the step at `ordinal`, laid out, if it shows one.
  package func description(ofOrdinal ordinal: Int) -> StepperPlacedText? {
    let index = descriptionIndex(atOrAfter: ordinal)
    return index < descriptionOrdinals.count && descriptionOrdinals[index] == ordinal
      ? descriptionTexts[index] : nil
  }

  /// The description of the step at `ordinal`, which must show one.
  func descriptionText(ofDescribedOrdinal ordinal: Int) -> StepperPlacedText {
    descriptionTexts[descriptionIndex(atOrAfter: ordinal)]
  }

  /// The index in ``descriptionOrdinals`` of the first described step at or after `ordinal`.
  func descriptionIndex(atOrAfter ordinal: Int) -> Int {
    descriptionOrdinals.partitioningIndex { $0 >= ordinal }
  }
}
