/// A scene's elements, in drawing order, each read as a ``StepperSceneElement`` value.
///
/// The header comes first, then the steps in order: each step's shape, its name, and the
/// connector that leaves it. Reading element `i` costs the same for any `i`, so a long row can
/// be read a part at a time.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 2))
/// print(scene.elements.map(\.state.rawValue))
/// // Prints "["complete", "active", "default"]"
/// ```
///
/// How the elements are stored, and read a part at a time, is in <doc:Performance>.
package struct StepperSceneElements: RandomAccessCollection, Sendable, Hashable {
  /// One element as stored.
  struct Record: Sendable, Hashable {
    /// The ordinal of the step it stands for (for a connector, the step it leaves); -1 for
    /// none.
    var ordinal: Int32
    /// Its part of the stepper.
    var role: StepperSceneElement.Role
    /// The state it is drawn in.
    var state: StepperStepState
    /// Whether a tap on it selects its step.
    var isSelectable: Bool
  }

  /// What reading an element needs besides its record: the same for every element.
  struct Context: Sendable, Hashable {
    var layout: StepperLayout
    var status: StepperStatus
    var theme: StepperTheme
    var strings: StepperStrings
    /// How the style draws a step's mark.
    var markShape: StepperSceneElement.MarkShape
    /// The number the first step shows (``StepperConfiguration/Options/firstNumber``).
    var firstNumber: Int
    /// The ordinal of the current step, whose bullet is the wider pill.
    var currentOrdinal: Int
    /// The icons markers show in place of numbers, by main step.
    var icons: [StepperStepID: StepperIcon] = [:]
    /// Whether directional icons mirror: the layout runs right to left.
    var mirrorsIcons = false
    /// What the current step shows it is doing (``StepperConfiguration/shownActivity``).
    var activity: StepperActivity = .none
    /// Whether marker numbers are a weight heavier (Bold Text).
    var boldsNumbers = false
  }

  /// What the elements are read from, shared by every copy: copying a scene's elements copies
  /// one reference.
  final class Storage: Sendable, Hashable {
    let records: [Record]
    /// Where each run of elements drawn alike starts (``stateRun(containing:)``), in order;
    /// the first is 0 when there are elements.
    let runStarts: [Int32]
    let containsSelectableStep: Bool
    /// The header's text: the title, then "All steps", each if shown.
    let headerTexts: [StepperPlacedText]
    /// Read a field at a time in place (`storage.context.layout`): the accessors run once per
    /// element, and a copy of the whole context would copy every field on each call.
    let context: Context
    /// The theme's `platform/min-touch-target` on iOS, which every hit area is grown to: read
    /// once, as the theme keeps it by platform.
    let minimumHitArea: Double

    init(
      records: [Record], runStarts: [Int32], containsSelectableStep: Bool,
      headerTexts: [StepperPlacedText], context: Context
    ) {
      self.records = records
      self.runStarts = runStarts
      self.containsSelectableStep = containsSelectableStep
      self.headerTexts = headerTexts
      self.context = context
      minimumHitArea = context.theme.dimensions.minimumTouchTarget(on: .ios)
    }

    /// The frame of the step at `ordinal`, and the connector after it, asked of the storage:
    /// a call on `storage.context.layout` from outside copies the whole layout first.
    @inline(never)
    func frame(ofOrdinal ordinal: Int) -> StepperRect { context.layout.frame(ofOrdinal: ordinal) }
    @inline(never)
    func connectorSpan(afterOrdinal ordinal: Int) -> StepperRect {
      context.layout.connectorSpan(afterOrdinal: ordinal)
    }

    static func == (a: Storage, b: Storage) -> Bool {
      a === b
        || (a.records == b.records && a.runStarts == b.runStarts
          && a.containsSelectableStep == b.containsSelectableStep && a.headerTexts == b.headerTexts
          && a.context == b.context)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(records)
      hasher.combine(runStarts)
      hasher.combine(containsSelectableStep)
      hasher.combine(headerTexts)
      hasher.combine(context)
    }
  }

  let storage: Storage

  init(
    records: [Record], runStarts: [Int32], containsSelectableStep: Bool,
    headerTexts: [StepperPlacedText], context: Context
  ) {
    storage = Storage(
      records: records, runStarts: runStarts, containsSelectableStep: containsSelectableStep,
      headerTexts: headerTexts, context: context)
  }

  var records: [Record] { storage.records }
  private var runStarts: [Int32] { storage.runStarts }
  private var headerTexts: [StepperPlacedText] { storage.headerTexts }
  /// A copy of the context, for the few readers outside this file; the accessors here read
  /// `storage.context` a field at a time instead.
  var context: Context { storage.context }

  /// The number a marker of `id` shows: its step's counted from the first number, and its
  /// sub-step's after it ("2.1"). Read straight from the storage, so that no copy of the
  /// context is made.
  @inline(__always)
  private func shownNumber(of id: StepperStepID) -> StepperStepID {
    id.shown(from: storage.context.firstNumber)
  }
  /// Whether any step can be tapped: read without visiting the records.
  var containsSelectableStep: Bool { storage.containsSelectableStep }

  /// The position of the first element.
  package var startIndex: Int { 0 }
  /// The position past the last element.
  package var endIndex: Int { records.count }

  /// The element at `position`, which must be in `startIndex..<endIndex`.
  package subscript(position: Int) -> StepperSceneElement {
    element(records[position], at: position)
  }

  /// The frame of the element at `position`, without resolving its colors or text.
  package func frame(at position: Int) -> StepperRect {
    frame(of: records[position])
  }

  /// The part of the stepper the element at `position` draws, read without resolving the rest
  /// of it.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// print(elements.indices.map { elements.role(at: $0).rawValue })
  /// // Prints "["mark", "connector", "mark", "connector", "mark"]"
  /// ```
  package func role(at position: Int) -> StepperSceneElement.Role {
    records[position].role
  }

  /// How the scene draws a step's mark: the same for every element.
  package var markShape: StepperSceneElement.MarkShape { storage.context.markShape }

  /// The state the element at `position` is drawn in, read without resolving the rest of it.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(style: .bullet, total: 3, current: 2)).elements
  /// print(elements.state(at: 1))
  /// // Prints "active"
  /// ```
  package func state(at position: Int) -> StepperStepState {
    records[position].state
  }

  /// The step of the element at `position` (for a connector, the step it leaves; `nil` for the
  /// "All steps" control), read without resolving the rest of it.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// print(elements.step(at: 3).map(String.init(describing:)) ?? "none")
  /// // Prints "2"
  /// ```
  package func step(at position: Int) -> StepperStepID? {
    let ordinal = Int(records[position].ordinal)
    return ordinal >= 0 ? storage.context.layout.row.sequence.id(at: ordinal) : nil
  }

  /// What the element at `position` shows inside its shape (a marker's check, exclamation
  /// mark or number; `nil` for every other element), read without resolving the rest of it:
  /// the element's ``StepperSceneElement/content``.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// if case .number(let text, _, _) = elements.content(at: 4) { print(text) }
  /// // Prints "3"
  /// ```
  package func content(at position: Int) -> StepperSceneElement.Content? {
    let record = records[position]
    if record.role == .overflow { return overflowPaint(record).content }
    guard record.role == .mark, storage.context.markShape.isMarker, !hidesContent(record) else {
      return nil
    }
    let token = StepPaint.markerTokens(record.state, status: storage.context.status).content
    guard StepPaint.showsNumber(record.state) else {  // A check, skip or exclamation mark.
      let color = storage.context.theme[token]
      return StepPaint.markerContent(
        record.state, number: "", numberStyle: .markerNumber, color: color)
    }
    let id = storage.context.layout.row.sequence.id(at: Int(record.ordinal))
    let number = SubstepMarker.text(of: shownNumber(of: id), strings: storage.context.strings)
    return StepPaint.markerContent(
      record.state, number: number,
      numberStyle: numberStyle(of: id, showing: number),
      icon: icon(of: id), color: storage.context.theme[token])
  }

  /// The number the marker at `position` shows ("2", or "2.1" for a sub-step), its step
  /// counted from the configuration's ``StepperConfiguration/Options/firstNumber``, before it is
  /// written in the scene's digits; `nil` for a marker that shows a check or an exclamation
  /// mark, and for every other element. Read without resolving the rest of the element, or
  /// writing the number.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// print(elements.number(at: 0)?.description ?? "-", elements.number(at: 2) ?? 0)
  /// // Prints "- 2"
  /// ```
  package func number(at position: Int) -> StepperStepID? {
    let record = records[position]
    guard record.role == .mark, storage.context.markShape.isMarker,
      StepPaint.showsNumber(record.state), !hidesContent(record)
    else { return nil }
    let id = storage.context.layout.row.sequence.id(at: Int(record.ordinal))
    return shownNumber(of: id)
  }

  /// The color of what the marker at `position` shows (its check, exclamation mark or number;
  /// `nil` for every other element), read without writing its number: the color of the
  /// element's ``StepperSceneElement/content``.
  package func contentColor(at position: Int) -> StepperColor? {
    let record = records[position]
    if record.role == .overflow { return overflowPaint(record).content?.color }
    guard record.role == .mark, storage.context.markShape.isMarker, !hidesContent(record) else {
      return nil
    }
    let token = StepPaint.markerTokens(record.state, status: storage.context.status).content
    return storage.context.theme[token]
  }

  /// Whether the markers' numbers are written in Western digits, 0 to 9 (as
  /// ``StepperStrings/writesWesternDigits``).
  package var writesWesternDigits: Bool { storage.context.strings.writesWesternDigits }

  /// The number of steps the elements show: one mark each.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(
  ///   total: 20, current: 11, scrolling: StepperScrolling(viewport: 375)))
  /// print(scene.elements.stepCount)
  /// // Prints "6"
  /// ```
  package var stepCount: Int {
    storage.context.layout.row.collapse?.places.count
      ?? storage.context.layout.visibleOrdinals.count
  }

  /// The positions of the run of elements drawn alike that holds `position`, which must be in
  /// `startIndex..<endIndex`.
  ///
  /// A run is the elements of consecutive steps (each step's shape, its name, the connector
  /// leaving it) that share their state, whether they can be tapped, and the state of the
  /// connector leaving them, and is as long as they do: every shape in a run is drawn in the
  /// same colors, as is every name and every connector. Each element of the header, and the
  /// connector into the first step of a scrolling row, is a run of its own. Runs follow from
  /// how states are derived, so a row drawn whole is at most three (the steps before the
  /// current one, it, the steps after it), however long; five when the current step is a
  /// sub-step, whose main step is a run of its own.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(style: .bullet, total: 10_000, current: 5))
  /// print(scene.elements.stateRun(containing: 0), scene.elements.stateRun(containing: 5))
  /// // Prints "0..<4 5..<10000"
  /// ```
  package func stateRun(containing position: Int) -> Range<Int> {
    precondition(indices.contains(position), "position \(position) is not in 0..<\(count)")
    // The first start after `position`; the run starts at the one before it (the first start
    // is 0, so there is one).
    let next = runStarts.partitioningIndex { Int($0) > position }
    let end = next < runStarts.count ? Int(runStarts[next]) : records.count
    return Int(runStarts[next - 1])..<end
  }

  func frame(of record: Record) -> StepperRect {
    let ordinal = Int(record.ordinal)
    switch record.role {
    case .mark: return markFrame(ofOrdinal: ordinal, state: record.state)
    case .connector: return storage.connectorSpan(afterOrdinal: ordinal)
    case .stepProgress, .loading:
      return activityFrame(
        of: record, markFrame: markFrame(ofOrdinal: ordinal, state: record.state))
    case .overflow: return overflowFrame(ofOrdinal: ordinal)
    case .label, .description, .title, .allSteps: return text(of: record).frame
    }
  }

  /// The frame of the mark of the step at `ordinal`, drawn in `state`.
  func markFrame(ofOrdinal ordinal: Int, state: StepperStepState) -> StepperRect {
    switch storage.context.markShape {
    case .dash: return storage.frame(ofOrdinal: ordinal)
    case .bullet:
      let frame = storage.frame(ofOrdinal: ordinal)
      // Only the current step is a pill, whatever states the app sets on others: two pills
      // side by side would touch.
      return ordinal == storage.context.currentOrdinal
        ? storage.context.layout.currentBulletFrame(frame) : frame
    case .marker:
      let frame = storage.frame(ofOrdinal: ordinal)
      // Read in place: a copy of the sequence would copy its tables.
      guard storage.context.layout.row.sequence.substepCount > 0, StepPaint.showsNumber(state)
      else { return frame }
      let id = storage.context.layout.row.sequence.id(at: ordinal)
      guard id.isSubstep else { return frame }
      // A sub-step's two-part number widens its marker into a pill.
      return SubstepMarker.frame(
        frame,
        showing: SubstepMarker.text(of: shownNumber(of: id), strings: storage.context.strings))
    }
  }

  /// The text of a name, a description or the header.
  private func text(of record: Record) -> StepperPlacedText {
    switch record.role {
    case .title: headerTexts[0]
    case .allSteps: headerTexts[headerTexts.count - 1]
    case .description:
      storage.context.layout.descriptionText(ofDescribedOrdinal: Int(record.ordinal))
    default: storage.context.layout.nameText(ofNamedOrdinal: Int(record.ordinal))
    }
  }

  private func element(_ record: Record, at position: Int) -> StepperSceneElement {
    let theme = storage.context.theme
    let steps = storage.context.layout.row.sequence
    let ordinal = Int(record.ordinal)
    let step = ordinal >= 0 ? steps.id(at: ordinal) : nil
    let state = record.state
    let frame = frame(of: record)
    let markShape = storage.context.markShape
    switch record.role {
    case .mark:
      let id = step ?? StepperStepID(1)
      var paint: StepPaint
      if markShape.isMarker {
        let number = SubstepMarker.text(of: shownNumber(of: id), strings: storage.context.strings)
        paint = StepPaint.marker(
          state, number: number,
          numberStyle: numberStyle(of: id, showing: number),
          icon: icon(of: id), status: storage.context.status, theme: theme)
      } else {
        paint = StepPaint.bar(state, status: storage.context.status, theme: theme)
      }
      if showsActivity(record) { paint = activityPaint(of: paint) }
      return StepperSceneElement(
        .init(role: .mark, markShape: markShape, step: step, state: state), frame: frame,
        cornerRadius: Swift.min(theme.dimensions.radiusFull, frame.width / 2, frame.height / 2),
        paint: .init(
          fill: paint.fill, stroke: paint.stroke, content: paint.content, tokens: paint.tokens),
        hitArea: record.isSelectable ? partitionedHitArea(at: position) : nil)
    case .connector:
      let token = StepPaint.connectorToken(state, status: storage.context.status)
      return StepperSceneElement(
        .init(
          role: .connector, markShape: markShape, step: step,
          nextStep: steps.id(at: ordinal + 1), state: state),
        frame: frame, paint: .init(fill: theme[token], tokens: .init(fill: token)))
    case .stepProgress, .loading:
      return activityElement(record, step: step ?? StepperStepID(1), frame: frame)
    case .overflow: return overflowElement(record, at: position, step: step, frame: frame)
    case .label, .description, .title, .allSteps:
      let token: StepperToken =
        switch record.role {
        case .title: .textStrong950
        case .allSteps: .brandBase
        case .description: StepPaint.descriptionToken(state)
        default: StepPaint.nameToken(state)
        }
      return StepperSceneElement(
        .init(role: record.role, markShape: markShape, step: step, state: state), frame: frame,
        paint: .init(tokens: .init(content: token)),
        text: StepperSceneText(text(of: record), color: theme[token]))
    }
  }
}

extension StepperSceneElements {
  /// The style of the number in the marker of `id` showing `number`: the marker number's, or
  /// a sub-step's, a weight heavier under Bold Text.
  func numberStyle(of id: StepperStepID, showing number: String) -> StepperTextStyle {
    let style = id.isSubstep ? SubstepMarker.style(showing: number) : .markerNumber
    return storage.context.boldsNumbers ? style.bolder : style
  }
}
