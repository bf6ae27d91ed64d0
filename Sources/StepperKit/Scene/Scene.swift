/// The display list every renderer draws: the last stage of the core pipeline.
///
/// A scene holds shapes, glyphs and text with colors already resolved from the theme, each
/// tagged with its role, step and state, in points with the origin top-left. Renderers turn it
/// into SVG, JSON, HTML, terminal output or native views without recomputing geometry or color.
///
/// A row in a viewport holds only the steps on screen, in content coordinates; ``visibleRect``
/// is the part to show.
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
  /// The token values the scene's colors were read from.
  public let theme: StepperTheme
  /// Light or dark.
  public var appearance: StepperAppearance { theme.appearance }
  /// The surface color the stepper is designed to sit on (`bg/white-0`).
  public var background: RGBColor { theme[.bgWhite0] }
  /// The size of what is shown: the whole drawing, or the viewport of a row that scrolls.
  public var size: Size { Size(width: visibleRect.width, height: visibleRect.height) }
  /// The size of the whole drawing, in content coordinates.
  public let contentSize: Size
  /// The part of the drawing on screen, in content coordinates.
  public let visibleRect: Rect
  /// The scroll position of a row in a viewport; `nil` for a row drawn whole.
  public let viewport: ScrollViewport?
  /// What assistive technology is told.
  public let accessibility: StepperAccessibility
  /// The header first, then the steps in order: each step, the connector that leaves it, and
  /// its name.
  public let elements: [SceneElement]

  /// Builds the scene for a configuration.
  ///
  /// - Parameters:
  ///   - configuration: What to draw.
  ///   - strings: The language of the accessibility text and the control titles; marker
  ///     numbers are written in its locale's digits.
  ///   - measurer: How to measure names and header text; Inter's bundled metrics by default.
  public init(
    _ configuration: StepperConfiguration, strings: StepperStrings = .english,
    measurer: some TextMeasuring = .bundled
  ) {
    let accessibility = StepperAccessibility(configuration, strings: strings)
    let headerTitle = configuration.names[configuration.currentStep] ?? accessibility.label
    let layout = StepperLayout(
      configuration, measurer: measurer, headerTitle: headerTitle,
      allStepsTitle: strings.allSteps)
    style = configuration.style
    axis = configuration.axis
    direction = configuration.direction
    theme = configuration.theme
    contentSize = layout.size
    visibleRect = layout.visibleRect
    viewport = layout.viewport
    self.accessibility = accessibility
    elements = SceneBuilder(configuration: configuration, layout: layout, strings: strings)
      .elements()
  }
}

/// Turns a configuration and its layout into scene elements.
private struct SceneBuilder {
  let configuration: StepperConfiguration
  let layout: StepperLayout
  let strings: StepperStrings

  func elements() -> [SceneElement] {
    let theme = configuration.theme
    var elements: [SceneElement] = []
    let visible = layout.visibleOrdinals
    elements.reserveCapacity(visible.count * (configuration.style == .circular ? 2 : 1) + 2)
    if let title = layout.title {
      let current = configuration.currentStep
      elements.append(
        SceneElement(
          role: .title, step: current, state: configuration.state(of: current),
          frame: title.frame, text: SceneText(title, color: theme[.textStrong950]),
          tokens: .init(content: .textStrong950)))
    }
    if let allSteps = layout.allSteps {
      elements.append(
        SceneElement(
          role: .allSteps, step: nil, state: .default, frame: allSteps.frame,
          text: SceneText(allSteps, color: theme[.brandBase]), tokens: .init(content: .brandBase)))
    }
    // The connector into the first step on screen, when it shows.
    if let first = visible.first, first > 0 { appendConnector(after: first - 1, to: &elements) }
    for ordinal in visible {
      appendStep(ordinal, to: &elements)
      appendConnector(after: ordinal, to: &elements)
    }
    return elements
  }

  private func appendStep(_ ordinal: Int, to elements: inout [SceneElement]) {
    let theme = configuration.theme
    let status = configuration.status
    let id = configuration.steps.id(at: ordinal)
    let state = configuration.state(of: id)
    let frame = layout.frame(ofOrdinal: ordinal)
    let radius = min(frame.width, frame.height) / 2
    let hitArea = configuration.isTappable(id) ? Self.hitArea(around: frame) : nil
    switch configuration.style {
    case .dash, .bullet:
      let paint = StepPaint.bar(state, status: status, theme: theme)
      elements.append(
        SceneElement(
          role: configuration.style == .dash ? .dash : .bullet, step: id, state: state,
          frame: frame, cornerRadius: radius, fill: paint.fill, hitArea: hitArea,
          tokens: paint.tokens))
    case .circular:
      let number = strings.digits(id.substep ?? id.step)
      let paint = StepPaint.marker(
        state, number: number, numberStyle: id.isSubstep ? .substepNumber : .markerNumber,
        status: status, theme: theme)
      elements.append(
        SceneElement(
          role: .marker, step: id, state: state, frame: frame, cornerRadius: radius,
          fill: paint.fill, stroke: paint.stroke, content: paint.content, hitArea: hitArea,
          tokens: paint.tokens))
    }
    if let name = layout.name(ofOrdinal: ordinal) {
      elements.append(
        SceneElement(
          role: .label, step: id, state: state, frame: name.frame,
          text: SceneText(name, color: StepPaint.name(state, theme: theme)),
          tokens: .init(content: StepPaint.nameToken(state))))
    }
  }

  private func appendConnector(after ordinal: Int, to elements: inout [SceneElement]) {
    guard let frame = layout.connectorFrame(afterOrdinal: ordinal) else { return }
    if layout.viewport != nil, !Self.intersects(frame, layout.visibleRect) { return }
    let state = configuration.connectorState(afterOrdinal: ordinal)
    let steps = configuration.steps
    let token = StepPaint.connectorToken(state, status: configuration.status)
    elements.append(
      SceneElement(
        role: .connector, step: steps.id(at: ordinal), nextStep: steps.id(at: ordinal + 1),
        state: state, frame: frame, fill: configuration.theme[token], tokens: .init(fill: token)))
  }

  /// `frame` grown to at least 44 × 44 about its center.
  static func hitArea(around frame: Rect) -> Rect {
    let minimum = StyleMetrics.minimumHitArea
    let width = max(frame.width, minimum)
    let height = max(frame.height, minimum)
    let center = frame.center
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}
