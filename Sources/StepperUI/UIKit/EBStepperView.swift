#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The design system's step progress indicator, for UIKit: a control that draws the core's
  /// scene with Core Graphics and sends `.valueChanged` when a person chooses a step, as
  /// `UIPageControl` and `UISegmentedControl` do.
  ///
  /// **Choosing a step.** Add a target for `.valueChanged` (or a `UIAction`, or set
  /// ``didSelectStep``) and the steps the core lets a person go to become buttons: a tap, Space
  /// or Return on a focused step, a VoiceOver double tap or swipe on the progress element, the
  /// Large Content Viewer and a row of the "All steps" list all choose a step the same way.
  /// ``selectedStep`` is set to that step first, then ``didSelectStep`` is called and the
  /// `.valueChanged` actions are sent. The stepper does not move by itself: the app decides,
  /// and calls ``setCurrent(_:animated:)`` (or sets ``current``) when the flow may go there.
  /// "All steps" is not a value: it calls ``didSelectAllSteps`` only, which also shows it.
  ///
  /// ```swift
  /// let stepper = EBStepperView(current: 1, total: 4)
  /// stepper.addTarget(self, action: #selector(stepChosen(_:)), for: .valueChanged)
  ///
  /// @objc func stepChosen(_ stepper: EBStepperView) {
  ///   guard let step = stepper.selectedStep else { return }
  ///   stepper.setCurrent(step.step, animated: true)
  /// }
  /// ```
  ///
  /// Disabled as any `UIControl` is, it draws every step disabled and none can be chosen; the
  /// control's property and the option are one value (`EBStepperView+Options.swift`). The
  /// control tracks touches as `UIControl` does (`isHighlighted` while a finger is
  /// down on it, `.touchDown` and the other touch events); the pressed look is drawn on the
  /// step under the finger, not on the whole control, and `isSelected` draws nothing.
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
  /// scrolls in UIKit's own `UIScrollView` inside the view, its indicators hidden as a page
  /// indicator's: a finger, a trackpad or a mouse wheel scroll it with the system's
  /// deceleration and bounce, a scroll view around it keeps the swipes across the row, and a
  /// released row rests where the core says (a step first on screen, or the end);
  /// ``setCurrent(_:animated:)`` animates it to the page of the new current step (the page
  /// pins the step it moves to; the last page is right-aligned). Stretched wider than its
  /// natural size, the view draws its row at the leading edge: the right in a right-to-left
  /// layout. ``substeps`` reveals dynamic sub-steps ("2.1") and ``currentSubstep`` names the
  /// one the user is on.
  ///
  /// To assistive technology the view is a container: first one element with the
  /// `.updatesFrequently` trait, the core's label, which names the current step ("Step 2 of 4,
  /// Address"), and value ("50%"); then, when ``didSelectAllSteps`` is set, an "All steps"
  /// button; then one element per step on screen with its name and state ("Cart, step 1 of 4,
  /// completed"): a button when the app listens for a chosen step and the core lets the step
  /// be tapped, the current one `.selected`, disabled ones `.notEnabled`. Elements are kept
  /// and updated in place, so VoiceOver's focus stays put; `.layoutChanged` is posted when
  /// steps come or go, and a change of step or status is announced with the core's text
  /// ("Step 3 of 4, Payment, 75%"). Taps on the view select the same targets.
  ///
  /// A tap target shows the core's pressed look while a finger is down inside it and its focus
  /// ring while it has keyboard focus (UIKit's focus system: one clear, focusable view per
  /// target), with the tokens of the HTML output's `:active` and `:focus-visible` rules.
  ///
  /// `setCurrent(_:animated:)` moves to another step with the core's `StepperMotion` timing,
  /// frame by frame on a `CADisplayLink`, unless Reduce Motion is on. The measurer (Core Text
  /// fonts), the words and the scene are made once per layout pass after a change of a
  /// property or trait, never per `draw(_:)` or `intrinsicContentSize` call; a move's scenes
  /// once when it starts, a scrolling row's once per viewport's length of travel.
  ///
  /// Set properties in any order: values are checked together at the next layout pass, so
  /// `stepper.current = 5` before `stepper.total = 6` is fine. Values the core refuses even
  /// then draw the nearest valid stepper, as `UIProgressView` clamps its progress (a `current`
  /// past the total draws the last step); ``configurationError`` names the first refused value,
  /// and it is reported once as a runtime issue (a fault in the unified log, subsystem
  /// `com.stepperkit.StepperUI`), never by stopping the app.
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
  /// Availability: iOS 16 and Mac Catalyst 16 or later, the package's minimum.
  public final class EBStepperView: UIControl {
    /// Everything the stepper shows, one field per option (``StepperConfiguration/Options``):
    /// the properties below read and write it, and an app may set it whole. Values are not
    /// checked as they are set, so they can be set in any order; the view builds once for all
    /// the changes of a run-loop turn, and draws the nearest valid stepper when the core
    /// refuses a value (``configurationError`` says which). The reading direction, light or
    /// dark, the text size and the accessibility settings come from the traits, and whether
    /// steps can be tapped from who listens for a chosen step (``didSelectStep`` or a
    /// `.valueChanged` action) and from ``didSelectAllSteps``. Whether it is enabled is the
    /// control's property.
    public var options: StepperConfiguration.Options {
      didSet {
        configurationDidChange()
        controlStateDidChange()
      }
    }
    /// The words spoken and shown; `nil` (the default) reads them from the app's locale
    /// (`Locale.current`), as `EBStepper` reads SwiftUI's `locale`.
    public var strings: StepperStrings? { didSet { configurationDidChange() } }
    /// The step a person chose last (a tap, a key, VoiceOver, the "All steps" list), or `nil`
    /// before the first: set before ``didSelectStep`` is called and the `.valueChanged` actions
    /// are sent, for an action to read. Choosing does not move the stepper: ``current`` stays
    /// until the app sets it. Read-only to the app (`EBStepperView+Actions.swift` sets it).
    public internal(set) var selectedStep: StepperStepID?
    /// Called on the main actor with the step a person chose, before the `.valueChanged`
    /// actions are sent. Steps can be tapped when it is set or when a `.valueChanged` target or
    /// action is added; with neither (the default) they are not.
    public var didSelectStep: (@MainActor (StepperStepID) -> Void)? {
      didSet { configurationDidChange() }
    }
    /// Called on the main actor when a person presses "All steps"; setting it shows the control
    /// at the header's trailing end, `nil` (the default) hides it.
    public var didSelectAllSteps: (@MainActor () -> Void)? {
      didSet { configurationDidChange() }
    }

    /// The first value the core refused among the current ones, or `nil` when every value is
    /// valid: the view then draws the nearest valid stepper (see the type's discussion).
    public var configurationError: StepperConfigurationError? {
      built?.problems.first
    }

    /// The move under way: its scenes, built once when it started (`StepperSceneMove`), and
    /// when it started.
    var sceneMove: (move: StepperSceneMove, start: CFTimeInterval)?
    /// The scene drawn when ``setCurrent(_:animated:)`` asked for a move, which the move leaves
    /// once the next build has every value set with it.
    var pendingMoveStart: StepperScene?
    /// How far the move under way has got, eased, from 0 to 1.
    var moveProgress = 0.0
    var displayLink: CADisplayLink?
    /// The display link that moves the loading mark, while one shows.
    var loadingLink: CADisplayLink?
    /// The moving loading mark, a small view redrawn alone each frame.
    let loadingView = StepperLoadingView()
    /// Where the person's scroll left the row, while its step stays current.
    var drag: StepperScrollDrag?
    /// The scroll view of a row longer than its viewport (`EBStepperView+Scrolling.swift`).
    let rowScroll = UIScrollView()
    /// The scroll view's delegate, a helper object of the view's own.
    lazy var rowScrollDelegate = StepperRowScrollDelegate(stepper: self)
    /// The pointer's and Large Content Viewer's delegate, a helper object of the view's own.
    lazy var interactionDelegate = StepperInteractionDelegate(stepper: self)
    /// The still header and the row's tiles, drawn while the scroll view moves.
    var rowTiles: StepperRowTiles?
    /// Whether the scroll view was placed once, so later page turns animate.
    var hasPlacedRowScroll = false
    /// Whether the touch under way stopped a decelerating row, so its tap selects nothing.
    var touchStoppedScroll = false
    /// Where the drawing starts in the view's bounds when elements and targets were placed.
    var placedOrigin = CGPoint.zero
    /// What the Large Content Viewer shows for the step under a long press.
    let largeContentItem = UIView()
    /// The measurer, words and scene of the current values, and what VoiceOver last heard.
    let cache = StepperSceneCache()
    /// The scene of the current values once built: read it through `built`.
    var builtScene: StepperSceneCache.Built?
    /// Whether a value changed since the scene was built: the next layout, drawing or size
    /// asked for builds it again, so that values set one after another are checked together.
    var needsRebuild = true
    /// The accessibility elements, kept so that VoiceOver's focus survives an update.
    var progressElement: StepperProgressElement?
    var allStepsElement: StepperStepElement?
    var stepElements: [StepperScene.RowItem: StepperStepElement] = [:]
    /// Whether steps came or went since VoiceOver was last told (`.layoutChanged`).
    var layoutChangePending = false

    /// The tap target a finger is down on (from touch down inside it until the touch lifts,
    /// leaves it or is cancelled), or `nil`.
    var pressedTarget: StepperScene.Target?
    /// One focusable view per tap target on screen (``StepperFocusTarget``).
    var focusTargets: [StepperFocusTarget] = []
    /// The target a key asked focus to move to, while the focus update it requested runs
    /// (``keyboardMove(from:key:)``).
    var keyboardFocusRequest: StepperFocusTarget?
    /// The views that paint the pressed and focused looks.
    let pressedLook = StepperLookView()
    let focusedLook = StepperLookView()

    /// Creates a stepper view.
    public init(
      style: EBStepperStyle = .circular, current: Int, total: Int,
      status: EBStepperStatus = .default, axis: NSLayoutConstraint.Axis = .horizontal
    ) {
      options = StepperConfiguration.Options(
        style: style, total: total, current: StepperStepID(current))
      options.status = status
      options.axis = axis == .vertical ? .vertical : .horizontal
      super.init(frame: .zero)
      setUp()
    }

    /// Creates a stepper view from a storyboard with the circular style's defaults
    /// (Specification#defaults: three steps with the first current; `StepperStyle.defaultTotal` and
    /// `defaultCurrent`), enabled as the storyboard's control says.
    public required init?(coder: NSCoder) {
      let style = EBStepperStyle.circular
      options = StepperConfiguration.Options(
        style: style, total: style.defaultTotal, current: StepperStepID(style.defaultCurrent))
      super.init(coder: coder)
      readDecodedControlState()
      setUp()
    }

    private func setUp() {
      isOpaque = false
      backgroundColor = .clear
      contentMode = .redraw
      // A container: the progress element and the steps are its accessibility elements.
      isAccessibilityElement = false
      let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
      // A tap ends UIControl's tracking as a lifted finger does (`.touchUpInside`) rather than
      // cancelling it; the row's pan still cancels a drag.
      tap.cancelsTouchesInView = false
      addGestureRecognizer(tap)
      setUpRowScroll()
      addSubview(loadingView)
      addSubview(pressedLook)
      addSubview(focusedLook)
      // One focus group: Tab on iPad reaches the steps once (`StepperFocusTarget`).
      focusGroupIdentifier = "StepperKit.steps.\(ObjectIdentifier(self).hashValue)"
      observeAccessibilitySettings()
      observeTraits()
      addPlatformInteractions()
      configurationDidChange()
    }

    /// Where a focus update the view requests goes: the target a key moved to, if any.
    public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
      if let keyboardFocusRequest { return [keyboardFocusRequest] }
      return super.preferredFocusEnvironments
    }

    // MARK: Drawing

    /// The core's natural size for the current values, from the cached scene.
    public override func layoutSubviews() {
      super.layoutSubviews()
      rebuildIfNeeded()
      placeForBounds()
    }

    /// The core's scene size for the current values: the view's natural size, which Auto
    /// Layout keeps with only a position.
    public override var intrinsicContentSize: CGSize {
      guard let built else { return .zero }
      return CGSize(built.scene.size)
    }

    /// The natural size, whatever size is offered, as `intrinsicContentSize` gives it, so that
    /// `sizeToFit()` sizes a view laid out by frames.
    /// The row's length is the app's: ``length`` or ``viewport``.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
      intrinsicContentSize
    }

    /// Draws the cached scene, the moment of a move under way, or a row its scroll view moves
    /// (`EBStepperView+Drawing.swift`).
    public override func draw(_ rect: CGRect) {
      guard let built, let context = UIGraphicsGetCurrentContext() else { return }
      paint(built, in: context)
    }

    /// Redraws for a new appearance, layout direction, text size, contrast or weight before
    /// iOS 17; from iOS 17, where this method is deprecated, `registerForTraitChanges(_:action:)`
    /// in `observeTraits()` follows them instead.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      configurationDidChange()
    }

    /// Draws again when the app changes the view's own direction (`semanticContentAttribute`),
    /// which no trait change reports.
    public override var semanticContentAttribute: UISemanticContentAttribute {
      didSet { configurationDidChange() }
    }

    /// Stops a move when the view leaves the screen, so the display link does not keep it.
    /// The first time it comes on screen, what its progress element says is taken as heard
    /// (`StepperSceneCache.appeared(saying:)`), so the first change after that is announced.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        stopMoving()
      } else if let built {
        cache.appeared(saying: built.scene.accessibility)
      }
      updateLoadingMotion()
    }

    // MARK: Pressed and focused

    /// A finger down on a tap target presses it (`touchesBegan(_:with:)` and its siblings; the
    /// scroll view's pan cancels the touch when it takes it over, the tap recognizer lets it
    /// end). Each calls `super` first: UIControl's implementation tracks the touch
    /// (`beginTracking(_:with:)` and its siblings, `isHighlighted`, `isTracking`) and sends the
    /// touch events (`.touchDown`, `.touchUpInside`, `.touchCancel` for a drag) to their
    /// targets.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      holdRowScroll()
      pressBegan(at: touches.first.map { drawingPoint($0.location(in: self)) })
    }

    /// A finger that leaves its target releases it.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesMoved(touches, with: event)
      pressMoved(to: touches.first.map { drawingPoint($0.location(in: self)) })
    }

    /// A lifted finger releases its target.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesEnded(touches, with: event)
      pressEnded()
    }

    /// A cancelled touch releases its target.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesCancelled(touches, with: event)
      pressEnded()
    }

    // MARK: Private

    /// Notes that a value changed: the scene is built again at the next layout pass (or when
    /// its size or drawing is asked for first), once for every value set in between
    /// (``rebuildIfNeeded()``).
    func configurationDidChange() {
      needsRebuild = true
      setNeedsLayout()
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
#endif
