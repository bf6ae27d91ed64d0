/// Everything an app says about a stepper: the first stage of the pipeline.
///
/// A configuration is checked when it is made, so an invalid one cannot exist: a count under 2,
/// a current step outside the count, a length that is not a positive finite number, a row whose
/// steps do not fit, or a state for a step that does not exist are all a
/// ``StepperConfigurationError``.
///
/// Storage does not grow with `total`: steps are a count plus sparse per-step overrides.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .circular, total: 4, current: 2)
/// print(configuration.state(of: 1))
/// // Prints "complete"
/// ```
public struct StepperConfiguration: Sendable, Hashable {
  /// The largest `total` a configuration accepts. Every step of a row is drawn, so the limit
  /// keeps a scene's memory bounded.
  public static let maximumTotal = 100_000

  /// The longest main-axis length a configuration accepts, in points.
  public static let maximumLength = 1_000_000_000.0

  /// The visual form.
  public let style: StepperStyle
  /// How many main steps the flow has (dynamic sub-steps never count).
  public let total: Int
  /// The step the user is on, from 1 to ``total``.
  public let current: Int
  /// The component-level status.
  public let status: StepperStatus
  /// The direction in which steps follow one another.
  public let axis: StepperAxis
  /// The reading direction.
  public let direction: LayoutDirection
  /// The light or dark token set.
  public let theme: StepperTheme
  /// The states the app set for particular steps, overriding the derived ones.
  public let stateOverrides: [StepID: StepState]
  /// The length asked for along the main axis, or `nil` for the style's default.
  public let requestedLength: Double?

  /// Creates a configuration, checking every value.
  ///
  /// - Parameters:
  ///   - style: The visual form; circular by default.
  ///   - total: The number of main steps, 2 or more.
  ///   - current: The step the user is on, `1...total`.
  ///   - status: The component-level status.
  ///   - axis: Horizontal or vertical.
  ///   - direction: Left-to-right or right-to-left.
  ///   - theme: The token set; ``StepperTheme/light`` by default.
  ///   - length: The main-axis length in points, or `nil` for the style's default
  ///     (dash 268, circular 272, bullet its natural length).
  ///   - stateOverrides: States for particular steps, overriding the derived ones.
  /// - Throws: ``StepperConfigurationError`` naming the first value that is wrong.
  public init(
    style: StepperStyle = .circular,
    total: Int,
    current: Int,
    status: StepperStatus = .default,
    axis: StepperAxis = .horizontal,
    direction: LayoutDirection = .leftToRight,
    theme: StepperTheme = .light,
    length: Double? = nil,
    stateOverrides: [StepID: StepState] = [:]
  ) throws(StepperConfigurationError) {
    guard total >= 2 else { throw .totalTooSmall(total: total) }
    guard total <= Self.maximumTotal else {
      throw .totalTooLarge(total: total, maximum: Self.maximumTotal)
    }
    guard (1...total).contains(current) else {
      throw .currentOutOfRange(current: current, total: total)
    }
    if let length {
      guard length.isFinite, length > 0, length <= Self.maximumLength else {
        throw .invalidLength(length)
      }
      let minimum = StyleMetrics.minimumLength(of: style, total: total)
      guard length >= minimum else {
        throw .lengthTooShort(style: style, total: total, length: length, minimum: minimum)
      }
    } else if style != .bullet {
      let minimum = StyleMetrics.minimumLength(of: style, total: total)
      let length = StyleMetrics.defaultLength(of: style, total: total)
      guard length >= minimum else {
        throw .lengthTooShort(style: style, total: total, length: length, minimum: minimum)
      }
    }
    let unknown = stateOverrides.keys.filter { $0.isSubstep || !(1...total).contains($0.step) }
    if let step = unknown.min() { throw .unknownStep(step, total: total) }
    self.style = style
    self.total = total
    self.current = current
    self.status = status
    self.axis = axis
    self.direction = direction
    self.theme = theme
    self.requestedLength = length
    self.stateOverrides = stateOverrides
  }

  /// The main-axis length the steps are laid out in.
  public var length: Double {
    requestedLength ?? StyleMetrics.defaultLength(of: style, total: total)
  }
}
