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
/// let configuration = try StepperConfiguration(style: .circular, total: 4, current: 2)
/// print(configuration.state(of: 1))
/// // Prints "complete"
/// ```
public struct StepperConfiguration: Sendable, Hashable {
  /// The largest `total` of a row drawn whole: every step of it is in the scene.
  public static let maximumTotal = 100_000
  /// The largest `total` of a row in a viewport: only the steps on screen are in the scene.
  public static let maximumScrollingTotal = 100_000_000
  /// The most sub-steps one step may reveal.
  public static let maximumSubsteps = 99
  /// The longest main-axis length or viewport a configuration accepts, in points.
  public static let maximumLength = 1_000_000_000.0

  /// The longest viewport of a style, in points: one that shows at most ``maximumTotal`` steps
  /// at once (dash 800,000, bullet 1,600,000, circular 6,200,000), so that a scene never holds
  /// more steps than a row drawn whole may have.
  ///
  /// ```swift
  /// print(StepperConfiguration.maximumViewport(of: .dash))
  /// // Prints "800000.0"
  /// ```
  public static func maximumViewport(of style: StepperStyle) -> Double {
    Double(maximumTotal) * RowMetrics.minimumPitch(of: style)
  }

  /// The visual form.
  public let style: StepperStyle
  /// How many main steps the flow has (dynamic sub-steps never count).
  public let total: Int
  /// The main step the user is on, from 1 to ``total``; ``moving(to:)`` makes the same
  /// configuration at another step.
  public let current: Int
  /// The sub-step of ``current`` the user is on, or `nil` when on the main step itself.
  public let currentSubstep: Int?
  /// The component-level status. ``StepperStatus/success`` only ever comes with the last step
  /// current (`current == total`: the flow finished).
  public let status: StepperStatus
  /// The direction in which steps follow one another.
  public let axis: StepperAxis
  /// The reading direction.
  public let direction: StepperLayoutDirection
  /// The light or dark token set.
  public let theme: StepperTheme
  /// The states the app set for particular steps, overriding the derived ones.
  public let stateOverrides: [StepperStepID: StepperStepState]
  /// The length asked for along the main axis, or `nil` for the style's default.
  public let requestedLength: Double?
  /// The sub-steps each step reveals.
  public let substeps: StepperSubsteps
  /// The steps in drawing order, with the sub-steps the app revealed.
  public let steps: StepperStepSequence
  /// Step names, the header, the "All steps" control and the text size they are set at.
  public let labels: StepperLabels
  /// The viewport the row is shown in, or `nil` for a row drawn whole.
  public let scrolling: StepperScrolling?
  /// Which steps can be tapped.
  public let interaction: StepperInteraction
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
  /// From 1 to ``maximumFirstNumber(total:)``, so that the last number shown is at most
  /// ``maximumScrollingTotal``: no number is wider than those a long scrolling row shows.
  public let firstNumber: Int
  /// The icons circular markers show in place of their numbers, by main step (see
  /// ``icons(_:)``); empty by default.
  public let icons: [StepperStepID: StepperIcon]
  /// Whether ``total`` is an estimate, read and shown as such ("Step 2 of about 6"): a flow
  /// that may still branch. `false` by default; ``estimatedTotal(_:)`` sets it.
  public let isTotalEstimated: Bool
  /// What the current step is doing: loading, and how much of it is done (see
  /// ``activity(_:)``); ``StepperActivity/none`` by default.
  public let activity: StepperActivity
  /// The steps the flow lets the user leave out (see ``optionalSteps(_:)``); none by default.
  public let optionalSteps: Set<StepperStepID>
  /// The most places a row collapses to (see ``maxVisible(_:)``), or `nil` for a row that
  /// shows every step.
  public let maxVisible: Int?
  /// The person's accessibility settings the drawing follows (see
  /// ``accessibilityOptions(_:)``); none by default.
  public let accessibilityOptions: StepperAccessibilityOptions

  /// The largest ``firstNumber`` of a flow of `total` steps: the one whose last step shows
  /// ``maximumScrollingTotal``.
  ///
  /// ```swift
  /// print(StepperConfiguration.maximumFirstNumber(total: 5))
  /// // Prints "99999996"
  /// ```
  public static func maximumFirstNumber(total: Int) -> Int {
    maximumScrollingTotal - max(1, min(total, maximumScrollingTotal)) + 1
  }

