/// Everything an app says about a stepper: the first stage of the pipeline.
///
/// A configuration is checked when it is made, so an invalid one cannot exist: a count under 2,
/// a current step outside the count, a length or viewport that is not a positive finite number,
/// a row whose steps do not fit, a row that cannot scroll but would show part of a step, a
/// success before the last step, a first number out of range, or a state, name or sub-step for
/// a step that does not exist are all a ``StepperConfigurationError``.
///
/// Storage does not grow with `total`: steps are a count plus the sparse per-step data the app
/// gives (overrides, names, revealed sub-steps).
///
/// ```swift
/// let configuration = try StepperConfiguration(.init(style: .circular, total: 4, current: 2))
/// print(configuration.state(of: 1))
/// // Prints "complete"
/// ```
public struct StepperConfiguration: Sendable, Hashable {
  /// The largest `total` of a row drawn whole: every step of it is in the scene.
  package static let maximumTotal = 100_000
  /// The largest `total` of a row in a viewport: only the steps on screen are in the scene.
  package static let maximumScrollingTotal = 100_000_000
  /// The most sub-steps one step may reveal.
  package static let maximumSubsteps = 99
  /// The longest main-axis length or viewport a configuration accepts, in points.
  package static let maximumLength = 1_000_000_000.0

  /// The options the configuration was made from, as the app gave them, checked: the one
  /// store of every option. The values below read it; none is a copy.
  public let options: Options
  /// The row the options plan: its steps, its collapse and the length of a row drawn whole.
  package let plan: StepperRowPlan
  /// The token set drawn with: the options' theme, with its higher-contrast tokens when the
  /// person asked for more contrast (made once, as it builds a theme).
  package let theme: StepperTheme

  /// The visual form.
  package var style: StepperStyle { options.style }
  /// How many main steps the flow has (dynamic sub-steps never count).
  package var total: Int { options.total }
  /// The main step the user is on, from 1 to ``total``; ``moving(to:)`` makes the same
  /// configuration at another step.
  package var current: Int { options.current.step }
  /// The sub-step of ``current`` the user is on, or `nil` when on the main step itself.
  package var currentSubstep: Int? { options.current.substep }
  /// The component-level status. ``StepperStatus/success`` only ever comes with the last step
  /// current (`current == total`: the flow finished).
  package var status: StepperStatus { options.status }
  /// The direction in which steps follow one another.
  package var axis: StepperAxis { options.axis }
  /// The reading direction.
  package var direction: StepperLayoutDirection { options.direction }
  /// The states the app set for particular steps, overriding the derived ones.
  package var stepStates: [StepperStepID: StepperStepState] { options.stepStates }
  /// The length asked for along the main axis, or `nil` for the style's default.
  package var requestedLength: Double? { options.length }
  /// The sub-steps each step reveals.
  package var substeps: StepperSubsteps { StepperSubsteps(unchecked: options.substeps) }
  /// The steps in drawing order, with the sub-steps the app revealed.
  package var steps: StepperStepSequence { plan.steps }
  /// Step names, the header, the "All steps" control and the text size they are set at.
  package var labels: StepperLabels {
    StepperLabels(
      names: options.stepNames, descriptions: options.stepDescriptions,
      showsHeader: options.showsHeader, showsAllSteps: options.showsAllSteps,
      textSize: options.textSize)
  }
  /// The viewport the row is shown in, or `nil` for a row drawn whole.
  package var scrolling: StepperScrolling? {
    options.viewport.map {
      StepperScrolling(
        unchecked: $0, offset: options.scrollOffset, isEnabled: options.isScrollEnabled)
    }
  }
  /// Which steps can be tapped.
  package var interaction: StepperInteraction {
    StepperInteraction(isTappable: options.isTappable, tappableSteps: options.tappableSteps)
  }
  /// The number the first step shows: 1 unless the flow started before this indicator
  /// (Specification#flow-start: "a flow that does not start at 1 is an override on the instance").
  ///
  /// Step *i* shows `firstNumber + i - 1`, and the accessibility text counts in the numbers
  /// shown: with `firstNumber` 3, `total` 5 and `current` 2, the markers read 3 to 7 and the
  /// announcement is "Step 4 of 7, 57%": the flow has 7 steps, of which the first 2 were
  /// done before the indicator's first. Step ids (``current``, overrides, names, taps) still
  /// count from 1, the indicator's first step. A sub-step's marker keeps its own number, and
  /// the text reads it with its parent's shown number: sub-step 2.1 is "Step 4.1 of 7".
  ///
  /// From 1 to the number that makes the last step show `maximumScrollingTotal`: no number
  /// is wider than those a long scrolling row shows.
  package var firstNumber: Int { options.firstNumber }
  /// The icons circular markers show in place of their numbers, by main step.
  package var stepIcons: [StepperStepID: StepperIcon] { options.stepIcons }
  /// Whether ``total`` is an estimate, read and shown as such ("Step 2 of about 6").
  package var isTotalEstimated: Bool { options.isTotalEstimated }
  /// What the current step is doing: loading, and how much of it is done.
  package var activity: StepperActivity {
    StepperActivity(unchecked: options.isLoading, stepProgress: options.stepProgress)
  }
  /// The steps the flow lets the user leave out.
  package var optionalSteps: Set<StepperStepID> { options.optionalSteps }
  /// The most places a row collapses to, or `nil` for a row that shows every step.
  package var maxVisible: Int? { options.maxVisible }
  /// The person's accessibility settings the drawing follows.
  package var accessibilityOptions: StepperAccessibilityOptions { options.accessibilityOptions }

