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
  package let resolvedTheme: StepperTheme

  /// The steps in drawing order, with the sub-steps the app revealed.
  package var steps: StepperStepSequence { plan.steps }

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
    func refusal(_ id: StepperStepID) -> StepperConfigurationError {
      guard (1...total).contains(id.step) else { return .unknownStep(id, total: total) }
      return .unknownSubstep(id, revealed: steps.substeps(of: id.step))
    }
    if options.current.isSubstep, !steps.contains(options.current) {
      throw refusal(options.current)
    }
    if options.status == .success, current != total {
      throw .successBeforeLastStep(current: current, total: total)
    }
    if let id = options.unknownStep(steps.contains) { throw refusal(id) }
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
    resolvedTheme =
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

  /// The number shown for the last step, and the total the accessibility text counts in:
  /// `firstNumber + total - 1` (``Options/total`` when the flow starts at 1).
  package var lastNumber: Int { options.firstNumber + options.total - 1 }

  /// A step as the flow numbers it on screen and in accessibility text: its main step moved by
  /// ``Options/firstNumber`` − 1, its sub-step as it is.
  ///
  package func shownNumber(of step: StepperStepID) -> StepperStepID {
    step.shown(from: options.firstNumber)
  }

  /// The viewport of a row that scrolls: ``Options/viewport`` when ``Options/isScrollEnabled``,
  /// `nil` for a row drawn whole or one that does not scroll (which rests at offset 0).
  package var scrollingViewport: Double? { options.isScrollEnabled ? options.viewport : nil }

  /// The main-axis length of a row drawn whole: the length asked for, or the style's default.
  /// A row in a viewport is as long as its viewport when its steps fit, and longer (it
  /// scrolls) when they do not.
  package var resolvedLength: Double {
    options.length ?? options.viewport ?? plan.defaultLength
  }
}
