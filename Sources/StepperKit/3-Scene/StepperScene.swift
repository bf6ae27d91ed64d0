/// The display list every renderer draws: the last stage of the core pipeline.
///
/// A scene holds shapes, glyphs and text with colors already resolved from the theme, each
/// tagged with its role, step and state, in points with the origin top-left. Renderers turn it
/// into SVG, JSON, HTML, terminal output or native views without recomputing geometry or color.
///
/// A row in a viewport holds only the steps on screen, in content coordinates, with the part to
/// show and the part of that the steps are cut to (below a header that stays). A scene built
/// with ``init(wholeRowOf:strings:)`` holds every step of the row, for an output the platform
/// scrolls itself (the HTML output).
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(.init(total: 4, current: 2)))
/// print(scene.accessibility.label)
/// // Prints "Step 2 of 4"
/// ```
public struct StepperScene: Sendable, Hashable {
  /// The style drawn.
  package let style: StepperStyle
  /// The axis steps follow.
  package let axis: StepperAxis
  /// The reading direction.
  package let direction: StepperLayoutDirection
  /// The token values the scene's colors were read from.
  package let theme: StepperTheme
  /// Light or dark.
  package var appearance: StepperAppearance { theme.appearance }
  /// The surface color the stepper is designed to sit on (`bg/white-0`).
  package var background: StepperColor { theme[.bgWhite0] }
  /// The size of what is shown: the whole drawing, or the viewport of a row that scrolls.
  package var size: StepperSize {
    StepperSize(width: visibleRect.width, height: visibleRect.height)
  }
  /// The size of the whole drawing, in content coordinates.
  package let contentSize: StepperSize
  /// The part of the drawing on screen, in content coordinates.
  package let visibleRect: StepperRect
  /// The part of ``visibleRect`` the steps are drawn in, in content coordinates: the steps'
  /// shapes, connectors and names are cut to it, the header is not.
  ///
  /// A vertical column that scrolls and shows a header keeps the header at the top of the
  /// visible part while the steps scroll beneath it, as a scroll view under a fixed header
  /// does: a step scrolled partly under the header shows only below the header band. There
  /// this is ``visibleRect`` less that band; everywhere else it is ``visibleRect`` itself, and a
  /// renderer has nothing more to cut than the visible part. Renderers clip the steps to it
  /// only where the two differ.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     total: 20, current: 5, labels: StepperLabels(showsHeader: true),
  ///     scrolling: StepperScrolling(viewport: 400, offset: 20)
  ///   ).unchecked { $0.axis = .vertical })
  /// print(scene.visibleRect.y, scene.stepsRect.y, scene.stepsRect.height)
  /// // Prints "20.0 64.0 400.0"
  /// ```
  package let stepsRect: StepperRect
  /// The scroll position of a row in a viewport; `nil` for a row drawn whole.
  package let viewport: StepperScrollViewport?
  /// What assistive technology is told.
  public internal(set) var accessibility: StepperAccessibility
  /// The header first, then the steps in order: each step, its name, and the connector that
  /// leaves it.
  package let elements: StepperSceneElements
  /// The person's accessibility settings the scene is drawn for (those of
  /// ``StepperConfiguration/Options``).
  package let accessibilityOptions: StepperAccessibilityOptions
  /// How far beyond its viewport's ends the scene holds its steps, for a drag; 0 for most.
  package let overscan: Double
  /// The offsets a released row rests on (``StepperConfiguration/snapOffsets``,
  /// Specification#scroll-snapping), ascending, for a scene that holds its whole row
  /// (``holdsWholeRow``) and scrolls; empty otherwise, where nothing but the steps on screen is
  /// there to scroll to.
  package let snapOffsets: [Double]

  /// Builds the scene for a configuration.
  ///
  /// - Parameters:
  ///   - configuration: What to draw.
  ///   - strings: The language of the accessibility text and the control titles; marker
  ///     numbers are written in its locale's digits.
  ///   - measurer: How to measure names and header text; Inter's bundled metrics by default.
  package init(
    _ configuration: StepperConfiguration, strings: StepperStrings = .english,
    measurer: some StepperTextMeasuring
  ) {
    self.init(configuration, strings: strings, measurer: measurer, overscan: 0)
  }

