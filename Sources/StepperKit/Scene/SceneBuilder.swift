/// Turns a configuration and its layout into a scene's elements: the header first, then each
/// step on screen, its name, its description, and the connector that leaves it.
///
/// Only geometry, roles and states are worked out here, one compact record per element;
/// ``StepperSceneElements`` derives colors, text and ids from them when an element is read.
struct SceneBuilder {
  let configuration: StepperConfiguration
  let layout: StepperLayout
  let strings: StepperStrings

  func elements() -> StepperSceneElements {
    let hasConnectors = layout.connectorLength != nil
    // Every element on screen, at most: the header's two, each step (or overflow marker), its
    // name and the connector leaving it, the connector into the first step, and the current
    // step's two activity marks.
    let places = layout.row.collapse?.places.count ?? layout.visibleOrdinals.count
    let capacity =
      5 + places * (hasConnectors ? 2 : 1) + layout.nameOrdinals.count
      + layout.descriptionOrdinals.count
    var runStarts: [Int32] = []
    var containsTappableStep = false
    let records = [StepperSceneElements.Record](unsafeUninitializedCapacity: capacity) {
      buffer, count in
      let written = write(into: buffer)
      count = written.records.count
      runStarts = written.records.runStarts
      containsTappableStep = written.containsTappableStep
    }
    var context = StepperSceneElements.Context(
      layout: layout, status: configuration.status, theme: configuration.theme,
      strings: strings, markShape: StepperSceneElement.MarkShape(configuration.style),
      firstNumber: configuration.firstNumber,
      currentOrdinal: layout.row.sequence.ordinal(of: configuration.currentStep))
    context.icons = configuration.icons
    context.mirrorsIcons = configuration.direction == .rightToLeft
    context.activity = configuration.shownActivity
    return StepperSceneElements(
      records: records, runStarts: runStarts, containsTappableStep: containsTappableStep,
      headerTexts: [layout.title, layout.allSteps].compactMap { $0 }, context: context)
  }

  /// Writes the records into `buffer`, which has room for every element; returns them, with
  /// where their runs start, and whether any step can be tapped.
  private func write(
    into buffer: UnsafeMutableBufferPointer<StepperSceneElements.Record>
  ) -> (records: RecordWriter, containsTappableStep: Bool) {
    // Kept here rather than handed in, so that the loops below keep it in registers.
    var records = RecordWriter(buffer)
    let visible = layout.visibleOrdinals
    let states = StepStates(configuration)
    let hasConnectors = layout.connectorLength != nil
    // The current step's activity: its ordinal, or -1 where it shows none.
    let activity = configuration.shownActivity
    let activityOrdinal = activity.isEmpty ? -1 : currentOrdinal
    appendHeader(states, to: &records)
    guard let first = visible.first, let last = visible.last else { return (records, false) }
    appendConnector(into: first, states, to: &records)
    // Between the ends every connector shows; the names on screen are met in order.
    var labels = LabelCursor(layout, from: first)
    // Steps that share their states are written in runs: a row drawn whole is three. A
    // collapsed row is written a stretch of shown steps at a time, each overflow marker
    // between two stretches a run of its own with the connector leaving it.
    let overflows = layout.row.collapse?.overflows ?? []
    var nextOverflow = 0
    var stretchEnd = overflows.first.map { $0.ordinals.lowerBound - 1 } ?? last
    var start = first
    var containsTappableStep = false
    // The run before, which a run drawn the same way continues.
    var previous: StepStates.Run?
    while start <= last {
      if start > stretchEnd {
        let overflow = overflows[nextOverflow]
        appendOverflow(overflow, states, hasConnectors: hasConnectors, to: &records)
        containsTappableStep = containsTappableStep || states.isTappableOverflow
        previous = nil
        nextOverflow += 1
        start = overflow.ordinals.upperBound + 1
        stretchEnd =
          nextOverflow < overflows.count ? overflows[nextOverflow].ordinals.lowerBound - 1 : last
        continue
      }
      let run = states.run(from: start, through: stretchEnd)
      containsTappableStep = containsTappableStep || run.isTappable
      // The step showing activity is drawn unlike any other: a run of its own.
      if !run.isDrawnAlike(previous) || run.ordinals.lowerBound == activityOrdinal
        || run.ordinals.lowerBound == activityOrdinal + 1
      {
        records.startRun()
      }
      previous = run
      for ordinal in run.ordinals {
        records.append(ordinal, .mark, run.state, isTappable: run.isTappable)
        if ordinal == activityOrdinal { appendActivity(activity, ordinal, run.state, &records) }
        labels.append(ordinal, run.state, to: &records)
        if hasConnectors, ordinal < last || showsConnector(after: ordinal) {
          records.append(ordinal, .connector, run.connectorState)
        }
      }
      start = run.ordinals.upperBound
    }
    return (records, containsTappableStep)
  }

  /// Writes the connector into `first`, the first step on screen, as a run of its own, when
  /// it shows.
  private func appendConnector(
    into first: Int, _ states: StepStates, to records: inout RecordWriter
  ) {
    guard first > 0, showsConnector(after: first - 1) else { return }
    records.startRun()
    records.append(first - 1, .connector, states.connectorState(afterOrdinal: first - 1))
  }

