/// Where steps sit along the main axis: how long each is and how far apart.
///
/// A row drawn whole fits its steps in its length (dashes flex, circular connectors stretch,
/// bullets are centered). A row that scrolls picks its pitch so that at offset 0 exactly *k*
/// whole main steps and half of the next are visible, *k* as large as keeps the style's
/// minimum spacing (circular connectors of 22 or more): the partial view of the next
/// step (Specification#scroll-pitch).
///
/// In a row that scrolls, a sub-step keeps the main steps' pitch: it sits centered in a main
/// step's slot, smaller. Every page then shows *k* whole steps and half of the next, sub-steps
/// revealed or not: a page's trailing edge always runs through the middle of a slot.
///
/// Positions are computed from the step's place in the ``StepperStepSequence``, in constant time
/// for rows without sub-steps: nothing is stored per step.
package struct RowMetrics: Sendable, Hashable {
  /// The steps laid out.
  package let sequence: StepperStepSequence
  /// A main step's length along the main axis.
  package let mainSize: Double
  /// A sub-step's length along the main axis.
  package let substepSize: Double
  /// The distance from the end of one step to the start of the next.
  package let spacing: Double
  /// The space before the first step (a bullet row longer than its steps is centered).
  package let leadingInset: Double
  /// The room a row keeps at each end, outside its first and last step, for a step drawn
  /// wider than its place: the current bullet's pill (``StyleMetrics/currentBulletGrowth``);
  /// 0 for dashes and markers. A page that pins a step as the first on screen starts this much
  /// before it.
  package let endRoom: Double
  /// The length of each connector (circular style), or `nil` for styles without them.
  package let connectorLength: Double?
  /// For a scrolling row, the number of whole main steps a page shows; `nil` for a row drawn
  /// whole.
  package let wholeStepsPerPage: Int?
  /// The length of the whole row.
  package let contentLength: Double
  /// Whether sub-steps keep the main steps' pitch, centered in a main step's slot (a row that
  /// scrolls or collapses), rather than taking only their own length (a row drawn whole).
  package let substepsKeepPitch: Bool
  /// The places of a row collapsed to ``StepperConfiguration/Options/maxVisible``, one slot each
  /// (a step, or an overflow marker standing for the steps it hides); `nil` for a row whose
  /// every step has a slot of its own.
  package private(set) var collapse: CollapsedRow?

  /// The metrics of a row drawn whole in `length`, which must hold its steps (the
  /// configuration checks that): its dashes grow, its connectors stretch, or its bullets sit
  /// centered, as the style's ``StyleFigures/flex`` says.
  package static func fixed(
    _ style: StepperStyle, _ sequence: StepperStepSequence, length: Double
  )
    -> RowMetrics
  {
    fitted(style, sequence, length: length)
  }

  /// The metrics of a row collapsed to `collapse`'s places in `length`: laid out as a row of
  /// as many main steps, and read through the places, so that a shown step sits in its
  /// place's slot (a sub-step centered in it, smaller) and a hidden one in its overflow
  /// marker's.
  ///
  /// ```swift
  /// let row = RowMetrics.collapsed(
  ///   .circular, StepperStepSequence(total: 12),
  ///   CollapsedRow(count: 12, current: 5, maxVisible: 5) { _ in .default }, length: 272)
  /// print(row.start(ofOrdinal: 5), row.start(ofOrdinal: 8))
  /// // Prints "124.0 186.0"
  /// ```
  package static func collapsed(
    _ style: StepperStyle, _ sequence: StepperStepSequence, _ collapse: CollapsedRow,
    length: Double
  ) -> RowMetrics {
    let places = StepperStepSequence(total: collapse.places.count)
    var row = fitted(style, places, length: length)
    row = RowMetrics(
      sequence, Pitch(main: row.mainSize, substep: row.substepSize, spacing: row.spacing),
      inset: row.leadingInset, connector: row.connectorLength, perPage: nil, content: length,
      room: row.endRoom, keepsPitch: true)
    row.collapse = collapse
    return row
  }

  /// The metrics of `sequence` fitted in `length`.
  private static func fitted(
    _ style: StepperStyle, _ sequence: StepperStepSequence, length: Double
  ) -> RowMetrics {
    let figures = StyleFigures.figures(for: style)
    let mains = Double(sequence.total)
    let subs = Double(sequence.substepCount)
    let gaps = Double(max(1, sequence.count - 1))
    switch figures.flex {
    case .steps:
      // A sub-step's dash is half a main step's.
      let dash = (length - gaps * figures.gap) / (mains + subs / 2)
      return RowMetrics(
        sequence, Pitch(main: dash, substep: dash / 2, spacing: figures.gap), inset: 0,
        connector: nil, perPage: nil, content: length)
    case .centered:
      let natural = StyleMetrics.minimumLength(
        of: style, total: sequence.total, substeps: sequence.substepCount)
      return RowMetrics(
        sequence,
        Pitch(main: figures.stepLength, substep: figures.substepLength, spacing: figures.gap),
        inset: (length - natural) / 2 + figures.endRoom, connector: nil,
        perPage: nil, content: length, room: figures.endRoom)
    case .connectors:
      let steps = mains * figures.stepLength + subs * figures.substepLength
      let connector = (length - steps - gaps * figures.gap) / gaps
      return RowMetrics(
        sequence,
        Pitch(
          main: figures.stepLength, substep: figures.substepLength,
          spacing: figures.gap + connector), inset: 0, connector: connector, perPage: nil,
        content: length, room: figures.endRoom)
    }
  }

  /// The metrics of a row that scrolls in `viewport`, or `nil` when the viewport cannot show
  /// one whole step and half of the next (see ``minimumViewport(of:)``).
  ///
  /// ```swift
  /// let row = RowMetrics.scrolling(.circular, StepperStepSequence(total: 10), viewport: 375)
  /// print(row?.wholeStepsPerPage ?? 0, row?.connectorLength ?? 0)
  /// // Prints "5 32.599999999999994"
  /// ```
  package static func scrolling(
    _ style: StepperStyle, _ sequence: StepperStepSequence, viewport: Double
  ) -> RowMetrics? {
    // Each style: k · pitch + main / 2 = viewport, with pitch at least its minimum.
    let tolerance = 1e-9
    let figures = StyleFigures.figures(for: style)
    switch figures.flex {
    case .connectors, .centered:
      // The row keeps its end room (a bullet row's, for the current step's pill) before its
      // first step: room + k · pitch + half a step = viewport.
      let half = figures.stepLength / 2
      let room = figures.endRoom
      let k = Int(((viewport - half - room) / figures.minimumPitch + tolerance).rounded(.down))
      guard k >= 1 else { return nil }
      let pitch = (viewport - half - room) / Double(k)
      let spacing = pitch - figures.stepLength
      return RowMetrics(
        sequence,
        Pitch(main: figures.stepLength, substep: figures.substepLength, spacing: spacing),
        inset: room, connector: figures.connectors ? spacing - figures.gap : nil, perPage: k,
        content: nil, room: room)
    case .steps:
      // The dash flexes with the pitch: k · p + (p − gap) / 2 = viewport.
      let gap = figures.gap
      let k = Int(((viewport + gap / 2) / figures.minimumPitch - 0.5 + tolerance).rounded(.down))
      guard k >= 1 else { return nil }
      let pitch = (viewport + gap / 2) / (Double(k) + 0.5)
      let dash = pitch - gap
      return RowMetrics(
        sequence, Pitch(main: dash, substep: dash / 2, spacing: gap), inset: 0, connector: nil,
        perPage: k, content: nil)
    }
  }

  /// The shortest viewport that shows one whole step and half of the next: circular 74,
  /// bullet 24 (with the room for the current step's pill before it), dash 10.
  package static func minimumViewport(of style: StepperStyle) -> Double {
    let figures = StyleFigures.figures(for: style)
    switch figures.flex {
    case .connectors, .centered:
      return figures.minimumPitch + figures.stepLength / 2 + figures.endRoom
    case .steps: return 1.5 * figures.minimumPitch - figures.gap / 2
    }
  }

  /// The shortest distance from one main step's start to the next one's: circular 62,
  /// bullet 16, dash 8.
  static func minimumPitch(of style: StepperStyle) -> Double {
    StyleFigures.figures(for: style).minimumPitch
  }

  /// A row's step lengths and the distance between steps, as its initializer takes them.
  private struct Pitch {
    /// A main step's length.
    let main: Double
    /// A sub-step's length.
    let substep: Double
    /// The distance from the end of one step to the start of the next.
    let spacing: Double
  }

  private init(
    _ sequence: StepperStepSequence, _ pitch: Pitch, inset: Double, connector: Double?,
    perPage: Int?, content: Double?, room: Double = 0, keepsPitch: Bool = false
  ) {
    let (main, substep, spacing) = (pitch.main, pitch.substep, pitch.spacing)
    self.sequence = sequence
    self.mainSize = main
    self.substepSize = substep
    self.spacing = spacing
    self.leadingInset = inset
    self.endRoom = room
    self.connectorLength = connector
    self.wholeStepsPerPage = perPage
    substepsKeepPitch = keepsPitch || perPage != nil
    let count = sequence.count
    // A row that scrolls gives every step a main step's slot; a row drawn whole draws its
    // sub-steps smaller. Both keep the end room (the current bullet's pill) at each end.
    let smaller = substepsKeepPitch ? 0 : sequence.substepCount
    self.contentLength =
      content
      ?? (Double(count - smaller) * main + Double(smaller) * substep
        + Double(count - 1) * spacing + 2 * room)
  }

  /// The start of the step at `ordinal` along the main axis.
  @inline(__always)
  package func start(ofOrdinal ordinal: Int) -> Double {
    if let collapse {
      let slot = collapse.slot(ofOrdinal: ordinal)
      let centering = isSmall(ordinal) ? (mainSize - substepSize) / 2 : 0
      return leadingInset + Double(slot) * (mainSize + spacing) + centering
    }
    if substepsKeepPitch {
      let centering =
        sequence.substepCount > 0 && sequence.id(at: ordinal).isSubstep
        ? (mainSize - substepSize) / 2 : 0
      return leadingInset + Double(ordinal) * mainSize + Double(ordinal) * spacing + centering
    }
    let substeps = sequence.substepCount == 0 ? 0 : sequence.substepsBefore(ordinal: ordinal)
    return leadingInset + Double(ordinal - substeps) * mainSize + Double(substeps) * substepSize
      + Double(ordinal) * spacing
  }

  /// The start of the slot of the step at `ordinal`: in a row that scrolls, where a main
  /// step there would start (a sub-step sits centered in it); elsewhere the step's start.
  package func slotStart(ofOrdinal ordinal: Int) -> Double {
    guard substepsKeepPitch, collapse == nil else { return start(ofOrdinal: ordinal) }
    return leadingInset + Double(ordinal) * mainSize + Double(ordinal) * spacing
  }

  /// The length of the step at `ordinal` along the main axis.
  @inline(__always)
  package func size(ofOrdinal ordinal: Int) -> Double {
    isSmall(ordinal) ? substepSize : mainSize
  }

  /// Whether the step at `ordinal` is drawn at a sub-step's size: a sub-step, unless it is
  /// hidden in an overflow marker, which takes a main step's.
  @inline(__always)
  package func isSmall(_ ordinal: Int) -> Bool {
    guard sequence.substepCount > 0, sequence.id(at: ordinal).isSubstep else { return false }
    return collapse?.shows(ordinal: ordinal) ?? true
  }

  /// The end of the step at `ordinal` along the main axis.
  @inline(__always)
  package func end(ofOrdinal ordinal: Int) -> Double {
    start(ofOrdinal: ordinal) + size(ofOrdinal: ordinal)
  }

  /// The first step whose end lies past `position`, or `sequence.count` if none does.
  package func firstOrdinal(endingAfter position: Double) -> Int {
    (0..<sequence.count).partitioningIndex { end(ofOrdinal: $0) > position }
  }

  /// The first step whose start lies at or past `position`, or `sequence.count` if none does.
  package func firstOrdinal(startingAtOrAfter position: Double) -> Int {
    (0..<sequence.count).partitioningIndex { start(ofOrdinal: $0) >= position }
  }
}
