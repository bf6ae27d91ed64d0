/// The header of a layout: the current step's name at the leading end and "All steps" at the
/// trailing end, in a band before the steps.
///
/// The header's coordinates follow its text, not the axis: it runs along its lines (along the
/// main axis of a horizontal row, across a vertical column), and its band is deep across them.
/// The band is as deep whether or not the control is shown: room before the line for the
/// control's hit area to reach its minimum height about the line, the line (two, for a long
/// title) and the gap after it. The header may use the whole length of the drawing along its
/// text, which grows to hold it up to ``StepperLayout/maximumHeaderWidth`` (unless a viewport
/// fixes that length).
struct HeaderBand {
  /// Whether the header or the "All steps" control is shown.
  let isShown: Bool
  /// The room before the header's line for the control's hit area.
  let pad: Double
  /// The header's length along its text.
  let length: Double
  /// The drawing's length along the header's text: the room given, grown to the header's
  /// length unless fixed.
  let extent: Double
  /// The band's depth across the header's text, with the gap after it; 0 without a header.
  let band: Double
  /// The current step's name, laid out, if the header shows.
  let title: TextLayout?
  /// The "All steps" control's title, laid out, if it shows.
  let allSteps: TextLayout?
  /// The fonts.
  let styles: StepperTextStyles

  /// Lays out the header in `room` along its text (or in `fixedLength`, when a viewport fixes
  /// it).
  init(
    _ configuration: borrowing StepperConfiguration,
    titles: (header: String, allSteps: String),
    room: Double, fixedLength: Double?, measurer: some StepperTextMeasuring
  ) {
    let styles = configuration.textStyles
    self.styles = styles
    isShown = configuration.options.showsHeader || configuration.options.showsAllSteps
    pad = isShown ? max(0, (StyleMetrics.minimumHitArea - styles.allSteps.lineHeight) / 2) : 0
    let allStepsWidth =
      configuration.options.showsAllSteps
      ? measurer.width(of: Substring(titles.allSteps), style: styles.allSteps) : 0
    let allStepsRoom =
      configuration.options.showsAllSteps ? allStepsWidth + StepperLayout.headerGap : 0
    let titleNatural =
      configuration.options.showsHeader
      ? measurer.width(of: Substring(titles.header), style: styles.header) : 0
    let natural =
      configuration.options.showsHeader
      ? min(titleNatural + allStepsRoom, StepperLayout.maximumHeaderWidth) : allStepsWidth
    let length = fixedLength ?? max(room, natural)
    self.length = length
    extent = fixedLength == nil ? length : room
    title =
      configuration.options.showsHeader
      ? TextLayout(
        titles.header, maxWidth: max(1, length - allStepsRoom),
        maxLines: StepperLayout.maximumLines, style: styles.header, measurer: measurer) : nil
    allSteps =
      configuration.options.showsAllSteps
      ? TextLayout(
        titles.allSteps, maxWidth: length, maxLines: 1, style: styles.allSteps,
        measurer: measurer) : nil
    let lines = max(1, title?.lines.count ?? 0)
    band =
      isShown
      ? pad + Double(lines) * styles.header.lineHeight + StepperLayout.headerGap : 0
  }

  /// The title and the "All steps" control placed in a header that starts at `origin` (along
  /// and across its text).
  func placed(
    at origin: (along: Double, across: Double), mapping: AxisMapping
  ) -> (title: StepperPlacedText?, allSteps: StepperPlacedText?) {
    let across = origin.across + pad
    func place(
      _ text: TextLayout, _ style: StepperTextStyle, along: Double, leading: Bool
    )
      -> StepperPlacedText
    {
      let height = Double(max(1, text.lines.count)) * style.lineHeight
      let frame = mapping.textRect(along: along, across: across, width: text.width, height: height)
      return StepperPlacedText(
        text, style: style, in: frame, anchor: mapping.anchor(atLeadingEnd: leading))
    }
    return (
      title.map { place($0, styles.header, along: origin.along, leading: true) },
      allSteps.map {
        place($0, styles.allSteps, along: origin.along + length - $0.width, leading: false)
      }
    )
  }
}
