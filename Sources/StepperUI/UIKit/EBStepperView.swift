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
  /// scrolls as a scroll view does: a person drags it with a finger, a trackpad or a mouse
  /// wheel (a pan that begins only when the row can scroll and the drag runs along it, so a
  /// scroll view around it keeps drags across it), its ends resist and it glides on after
  /// release, with the core's `StepperScrollPhysics`; ``setCurrent(_:animated:)`` animates it
  /// to the page of the new current step (the page pins the step it moves to; the last page is
  /// right-aligned). Stretched wider than its natural size, the view draws its row at the
  /// leading edge: the right in a right-to-left layout. ``substeps`` reveals
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
  /// A tap target shows the core's pressed look while a finger is down inside it and its focus
  /// ring while it has keyboard focus (UIKit's focus system: one clear, focusable view per
  /// target), with the tokens of the HTML output's `:active` and `:focus-visible` rules.
  ///
  /// `setCurrent(_:animated:)` moves to another step with the core's `StepperMotion` timing,
  /// frame by frame on a `CADisplayLink`, unless Reduce Motion is on. The measurer (Core Text
  /// fonts), the words and the scene are made once per layout pass after a change of a
  /// property or trait, never per `draw(_:)` or `intrinsicContentSize` call; a move's scenes
  /// once when it starts, a drag's once per viewport's length of travel.
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
  /// Availability: iOS 16 and Mac Catalyst 16 (the package's minimum); the APIs it calls, with
  /// the release that introduced each, are listed in `Sources/StepperUI/README.md`.
  public final class EBStepperView: UIView {
    /// Everything the stepper shows, one field per option (``StepperConfiguration/Options``):
    /// the properties below read and write it, and an app may set it whole. Values are not
    /// checked as they are set, so they can be set in any order; the view builds once for all
    /// the changes of a run-loop turn, and draws the nearest valid stepper when the core
    /// refuses a value (``configurationError`` says which). The reading direction, light or
    /// dark, the text size and the accessibility settings come from the traits, and whether
    /// steps can be tapped from ``didSelectStep`` and ``didSelectAllSteps``.
    public var options: StepperConfiguration.Options { didSet { configurationDidChange() } }
    /// Whether the stepper can be used: `false` draws every step disabled and no step can be
    /// tapped, as a control inside a disabled form (`UIControl.isEnabled`).
    public var isEnabled: Bool {
      get { options.isEnabled }
      set { options.isEnabled = newValue }
    }
    /// The visual form.
    public var style: EBStepperStyle {
      get { options.style }
      set { options.style = newValue }
    }
    /// The number of steps, 2 or more.
    public var total: Int {
      get { options.total }
      set { options.total = newValue }
    }
    /// The step the user is on, `1...total`; setting it moves without animation (see
    /// ``setCurrent(_:animated:)``).
    public var current: Int {
      get { options.current.step }
      set {
        stopMoving()
        options.current = StepperStepID(newValue, substep: options.current.substep)
      }
    }
    /// The component-level status.
    public var status: EBStepperStatus {
      get { options.status }
      set { options.status = newValue }
    }
    /// The axis steps follow.
    public var axis: StepperAxis {
      get { options.axis }
      set { options.axis = newValue }
    }
    /// The main-axis length, or `nil` for the style's default.
    public var length: Double? {
      get { options.length }
      set { options.length = newValue }
    }
    /// The visible main-axis length, or `nil` for a row drawn whole; a row whose steps do not
    /// fit it scrolls (drag, and paging to the current step).
    public var viewport: Double? {
      get { options.viewport }
      set { options.viewport = newValue }
    }
    /// States for particular steps, overriding the derived ones.
    public var stateOverrides: [StepperStepID: StepperStepState] {
      get { options.stateOverrides }
      set { options.stateOverrides = newValue }
    }
    /// Step names, shown under (horizontal) or beside (vertical) their steps, at most two lines
    /// each. Sub-steps are named by their ids ("2.1").
    public var stepNames: [StepperStepID: String] {
      get { options.names }
      set { options.names = newValue }
    }
    /// Descriptions under step names ("3 documents", "Optional"): at most two lines each, in a
    /// smaller type and the `text/soft-500` color, read after the step's name.
    public var stepDescriptions: [StepperStepID: String] {
      get { options.descriptions }
      set { options.descriptions = newValue }
    }
    /// Dynamic sub-steps: `[2: 2]` shows "2.1" and "2.2" after step 2. They never count in
    /// ``total``.
    public var substeps: [Int: Int] {
      get { options.substeps }
      set { options.substeps = newValue }
    }
    /// The revealed sub-step of ``current`` the user is on, or `nil` for the main step.
    public var currentSubstep: Int? {
      get { options.current.substep }
      set { options.current = StepperStepID(options.current.step, substep: newValue) }
    }
    /// Whether the header with the current step's name is shown above the steps.
    public var showsHeader: Bool {
      get { options.showsHeader }
      set { options.showsHeader = newValue }
    }
    /// The words spoken and shown; `nil` (the default) reads them from the app's locale
    /// (`Locale.current`), as `EBStepper` reads SwiftUI's `locale`.
    public var strings: StepperStrings? { didSet { configurationDidChange() } }
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

    /// The number the first step shows, 1 by default: a flow that starts later
    /// (Specification#flow-start: "an override on the instance") shows and announces its steps from
    /// there ("Step 5 of 6").
    public var firstNumber: Int {
      get { options.firstNumber }
      set { options.firstNumber = newValue }
    }

    /// Whether `total` is an estimate, `false` by default: the header and VoiceOver then read
    /// "Step 2 of about 6" and "about 33%" (``StepperConfiguration/estimatedTotal(_:)``). A
    /// change of `total` is announced once ("2 steps added. Step 3 of 6").
    public var isTotalEstimated: Bool {
      get { options.isTotalEstimated }
      set { options.isTotalEstimated = newValue }
    }

    /// Icons circular markers show in place of their numbers, by main step; empty by default.
    /// A done step still shows its check and a failed one its exclamation mark, and the icon
    /// never replaces the step's accessible text (``StepperConfiguration/icons(_:)``).
    public var icons: [StepperStepID: StepperIcon] {
      get { options.icons }
      set { options.icons = newValue }
    }

    /// SF Symbols circular markers show in place of their numbers, by main step; empty by
    /// default. Each is drawn in the marker's content color in the core's icon box
    /// (``StepperIcon/markerScale`` of the marker), mirrored in a right-to-left layout only when
    /// it is directional (`StepperSymbol("car.side", isDirectional: true)`). A step with both
    /// a symbol and an icon shows the symbol; a name the system does not know shows the number.
    /// A done step still shows its check and a failed one its exclamation mark, and the symbol
    /// never replaces the step's accessible text.
    public var stepSymbols: [StepperStepID: StepperSymbol] {
      get { options.icons.compactMapValues(\.symbol) }
      set {
        options.icons = options.icons.filter { $0.value.symbol == nil }
          .merging(newValue.mapValues(StepperIcon.init(symbol:))) { _, symbol in symbol }
      }
    }
    /// Whether the current step is loading, while the app checks it before moving on: a
    /// circular marker shows a turning ring in place of its number, a dash or bullet a segment
    /// sweeping along it (still while Reduce Motion is on), and the announcement ends with
    /// "loading". A flow that succeeded or failed shows none (`StepperActivity`).
    public var isLoading: Bool {
      get { options.isLoading }
      set { options.isLoading = newValue }
    }

    /// The part of the current step done, from 0 to 1, or `nil` (the default) for none: the
    /// current dash or bullet fills part-way, a circular marker's outline becomes an arc, and
    /// the percentage counts it ("37.5%" for half of step 2 of 4). A fraction outside 0…1, or
    /// not a number, is refused as any value the core refuses (``configurationError``).
    public var stepProgress: Double? {
      get { options.stepProgress }
      set { options.stepProgress = newValue }
    }
    /// The steps the flow lets the user leave out; none by default. Each shows "Optional" in
    /// the ``strings``' language under its name, before its description, and is read as
    /// "optional"; a step the user passed by is shown with the state `.skipped` in
    /// ``stateOverrides`` (``StepperConfiguration/optionalSteps(_:)``).
    public var optionalSteps: Set<StepperStepID> {
      get { options.optionalSteps }
      set { options.optionalSteps = newValue }
    }
    /// The most places the row collapses to, or `nil` (the default) for every step: the first
    /// and last steps, the current one with its neighbours, and overflow markers ("…", read as
    /// "3 more steps, 1 failed") for the rest; with ``didSelectStep`` and ``didSelectAllSteps``
    /// set, an overflow marker is a button that calls ``didSelectAllSteps``
    /// (``StepperConfiguration/maxVisible(_:)``). It cannot be combined with a ``viewport``.
    public var maxVisible: Int? {
      get { options.maxVisible }
      set { options.maxVisible = newValue }
    }

    /// The first value the core refused among the current ones, or `nil` when every value is
    /// valid: the view then draws the nearest valid stepper (see the type's discussion).
    public var configurationError: StepperConfigurationError? {
      built?.problems.first
    }

    /// The move under way: its scenes, built once when it started (`StepperSceneMove`), and
    /// when it started.
    var sceneMove: (move: StepperSceneMove, start: CFTimeInterval)?
    /// How far the move under way has got, eased, from 0 to 1.
    var moveProgress = 0.0
    var displayLink: CADisplayLink?
    /// The display link that moves the loading mark, while one shows.
    var loadingLink: CADisplayLink?
    /// The moving loading mark, a small view redrawn alone each frame.
    let loadingView = StepperLoadingView()
    /// Where a person's drag left the row, while its step stays current.
    var drag: StepperScrollDrag?
    /// A drag, glide or spring back under way, drawn from tiles built once per stretch.
    var scroll: StepperViewScroll?
    /// The display link of a glide or spring back.
    var scrollLink: CADisplayLink?
    /// Where the drawing starts in the view's bounds when elements and targets were placed.
    var placedOrigin = CGPoint.zero
    /// What the Large Content Viewer shows for the step under a long press.
    let largeContentItem = UIView()
    /// How many times the still scene was built, so a drag knows its tiles are stale.
    var buildGeneration = 0
    /// The measurer, words and scene of the current values, and what VoiceOver last heard.
    let cache = StepperSceneCache()
    /// The scene of the current values once built: read it through `built`.
    var builtScene: StepperSceneCache.Built?
    /// Whether a value changed since the scene was built: the next layout, drawing or size
    /// asked for builds it again, so that values set one after another are checked together.
    var needsRebuild = true
    /// The pan that scrolls a row in a viewport.
    var pan: UIPanGestureRecognizer?
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
      status: EBStepperStatus = .default, axis: StepperAxis = .horizontal
    ) {
      options = StepperConfiguration.Options(
        style: style, total: total, current: StepperStepID(current))
      options.status = status
      options.axis = axis
      super.init(frame: .zero)
      setUp()
    }

    /// Creates a stepper view from a storyboard with the circular style's defaults
    /// (Specification#defaults: three steps with the first current; `StepperStyle.defaultTotal` and
    /// `defaultCurrent`).
    public required init?(coder: NSCoder) {
      let style = EBStepperStyle.circular
      options = StepperConfiguration.Options(
        style: style, total: style.defaultTotal, current: StepperStepID(style.defaultCurrent))
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
      setUpGestures()
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

    /// Where a focus update the view requests goes: the target a key moved to, if any
    /// (`preferredFocusEnvironments`: iOS 9).
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

    public override var intrinsicContentSize: CGSize {
      guard let built else { return .zero }
      return CGSize(built.scene.size)
    }

    /// Draws the cached scene, the moment of a move under way, or a row being dragged
    /// (`EBStepperView+Drawing.swift`).
    public override func draw(_ rect: CGRect) {
      guard let built, let context = UIGraphicsGetCurrentContext() else { return }
      paint(built, in: context)
    }

    /// Redraws for a new appearance, layout direction, text size, contrast or weight
    /// (`traitCollectionDidChange(_:)`: iOS 8; deprecated in iOS 17, where
    /// `registerForTraitChanges(_:action:)` in `observeTraits()` follows them instead).
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      configurationDidChange()
    }

    /// Draws again when the app changes the view's own direction (`semanticContentAttribute`:
    /// iOS 9), which no trait change reports.
    public override var semanticContentAttribute: UISemanticContentAttribute {
      didSet { configurationDidChange() }
    }

    /// Stops a move when the view leaves the screen, so the display link does not keep it.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        stopMoving()
        endScrolling()
      }
      updateLoadingMotion()
    }

    // MARK: Pressed and focused

    /// A finger down on a tap target presses it (`touchesBegan(_:with:)` and its siblings:
    /// iOS 2; the tap and pan recognizers cancel the touch when they take it over).
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesBegan(touches, with: event)
      holdScrolling()
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
      settleHeldScrolling()
      pressEnded()
    }

    /// A cancelled touch releases its target.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      super.touchesCancelled(touches, with: event)
      settleHeldScrolling()
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
