/// The display list every renderer draws: the last stage of the core pipeline.
///
/// A scene holds shapes and their content with colors already resolved from the theme, each
/// tagged with its role, step and state, in points with the origin top-left. Renderers turn it
/// into SVG, JSON, HTML, terminal output or native views without recomputing geometry or color.
///
/// ```swift
/// let scene = try Scene(StepperConfiguration(style: .circular, total: 4, current: 2))
/// print(scene.size)
/// // Prints "Size(width: 272.0, height: 24.0)"
/// ```
public struct Scene: Sendable, Hashable {
  /// The style drawn.
  public let style: StepperStyle
  /// The axis steps follow.
  public let axis: StepperAxis
  /// The reading direction.
  public let direction: LayoutDirection
  /// Light or dark.
  public let appearance: StepperAppearance
  /// The surface color the stepper is designed to sit on (`bg/white-0`).
  public let background: RGBColor
  /// The size of the whole drawing.
  public let size: Size
  /// What assistive technology is told.
  public let accessibility: StepperAccessibility
  /// The shapes, in step order: each step followed by the connector that leaves it.
  public let elements: [SceneElement]

  /// Builds the scene for a configuration.
  public init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    let layout = StepperLayout(configuration)
    style = configuration.style
    axis = configuration.axis
    direction = configuration.direction
    appearance = configuration.theme.appearance
    background = configuration.theme[.bgWhite0]
    size = layout.size
    accessibility = StepperAccessibility(configuration, strings: strings)
    elements = Self.elements(configuration, layout)
  }

  private static func elements(
    _ configuration: StepperConfiguration, _ layout: StepperLayout
  ) -> [SceneElement] {
    let theme = configuration.theme
    let status = configuration.status
    var elements: [SceneElement] = []
    elements.reserveCapacity(configuration.style == .circular ? 2 * layout.total - 1 : layout.total)
    for step in 1...layout.total {
      let id = StepID(step)
      let state = configuration.state(of: id)
      let frame = layout.frame(ofStep: step)
      let radius = min(frame.width, frame.height) / 2
      switch configuration.style {
      case .dash, .bullet:
        let paint = StepPaint.bar(state, status: status, theme: theme)
        elements.append(
          SceneElement(
            role: configuration.style == .dash ? .dash : .bullet, step: id, state: state,
            frame: frame, cornerRadius: radius, fill: paint.fill))
      case .circular:
        let paint = StepPaint.marker(state, number: id.description, status: status, theme: theme)
        elements.append(
          SceneElement(
            role: .marker, step: id, state: state, frame: frame, cornerRadius: radius,
            fill: paint.fill, stroke: paint.stroke, content: paint.content))
        if let connector = layout.connectorFrame(after: step) {
          let connectorState = configuration.connectorState(after: step)
          elements.append(
            SceneElement(
              role: .connector, step: id, nextStep: StepID(step + 1), state: connectorState,
              frame: connector, cornerRadius: 0,
              fill: StepPaint.connector(connectorState, status: status, theme: theme)))
        }
      }
    }
    return elements
  }
}
