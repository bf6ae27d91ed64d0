extension StepperScene {
  /// A step a person can tap, as a native button: where it sits on screen, what it is called,
  /// and whether it can be pressed.
  package struct TapTarget: Sendable, Hashable {
    /// The step the button selects.
    package let step: StepperStepID
    /// The button's frame, at least 44 × 44 points, in the drawing's coordinates (a scrolling
    /// row's offset already applied, unlike the scene's content coordinates); cut to where the
    /// steps are drawn (``StepperScene/stepsRect``) for a step partly scrolled under a column's
    /// header, so that it never covers the header or "All steps".
    package let frame: StepperRect
    /// What assistive technology calls the button: the step's name, place and state, "Cart,
    /// step 1 of 4, completed" ("Step 1 of 4, completed" without a name; see
    /// ``StepperAccessibility/description(ofStep:state:)``), in the numbers the markers show
    /// (``StepperConfiguration/Options/firstNumber``).
    package let label: String
    /// Whether the button can be pressed; a disabled step is exposed as a disabled button.
    package let isSelectable: Bool
    /// Whether the step is the current one, which a platform marks as selected.
    package let isSelected: Bool
  }

  /// The buttons of a row whose steps can be tapped: one for each tappable step on screen, and a
  /// disabled one for each disabled step; none when no step can be tapped.
  ///
  /// Labels are in the language the scene was built with, unless `strings` names another.
  /// A button is cut to where the steps show at the scene's offset (in a row that scrolls; below
  /// a column's header), and a step scrolled out of sight has none, unless `cutsToShownSteps`
  /// is false: for an output whose steps scroll in a container of their own (the HTML output of
  /// a scene that holds its whole row), which clips them itself and needs every step's button.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.tapTargets().map(\.label))
  /// // Prints "["Step 1 of 4, completed", "Step 2 of 4, completed", "Step 3 of 4, current"]"
  /// ```
  package func tapTargets(
    strings: StepperStrings? = nil, cutsToShownSteps: Bool = true
  ) -> [TapTarget] {
    guard hasTapTargets else { return [] }
    let strings = strings ?? accessibility.strings
    let totalText = accessibility.totalText(in: strings)
    // Only the steps' shapes are read, and only their step, frame and state.
    return elements.indices.compactMap { index in
      guard let shape = elements.stepShape(at: index) else { return nil }
      guard shape.isSelectable || shape.state == .disabled,
        let area = elements.partitionedHitArea(at: index, cutsToShownSteps: cutsToShownSteps),
        // Under a column's header, only where the steps are drawn.
        let area = !cutsToShownSteps || stepsRect == visibleRect
          ? area : area.intersection(stepsRect)
      else { return nil }
      return TapTarget(
        step: shape.step,
        frame: StepperRect(
          x: area.x - visibleRect.x, y: area.y - visibleRect.y, width: area.width,
          height: area.height),
        label: strings.description(
          ofStep: accessibility.shownNumber(of: shape.step), totalText: totalText,
          state: shape.state, name: accessibility.spokenName(of: shape.step)),
        isSelectable: shape.isSelectable, isSelected: accessibility.isSelected(shape.step))
    }
  }

  /// Whether any step on screen can be tapped, which is when ``tapTargets(strings:)`` has
  /// buttons; known without reading the elements.
  package var hasTapTargets: Bool { elements.containsSelectableStep }

  /// The step a tap at `point` selects, with `point` in the drawing's coordinates (as a view
  /// reports it); `nil` when it selects none.
  package func hitTest(drawingPoint point: StepperPoint) -> StepperStepID? {
    hitTest(StepperPoint(x: point.x + visibleRect.x, y: point.y + visibleRect.y))
  }

  /// The "All steps" control as a native button: where it sits on screen and what it is called.
  package struct AllStepsTarget: Sendable, Hashable {
    /// The button's frame in the drawing's coordinates: the control's title grown to at least
    /// 44 × 44 points, about the line's middle vertically and toward the header's leading end
    /// horizontally (so it never passes the stepper's edge). The layout keeps room above the
    /// header for it.
    package let frame: StepperRect
    /// What assistive technology calls the button: the localized "All steps".
    package let label: String
  }

  /// The "All steps" button, or `nil` when the scene does not show the control.
  ///
  /// Its label is in the language the scene was built with, unless `strings` names another.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(
  ///   total: 4, current: 2, labels: StepperLabels(showsAllSteps: true)))
  /// print(scene.allStepsTarget()?.frame.height ?? 0)
  /// // Prints "44.0"
  /// ```
  package func allStepsTarget(strings: StepperStrings? = nil) -> AllStepsTarget? {
    guard let frame = allStepsFrame else { return nil }
    return AllStepsTarget(frame: frame, label: (strings ?? accessibility.strings).allSteps)
  }

  /// What a tap on a stepper selects: a step, or the "All steps" control.
  package enum Selection: Sendable, Hashable {
    /// A step that can be tapped.
    case step(StepperStepID)
    /// The "All steps" control.
    case allSteps
  }

  /// What a tap at `point` selects, with `point` in the drawing's coordinates (as a view reports
  /// it): the "All steps" control where its button is or where a collapsed row's overflow
  /// marker has its area, else the step ``hitTest(drawingPoint:)`` finds; `nil` when it
  /// selects nothing. The row's areas never overlap (Specification#hit-partition), so every
  /// point has one answer, the one each platform's buttons give.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     total: 4, current: 3, labels: StepperLabels(showsAllSteps: true),
  ///     interaction: .reachedSteps))
  /// if scene.selection(atDrawingPoint: StepperPoint(x: 280, y: 20)) == .allSteps {
  ///   print("All steps")
  /// }
  /// // Prints "All steps"
  /// ```
  package func selection(atDrawingPoint point: StepperPoint) -> Selection? {
    if let frame = allStepsFrame, frame.contains(point) { return .allSteps }
    if overflowHit(atDrawingPoint: point) != nil { return .allSteps }
    return hitTest(drawingPoint: point).map(Selection.step)
  }

  /// The "All steps" button's frame in the drawing's coordinates, if the control is shown.
  private var allStepsFrame: StepperRect? {
    // The header comes first: read roles (not whole elements) until it ends.
    var index = elements.startIndex
    while index < elements.endIndex, elements.role(at: index).isHeader,
      elements.role(at: index) != .allSteps
    {
      index += 1
    }
    guard index < elements.endIndex, elements.role(at: index) == .allSteps else { return nil }
    let frame = elements[index].frame
    let minimum = theme.dimensions.minimumTouchTarget(on: .ios)
    let width = max(frame.width, minimum)
    let height = max(frame.height, minimum)
    // The header's leading end is the left in a left-to-right layout.
    let x = direction == .leftToRight ? frame.maxX - width : frame.x
    let y = frame.center.y - height / 2
    return StepperRect(x: x - visibleRect.x, y: y - visibleRect.y, width: width, height: height)
  }
}
