/// The fixed figures of each style, in points (docs/Specification.md).
package enum StyleMetrics {
  /// Dash thickness (Specification#dash-geometry: "Dash height 4").
  package static let dashThickness = 4.0
  /// Gap between dashes (Specification#dash-geometry: "Gap between dashes 4").
  package static let dashGap = 4.0
  /// Default main-axis length of a dash row (Specification#dash-geometry: the 268 × 4 frame).
  package static let dashDefaultLength = 268.0
  /// The shortest dash allowed: a dash never gets shorter than it is thick. A sub-step's dash
  /// is half as long as a main step's.
  package static let minimumDashLength = dashThickness

  /// Bullet diameter.
  package static let bulletSize = 8.0
  /// A sub-step's bullet diameter.
  package static let substepBulletSize = 4.0
  /// The shortest gap between bullets.
  package static let bulletGap = 8.0
  /// How far the current step's bullet grows at each end along the main axis, into the gaps
  /// beside it: half a gap, so the current bullet is a pill twice a bullet's width (16 × 8)
  /// that stays 4 points (`space/space-4`, Specification#bullet-geometry) from each neighbour, and
  /// no other bullet moves. A bullet row keeps this much room at each end for it. Only the current
  /// step is a pill (an app that sets `active` on another step gets a round bullet there).
  package static let currentBulletGrowth = bulletGap / 2

  /// Circular marker diameter (Specification#circular-geometry).
  package static let markerSize = 24.0
  /// A sub-step's marker diameter (Specification#substep-geometry).
  package static let substepMarkerSize = 16.0
  /// Connector thickness (Specification#circular-geometry: "a 2 rule").
  package static let connectorThickness = 2.0
  /// The gap between a marker and each connector beside it.
  package static let connectorGap = 8.0
  /// Default main-axis length of a circular row, 272 at every count
  /// (Specification#circular-geometry).
  package static let circularDefaultLength = 272.0
  /// The shortest connector a row may have: 22, the five-step value
  /// (Specification#minimum-connector).
  package static let minimumConnectorLength = 22.0
  /// The width of an active marker's outline (Specification#marker-paint: "a 2 brand outline").
  package static let outlineWidth = 2.0
  /// The width of a hollow (disabled) dash's or bullet's outline: thin enough to leave a
  /// 4-point dash hollow (2 points of surface inside it).
  package static let hollowOutlineWidth = 1.0
  /// The smallest hit area of a tappable step, each way (Specification#touch-targets).
  package static let minimumHitArea = 44.0

  /// The main-axis length a style uses when the app gives none: its default, or, for a style
  /// without one, the length its steps need.
  package static func defaultLength(
    of style: StepperStyle, total: Int, substeps: Int = 0
  )
    -> Double
  {
    StyleFigures.figures(for: style).defaultLength
      ?? minimumLength(of: style, total: total, substeps: substeps)
  }

  /// The shortest main-axis length in which `total` steps and `substeps` revealed sub-steps of
  /// `style` fit: each step at its shortest, each gap with the shortest connector, and the
  /// style's room at each end (a bullet row's, for the current step's pill).
  package static func minimumLength(
    of style: StepperStyle, total: Int, substeps: Int = 0
  )
    -> Double
  {
    let figures = StyleFigures.figures(for: style)
    let mains = Double(total)
    let subs = Double(substeps)
    let gaps = mains + subs - 1
    return mains * figures.stepLength + subs * figures.substepLength
      + gaps * (figures.gap + figures.minimumConnectorLength) + 2 * figures.endRoom
  }

  /// A main step's extent across the main axis.
  package static func thickness(of style: StepperStyle) -> Double {
    StyleFigures.figures(for: style).thickness
  }
}