  /// Builds the scene for a configuration, its text measured with Inter's bundled metrics.
  public init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    self.init(configuration, strings: strings, measurer: .bundled, overscan: 0)
  }

  /// Builds the scene for a configuration holding every step of a row that scrolls, not only
  /// those on screen, in the row's own coordinates: what an output the platform scrolls itself
  /// needs, such as the HTML output, whose row is a scroll container opened at the scene's
  /// offset. For a row drawn whole, or one that does not scroll, it is the scene
  /// ``init(_:strings:)`` builds.
  ///
  /// The scene grows with the row: a 10,000-step row holds 10,000 steps.
  ///
  /// ```swift
  /// import StepperRendering
  ///
  /// var options = StepperConfiguration.Options(total: 20, current: 3)
  /// options.viewport = 375
  /// let configuration = try StepperConfiguration(options)
  /// let onScreen = StepperRenderer.json.render(StepperScene(configuration))
  /// let whole = StepperRenderer.json.render(StepperScene(wholeRowOf: configuration))
  /// print(onScreen.count < whole.count)
  /// // Prints "true"
  /// ```
  public init(wholeRowOf configuration: StepperConfiguration, strings: StepperStrings = .english) {
    self.init(
      configuration, strings: strings, measurer: .bundled,
      overscan: configuration.scrollViewport?.contentLength ?? 0)
  }

  /// Builds the scene for a configuration, holding the steps and names of a scrolling row up to
  /// `overscan` points beyond either end of its viewport, so that a drag of up to that many
  /// points draws this scene moved (``StepperSceneDrawing/init(_:scrolledBy:)``) rather than a
  /// new one.
  package init(
    _ configuration: StepperConfiguration, strings: StepperStrings = .english,
    measurer: some StepperTextMeasuring = .bundled, overscan: Double
  ) {
    let accessibility = StepperAccessibility(configuration, strings: strings)
    let layout = Self.layout(
      configuration, strings: strings, accessibility: accessibility, measurer: measurer,
      overscan: overscan)
    let held = layout.viewport == nil || !overscan.isFinite ? 0 : max(overscan, 0)
    self.overscan = held
    if let viewport = layout.viewport, Self.covers(viewport, overscan: held) {
      snapOffsets = configuration.snapOffsets
    } else {
      snapOffsets = []
    }
    style = configuration.options.style
    axis = configuration.options.axis
    direction = configuration.options.direction
    theme = configuration.resolvedTheme
    contentSize = layout.size
    visibleRect = layout.visibleRect
    stepsRect = layout.stepsRect
    viewport = layout.viewport
    self.accessibility = accessibility
    accessibilityOptions = configuration.options.accessibilityOptions
    elements = SceneBuilder(configuration: configuration, layout: layout, strings: strings)
      .elements()
  }
}

extension StepperScene {
  /// Whether the scene holds every step of its row: a row drawn whole, or one in a viewport
  /// whose overscan reaches both ends of the row from the scene's offset
  /// (``init(wholeRowOf:strings:)``).
  package var holdsWholeRow: Bool {
    guard let viewport else { return true }
    return Self.covers(viewport, overscan: overscan)
  }

  /// Whether `overscan` points beyond either end of `viewport` reach both ends of its row.
  private static func covers(_ viewport: StepperScrollViewport, overscan: Double) -> Bool {
    viewport.offset - overscan <= 0
      && viewport.offset + viewport.length + overscan >= viewport.contentLength
  }

  /// The ``size`` of the scene `configuration` makes, found by laying the stepper out without
  /// building its elements: what a view's layout asks for each width it is offered, before it
  /// draws one.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 2)
  /// print(StepperScene.size(of: configuration) == StepperScene(configuration).size)
  /// // Prints "true"
  /// ```
  package static func size(
    of configuration: StepperConfiguration, strings: StepperStrings = .english,
    measurer: some StepperTextMeasuring = .bundled
  ) -> StepperSize {
    // The accessibility text names the header of a row without names; most rows have none.
    let accessibility =
      configuration.options.showsHeader
      ? StepperAccessibility(configuration, strings: strings) : nil
    let visible = layout(
      configuration, strings: strings, accessibility: accessibility, measurer: measurer,
      overscan: 0
    ).visibleRect
    return StepperSize(width: visible.width, height: visible.height)
  }

  /// The layout of `configuration`'s scene, its header titled from `accessibility` where a step
  /// has no name (it is needed only for a header that shows).
  private static func layout(
    _ configuration: StepperConfiguration, strings: StepperStrings,
    accessibility: StepperAccessibility?, measurer: some StepperTextMeasuring, overscan: Double
  ) -> StepperLayout {
    // Written only for a header that shows: most rows have none.
    let headerTitle =
      configuration.options.showsHeader
      ? configuration.options.stepNames[configuration.options.current]
        ?? accessibility?.stepOfTotal(configuration.options.current) ?? "" : ""
    return StepperLayout(
      configuration, measurer: measurer, headerTitle: headerTitle,
      allStepsTitle: strings.allSteps, strings: strings,
      overscan: overscan.isFinite ? max(overscan, 0) : 0)
  }
}
