#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The design system's step progress indicator, for UIKit: a view that draws the core's scene
  /// with Core Graphics.
  ///
  /// Light or dark tokens follow the trait collection's `userInterfaceStyle`, a right-to-left
  /// `effectiveUserInterfaceLayoutDirection` mirrors the row (numbers and glyphs stay upright),
  /// and step names and the header follow its `preferredContentSizeCategory` (Dynamic Type):
  /// the core scales them and breaks names into at most two lines, measured with Core Text in
  /// the font they are drawn in. Its values and traits go through the core's one configuration
  /// function for both views, `StepperViewInput.configuration(keeping:)`. The view's natural
  /// size, `intrinsicContentSize`, is the core's scene size, so Auto Layout needs only a
  /// position.
  ///
  /// With a ``viewport`` the row is shown in that length and, when its steps do not fit,
  /// scrolls: a person drags it (a pan gesture, which begins only when the row can scroll),
  /// and ``setCurrent(_:animated:)`` animates it to the page of the new current step (the
  /// page pins the step it moves to; the last page is right-aligned). ``substeps`` reveals
  /// dynamic sub-steps ("2.1") and ``currentSubstep`` names the one the user is on.
  ///
  /// To assistive technology the view is a container: first one element with the
  /// `.updatesFrequently` trait, the core's label, which names the current step ("Step 2 of 4,
  /// Address"), and value ("50%"); then, when ``didSelectAllSteps`` is set, an "All steps"
  /// button; then one element per step on screen with its name and state ("Cart, step 1 of 4,
  /// completed"): a button when ``didSelectStep`` is set and the core lets the step be tapped,
  /// the current one `.selected`, disabled ones `.notEnabled`. Elements are kept and updated
  /// in place, so VoiceOver's focus stays put; `.layoutChanged` is posted when steps come or
  /// go, and a change of step or status is announced with the core's text ("Step 3 of 4,
  /// Payment, 75%"). Taps on the view select the same targets.
  ///
  /// `setCurrent(_:animated:)` moves to another step with the core's `StepperMotion` timing,
  /// frame by frame on a `CADisplayLink`, unless Reduce Motion is on. The measurer (Core Text
  /// fonts), the words and the scene are made once per change of a property or trait, never
  /// per `draw(_:)` or `intrinsicContentSize` call.
  ///
  /// A combination the core refuses draws nothing, has a zero natural size and no accessibility
  /// elements; ``configurationError`` says what was wrong, debug builds stop at an
  /// `assertionFailure` with the core's message, and every build logs it once (subsystem
  /// `StepperUI`).
  ///
  /// ```swift
  /// let stepper = EBStepperView(style: .circular, current: 1, total: 5)
  /// stepper.stepNames = [1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done"]
  /// stepper.showsHeader = true
  /// stepper.didSelectStep = { step in print("Go to step \(step)") }
  /// stepper.didSelectAllSteps = { print("Show all steps") }
  /// stepper.setCurrent(2, animated: true)
  /// ```
  ///
  /// Availability: iOS 16 and Mac Catalyst 16 (the package's minimum); the APIs it calls, with
  /// the release that introduced each, are listed in `Sources/StepperUI/README.md`.
  public final class EBStepperView: UIView {
    /// The visual form.
    public var style: EBStepperStyle { didSet { configurationDidChange() } }
    /// The number of steps, 2 or more.
    public var total: Int { didSet { configurationDidChange() } }
    /// The step the user is on, `1...total`; setting it moves without animation (see
    /// ``setCurrent(_:animated:)``).
    public var current: Int {
      didSet {
        stopMoving()
        configurationDidChange()
      }
    }
    /// The component-level status.
    public var status: EBStepperStatus { didSet { configurationDidChange() } }
    /// The axis steps follow.
    public var axis: StepperAxis { didSet { configurationDidChange() } }
    /// The main-axis length, or `nil` for the style's default.
    public var length: Double? { didSet { configurationDidChange() } }
    /// The visible main-axis length, or `nil` for a row drawn whole; a row whose steps do not
    /// fit it scrolls (drag, and paging to the current step).
    public var viewport: Double? { didSet { configurationDidChange() } }
    /// States for particular steps, overriding the derived ones.
    public var stateOverrides: [StepperStepID: StepperStepState] = [:] {
      didSet { configurationDidChange() }
    }
    /// Step names, shown under (horizontal) or beside (vertical) their steps, at most two lines
    /// each. Sub-steps are named by their ids ("2.1").
    public var stepNames: [StepperStepID: String] = [:] { didSet { configurationDidChange() } }
    /// Dynamic sub-steps: `[2: 2]` shows "2.1" and "2.2" after step 2. They never count in
    /// ``total``.
    public var substeps: [Int: Int] = [:] { didSet { configurationDidChange() } }
    /// The revealed sub-step of ``current`` the user is on, or `nil` for the main step.
    public var currentSubstep: Int? { didSet { configurationDidChange() } }
    /// Whether the header with the current step's name is shown above the steps.
    public var showsHeader = false { didSet { configurationDidChange() } }
    /// The words spoken and shown; English by default.
    public var strings: StepperStrings = .english { didSet { configurationDidChange() } }
    /// Called on the main actor with the step a person tapped; `nil` (the default) makes the
    /// steps not tappable.
    public var didSelectStep: (@MainActor (StepperStepID) -> Void)? {
      didSet { configurationDidChange() }
    }
    /// Called on the main actor when a person presses "All steps"; setting it shows the control
    /// at the header's trailing end, `nil` (the default) hides it.
    public var didSelectAllSteps: (@MainActor () -> Void)? {
      didSet { configurationDidChange() }
    }

    /// Why the current values cannot be drawn, or `nil` when they can.
    public private(set) var configurationError: StepperConfigurationError?

    /// The position drawn, in steps: `current`, or between two steps while moving.
    private var position: Double
    /// The scroll offset drawn: the scene's, or between two pages while moving.
    private var offset = 0.0
    /// The move under way: where it started, where it goes, and when.
    private var move: (from: (Double, Double), to: (Double, Double), start: CFTimeInterval)?
    private var displayLink: CADisplayLink?
    /// Where a person's drag left the row, while its step stays current.
    private var drag: StepperScrollDrag?
    /// The measurer, words and scene of the current values, and what VoiceOver last heard.
    private let cache = StepperSceneCache()
    /// The scene of the current values, or `nil` when the core refuses them.
    private var built: StepperSceneCache.Built?
    /// The pan that scrolls a row in a viewport.
    private var pan: UIPanGestureRecognizer?
    /// The accessibility elements, kept so that VoiceOver's focus survives an update.
    private var progressElement: UIAccessibilityElement?
    private var allStepsElement: StepperStepElement?
    private var stepElements: [StepperStepID: StepperStepElement] = [:]
    /// Whether steps came or went since VoiceOver was last told (`.layoutChanged`).
    private var layoutChangePending = false

    /// Creates a stepper view.
    public init(
      style: EBStepperStyle = .circular, current: Int, total: Int,
      status: EBStepperStatus = .default, axis: StepperAxis = .horizontal
    ) {
      self.style = style
      self.current = current
      self.total = total
      self.status = status
      self.axis = axis
      self.position = Double(current)
      super.init(frame: .zero)
      setUp()
    }

    /// Creates a stepper view from a storyboard: circular, step 1 of 4.
    public required init?(coder: NSCoder) {
      style = .circular
      current = 1
      total = 4
      status = .default
      axis = .horizontal
      position = 1
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      isOpaque = false
      backgroundColor = .clear
      contentMode = .redraw
      // A container: the progress element and the steps are its accessibility elements.
      isAccessibilityElement = false
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
      addGestureRecognizer(pan)
      self.pan = pan
      configurationDidChange()
    }

    /// Moves to `step`, animating with the core's timing when `animated` is true, the view is on
    /// screen and Reduce Motion is off: the steps change state and a row in a viewport pages to
    /// the new step together.
    public func setCurrent(_ step: Int, animated: Bool) {
      let start = (position, offset)
      current = step
      guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled, let built else {
        return
      }
      let target = (Double(built.configuration.current), built.scene.viewport?.offset ?? 0)
      guard start != target else { return }
      move = (from: start, to: target, start: CACurrentMediaTime())
      (position, offset) = start
      let link = CADisplayLink(target: self, selector: #selector(advance(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    // MARK: Drawing

    /// The core's natural size for the current values, from the cached scene.
    public override var intrinsicContentSize: CGSize {
      guard let built else { return .zero }
      return CGSize(built.scene.size)
    }

    /// Draws the cached scene, or the core's moment of a move under way.
    public override func draw(_ rect: CGRect) {
      guard let built, let context = UIGraphicsGetCurrentContext() else { return }
      guard move != nil else {
        context.paint(built.drawing, fonts: built.measurer)
        return
      }
      var moving = built.input
      if moving.scrollOffset != nil { moving.scrollOffset = offset }
      guard let configuration = try? moving.configuration() else { return }
      let moment = StepperInterpolatedScene(
        configuration, position: position, strings: built.strings, measurer: built.measurer)
      context.paint(StepperSceneDrawing(moment), fonts: built.measurer)
    }

    /// Redraws for a new appearance, layout direction or text size
    /// (`traitCollectionDidChange(_:)`: iOS 8; deprecated in iOS 17 for trait registration,
    /// which iOS 16 lacks).
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      configurationDidChange()
    }

    /// Stops a move when the view leaves the screen, so the display link does not keep it.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { stopMoving() }
    }

    /// Lets the pan begin only when the row can scroll, so that a stepper that does not scroll
    /// leaves drags to the views around it (`gestureRecognizerShouldBegin(_:)`: iOS 6).
    public override func gestureRecognizerShouldBegin(
      _ gestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan else {
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
      return built?.scene.viewport?.isScrollable == true
    }

    // MARK: Private

    /// The view's values and traits, for the core's one configuration function.
    private func makeInput() -> StepperViewInput {
      var input = StepperViewInput(
        style: style, current: current, total: total, status: status, axis: axis)
      input.length = length
      input.viewport = viewport
      input.stateOverrides = stateOverrides
      input.names = stepNames
      input.substeps = substeps
      input.currentSubstep = currentSubstep
      input.showsHeader = showsHeader
      input.showsAllSteps = didSelectAllSteps != nil
      input.isTappable = didSelectStep != nil
      input.strings = strings
      input.direction =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.appearance = traitCollection.userInterfaceStyle == .dark ? .dark : .light
      input.textSize = StepperTextSizeCategory(traitCollection.preferredContentSizeCategory)
      return input
    }

    private func configurationDidChange() {
      let input = makeInput()
      built = cache.build(input, keeping: drag)
      if let built {
        configurationError = nil
        if move == nil {
          position = Double(built.configuration.current)
          offset = built.scene.viewport?.offset ?? 0
        }
        updateAccessibilityElements(built)
      } else {
        do throws(StepperConfigurationError) {
          _ = try input.configuration()
        } catch {
          configurationError = error
        }
        stopMoving()
        progressElement = nil
        allStepsElement = nil
        stepElements = [:]
        accessibilityElements = []
      }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }

    /// The progress element, then the "All steps" button, then the steps, all from the still
    /// scene, each kept from the last update where it still exists (`accessibilityElements`:
    /// iOS 8). Posts `.layoutChanged` when steps came or went (not in the middle of a drag) and
    /// the core's announcement when what the progress element says changed
    /// (`UIAccessibility.post(notification:argument:)`: iOS 3).
    private func updateAccessibilityElements(_ built: StepperSceneCache.Built) {
      let scene = built.scene
      let progress = progressElement ?? UIAccessibilityElement(accessibilityContainer: self)
      progressElement = progress
      progress.accessibilityLabel = scene.accessibility.label
      progress.accessibilityValue = scene.accessibility.value
      progress.accessibilityTraits = .updatesFrequently
      progress.accessibilityFrameInContainerSpace = CGRect(origin: .zero, size: CGSize(scene.size))
      var elements: [Any] = [progress]
      let hadAllSteps = allStepsElement != nil
      if didSelectAllSteps != nil, let target = scene.allStepsTarget(strings: built.strings) {
        let element = allStepsElement ?? StepperStepElement(container: self)
        allStepsElement = element
        element.update(label: target.label, frame: CGRect(target.frame), traits: .button) {
          [weak self] in self?.didSelectAllSteps?()
        }
        elements.append(element)
      } else {
        allStepsElement = nil
      }
      var kept: [StepperStepID: StepperStepElement] = [:]
      for step in scene.accessibleSteps(strings: built.strings) {
        let element = stepElements[step.step] ?? StepperStepElement(container: self)
        kept[step.step] = element
        let isButton = step.isButton && didSelectStep != nil
        var traits: UIAccessibilityTraits = isButton ? .button : .staticText
        if step.isSelected { traits.insert(.selected) }
        if step.isDisabled { traits.insert(.notEnabled) }
        let id = step.step
        var action: (@MainActor () -> Void)?
        if isButton, !step.isDisabled {
          action = { [weak self] in
            self?.didSelectStep?(id)
          }
        }
        element.update(
          label: step.label, frame: CGRect(step.frame), traits: traits, action: action)
        elements.append(element)
      }
      if Set(kept.keys) != Set(stepElements.keys) || hadAllSteps != (allStepsElement != nil) {
        layoutChangePending = true
      }
      stepElements = kept
      accessibilityElements = elements
      // Remembered even off screen, so that a change is announced against what was last shown.
      let announcement = cache.announcement(to: scene.accessibility)
      guard window != nil else { return }
      if layoutChangePending, cache.dragStart == nil {
        layoutChangePending = false
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
      if let announcement {
        UIAccessibility.post(notification: .announcement, argument: announcement)
      }
    }

    @objc private func advance(_ link: CADisplayLink) {
      guard let move else {
        stopMoving()
        return
      }
      let elapsed = CACurrentMediaTime() - move.start
      position = StepperMotion.position(from: move.from.0, to: move.to.0, elapsed: elapsed)
      offset = StepperMotion.position(from: move.from.1, to: move.to.1, elapsed: elapsed)
      if StepperMotion.isFinished(elapsed: elapsed) { stopMoving() }
      setNeedsDisplay()
    }

    private func stopMoving() {
      displayLink?.invalidate()
      displayLink = nil
      move = nil
      if let built {
        position = Double(built.configuration.current)
        offset = built.scene.viewport?.offset ?? 0
      } else {
        position = Double(current)
      }
    }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
      guard let scene = built?.scene else { return }
      let location = recognizer.location(in: self)
      let point = StepperPoint(x: Double(location.x), y: Double(location.y))
      guard let selection = scene.selection(atDrawingPoint: point) else { return }
      switch selection {
      case .step(let step): didSelectStep?(step)
      case .allSteps: didSelectAllSteps?()
      }
    }

    /// Scrolls the row with the finger: the core turns the pan's translation into a clamped
    /// offset (`StepperScrollViewport.offset(dragging:from:axis:direction:)`), kept while the
    /// current step stays current (`UIPanGestureRecognizer`, `translation(in:)`, `state`:
    /// iOS 3.2).
    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let built, let viewport = built.scene.viewport, viewport.isScrollable else { return }
      let state = recognizer.state
      guard state == .began || state == .changed else {
        cache.dragStart = nil
        configurationDidChange()
        return
      }
      if move != nil { stopMoving() }
      let start = cache.dragStart ?? viewport.offset
      cache.dragStart = start
      let translation = recognizer.translation(in: self)
      let dragged = viewport.offset(
        dragging: StepperPoint(x: Double(translation.x), y: Double(translation.y)), from: start,
        axis: built.scene.axis, direction: built.scene.direction)
      drag = StepperScrollDrag(offset: dragged, step: built.configuration.currentStep)
      configurationDidChange()
    }
  }
#endif