  /// The largest ``Options/firstNumber`` of a flow of `total` steps: the one whose last step shows
  /// `maximumScrollingTotal`.
  package static func maximumFirstNumber(total: Int) -> Int {
    maximumScrollingTotal - max(1, min(total, maximumScrollingTotal)) + 1
  }

  /// Creates a configuration from the values most steppers set, checking every value; the
  /// other options take their defaults. A shorthand for the package's own code and tests: an
  /// app sets the same values on ``Options`` and calls ``init(_:)``, which takes them all.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   style: .dash, total: 5, current: 2, axis: .vertical, length: 300)
  /// print(configuration.options.length ?? 0)
  /// // Prints "300.0"
  /// ```
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - total: The number of main steps, 2 or more.
  ///   - current: The main step the user is on, `1...total`.
  ///   - status: The component-level status; ``StepperStatus/success`` needs the last step
  ///     current (`current == total`).
  ///   - axis: Horizontal or vertical.
  ///   - direction: Left-to-right or right-to-left.
  ///   - theme: The token set; ``StepperTheme/light`` by default.
  ///   - length: The main-axis length in points, or `nil` for the style's default
  ///     (dash 268, circular 272, bullet its natural length).
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  package init(
    style: StepperStyle = .circular,
    total: Int,
    current: Int,
    status: StepperStatus = .default,
    axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight,
    theme: StepperTheme = .light,
    length: Double? = nil
  ) throws(StepperConfigurationError) {
    var options = Options(style: style, total: total, current: StepperStepID(current))
    options.status = status
    options.axis = axis
    options.direction = direction
    options.theme = theme
    options.length = length
    try self.init(options)
  }

  /// Creates a configuration with one step for each of `names`, in order: the number of names
  /// is the total, and an empty name is a step without one. A shorthand for the package's own
  /// code and tests: an app passes ``Options/init(style:names:current:)`` to ``init(_:)``.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   names: ["Cart", "Address", "Payment", "Review"], current: 2)
  /// print(configuration.options.total)
  /// // Prints "4"
  /// ```
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - names: The steps' names, two or more.
  ///   - current: The step the user is on.
  ///   - status: The component-level status.
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  package init(
    style: StepperStyle = .circular, names: [String], current: StepperStepID = 1,
    status: StepperStatus = .default
  ) throws(StepperConfigurationError) {
    var options = Options(style: style, names: names, current: current)
    options.status = status
    try self.init(options)
  }

