/// Two colors the stepper puts side by side, with their WCAG 2.x contrast ratio and the minimum
/// they are held to.
///
/// ```swift
/// let pair = ContrastPair(
///   part: .fill, role: .marker, state: .complete,
///   foreground: .brandBase, foregroundColor: RGBColor(0x155DFC),
///   background: .bgWhite0, backgroundColor: RGBColor(0xFFFFFF), requirement: .nonText)
/// print(pair.meetsRequirement)
/// // Prints "true"
/// ```
public struct ContrastPair: Sendable, Hashable {
  /// Which part of an element is measured against what lies under it.
  public enum Part: String, Sendable, Hashable, CaseIterable {
    /// The element's fill against the surface.
    case fill
    /// The element's outline against the surface.
    case outline
    /// A marker's number or glyph against the marker's fill.
    case content
    /// A name, the header or the "All steps" title against the surface.
    case text
  }

  /// The part measured.
  public let part: Part
  /// The role of the element measured.
  public let role: SceneElement.Role
  /// The state the element is drawn in.
  public let state: StepState
  /// The token of the color in front, if known.
  public let foreground: StepperToken?
  /// The color in front.
  public let foregroundColor: RGBColor
  /// The token of the color behind, if known.
  public let background: StepperToken?
  /// The color behind.
  public let backgroundColor: RGBColor
  /// The minimum the pair is held to: text (4.5:1) for numbers, non-text (3:1) for the rest.
  public let requirement: ContrastRequirement

  /// Creates a pair.
  public init(
    part: Part, role: SceneElement.Role, state: StepState, foreground: StepperToken?,
    foregroundColor: RGBColor, background: StepperToken?, backgroundColor: RGBColor,
    requirement: ContrastRequirement
  ) {
    self.part = part
    self.role = role
    self.state = state
    self.foreground = foreground
    self.foregroundColor = foregroundColor
    self.background = background
    self.backgroundColor = backgroundColor
    self.requirement = requirement
  }

  /// The WCAG 2.x contrast ratio of the two colors, 1 to 21.
  public var ratio: Double { foregroundColor.contrastRatio(with: backgroundColor) }

  /// Whether ``ratio`` reaches the ``requirement``'s minimum.
  public var meetsRequirement: Bool { ratio >= requirement.minimumRatio }
}