  /// Creates a configuration from the values most steppers set, checking every value; the
  /// other parts (sub-steps, labels, scrolling, interaction, state overrides, the first
  /// number) take their defaults, and
  /// ``init(style:total:current:status:substeps:labels:scrolling:interaction:)``
  /// or the modifiers (``labels(_:)``, ``stateOverrides(_:)``, …) set them.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   style: .dash, total: 5, current: 2, axis: .vertical, length: 300)
  /// print(configuration.length)
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
  public init(
    style: StepperStyle = .circular,
    total: Int,
    current: Int,
    status: StepperStatus = .default,
    axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight,
    theme: StepperTheme = .light,
    length: Double? = nil
  ) throws(StepperConfigurationError) {
    var parts = Options(style: style, total: total, current: StepperStepID(current))
    parts.status = status
    parts.axis = axis
    parts.direction = direction
    parts.theme = theme
    parts.length = length
    try self.init(parts)
  }

  /// Creates a configuration with its grouped parts, checking every value; the axis, reading
  /// direction, theme, length, state overrides and first number take their defaults, and the
  /// modifiers (``axis(_:)``, ``theme(_:)``, ``length(_:)``, …) set them.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   style: .dash, total: 40, current: StepperStepID(12, substep: 1),
  ///   substeps: StepperSubsteps([12: 2]),
  ///   labels: StepperLabels(names: [12: "Payment"], showsHeader: true),
  ///   scrolling: StepperScrolling(viewport: 320),
  ///   interaction: .reachedSteps
  /// ).axis(.vertical)
  /// print(configuration.currentStep)
  /// // Prints "12.1"
  /// ```
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - total: The number of main steps, 2 or more.
  ///   - current: The step the user is on: a main step in `1...total`, or a sub-step that
  ///     `substeps` reveals.
  ///   - status: The component-level status; ``StepperStatus/success`` needs the last step
  ///     current (`current == total`).
  ///   - substeps: How many sub-steps each step reveals ("2.1", "2.2" after step 2).
  ///   - labels: Step names, the header, the "All steps" control and their text size.
  ///   - scrolling: The viewport the row scrolls in, or `nil` for a row drawn whole at the
  ///     style's default length.
  ///   - interaction: Which steps can be tapped.
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  public init(
    style: StepperStyle = .circular,
    total: Int,
    current: StepperStepID,
    status: StepperStatus = .default,
    substeps: StepperSubsteps = .none,
    labels: StepperLabels = .none,
    scrolling: StepperScrolling? = nil,
    interaction: StepperInteraction = .none
  ) throws(StepperConfigurationError) {
    var parts = Options(style: style, total: total, current: current)
    parts.status = status
    parts.substeps = substeps
    parts.labels = labels
    parts.scrolling = scrolling
    parts.interaction = interaction
    try self.init(parts)
  }

  /// Creates a configuration from every one of its values, checking them all in one order
  /// (the count, the current step, the sub-steps, the first number, the status, the per-step
  /// values, the fit, the offset): the one path every configuration is made through.
  ///
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  package init(_ parts: Options) throws(StepperConfigurationError) {
    let total = parts.total
    let viewport = parts.scrolling?.viewport
    guard total >= 2 else { throw .totalTooSmall(total: total) }
    if parts.length != nil, viewport != nil { throw .lengthWithViewport }
    let maximum = viewport == nil ? Self.maximumTotal : Self.maximumScrollingTotal
    guard total <= maximum else { throw .totalTooLarge(total: total, maximum: maximum) }
    let current = parts.current.step
    guard (1...total).contains(current) else {
      throw .currentOutOfRange(current: current, total: total)
    }
    for (step, count) in parts.substeps.counts.sorted(by: { $0.key < $1.key }) {
      guard (1...total).contains(step) else {
        throw .unknownStep(StepperStepID(step), total: total)
      }
      guard (1...Self.maximumSubsteps).contains(count) else {
        throw .invalidSubstepCount(step: step, count: count)
      }
    }
    let steps = StepperStepSequence(total: total, substeps: parts.substeps.counts)
    let highestFirst = Self.maximumFirstNumber(total: total)
    guard (1...highestFirst).contains(parts.firstNumber) else {
      throw .firstNumberOutOfRange(
        firstNumber: parts.firstNumber, total: total, maximum: highestFirst)
    }
    func check(_ ids: some Collection<StepperStepID>) throws(StepperConfigurationError) {
      guard let id = ids.filter({ !steps.contains($0) }).min() else { return }
      guard (1...total).contains(id.step) else { throw .unknownStep(id, total: total) }
      throw .unknownSubstep(id, revealed: steps.substeps(of: id.step))
    }
    if parts.current.isSubstep { try check([parts.current]) }
    if parts.status == .success, current != total {
      throw .successBeforeLastStep(current: current, total: total)
    }
    try check(parts.stateOverrides.keys)
    try check(parts.labels.names.keys)
    try check(parts.labels.descriptions.keys)
    try check(parts.optionalSteps)
    try check(parts.interaction.tappableSteps ?? [])
    try Self.checkCollapse(parts.maxVisible, viewport: viewport)
    try Self.checkIcons(parts.icons, style: parts.style, total: total)
    try Self.checkFit(
      parts.style, Self.laidOutSteps(steps, maxVisible: parts.maxVisible),
      length: parts.length
        ?? Self.defaultLength(of: parts.style, steps, maxVisible: parts.maxVisible),
      viewport: viewport,
      scrolls: parts.scrolling?.isEnabled ?? true)
    if let offset = parts.scrolling?.offset, !offset.isFinite { throw .invalidOffset(offset) }
    if let progress = parts.activity.stepProgress,
      !StepperActivity.isValid(stepProgress: progress)
    {
      throw .invalidStepProgress(progress)
    }
    self.init(checked: parts, steps: steps)
  }