  /// Creates a configuration from every one of its options, checking them all in one order
  /// (the count, the current step, the sub-steps, the first number, the status, the per-step
  /// values, the row's plan, the offset): the one path every configuration is made through.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(style: .dash, total: 5, current: 2)
  /// options.axis = .vertical
  /// options.length = 300
  /// let configuration = try StepperConfiguration(options)
  /// print(configuration.options.length ?? 0)
  /// // Prints "300.0"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  public init(_ options: Options) throws(StepperConfigurationError) {
    let total = options.total
    let viewport = options.viewport
    guard total >= 2 else { throw .totalTooSmall(total: total) }
    if options.length != nil, viewport != nil { throw .lengthWithViewport }
    let maximum = viewport == nil ? Self.maximumTotal : Self.maximumScrollingTotal
    guard total <= maximum else { throw .totalTooLarge(total: total, maximum: maximum) }
    let current = options.current.step
    guard (1...total).contains(current) else {
      throw .currentOutOfRange(current: current, total: total)
    }
    for (step, count) in options.substeps.sorted(by: { $0.key < $1.key }) {
      guard (1...total).contains(step) else {
        throw .unknownStep(StepperStepID(step), total: total)
      }
      guard (1...Self.maximumSubsteps).contains(count) else {
        throw .invalidSubstepCount(step: step, count: count)
      }
    }
    let steps = StepperStepSequence(total: total, substeps: options.substeps)
    let highestFirst = Self.maximumFirstNumber(total: total)
    guard (1...highestFirst).contains(options.firstNumber) else {
      throw .firstNumberOutOfRange(
        firstNumber: options.firstNumber, total: total, maximum: highestFirst)
    }
    func check(_ ids: some Collection<StepperStepID>) throws(StepperConfigurationError) {
      guard let id = ids.filter({ !steps.contains($0) }).min() else { return }
      guard (1...total).contains(id.step) else { throw .unknownStep(id, total: total) }
      throw .unknownSubstep(id, revealed: steps.substeps(of: id.step))
    }
    if options.current.isSubstep { try check([options.current]) }
    if options.status == .success, current != total {
      throw .successBeforeLastStep(current: current, total: total)
    }
    try check(options.stepStates.keys)
    try check(options.stepNames.keys)
    try check(options.stepDescriptions.keys)
    try check(options.optionalSteps)
    try check(options.tappableSteps ?? [])
    let plan = StepperRowPlan(style: options.style, steps: steps, maxVisible: options.maxVisible)
    try Self.checkIcons(options.stepIcons, style: options.style, total: total)
    try plan.check(
      length: options.length, viewport: viewport, isScrollEnabled: options.isScrollEnabled)
    let offset = options.scrollOffset
    if let offset, viewport != nil, !offset.isFinite { throw .invalidOffset(offset) }
    if let progress = options.stepProgress, !StepperActivity.isValid(stepProgress: progress) {
      throw .invalidStepProgress(progress)
    }
    // An offset scrolls a viewport: without one, it is the last value checked.
    if let offset, viewport == nil {
      throw offset.isFinite ? .offsetWithoutViewport : .invalidOffset(offset)
    }
    self.init(checked: options, plan: plan)
  }

  /// Stores options already checked, with their row's plan.
  init(checked options: Options, plan: StepperRowPlan) {
    self.options = options
    self.plan = plan
    theme =
      options.accessibilityOptions.contains(.increaseContrast)
      ? options.theme.increasingContrast() : options.theme
  }

  /// The same configuration with options that keep its steps and their fit (the axis, the
  /// reading direction, the theme, the accessibility settings, the estimate): never fails.
  package func unchecked(_ change: (inout Options) -> Void) -> StepperConfiguration {
    var options = options
    change(&options)
    return StepperConfiguration(checked: options, plan: plan)
  }

  /// The same configuration along another axis: any axis suits any configuration.
  package func axis(_ axis: StepperAxis) -> StepperConfiguration {
    unchecked { $0.axis = axis }
  }

  /// The same configuration in another reading direction: any direction suits any
  /// configuration.
  package func direction(_ direction: StepperLayoutDirection) -> StepperConfiguration {
    unchecked { $0.direction = direction }
  }

  /// The same configuration with another token set: any theme suits any configuration.
  package func theme(_ theme: StepperTheme) -> StepperConfiguration {
    unchecked { $0.theme = theme }
  }

  /// The number shown for the last step, and the total the accessibility text counts in:
  /// `firstNumber + total - 1` (``total`` when the flow starts at 1).
  package var lastNumber: Int { firstNumber + total - 1 }

  /// A step as the flow numbers it on screen and in accessibility text: its main step moved by
  /// ``Options/firstNumber`` − 1, its sub-step as it is.
  ///
  package func shownNumber(of step: StepperStepID) -> StepperStepID {
    StepperStepID(step.step + firstNumber - 1, substep: step.substep)
  }

  /// The step the user is on: a main step, or one of its sub-steps.
  package var currentStep: StepperStepID { StepperStepID(current, substep: currentSubstep) }

  /// The main-axis length of a row drawn whole: the length asked for, or the style's default.
  /// A row in a viewport is as long as its viewport when its steps fit, and longer (it
  /// scrolls) when they do not.
  package var length: Double {
    requestedLength ?? viewport ?? plan.defaultLength
  }
}