  /// Writes an overflow marker of a collapsed row as a run of its own, with the connector
  /// leaving it.
  private func appendOverflow(
    _ overflow: (ordinals: ClosedRange<Int>, state: StepperStepState), _ states: StepStates,
    hasConnectors: Bool, to records: inout RecordWriter
  ) {
    records.startRun()
    records.append(
      overflow.ordinals.lowerBound, .overflow, overflow.state,
      isTappable: states.isTappableOverflow)
    let leaving = overflow.ordinals.upperBound
    if hasConnectors {
      records.append(leaving, .connector, states.connectorState(afterOrdinal: leaving))
    }
  }

  /// The current step's ordinal in the row.
  private var currentOrdinal: Int { configuration.steps.ordinal(of: configuration.currentStep) }

  /// The header's records, each a run of its own where it shows: the title, in the current
  /// step's state, then "All steps".
  private func appendHeader(_ states: StepStates, to records: inout RecordWriter) {
    if layout.title != nil {
      records.startRun()
      records.append(currentOrdinal, .title, states.state(ofOrdinal: currentOrdinal))
    }
    if layout.allSteps != nil {
      records.startRun()
      records.append(-1, .allSteps, .default)
    }
  }

  /// The step-progress and loading elements over the current step's mark, at `ordinal`, each
  /// where it shows: a step progress above 0, and a loading mark where a dash or bullet is not
  /// filled whole (on a circular marker, always).
  private func appendActivity(
    _ activity: StepperActivity, _ ordinal: Int, _ state: StepperStepState,
    _ records: inout RecordWriter
  ) {
    let progress = activity.stepProgress ?? 0
    if progress > 0 { records.append(ordinal, .stepProgress, state) }
    if activity.isLoading, configuration.style == .circular || progress < 1 {
      records.append(ordinal, .loading, state)
    }
  }

  /// Whether the connector after `ordinal` is drawn: not after the last step, and in a
  /// viewport only where it shows, in the part the steps are drawn in (not wholly under the
  /// header of a vertical column).
  private func showsConnector(after ordinal: Int) -> Bool {
    guard layout.connectorLength != nil, ordinal < configuration.steps.count - 1 else {
      return false
    }
    guard layout.viewport != nil else { return true }
    return layout.connectorSpan(afterOrdinal: ordinal).intersection(layout.stepsRect) != nil
  }
}

/// Appends records to a buffer allocated for all of them, and notes where runs start.
/// The step names and descriptions on screen, met in ascending order as a row is written.
private struct LabelCursor {
  /// The ordinals of the named steps.
  private let names: [Int]
  /// The index in ``names`` of the next named step.
  private var nameIndex: Int
  /// The next named step's ordinal, or `Int.max` past the last.
  private var nextNamed: Int
  /// The described steps' ordinals still to meet.
  private var described: ArraySlice<Int>.Iterator
  /// The next described step's ordinal, or `Int.max` past the last.
  private var nextDescribed: Int

  /// A cursor at the first name and description at or after ordinal `first` of `layout`.
  init(_ layout: StepperLayout, from first: Int) {
    names = layout.nameOrdinals
    nameIndex = layout.nameIndex(atOrAfter: first)
    nextNamed = nameIndex < names.count ? names[nameIndex] : Int.max
    described = layout.descriptionOrdinals[layout.descriptionIndex(atOrAfter: first)...]
      .makeIterator()
    nextDescribed = described.next() ?? .max
  }

  /// Writes the name and the description of the step at `ordinal`, in `state`, where it has
  /// them; `ordinal`s come in ascending order.
  mutating func append(
    _ ordinal: Int, _ state: StepperStepState, to records: inout RecordWriter
  ) {
    if ordinal == nextNamed {
      records.append(ordinal, .label, state)
      nameIndex += 1
      nextNamed = nameIndex < names.count ? names[nameIndex] : Int.max
    }
    if ordinal == nextDescribed {
      records.append(ordinal, .description, state)
      nextDescribed = described.next() ?? .max
    }
  }
}

private struct RecordWriter {
  private let buffer: UnsafeMutableBufferPointer<StepperSceneElements.Record>
  /// The number written.
  private(set) var count = 0
  /// Where each run starts.
  private(set) var runStarts: [Int32] = []

  init(_ buffer: UnsafeMutableBufferPointer<StepperSceneElements.Record>) {
    self.buffer = buffer
  }

  mutating func append(
    _ ordinal: Int, _ role: StepperSceneElement.Role, _ state: StepperStepState,
    isTappable: Bool = false
  ) {
    // The buffer's size is a bound on what is written; a record past it would be a bug here.
    precondition(count < buffer.count, "a scene wrote more elements than it counted")
    buffer[count] = .init(
      ordinal: Int32(truncatingIfNeeded: ordinal), role: role, state: state,
      isTappable: isTappable)
    count += 1
  }

  /// Starts a run at the next record.
  mutating func startRun() {
    runStarts.append(Int32(truncatingIfNeeded: count))
  }
}
