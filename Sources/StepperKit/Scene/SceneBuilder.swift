/// Turns a configuration and its layout into a scene's elements: the header first, then each
/// step on screen, its name, and the connector that leaves it.
///
/// Only geometry, roles and states are worked out here, one compact record per element;
/// ``SceneElements`` derives colors, text and ids from them when an element is read.
struct SceneBuilder {
  let configuration: StepperConfiguration
  let layout: StepperLayout
  let strings: StepperStrings

  func elements() -> SceneElements {
    let visible = layout.visibleOrdinals
    let hasConnectors = layout.connectorLength != nil
    // Every element on screen, at most: the header's two, each step, its name and the
    // connector leaving it, and the connector into the first step.
    let capacity = 3 + visible.count * (hasConnectors ? 2 : 1) + layout.nameOrdinals.count
    let records = [SceneElements.Record](unsafeUninitializedCapacity: capacity) {
      buffer, count in
      count = write(into: buffer)
    }
    return SceneElements(
      records: records, headerTexts: [layout.title, layout.allSteps].compactMap { $0 },
      context: .init(
        layout: layout, status: configuration.status, theme: configuration.theme,
        strings: strings))
  }

  /// Writes the records into `buffer`, which has room for every element; returns the number
  /// written.
  private func write(into buffer: UnsafeMutableBufferPointer<SceneElements.Record>) -> Int {
    let visible = layout.visibleOrdinals
    let states = StepStates(configuration)
    let shapeRole: SceneElement.Role =
      switch configuration.style {
      case .dash: .dash
      case .bullet: .bullet
      case .circular: .marker
      }
    let hasConnectors = layout.connectorLength != nil
    let lastOrdinal = configuration.steps.count - 1
    var count = 0

    func append(_ record: SceneElements.Record) {
      // The capacity is a bound on what is written; a record past it would be a bug here.
      precondition(count < buffer.count, "a scene wrote more elements than it counted")
      buffer[count] = record
      count += 1
    }
    func appendText(role: SceneElement.Role, ordinal: Int, state: StepState) {
      append(.init(ordinal: Int32(ordinal), role: role, state: state, isTappable: false))
    }
    func appendConnector(after ordinal: Int) {
      append(
        .init(
          ordinal: Int32(truncatingIfNeeded: ordinal), role: .connector,
          state: states.connectorState(afterOrdinal: ordinal), isTappable: false))
    }
    /// Whether the connector after `ordinal` is drawn: in a viewport, only where it shows.
    func showsConnector(after ordinal: Int) -> Bool {
      guard hasConnectors, ordinal < lastOrdinal else { return false }
      guard layout.viewport != nil else { return true }
      return Self.intersects(layout.connectorSpan(afterOrdinal: ordinal), layout.visibleRect)
    }

    if layout.title != nil {
      let ordinal = configuration.steps.ordinal(of: configuration.currentStep)
      appendText(role: .title, ordinal: ordinal, state: states.state(ofOrdinal: ordinal))
    }
    if layout.allSteps != nil { appendText(role: .allSteps, ordinal: -1, state: .default) }
    guard let first = visible.first, let last = visible.last else { return count }
    // The connector into the first step on screen, when it shows.
    if first > 0, showsConnector(after: first - 1) { appendConnector(after: first - 1) }
    // Between the ends, every connector shows; the names on screen are met in order.
    let names = layout.nameOrdinals
    var nextName = layout.nameIndex(atOrAfter: first)
    for ordinal in visible {
      let state = states.state(ofOrdinal: ordinal)
      append(
        .init(
          ordinal: Int32(truncatingIfNeeded: ordinal), role: shapeRole, state: state,
          isTappable: states.isTappable(ordinal: ordinal, state: state)))
      if nextName < names.count, names[nextName] == ordinal {
        appendText(role: .label, ordinal: ordinal, state: state)
        nextName += 1
      }
      if ordinal < last ? hasConnectors : showsConnector(after: ordinal) {
        appendConnector(after: ordinal)
      }
    }
    return count
  }

  private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}
