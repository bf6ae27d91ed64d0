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
    let states = StepStates(configuration)
    let shapeRole: SceneElement.Role =
      switch configuration.style {
      case .dash: .dash
      case .bullet: .bullet
      case .circular: .marker
      }
    let hasConnectors = layout.connectorLength != nil
    let lastOrdinal = configuration.steps.count - 1

    var texts: [PlacedText] = []
    var records: [SceneElements.Record] = []
    records.reserveCapacity(
      2 + visible.count * (hasConnectors ? 2 : 1) + 1 + layout.nameOrdinals.count)

    func appendText(_ placed: PlacedText, role: SceneElement.Role, ordinal: Int, state: StepState) {
      records.append(
        .init(
          ordinal: Int32(ordinal), text: Int32(texts.count), role: role, state: state,
          isTappable: false))
      texts.append(placed)
    }
    func appendConnector(after ordinal: Int) {
      records.append(
        .init(
          ordinal: Int32(truncatingIfNeeded: ordinal), text: -1, role: .connector,
          state: states.connectorState(afterOrdinal: ordinal), isTappable: false))
    }
    /// Whether the connector after `ordinal` is drawn: in a viewport, only where it shows.
    func showsConnector(after ordinal: Int) -> Bool {
      guard hasConnectors, ordinal < lastOrdinal else { return false }
      guard layout.viewport != nil else { return true }
      return Self.intersects(layout.connectorSpan(afterOrdinal: ordinal), layout.visibleRect)
    }

    if let title = layout.title {
      let ordinal = configuration.steps.ordinal(of: configuration.currentStep)
      appendText(title, role: .title, ordinal: ordinal, state: states.state(ofOrdinal: ordinal))
    }
    if let allSteps = layout.allSteps {
      appendText(allSteps, role: .allSteps, ordinal: -1, state: .default)
    }
    guard let first = visible.first, let last = visible.last else {
      return make(records, texts)
    }
    // The connector into the first step on screen, when it shows.
    if first > 0, showsConnector(after: first - 1) { appendConnector(after: first - 1) }
    // Between the ends, every connector shows; the names on screen are met in order.
    let names = layout.nameOrdinals
    var nextName = names.partitioningIndex { $0 >= first }
    for ordinal in visible {
      let state = states.state(ofOrdinal: ordinal)
      records.append(
        .init(
          ordinal: Int32(truncatingIfNeeded: ordinal), text: -1, role: shapeRole, state: state,
          isTappable: states.isTappable(ordinal: ordinal, state: state)))
      if nextName < names.count, names[nextName] == ordinal {
        appendText(layout.nameTexts[nextName], role: .label, ordinal: ordinal, state: state)
        nextName += 1
      }
      if ordinal < last ? hasConnectors : showsConnector(after: ordinal) {
        appendConnector(after: ordinal)
      }
    }
    return make(records, texts)
  }

  private func make(_ records: [SceneElements.Record], _ texts: [PlacedText]) -> SceneElements {
    SceneElements(
      records: records, texts: texts,
      context: .init(
        layout: layout, status: configuration.status, theme: configuration.theme,
        strings: strings))
  }

  private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}

extension Array where Element == Int {
  /// The index of the first element for which `isPast` holds, in an array where it holds for
  /// every later one too.
  fileprivate func partitioningIndex(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isPast(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
