#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The stepper's options one property each, as UIKit views offer them: each reads and writes
  /// ``EBStepperView/options``, so setting several in a row builds once.
  extension EBStepperView {
    /// Whether the stepper can be used, UIControl's own property: `false` draws every step
    /// disabled and no step can be chosen, as a control inside a disabled form. It reads and
    /// writes ``options``' `isEnabled`, and UIControl's `state` follows it.
    public override var isEnabled: Bool {
      get { options.isEnabled }
      set { options.isEnabled = newValue }
    }

    /// UIControl's own state (`state`, its touch tracking) follows the option, whichever way it
    /// was set (``isEnabled`` or ``options`` whole).
    func controlStateDidChange() {
      if super.isEnabled != options.isEnabled { super.isEnabled = options.isEnabled }
    }

    /// Takes the storyboard's Enabled box, which UIControl decoded into its own state.
    func readDecodedControlState() {
      options.isEnabled = super.isEnabled
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
    /// The axis steps follow, in UIKit's own type (as `UIStackView`'s `axis`).
    public var axis: NSLayoutConstraint.Axis {
      get { options.axis == .vertical ? .vertical : .horizontal }
      set { options.axis = newValue == .vertical ? .vertical : .horizontal }
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
    /// Whether a row in a ``viewport`` scrolls, `true` by default, as `UIScrollView`'s own
    /// property: a row that does not scroll must fit its viewport, else it is refused as any
    /// value the core refuses (``configurationError``).
    public var isScrollEnabled: Bool {
      get { options.isScrollEnabled }
      set { options.isScrollEnabled = newValue }
    }
    /// States for particular steps, overriding the derived ones.
    public var stepStates: [StepperStepID: StepperStepState] {
      get { options.stepStates }
      set { options.stepStates = newValue }
    }
    /// Step names, shown under (horizontal) or beside (vertical) their steps, at most two lines
    /// each. Sub-steps are named by their ids ("2.1").
    public var stepNames: [StepperStepID: String] {
      get { options.stepNames }
      set { options.stepNames = newValue }
    }
    /// Descriptions under step names ("3 documents", "Optional"): at most two lines each, in a
    /// smaller type and the `text/soft-500` color, read after the step's name.
    public var stepDescriptions: [StepperStepID: String] {
      get { options.stepDescriptions }
      set { options.stepDescriptions = newValue }
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
    /// The number the first step shows, 1 by default: a flow that starts later
    /// (Specification#flow-start: "an override on the instance") shows and announces its steps from
    /// there ("Step 5 of 6").
    public var firstNumber: Int {
      get { options.firstNumber }
      set { options.firstNumber = newValue }
    }
    /// Whether `total` is an estimate, `false` by default: the header and VoiceOver then read
    /// "Step 2 of about 6" and "about 33%" (``StepperConfiguration/Options/isTotalEstimated``). A
    /// change of `total` is announced once ("2 steps added. Step 3 of 6").
    public var isTotalEstimated: Bool {
      get { options.isTotalEstimated }
      set { options.isTotalEstimated = newValue }
    }
    /// Icons circular markers show in place of their numbers, by main step; empty by default:
    /// a built-in one, one made from path data, or an SF Symbol (``StepperIcon/init(symbol:)``),
    /// drawn in the marker's content color in the core's icon box (``StepperIcon/markerScale``
    /// of the marker) and mirrored in a right-to-left layout only when it is directional
    /// (`StepperSymbol("car.side", isDirectional: true)`); a symbol name the system does not
    /// know shows the number. A done step still shows its check and a failed one its
    /// exclamation mark, and the icon never replaces the step's accessible text
    /// (``StepperConfiguration/Options/stepIcons``).
    public var stepIcons: [StepperStepID: StepperIcon] {
      get { options.stepIcons }
      set { options.stepIcons = newValue }
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
    /// ``stepStates`` (``StepperConfiguration/Options/optionalSteps``).
    public var optionalSteps: Set<StepperStepID> {
      get { options.optionalSteps }
      set { options.optionalSteps = newValue }
    }
    /// The most places the row collapses to, or `nil` (the default) for every step: the first
    /// and last steps, the current one with its neighbours, and overflow markers ("…", read as
    /// "3 more steps, 1 failed") for the rest; where steps can be tapped (``didSelectStep`` or
    /// a `.valueChanged` action) and ``didSelectAllSteps`` is set, an overflow marker is a
    /// button that calls ``didSelectAllSteps``
    /// (``StepperConfiguration/Options/maxVisible``). It cannot be combined with a ``viewport``.
    public var maxVisible: Int? {
      get { options.maxVisible }
      set { options.maxVisible = newValue }
    }
    /// The steps a person can choose, reached or not, where steps can be chosen
    /// (``didSelectStep`` or a `.valueChanged` action), or `nil` (the default) for those
    /// already reached; a step drawn disabled never can be
    /// (``StepperConfiguration/Options/tappableSteps``).
    public var tappableSteps: Set<StepperStepID>? {
      get { options.tappableSteps }
      set { options.tappableSteps = newValue }
    }
  }
#endif
