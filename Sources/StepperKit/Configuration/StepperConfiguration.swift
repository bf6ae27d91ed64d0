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
  /// The main step the user is on, from 1 to ``total``.
  ///
  /// Settable inside the module only, so the animation code can make the same configuration at
  /// another step (always one in `1...total`, with no sub-step).
  public internal(set) var current: Int
  /// The sub-step of ``current`` the user is on, or `nil` when on the main step itself.
  public internal(set) var currentSubstep: Int?
  /// The component-level status. ``StepperStatus/success`` only ever comes with the last step
  /// current (`current == total`: the flow finished).
  ///
  /// Settable inside the module only, so the animation code can draw the steps passed on the
  /// way to a success as under way.
  public internal(set) var status: StepperStatus
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
  /// The steps in drawing order, with the sub-steps the app revealed.
  public let steps: StepperStepSequence
  /// Step names, shown under (horizontal) or beside (vertical) their step.
  public let names: [StepperStepID: String]
  /// Whether the header with the current step's name is shown above the steps.
  public let showsHeader: Bool
  /// Whether the "All steps" control is shown at the header's trailing end.
  public let showsAllSteps: Bool
  /// The visible main-axis length, or `nil` for a row drawn whole. When the steps do not fit
  /// it, the row scrolls.
  public let viewport: Double?
  /// The drag offset along the main axis, or `nil` to page to the current step.
  public let scrollOffset: Double?
  /// Whether a row in a viewport can scroll. A row that cannot must show every step whole: its
  /// viewport is at least as long as the steps need (seed 002: no partial step when the row
  /// does not scroll).
  public let isScrollEnabled: Bool
  /// Whether steps can be tapped.
  public let isTappable: Bool
  /// The steps that can be tapped, or `nil` for the steps already reached.
  public let tappableSteps: Set<StepperStepID>?
  /// The person's text size: step names, the header and "All steps" are set at it (see
  /// ``StepperTextSizeCategory/scaleFactor``); `.large`, the design size, by default.
  public let textSize: StepperTextSizeCategory
  /// The number the first step shows: 1 unless the flow started before this indicator (seed
  /// 001: "a flow that does not start at 1 is an override on the instance").
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

  /// Creates a configuration, checking every value.
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - total: The number of main steps, 2 or more.
  ///   - current: The main step the user is on, `1...total`.
  ///   - currentSubstep: The revealed sub-step of `current` the user is on, if any.
  ///   - status: The component-level status; ``StepperStatus/success`` needs the last step
  ///     current (`current == total`).
  ///   - axis: Horizontal or vertical.
  ///   - direction: Left-to-right or right-to-left.
  ///   - theme: The token set; ``StepperTheme/light`` by default.
  ///   - length: The main-axis length in points, or `nil` for the style's default
  ///     (dash 268, circular 272, bullet its natural length).
  ///   - stateOverrides: States for particular steps, overriding the derived ones.
  ///   - substeps: How many sub-steps each step reveals ("2.1", "2.2" after step 2).
  ///   - names: Step names; at most two lines of each are shown.
  ///   - showsHeader: Whether to show the current step's name above the steps.
  ///   - showsAllSteps: Whether to show the "All steps" control in the header.
  ///   - viewport: The visible main-axis length; the row scrolls when its steps do not fit.
  ///   - scrollOffset: A drag offset, clamped to the scrollable range; `nil` pages to the
  ///     current step.
  ///   - isScrollEnabled: Whether a row in a viewport scrolls (default); a row that does not
  ///     must fit its viewport whole.
  ///   - isTappable: Whether steps can be tapped.
  ///   - tappableSteps: Which steps can be tapped; `nil` for those already reached.
  ///   - textSize: The text size names and the header are set at (Dynamic Type).
  ///   - firstNumber: The number the first step shows, 1 by default (see ``firstNumber``).
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  public init(
    style: StepperStyle = .circular,
    total: Int,
    current: Int,
    currentSubstep: Int? = nil,
    status: StepperStatus = .default,
    axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight,
    theme: StepperTheme = .light,
    length: Double? = nil,
    stateOverrides: [StepperStepID: StepperStepState] = [:],
    substeps: [Int: Int] = [:],
    names: [StepperStepID: String] = [:],
    showsHeader: Bool = false,
    showsAllSteps: Bool = false,
    viewport: Double? = nil,
    scrollOffset: Double? = nil,
    isScrollEnabled: Bool = true,
    isTappable: Bool = false,
    tappableSteps: Set<StepperStepID>? = nil,
    textSize: StepperTextSizeCategory = .large,
    firstNumber: Int = 1
  ) throws(StepperConfigurationError) {
    guard total >= 2 else { throw .totalTooSmall(total: total) }
    if length != nil, viewport != nil { throw .lengthWithViewport }
    let maximum = viewport == nil ? Self.maximumTotal : Self.maximumScrollingTotal
    guard total <= maximum else { throw .totalTooLarge(total: total, maximum: maximum) }
    guard (1...total).contains(current) else {
      throw .currentOutOfRange(current: current, total: total)
    }
    for (step, count) in substeps.sorted(by: { $0.key < $1.key }) {
      guard (1...total).contains(step) else {
        throw .unknownStep(StepperStepID(step), total: total)
      }
      guard (1...Self.maximumSubsteps).contains(count) else {
        throw .invalidSubstepCount(step: step, count: count)
      }
    }
    let steps = StepperStepSequence(total: total, substeps: substeps)
    let highestFirst = Self.maximumFirstNumber(total: total)
    guard (1...highestFirst).contains(firstNumber) else {
      throw .firstNumberOutOfRange(firstNumber: firstNumber, total: total, maximum: highestFirst)
    }
    func check(_ ids: some Collection<StepperStepID>) throws(StepperConfigurationError) {
      guard let id = ids.filter({ !steps.contains($0) }).min() else { return }
      guard (1...total).contains(id.step) else { throw .unknownStep(id, total: total) }
      throw .unknownSubstep(id, revealed: steps.substeps(of: id.step))
    }
    if let currentSubstep { try check([StepperStepID(current, substep: currentSubstep)]) }
    if status == .success, current != total {
      throw .successBeforeLastStep(current: current, total: total)
    }
    try check(stateOverrides.keys)
    try check(names.keys)
    try check(tappableSteps ?? [])
    try Self.checkFit(
      style, steps, length: length, viewport: viewport, scrolls: isScrollEnabled)
    if let scrollOffset {
      guard scrollOffset.isFinite else { throw .invalidOffset(scrollOffset) }
      guard viewport != nil else { throw .offsetWithoutViewport }
    }
    self.style = style
    self.total = total
    self.current = current
    self.currentSubstep = currentSubstep
    self.status = status
    self.axis = axis
    self.direction = direction
    self.theme = theme
    self.requestedLength = length
    self.stateOverrides = stateOverrides
    self.steps = steps
    self.names = names
    self.showsHeader = showsHeader
    self.showsAllSteps = showsAllSteps
    self.viewport = viewport
    self.scrollOffset = scrollOffset
    self.isScrollEnabled = isScrollEnabled
    self.isTappable = isTappable
    self.tappableSteps = tappableSteps
    self.textSize = textSize
    self.firstNumber = firstNumber
  }

  /// The number shown for the last step, and the total the accessibility text counts in:
  /// `firstNumber + total - 1` (``total`` when the flow starts at 1).
  public var lastNumber: Int { firstNumber + total - 1 }

  /// A step as the flow numbers it on screen and in accessibility text: its main step moved by
  /// ``firstNumber`` − 1, its sub-step as it is.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 5, current: 2, firstNumber: 3)
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
      ?? StyleMetrics.defaultLength(of: style, total: total, substeps: steps.substepCount)
  }

  /// Checks that the steps fit their length, or that a viewport can scroll them.
  private static func checkFit(
    _ style: StepperStyle, _ steps: StepperStepSequence, length: Double?, viewport: Double?,
    scrolls: Bool
  ) throws(StepperConfigurationError) {
    let minimum = StyleMetrics.minimumLength(
      of: style, total: steps.total, substeps: steps.substepCount)
    if let viewport {
      guard viewport.isFinite, viewport > 0, viewport <= maximumLength else {
        throw .invalidViewport(viewport)
      }
      let longest = maximumViewport(of: style)
      guard viewport <= longest else {
        throw .viewportTooLong(style: style, viewport: viewport, maximum: longest)
      }
      guard scrolls || viewport >= minimum else {
        throw .partialStepWithoutScrolling(
          style: style, total: steps.total, viewport: viewport, minimum: minimum)
      }
      let shortest = RowMetrics.minimumViewport(of: style)
      guard viewport >= minimum || viewport >= shortest else {
        throw .viewportTooShort(style: style, viewport: viewport, minimum: shortest)
      }
      return
    }
    if let length {
      guard length.isFinite, length > 0, length <= maximumLength else {
        throw .invalidLength(length)
      }
    }
    let fitted =
      length
      ?? StyleMetrics.defaultLength(of: style, total: steps.total, substeps: steps.substepCount)
    guard fitted >= minimum else {
      throw .lengthTooShort(style: style, total: steps.total, length: fitted, minimum: minimum)
    }
  }
}
