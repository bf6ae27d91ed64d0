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
  /// the font they are drawn in. The view's natural size, `intrinsicContentSize`, is the core's
  /// scene size, so Auto Layout needs only a position.
  ///
  /// To assistive technology the view is a container: first one element with the
  /// `.updatesFrequently` trait, the core's label ("Step 2 of 4") and value ("50%"); then, when
  /// ``didSelectAllSteps`` is set, an "All steps" button; then, when ``didSelectStep`` is set,
  /// a button for each step the core lets be tapped (by default those reached), named "Step 3 of
  /// 4", and a disabled one for each disabled step. Taps on the view select the same targets.
  ///
  /// `setCurrent(_:animated:)` moves to another step with the core's `StepperMotion` timing,
  /// frame by frame on a `CADisplayLink`, unless Reduce Motion is on.
  ///
  /// A combination the core refuses draws nothing, has a zero natural size and no accessibility
  /// elements; ``configurationError`` says what was wrong.
  ///
  /// ```swift
  /// let stepper = EBStepperView(style: .circular, current: 1, total: 5)
  /// stepper.stepNames = [1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done"]
  /// stepper.showsHeader = true
  /// stepper.didSelectStep = { step in flow.go(to: step) }
  /// stepper.didSelectAllSteps = { flow.showAllSteps() }
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
    /// States for particular steps, overriding the derived ones.
    public var stateOverrides: [StepperStepID: StepperStepState] = [:] {
      didSet { configurationDidChange() }
    }
    /// Step names, shown under (horizontal) or beside (vertical) their steps, at most two lines
    /// each.
    public var stepNames: [StepperStepID: String] = [:] { didSet { configurationDidChange() } }
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
    /// The move under way: where it started, where it goes, and when.
    private var move: (from: Double, to: Double, start: CFTimeInterval)?
    private var displayLink: CADisplayLink?
    /// How names and the header are measured and the fonts they are drawn in, for the last
    /// text size used (see `measurer(for:)`).
    private var cachedMeasurer: PlatformTextMeasurer?

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
      // A container: the progress element and the buttons are its accessibility elements.
      isAccessibilityElement = false
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
      configurationDidChange()
    }

    /// Moves to `step`, animating with the core's timing when `animated` is true, the view is on
    /// screen and Reduce Motion is off.
    public func setCurrent(_ step: Int, animated: Bool) {
      let start = position
      current = step
      guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled,
        configurationError == nil, start != Double(step)
      else { return }
      move = (from: start, to: Double(step), start: CACurrentMediaTime())
      position = start
      let link = CADisplayLink(target: self, selector: #selector(advance(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    // MARK: Drawing

    /// The core's natural size for the current values.
    public override var intrinsicContentSize: CGSize {
      guard let scene = makeScene() else { return .zero }
      return CGSize(scene.size)
    }

    /// Draws the core's scene at the current position.
    public override func draw(_ rect: CGRect) {
      guard let configuration = try? makeConfiguration(),
        let context = UIGraphicsGetCurrentContext()
      else { return }
      let fonts = measurer(for: configuration)
      let moment = StepperInterpolatedScene(
        configuration, position: position, strings: strings, measurer: fonts)
      context.paint(StepperSceneDrawing(moment), fonts: fonts)
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

    // MARK: Private

    private func makeConfiguration() throws(StepperConfigurationError) -> StepperConfiguration {
      try StepperConfiguration(
        style: style, total: total, current: current, status: status, axis: axis,
        direction: effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        theme: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
        length: length, stateOverrides: stateOverrides, names: stepNames,
        showsHeader: showsHeader, showsAllSteps: didSelectAllSteps != nil,
        isTappable: didSelectStep != nil,
        textSize: StepperTextSizeCategory(traitCollection.preferredContentSizeCategory))
    }

    private func makeScene() -> StepperScene? {
      guard let configuration = try? makeConfiguration() else { return nil }
      return StepperScene(
        configuration, strings: strings, measurer: measurer(for: configuration))
    }

    /// The measurer for the configuration's text styles; made again only when they change (a
    /// new text size), since it resolves fonts.
    private func measurer(for configuration: StepperConfiguration) -> PlatformTextMeasurer {
      if let cached = cachedMeasurer, cached.styles == configuration.textStyles { return cached }
      let made = PlatformTextMeasurer(styles: configuration.textStyles)
      cachedMeasurer = made
      return made
    }

    private func configurationDidChange() {
      do throws(StepperConfigurationError) {
        let configuration = try makeConfiguration()
        configurationError = nil
        updateAccessibilityElements(
          StepperScene(
            configuration, strings: strings, measurer: measurer(for: configuration)))
      } catch {
        configurationError = error
        accessibilityElements = []
      }
      if move == nil { position = Double(current) }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }

    /// The progress element, then the "All steps" button, then the steps' buttons, all from the
    /// still scene (`accessibilityElements`: iOS 8).
    private func updateAccessibilityElements(_ scene: StepperScene) {
      let progress = UIAccessibilityElement(accessibilityContainer: self)
      progress.accessibilityLabel = scene.accessibility.label
      progress.accessibilityValue = scene.accessibility.value
      progress.accessibilityTraits = .updatesFrequently
      progress.accessibilityFrameInContainerSpace = CGRect(origin: .zero, size: CGSize(scene.size))
      var elements: [Any] = [progress]
      if didSelectAllSteps != nil, let target = scene.allStepsTarget(strings: strings) {
        elements.append(
          StepperButtonElement(
            container: self, label: target.label, frame: CGRect(target.frame), isEnabled: true
          ) { [weak self] in self?.didSelectAllSteps?() })
      }
      if didSelectStep != nil {
        for target in scene.tapTargets(strings: strings) {
          let step = target.step
          elements.append(
            StepperButtonElement(
              container: self, label: target.label, frame: CGRect(target.frame),
              isEnabled: target.isEnabled
            ) { [weak self] in self?.didSelectStep?(step) })
        }
      }
      accessibilityElements = elements
    }

    @objc private func advance(_ link: CADisplayLink) {
      guard let move else {
        stopMoving()
        return
      }
      let elapsed = CACurrentMediaTime() - move.start
      position = StepperMotion.position(from: move.from, to: move.to, elapsed: elapsed)
      if StepperMotion.isFinished(elapsed: elapsed) { stopMoving() }
      setNeedsDisplay()
    }

    private func stopMoving() {
      displayLink?.invalidate()
      displayLink = nil
      move = nil
      position = Double(current)
    }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
      guard let scene = makeScene() else { return }
      let location = recognizer.location(in: self)
      let point = StepperPoint(x: Double(location.x), y: Double(location.y))
      guard let selection = scene.selection(atDrawingPoint: point) else { return }
      switch selection {
      case .step(let step): didSelectStep?(step)
      case .allSteps: didSelectAllSteps?()
      }
    }
  }
#endif
