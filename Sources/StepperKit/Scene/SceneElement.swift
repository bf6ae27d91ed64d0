/// One thing a renderer draws: a shape with resolved colors, tagged with its role, step and
/// state.
public struct SceneElement: Sendable, Hashable {
  /// What part of the stepper an element is.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// A dash of the dash style.
    case dash
    /// A dot of the bullet style.
    case bullet
    /// A numbered marker of the circular style.
    case marker
    /// The rule joining two markers.
    case connector
  }

  /// An outline drawn inside the element's frame.
  public struct Stroke: Sendable, Hashable {
    /// The outline's color.
    public let color: RGBColor
    /// The outline's width; the outline lies wholly inside the frame.
    public let width: Double

    /// Creates an outline.
    public init(color: RGBColor, width: Double) {
      self.color = color
      self.width = width
    }
  }

  /// What a marker shows inside it.
  public enum Content: Sendable, Hashable {
    /// A check mark, for a done step.
    case check(color: RGBColor)
    /// The step's number.
    case number(String, color: RGBColor, style: TextStyle)
    /// An exclamation mark, for a failed step.
    case error(color: RGBColor)

    /// The content's name in the JSON scene: `check`, `number` or `error`.
    public var kind: String {
      switch self {
      case .check: "check"
      case .number: "number"
      case .error: "error"
      }
    }

    /// The color the content is drawn in.
    public var color: RGBColor {
      switch self {
      case .check(let color), .number(_, let color, _), .error(let color): color
      }
    }

    /// The glyph drawn for check and error content; `nil` for a number.
    public var glyph: Glyph? {
      switch self {
      case .check: .check
      case .error: .error
      case .number: nil
      }
    }
  }

  /// The element's part of the stepper.
  public let role: Role
  /// The step a dash, bullet or marker stands for; for a connector, the step it leaves.
  public let step: StepID
  /// For a connector, the step it leads into; `nil` otherwise.
  public let nextStep: StepID?
  /// The state the element is drawn in.
  public let state: StepState
  /// Where the element sits, in points, origin top-left.
  public let frame: Rect
  /// The radius of the frame's rounded corners.
  public let cornerRadius: Double
  /// The fill color, or `nil` for none.
  public let fill: RGBColor?
  /// The outline, or `nil` for none.
  public let stroke: Stroke?
  /// What a marker shows inside it, or `nil` for nothing.
  public let content: Content?

  /// Creates an element.
  public init(
    role: Role, step: StepID, nextStep: StepID? = nil, state: StepState, frame: Rect,
    cornerRadius: Double, fill: RGBColor?, stroke: Stroke? = nil, content: Content? = nil
  ) {
    self.role = role
    self.step = step
    self.nextStep = nextStep
    self.state = state
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.stroke = stroke
    self.content = content
  }
}
