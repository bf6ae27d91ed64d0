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
    var containsSelectableStep = false
    let records = [StepperSceneElements.Record](unsafeUninitializedCapacity: capacity) {
      buffer, count in
      let written = write(into: buffer)
      count = written.records.count
      runStarts = written.records.runStarts
      containsSelectableStep = written.containsSelectableStep
    }
    var context = StepperSceneElements.Context(
      layout: layout, status: configuration.options.status, theme: configuration.resolvedTheme,
      strings: strings, markShape: StepperSceneElement.MarkShape(configuration.options.style),
      firstNumber: configuration.options.firstNumber,
      currentOrdinal: layout.row.sequence.ordinal(of: configuration.options.current))
    context.icons = configuration.options.stepIcons
    context.mirrorsIcons = configuration.options.direction == .rightToLeft
    context.activity = configuration.shownActivity
    context.boldsNumbers = configuration.options.accessibilityOptions.contains(.boldText)
    return StepperSceneElements(
      records: records, runStarts: runStarts, containsSelectableStep: containsSelectableStep,
      headerTexts: [layout.title, layout.allSteps].compactMap { $0 }, context: context)
  }

  /// Writes the records into `buffer`, which has room for every element; returns them, with
  /// where their runs start, and whether any step can be tapped.
  private func write(
    into buffer: UnsafeMutableBufferPointer<StepperSceneElements.Record>
  ) -> (records: RecordWriter, containsSelectableStep: Bool) {
    var records = RecordWriter(buffer)
    let visible = layout.visibleOrdinals
    let states = StepStates(configuration)
    appendHeader(states, to: &records)
    guard let first = visible.first, let last = visible.last else { return (records, false) }
    // The connector into the first step on screen, when it shows.
    if first > 0, showsConnector(after: first - 1) {
      records.startRun()
      records.append(first - 1, .connector, states.connectorState(afterOrdinal: first - 1))
    }
    // Kept here rather than handed in, so that the loops below keep it in registers.
    var steps = stepWriter(records, ordinals: first...last)
    let activityOrdinal = steps.activityOrdinal
    // Steps that share their states are written in runs: a row drawn whole is three. A
    // collapsed row is written a stretch of shown steps at a time, each overflow marker
    // between two stretches a run of its own with the connector leaving it.
    let overflows = layout.row.collapse?.overflows ?? []
    var nextOverflow = 0
    var start = first
    var containsSelectableStep = false
    // The run before, which a run drawn the same way continues.
    var previous: StepStates.Run?
    while start <= last {
      let stretchEnd =
        nextOverflow < overflows.count ? overflows[nextOverflow].ordinals.lowerBound - 1 : last
      if start > stretchEnd {
        let overflow = overflows[nextOverflow]
        containsSelectableStep =
          appendOverflow(overflow, states, to: &steps.records) || containsSelectableStep
        previous = nil
        nextOverflow += 1
        start = overflow.ordinals.upperBound + 1
        continue
      }
      let run = states.run(from: start, through: stretchEnd)
      containsSelectableStep = containsSelectableStep || run.isSelectable
      // The step showing activity is drawn unlike any other: a run of its own.
      if !run.isDrawnAlike(previous) || run.ordinals.lowerBound == activityOrdinal
        || run.ordinals.lowerBound == activityOrdinal + 1
      {
        steps.records.startRun()
      }
      previous = run
      steps.write(run)
      start = run.ordinals.upperBound
    }
    return (steps.records, containsSelectableStep)
  }

  /// The writer of the steps at `ordinals`, on `records`.
  private func stepWriter(_ records: RecordWriter, ordinals: ClosedRange<Int>) -> StepWriter {
    // The current step's activity: its ordinal, or -1 where it shows none.
    let activity = configuration.shownActivity
    var steps = StepWriter(
      records: records, ordinals: ordinals,
      names: OrdinalCursor(
        layout.nameOrdinals, from: layout.nameIndex(atOrAfter: ordinals.lowerBound)),
      descriptions: OrdinalCursor(
        layout.descriptionOrdinals, from: layout.descriptionIndex(atOrAfter: ordinals.lowerBound)),
      activity: activity, activityOrdinal: activity.isEmpty ? -1 : currentOrdinal)
    steps.hasConnectors = layout.connectorLength != nil
    steps.connectsLast = showsConnector(after: ordinals.upperBound)
    steps.isCircular = configuration.options.style == .circular
    return steps
  }

  /// A collapsed row's overflow marker and the connector leaving it, a run of their own;
  /// returns whether the marker can be tapped.
  private func appendOverflow(
    _ overflow: (ordinals: ClosedRange<Int>, state: StepperStepState), _ states: StepStates,
    to records: inout RecordWriter
  ) -> Bool {
    records.startRun()
    let isSelectable = states.isOverflowSelectable
    records.append(
      overflow.ordinals.lowerBound, .overflow, overflow.state, isSelectable: isSelectable)
    let leaving = overflow.ordinals.upperBound
    if layout.connectorLength != nil {
      records.append(leaving, .connector, states.connectorState(afterOrdinal: leaving))
    }
    return isSelectable
  }

  /// The current step's ordinal in the row.
  private var currentOrdinal: Int { configuration.steps.ordinal(of: configuration.options.current) }

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

