/// The fixed figures of each style, in points, from the seeds.
public enum StyleMetrics {
  /// Dash thickness (seed 000: "Dash height 4").
  public static let dashThickness = 4.0
  /// Gap between dashes (seed 000: "Gap between dashes 4").
  public static let dashGap = 4.0
  /// Default main-axis length of a dash row (seed 000: the 268 × 4 Figma frame).
  public static let dashDefaultLength = 268.0
  /// The shortest dash allowed: a dash never gets shorter than it is thick.
  public static let minimumDashLength = dashThickness

  /// Bullet diameter.
  public static let bulletSize = 8.0
  /// Gap between bullets.
  public static let bulletGap = 8.0

  /// Circular marker diameter (seed 001).
  public static let markerSize = 24.0
  /// Connector thickness (seed 001: "a 2 rule").
  public static let connectorThickness = 2.0
  /// The gap between a marker and each connector beside it.
  public static let connectorGap = 8.0
  /// Default main-axis length of a circular row (seed 001: "272 wide at every count").
  public static let circularDefaultLength = 272.0
  /// The shortest connector a fixed row may have (seed 001: 22, the five-step value).
  public static let minimumConnectorLength = 22.0
  /// The width of an active marker's outline (seed 001: "a 2 brand outline").
  public static let outlineWidth = 2.0

  /// The main-axis length a style uses when the app gives none.
  public static func defaultLength(of style: StepperStyle, total: Int) -> Double {
    switch style {
    case .dash: dashDefaultLength
    case .circular: circularDefaultLength
    case .bullet: naturalBulletLength(total: total)
    }
  }

  /// The shortest main-axis length in which `total` steps of `style` fit.
  public static func minimumLength(of style: StepperStyle, total: Int) -> Double {
    let count = Double(total)
    switch style {
    case .dash:
      return count * minimumDashLength + (count - 1) * dashGap
    case .bullet:
      return naturalBulletLength(total: total)
    case .circular:
      return count * markerSize + (count - 1) * (2 * connectorGap + minimumConnectorLength)
    }
  }

  private static func naturalBulletLength(total: Int) -> Double {
    Double(total) * bulletSize + Double(total - 1) * bulletGap
  }
}
