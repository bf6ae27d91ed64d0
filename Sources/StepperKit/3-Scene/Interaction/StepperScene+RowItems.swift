extension StepperScene {
  /// A place of the row as assistive technology and the keyboard meet it: a step on screen, or
  /// an overflow marker of a collapsed row (``StepperConfiguration/Options/maxVisible``), named by
  /// the steps it hides.
  ///
  /// The Apple views key their elements and focusable targets by it, so an overflow marker
  /// keeps its element while it hides the same steps.
  package enum RowItem: Sendable, Hashable {
    /// A step.
    case step(StepperStepID)
    /// An overflow marker, with the first and last steps it hides.
    case overflow(ClosedRange<StepperStepID>)

    /// What pressing the item selects: its step, or "All steps" for an overflow marker.
    package var selection: Selection {
      switch self {
      case .step(let step): .step(step)
      case .overflow: .allSteps
      }
    }

    /// Whether the item is an overflow marker.
    package var isOverflow: Bool {
      if case .overflow = self { return true }
      return false
    }

    /// The first step the item stands for, which orders the row.
    fileprivate var firstStep: StepperStepID {
      switch self {
      case .step(let step): step
      case .overflow(let steps): steps.lowerBound
      }
    }
  }

  /// An element of the row for assistive technology: a step's or an overflow marker's.
  package enum AccessibleItem: Sendable, Hashable {
    /// A step on screen (``StepperScene/accessibleSteps(strings:)``).
    case step(AccessibleStep)
    /// An overflow marker (``StepperScene/overflowTargets(strings:)``).
    case overflow(OverflowTarget)

    /// The place of the row it stands for.
    package var item: RowItem {
      switch self {
      case .step(let step): .step(step.step)
      case .overflow(let target): .overflow(target.steps)
      }
    }
  }

  /// The steps on screen and the overflow markers of a collapsed row, in reading order (step 1
  /// first, whatever the direction; an overflow marker where the steps it hides would be): the
  /// elements the Apple views make after the progress element and "All steps". A row that
  /// does not collapse gives its ``accessibleSteps(strings:)``, in their order.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(style: .dash, total: 12, current: 6, maxVisible: 7))
  /// print(scene.accessibleItems().map { $0.item.isOverflow ? "…" : "s" }.joined())
  /// // Prints "s…sss…s"
  /// ```
  package func accessibleItems(strings: StepperStrings? = nil) -> [AccessibleItem] {
    Self.merge(
      accessibleSteps(strings: strings).map(AccessibleItem.step),
      overflowTargets(strings: strings).map(AccessibleItem.overflow), by: \.item.firstStep)
  }

  /// The buttons of the row in reading order, as the keyboard meets them: each step button
  /// with whether it can take focus (``keyboardSteps``) and, when `includesOverflow`, each
  /// overflow marker that is a button (always able to take focus; pressing it asks for "All
  /// steps", so a view leaves them out when it has no "All steps" handler). The same as
  /// ``keyboardSteps`` for a row that does not collapse.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     style: .dash, total: 12, current: 6, maxVisible: 7, interaction: .reachedSteps))
  /// print(scene.keyboardItems().map { $0.item.isOverflow ? "…" : "s" }.joined())
  /// // Prints "s…ss…"
  /// ```
  package func keyboardItems(
    includesOverflow: Bool = true
  ) -> [(item: RowItem, isSelectable: Bool)] {
    let steps = keyboardSteps.map { (item: RowItem.step($0.step), isSelectable: $0.isSelectable) }
    guard includesOverflow else { return steps }
    let overflows = overflowTargets().filter(\.isButton).map {
      (item: RowItem.overflow($0.steps), isSelectable: true)
    }
    return Self.merge(steps, overflows, by: \.item.firstStep)
  }

  /// The item whose button `key` moves keyboard focus to from `item`'s, among
  /// ``keyboardItems(includesOverflow:)``
  /// (``StepperKeyboardNavigation/destination(from:key:isSelectable:direction:)``, in the scene's
  /// direction): `item` itself at the end of the row, and `nil` when `item` has no button on
  /// screen or no button can take focus.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.keyboardDestination(from: .step(3), key: .home) == .step(1))
  /// // Prints "true"
  /// ```
  package func keyboardDestination(
    from item: RowItem, key: StepperKeyboardNavigation.Key, includesOverflow: Bool = true
  ) -> RowItem? {
    let items = keyboardItems(includesOverflow: includesOverflow)
    guard let index = items.firstIndex(where: { $0.item == item }) else { return nil }
    return StepperKeyboardNavigation.destination(
      from: index, key: key, isSelectable: items.map(\.isSelectable), direction: direction
    ).map { items[$0].item }
  }

  /// The look of `item`'s button while it is in `state`, in the drawing's coordinates: a
  /// step's as ``interactionLook(of:state:)`` gives it, an overflow marker's over its tap
  /// target; `nil` when the item has no button on screen.
  package func interactionLook(
    ofItem item: RowItem, state: StepperInteractionLook.State
  ) -> StepperInteractionLook? {
    switch item {
    case .step(let step):
      return interactionLook(of: .step(step), state: state)
    case .overflow(let steps):
      guard let target = overflowTargets().first(where: { $0.steps == steps && $0.isButton })
      else { return nil }
      return StepperInteractionLook(
        frame: target.frame, isSelectable: true, state: state, theme: theme)
    }
  }

  /// A button of the scene as a platform view tracks it: the header's "All steps" control, or
  /// a place of the row (a step, or an overflow marker, which also asks for "All steps").
  package enum Target: Sendable, Hashable {
    /// The header's "All steps" control.
    case allStepsControl
    /// A step's button or an overflow marker's.
    case item(RowItem)

    /// What pressing the target selects.
    package var selection: Selection {
      switch self {
      case .allStepsControl: .allSteps
      case .item(let item): item.selection
      }
    }
  }

  /// The button a press at `point` (in the drawing's coordinates) lands on: what
  /// ``selection(atDrawingPoint:)`` selects, told apart where it is "All steps" (the header's
  /// control, or the overflow marker whose area holds `point`); `nil` where it selects nothing.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     style: .dash, total: 12, current: 6, maxVisible: 7, interaction: .reachedSteps))
  /// let marker = scene.overflowTargets()[0]
  /// print(scene.target(atDrawingPoint: marker.frame.center) == .item(.overflow(marker.steps)))
  /// // Prints "true"
  /// ```
  package func target(atDrawingPoint point: StepperPoint) -> Target? {
    switch selection(atDrawingPoint: point) {
    case nil: return nil
    case .step(let step): return .item(.step(step))
    case .allSteps:
      if let control = allStepsTarget(), control.frame.contains(point) { return .allStepsControl }
      return overflowHit(atDrawingPoint: point).map { .item(.overflow($0.steps)) }
        ?? .allStepsControl
    }
  }

  /// The look of `target`'s button while it is in `state`, in the drawing's coordinates
  /// (``interactionLook(of:state:)`` for the header's control, ``interactionLook(ofItem:state:)``
  /// for a place of the row); `nil` when it has no button on screen.
  package func interactionLook(
    ofTarget target: Target, state: StepperInteractionLook.State
  ) -> StepperInteractionLook? {
    switch target {
    case .allStepsControl: interactionLook(of: .allSteps, state: state)
    case .item(let item): interactionLook(ofItem: item, state: state)
    }
  }

  /// `first` and `second`, each in order, merged in the order of `key` (stable: `first`'s
  /// element comes before `second`'s of the same key).
  private static func merge<Element>(
    _ first: [Element], _ second: [Element], by key: (Element) -> StepperStepID
  ) -> [Element] {
    guard !second.isEmpty else { return first }
    var merged: [Element] = []
    merged.reserveCapacity(first.count + second.count)
    var index = second.startIndex
    for element in first {
      while index < second.endIndex, key(second[index]) < key(element) {
        merged.append(second[index])
        index += 1
      }
      merged.append(element)
    }
    merged.append(contentsOf: second[index...])
    return merged
  }
}