/// Writes the steps on screen into a ``RecordWriter``, a run at a time: each step's mark, the
/// activity over the current step's, its name, its description, and the connector that leaves
/// it.
///
/// Most steps are a mark and a connector alone; they are written in stretches, between the
/// steps that need more (a name, a description, the activity, the last step's connector), with
/// no per-step decisions.
private struct StepWriter {
  var records: RecordWriter
  /// The steps on screen.
  let ordinals: ClosedRange<Int>
  /// The named and described steps still ahead.
  var names: OrdinalCursor
  var descriptions: OrdinalCursor
  /// What the current step shows it is doing, and its ordinal (-1 where it shows none).
  let activity: StepperActivity
  let activityOrdinal: Int
  /// Whether the style joins steps with connectors.
  var hasConnectors = false
  /// Whether the connector leaving the last step on screen shows.
  var connectsLast = false
  /// Whether marks are circular markers, on which a loading ring always shows.
  var isCircular = false

  init(
    records: RecordWriter, ordinals: ClosedRange<Int>, names: OrdinalCursor,
    descriptions: OrdinalCursor, activity: StepperActivity, activityOrdinal: Int
  ) {
    self.records = records
    self.ordinals = ordinals
    self.names = names
    self.descriptions = descriptions
    self.activity = activity
    self.activityOrdinal = activityOrdinal
  }

  /// Writes the steps of `run`: stretches of plain steps, and the steps between them that need
  /// more one at a time.
  mutating func write(_ run: StepStates.Run) {
    let end = run.ordinals.upperBound
    var ordinal = run.ordinals.lowerBound
    while ordinal < end {
      let plainEnd = min(end, nextStepNeedingMore(from: ordinal))
      records.appendPlainSteps(ordinal..<plainEnd, run, connected: hasConnectors)
      guard plainEnd < end else { return }
      writeStep(plainEnd, run)
      ordinal = plainEnd + 1
    }
  }

  /// The first step at or after `ordinal` with more than a mark and a connector: the next named
  /// or described one, the one showing activity, or the last on screen.
  private func nextStepNeedingMore(from ordinal: Int) -> Int {
    let activity = activityOrdinal >= ordinal ? activityOrdinal : .max
    return min(names.next, descriptions.next, activity, ordinals.upperBound)
  }

  /// Writes the step at `ordinal`, in `run`, with everything it shows.
  private mutating func writeStep(_ ordinal: Int, _ run: StepStates.Run) {
    records.append(ordinal, .mark, run.state, isSelectable: run.isSelectable)
    if ordinal == activityOrdinal { appendActivity(ordinal, run.state) }
    if ordinal == names.next {
      records.append(ordinal, .label, run.state)
      names.advance()
    }
    if ordinal == descriptions.next {
      records.append(ordinal, .description, run.state)
      descriptions.advance()
    }
    if hasConnectors, ordinal < ordinals.upperBound || connectsLast {
      records.append(ordinal, .connector, run.connectorState)
    }
  }

  /// The step-progress and loading elements over the current step's mark, at `ordinal`, each
  /// where it shows: a step progress above 0, and a loading mark where a dash or bullet is not
  /// filled whole (on a circular marker, always).
  private mutating func appendActivity(_ ordinal: Int, _ state: StepperStepState) {
    let progress = activity.stepProgress ?? 0
    if progress > 0 { records.append(ordinal, .stepProgress, state) }
    if activity.isLoading, isCircular || progress < 1 {
      records.append(ordinal, .loading, state)
    }
  }
}

/// Ascending ordinals met in order (the named steps, the described ones): the next one ahead,
/// or `Int.max` past the last.
private struct OrdinalCursor {
  private let ordinals: [Int]
  private var index: Int
  /// The next ordinal ahead.
  private(set) var next: Int

  init(_ ordinals: [Int], from index: Int) {
    self.ordinals = ordinals
    self.index = index
    next = index < ordinals.count ? ordinals[index] : .max
  }

  /// Moves past ``next``.
  mutating func advance() {
    index += 1
    next = index < ordinals.count ? ordinals[index] : .max
  }
}

/// Appends records to a buffer allocated for all of them, and notes where runs start.
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
    isSelectable: Bool = false
  ) {
    // The buffer's size is a bound on what is written; a record past it would be a bug here.
    precondition(count < buffer.count, "a scene wrote more elements than it counted")
    buffer[count] = .init(
      ordinal: Int32(truncatingIfNeeded: ordinal), role: role, state: state,
      isSelectable: isSelectable)
    count += 1
  }

  /// Appends the steps `ordinals` of `run`, each a mark alone, or a mark and the connector
  /// leaving it when `connected`: one loop, with no per-step decisions.
  mutating func appendPlainSteps(
    _ ordinals: Range<Int>, _ run: StepStates.Run, connected: Bool
  ) {
    guard !ordinals.isEmpty else { return }
    let written = ordinals.count * (connected ? 2 : 1)
    // As in append(_:_:_:isSelectable:), once for the stretch.
    precondition(written <= buffer.count - count, "a scene wrote more elements than it counted")
    var mark = StepperSceneElements.Record(
      ordinal: 0, role: .mark, state: run.state, isSelectable: run.isSelectable)
    var connector = StepperSceneElements.Record(
      ordinal: 0, role: .connector, state: run.connectorState, isSelectable: false)
    var next = buffer.baseAddress.unsafelyUnwrapped + count
    if connected {
      for ordinal in ordinals {
        mark.ordinal = Int32(truncatingIfNeeded: ordinal)
        connector.ordinal = mark.ordinal
        next.initialize(to: mark)
        (next + 1).initialize(to: connector)
        next += 2
      }
    } else {
      for ordinal in ordinals {
        mark.ordinal = Int32(truncatingIfNeeded: ordinal)
        next.initialize(to: mark)
        next += 1
      }
    }
    count += written
  }

  /// Starts a run at the next record.
  mutating func startRun() {
    runStarts.append(Int32(truncatingIfNeeded: count))
  }
}