  /// Stores values already checked, with their step sequence.
  init(checked parts: Options, steps: StepperStepSequence) {
    style = parts.style
    total = parts.total
    current = parts.current.step
    currentSubstep = parts.current.substep
    status = parts.status
    axis = parts.axis
    direction = parts.direction
    let options = parts.accessibilityOptions
    theme = options.contains(.increaseContrast) ? parts.theme.increasingContrast() : parts.theme
    accessibilityOptions = options
    requestedLength = parts.length
    stateOverrides = parts.stateOverrides
    substeps = parts.substeps
    self.steps = steps
    labels = parts.labels
    scrolling = parts.scrolling
    interaction = parts.interaction
    firstNumber = parts.firstNumber
    icons = parts.icons
    isTotalEstimated = parts.isTotalEstimated
    activity = parts.activity
    optionalSteps = parts.optionalSteps
    maxVisible = parts.maxVisible
  }

  /// The same configuration along another axis: any axis suits any configuration, so this
  /// never fails.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 2).axis(.vertical)
  /// print(configuration.axis)
  /// // Prints "vertical"
  /// ```
  public func axis(_ axis: StepperAxis) -> StepperConfiguration {
    var parts = Options(self)
    parts.axis = axis
    return StepperConfiguration(checked: parts, steps: steps)
  }

  /// The same configuration in another reading direction: any direction suits any
  /// configuration, so this never fails.
  public func direction(_ direction: StepperLayoutDirection) -> StepperConfiguration {
    var parts = Options(self)
    parts.direction = direction
    return StepperConfiguration(checked: parts, steps: steps)
  }

  /// The same configuration with another token set: any theme suits any configuration, so
  /// this never fails.
  public func theme(_ theme: StepperTheme) -> StepperConfiguration {
    var parts = Options(self)
    parts.theme = theme
    return StepperConfiguration(checked: parts, steps: steps)
  }

  /// The number shown for the last step, and the total the accessibility text counts in:
  /// `firstNumber + total - 1` (``total`` when the flow starts at 1).
  public var lastNumber: Int { firstNumber + total - 1 }

  /// A step as the flow numbers it on screen and in accessibility text: its main step moved by
  /// ``firstNumber`` − 1, its sub-step as it is.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 5, current: 2).firstNumber(3)
  /// print(configuration.shownNumber(of: StepperStepID(2, substep: 1)))
  /// // Prints "4.1"
  /// ```
  public func shownNumber(of step: StepperStepID) -> StepperStepID {
    StepperStepID(step.step + firstNumber - 1, substep: step.substep)
  }

  /// The step the user is on: a main step, or one of its sub-steps.
  public var currentStep: StepperStepID { StepperStepID(current, substep: currentSubstep) }

  /// The main-axis length of a row drawn whole: the length asked for, or the style's default.
  /// A row in a viewport is as long as its viewport when its steps fit, and longer (it
  /// scrolls) when they do not.
  public var length: Double {
    requestedLength ?? viewport
      ?? Self.defaultLength(of: style, steps, maxVisible: maxVisible)
  }
}
