/// The figures of one style, in points, gathered in one table: what a style's row, its steps,
/// its defaults and its usage rules are made of.
///
/// Every place that differs by style reads its figure here instead of testing the style, so a
/// style added to ``StepperStyle`` means one more table in ``figures(for:)``, a case the
/// compiler asks for, and nothing else to find. The single figures (``StyleMetrics``) stay the
/// named sources the tables are built from.
///
/// ```swift
/// let figures = StyleFigures.figures(for: .circular)
/// print(figures.thickness, figures.minimumPitch, figures.connectors)
/// // Prints "24.0 62.0 true"
/// ```
package struct StyleFigures: Sendable, Hashable {
  /// How a row of a style fills a length longer than its steps need.
  package enum Flex: Sendable, Hashable {
    /// The steps grow (a dash row: Specification#dash-geometry, dashes flex to fill the row).
    case steps
    /// The connectors between the steps grow (a circular row).
    case connectors
    /// Nothing grows: the steps keep their pitch and sit centered (a bullet row).
    case centered
  }

  /// How a row of this style fills its length.
  package let flex: Flex
  /// A main step's extent across the main axis.
  package let thickness: Double
  /// A sub-step's extent across the main axis.
  package let substepThickness: Double
  /// A main step's length along the main axis: the shortest, for a style whose steps flex.
  package let stepLength: Double
  /// A sub-step's length along the main axis: the shortest, for a style whose steps flex
  /// (half a main step's).
  package let substepLength: Double
  /// The gap between neighboring steps, without the connector (a circular row's gaps on both
  /// sides of its connector, together).
  package let gap: Double
  /// The shortest connector between two steps; 0 for a style without connectors.
  package private(set) var minimumConnectorLength = 0.0
  /// The room a row keeps at each end for a step drawn wider than its place (the current
  /// bullet's pill); 0 for the others.
  package private(set) var endRoom = 0.0
  /// The room a row drawn whole keeps past its end when its last step is a sub-step, for the
  /// pill a sub-step's two-part number ("2.1") may widen its marker into: half the difference
  /// between a main step's marker and a sub-step's; 0 for styles without numbers.
  package private(set) var substepNumberRoom = 0.0
  /// The main-axis length when the app gives none; `nil` for a style that takes just the
  /// length its steps need.
  package private(set) var defaultLength: Double?
  /// The number of steps shown when the app does not say (``StepperStyle/defaultTotal``).
  package private(set) var defaultTotal = 4
  /// The step the user is on when the app does not say (``StepperStyle/defaultCurrent``).
  package private(set) var defaultCurrent = 2
  /// The number of steps the CLI's examples and gallery show of this style: the most the
  /// guidelines allow for dashes, four for the others.
  package private(set) var showcaseTotal = 4
  /// The points a terminal column stands for along a horizontal row: a dash row is drawn at 4
  /// points a column, so that its 4-point gaps stay; markers and bullets, drawn 3 and 1 cells
  /// wide whatever their size, at 8.
  package private(set) var terminalColumnPoints = 8.0
  /// The style the figures are of.
  package let style: StepperStyle

  /// The figures of a row: how it flexes, its steps' size each way and the gap between them.
  private init(
    _ style: StepperStyle, _ flex: Flex, thickness: Double, substepThickness: Double,
    stepLength: Double,
    substepLength: Double, gap: Double
  ) {
    self.style = style
    self.flex = flex
    self.thickness = thickness
    self.substepThickness = substepThickness
    self.stepLength = stepLength
    self.substepLength = substepLength
    self.gap = gap
  }

  /// Whether the row has connectors between its steps.
  package var connectors: Bool { flex == .connectors }

  /// The shortest distance from one main step's start to the next one's: circular 62, bullet
  /// 16, dash 8.
  package var minimumPitch: Double { stepLength + gap + minimumConnectorLength }

  /// The usage rules on the number of steps (Specification#guidelines), in the order of
  /// ``StepperGuidelineRule/allCases``.
  ///
  /// Kept apart from the stored figures so that a table holds numbers only: the layout reads a
  /// table a few times a scene, and a table without references copies for free.
  package var stepCountGuidelines: [StepCountGuideline] {
    switch style {
    case .dash: [.atMostTenDashes]
    case .bullet: []
    case .circular: [.circularAtLeastThree, .circularAtMostFive]
    }
  }

  /// The table of `style`.
  @inline(__always)
  package static func figures(for style: StepperStyle) -> StyleFigures {
    switch style {
    case .dash: dash
    case .bullet: bullet
    case .circular: circular
    }
  }

  /// The dashes of Specification#dash-geometry.
  @inline(__always)
  private static var dash: StyleFigures {
    var figures = StyleFigures(
      .dash, .steps, thickness: StyleMetrics.dashThickness,
      substepThickness: StyleMetrics.dashThickness,
      stepLength: StyleMetrics.minimumDashLength, substepLength: StyleMetrics.minimumDashLength / 2,
      gap: StyleMetrics.dashGap)
    figures.defaultLength = StyleMetrics.dashDefaultLength
    figures.showcaseTotal = 10
    figures.terminalColumnPoints = 4
    return figures
  }

  /// The bullets of onboarding carousels (the design draws none; they share the dash's colors).
  @inline(__always)
  private static var bullet: StyleFigures {
    var figures = StyleFigures(
      .bullet, .centered, thickness: StyleMetrics.bulletSize,
      substepThickness: StyleMetrics.substepBulletSize, stepLength: StyleMetrics.bulletSize,
      substepLength: StyleMetrics.substepBulletSize, gap: StyleMetrics.bulletGap)
    figures.endRoom = StyleMetrics.currentBulletGrowth
    return figures
  }

  /// Specification#circular-geometry: numbered markers and their connectors.
  @inline(__always)
  private static var circular: StyleFigures {
    var figures = StyleFigures(
      .circular, .connectors, thickness: StyleMetrics.markerSize,
      substepThickness: StyleMetrics.substepMarkerSize, stepLength: StyleMetrics.markerSize,
      substepLength: StyleMetrics.substepMarkerSize, gap: 2 * StyleMetrics.connectorGap)
    figures.minimumConnectorLength = StyleMetrics.minimumConnectorLength
    figures.substepNumberRoom = (StyleMetrics.markerSize - StyleMetrics.substepMarkerSize) / 2
    figures.defaultLength = StyleMetrics.circularDefaultLength
    figures.defaultTotal = 3
    figures.defaultCurrent = 1
    return figures
  }
}
