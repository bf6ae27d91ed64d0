extension StepperScene {
  /// A step on screen as assistive technology meets it: what it is called, where it is, and
  /// whether it is the current step, a button or unavailable.
  ///
  /// The Apple views make one accessibility element of each (a button when the step can be
  /// tapped), after the progress element and "All steps"; the JSON scene lists them in its
  /// `accessibility` object. So every name the picture shows is spoken.
  package struct AccessibleStep: Sendable, Hashable {
    /// The step.
    package let step: StepperStepID
    /// Where the element is, in the drawing's coordinates: the step's tap target (at least
    /// 44 × 44 points, cut to ``StepperScene/stepsRect``).
    package let frame: StepperRect
    /// What it is called: "Cart, step 1 of 4, completed", "Step 2.1 of 4, current", "Step 3 of
    /// 4, optional, upcoming".
    package let label: String
    /// Whether it is the step the user is on, which a platform marks as selected.
    package let isSelected: Bool
    /// Whether it is a button: a step a tap selects, or a disabled step of a row whose steps
    /// can be tapped (a disabled button), as the scene's tap targets have them.
    package let isButton: Bool
    /// Whether it is a disabled step, which a platform marks as not enabled.
    package let isDisabled: Bool
  }

  /// One element for each step on screen, in the steps' order (a row that scrolls holds only the
  /// steps in its viewport), named in the language the scene was built with unless `strings`
  /// names another.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     total: 3, current: 2, labels: StepperLabels(names: [1: "Cart", 2: "Address"])))
  /// print(scene.accessibleSteps().map(\.label))
  /// // Prints "["Cart, step 1 of 3, completed", "Address, step 2 of 3, current", "Step 3 of 3, upcoming"]"
  /// ```
  package func accessibleSteps(strings: StepperStrings? = nil) -> [AccessibleStep] {
    let strings = strings ?? accessibility.strings
    let totalText = accessibility.totalText(in: strings)
    var steps: [AccessibleStep] = []
    var utf8: [UInt8] = []
    forEachAccessibleStep { step, state, frame, isButton in
      utf8.removeAll(keepingCapacity: true)
      strings.appendDescription(
        ofStep: accessibility.shownNumber(of: step), totalText: totalText, state: state,
        name: accessibility.spokenName(of: step),
        isOptional: accessibility.isOptional(step), to: &utf8)
      steps.append(
        AccessibleStep(
          step: step, frame: frame, label: String(decoding: utf8, as: UTF8.self),
          isSelected: accessibility.isSelected(step), isButton: isButton,
          isDisabled: state == .disabled))
    }
    return steps
  }

  /// Calls `body` with each step on screen, in order, with what ``accessibleSteps(strings:)``
  /// says of it but its label: for a renderer that writes the label itself, without a string
  /// made for it (`StepperAccessibility.appendDescription(ofStep:state:to:)`).
  package func forEachAccessibleStep(
    _ body: (
      _ step: StepperStepID, _ state: StepperStepState, _ frame: StepperRect, _ isButton: Bool
    ) -> Void
  ) {
    let tappable = hasTapTargets
    let cut = stepsRect != visibleRect
    for index in elements.indices {
      guard let shape = elements.stepShape(at: index) else { continue }
      // A step scrolled out of sight has no area a tap reaches, but is still listed.
      guard
        let around = elements.partitionedHitArea(at: index)
          ?? elements.partitionedHitArea(at: index, cutsToShownSteps: false),
        let area = cut ? around.intersection(stepsRect) : around
      else { continue }
      body(
        shape.step, shape.state,
        StepperRect(
          x: area.x - visibleRect.x, y: area.y - visibleRect.y, width: area.width,
          height: area.height),
        tappable && (shape.isSelectable || shape.state == .disabled))
    }
  }
}
