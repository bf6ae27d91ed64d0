import StepperArbitrary
import StepperKit
import Testing

/// Properties every scene has, checked over many configurations made by a seeded generator
/// (`StepperArbitrary`): the same cases on every run, any style, axis, direction, status,
/// count, sub-steps, names and descriptions in any script, header, tappable steps, scrolling,
/// icons, loading and a part of the current step done, collapsed rows, the person's settings,
/// and every language.
@Suite struct ScenePropertiesTests {
  /// How many configurations each property is checked on.
  static let cases = 400

  /// A generated configuration: the recipe that made it, and the language its scene speaks.
  typealias Case = (
    recipe: ConfigurationRecipe, configuration: StepperConfiguration, strings: StepperStrings
  )

  /// Valid configurations from `seed`, with the recipe that made each one and its language.
  /// With `everyOption` they also have icons, an activity, collapsed rows, the person's
  /// settings and any language, from a source of their own (the properties here); without, the
  /// options and English the suites that share these cases were written for.
  static func configurations(
    seed: UInt64, count: Int = cases, everyOption: Bool = false,
    adjust: (inout ConfigurationRecipe) -> Void = { _ in }
  ) -> [Case] {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    // Descriptions come from a source of their own, so that each seed's recipes stay as they
    // were before descriptions.
    var descriptions = Arbitrary(SplitMix64(seed: seed &+ 0x0DE5_C41B))
    // So do estimated totals.
    var estimates = Arbitrary(SplitMix64(seed: seed &+ 0xE571_0A7E))
    // And icons, activity, collapsed rows, the person's settings and the language.
    var extras = Arbitrary(SplitMix64(seed: seed &+ 0x1C0_4A11))
    var made: [Case] = []
    while made.count < count {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      ArbitraryConfiguration.describe(&recipe, &descriptions)
      ArbitraryConfiguration.estimate(&recipe, &estimates)
      var strings = StepperStrings.english
      if everyOption {
        ArbitraryConfiguration.decorate(&recipe, &extras)
        ArbitraryConfiguration.collapse(&recipe, &extras)
        ArbitraryConfiguration.personalize(&recipe, &extras)
        strings = extras.element(of: StepperStrings.all)
      }
      adjust(&recipe)
      // A row collapses or scrolls, not both: the collapse gives way to a viewport.
      if recipe.viewport != nil { recipe.maxVisible = nil }
      if let configuration = try? recipe.make() { made.append((recipe, configuration, strings)) }
    }
    return made
  }

  /// The generator reaches every option these properties are claimed for.
  @Test func theCasesHoldEveryKindOfStepper() {
    let all = (1...9).flatMap { Self.configurations(seed: UInt64($0), everyOption: true) }
    let configurations = all.map(\.configuration)
    #expect(configurations.contains { !$0.options.stepIcons.isEmpty })
    #expect(configurations.contains { $0.options.activity.isLoading })
    #expect(configurations.contains { $0.options.activity.stepProgress != nil })
    #expect(
      configurations.contains {
        $0.options.maxVisible != nil && $0.options.maxVisible! < $0.options.total
      })
    #expect(configurations.contains { $0.options.textSize != .large })
    #expect(Set(all.map(\.strings.languageCode)).count == StepperStrings.all.count)
  }

  // MARK: - Inside the bounds

  /// "Inside" means inside the content: the rectangle from the origin to `contentSize`, which
  /// is the whole drawing of a row drawn whole and the whole scrolling row of one in a
  /// viewport. Every frame is inside it: shapes, connectors, names, the header and "All
  /// steps" (text frames are the measured extent of their lines). Hit areas are inside it
  /// across the main axis always, and along it for a row drawn whole, which grows to hold
  /// them; a scrolling row keeps its first and last hit areas' outer halves past its ends
  /// rather than give up Specification#scroll-pitch's exact "k whole steps and half the next"
  /// at offset 0.
  @Test func everyElementLiesInsideTheContent() {
    for (recipe, configuration, strings) in Self.configurations(seed: 1, everyOption: true) {
      let scene = StepperScene(configuration, strings: strings)
      let bounds = StepperRect(
        x: 0, y: 0, width: scene.contentSize.width, height: scene.contentSize.height)
      for element in scene.elements {
        #expect(
          bounds.holds(element.frame), "\(element.role) \(element.frame) \(bounds)\n\(recipe)")
        guard let hitArea = element.hitArea else { continue }
        let isHorizontal = configuration.options.axis == .horizontal
        let checked =
          scene.viewport == nil
          ? hitArea
          : isHorizontal
            ? StepperRect(x: bounds.x, y: hitArea.y, width: bounds.width, height: hitArea.height)
            : StepperRect(x: hitArea.x, y: bounds.y, width: hitArea.width, height: bounds.height)
        #expect(bounds.holds(checked), "hit area \(hitArea) \(bounds)\n\(recipe)")
      }
      #expect(bounds.holds(scene.visibleRect), "visible \(scene.visibleRect)\n\(recipe)")
    }
  }

  /// A row in a viewport holds only what shows: every step, connector and name in it meets
  /// the visible rectangle.
  @Test func aScrollingSceneHoldsOnlyWhatIsOnScreen() {
    let scrolling = Self.configurations(seed: 2, everyOption: true) { recipe in
      recipe.length = nil
      recipe.viewport = recipe.viewport ?? RowMetrics.minimumViewport(of: recipe.style) * 3
    }
    for (recipe, configuration, strings) in scrolling {
      let scene = StepperScene(configuration, strings: strings)
      for element in scene.elements where element.role != .title && element.role != .allSteps {
        #expect(
          element.frame.meets(scene.visibleRect),
          "\(element.role) \(element.frame) \(scene.visibleRect)\n\(recipe)")
      }
    }
  }

  // MARK: - The steps' part

  /// The steps are drawn in a part of the visible rectangle: all of it, unless a vertical
  /// column scrolls under a header, whose band at the top of the visible part they stay out of.
  @Test func theStepsArePartOfTheVisibleRectangleAndOnlyAColumnUnderAHeaderCutsThem() {
    var cut = 0
    for (recipe, configuration, strings) in Self.configurations(seed: 7, everyOption: true) {
      let scene = StepperScene(configuration, strings: strings)
      #expect(scene.visibleRect.holds(scene.stepsRect), "\(scene.stepsRect)\n\(recipe)")
      let hasHeader = configuration.options.showsHeader || configuration.options.showsAllSteps
      if !hasHeader || scene.viewport == nil || configuration.options.axis == .horizontal {
        #expect(scene.stepsRect == scene.visibleRect, "\(recipe)")
      }
      if scene.stepsRect != scene.visibleRect { cut += 1 }
    }
    // The generator makes some columns that scroll under a header, though not many.
    #expect(cut > 0)
  }

  /// Columns that scroll, with a header, any drag offset.
  static func columnsUnderAHeader(seed: UInt64) -> [Case] {
    configurations(seed: seed, everyOption: true) { recipe in
      recipe.axis = .vertical
      recipe.length = nil
      recipe.viewport = recipe.viewport ?? RowMetrics.minimumViewport(of: recipe.style) * 3
      if !recipe.showsHeader, !recipe.showsAllSteps { recipe.showsHeader = true }
      // A drag that leaves the first step on screen partly under the header, more often than
      // not.
      recipe.scrollOffset = recipe.scrollOffset ?? Double(recipe.total % 97) * 7.3
    }
  }

  /// In a column that scrolls under its header, the steps show in the viewport's length under
  /// the header band, to the bottom of the visible part, across the whole width; the header's
  /// frames lie above that part, in the band, and never overlap it.
  @Test func aColumnThatScrollsUnderAHeaderCutsItsStepsBelowTheBand() {
    var cut = 0
    for (recipe, configuration, strings) in Self.columnsUnderAHeader(seed: 8) {
      let scene = StepperScene(configuration, strings: strings)
      let visible = scene.visibleRect
      let steps = scene.stepsRect
      guard let viewport = scene.viewport, viewport.isScrollable else {
        #expect(steps == visible, "\(recipe)")
        continue
      }
      cut += 1
      #expect(steps.x == visible.x && steps.width == visible.width, "\(recipe)")
      #expect(steps.height == viewport.length, "\(steps) \(viewport)\n\(recipe)")
      #expect(abs(steps.maxY - visible.maxY) <= scene.tolerance, "\(steps) \(visible)\n\(recipe)")
      for header in scene.elements where header.role.isHeader {
        #expect(!header.frame.overlaps(steps), "\(header.role) \(header.frame) \(steps)\n\(recipe)")
        #expect(visible.holds(header.frame), "\(header.role) \(header.frame)\n\(recipe)")
        #expect(header.frame.maxY <= steps.y, "\(header.role) \(header.frame)\n\(recipe)")
      }
    }
    #expect(cut > Self.cases / 2)
  }

  /// A column that scrolls under its header holds only steps and connectors that reach into
  /// the steps' part: a connector wholly under the header is left out, as it would not show.
  @Test func aColumnUnderAHeaderHoldsOnlyStepsThatReachBelowIt() {
    for (recipe, configuration, strings) in Self.columnsUnderAHeader(seed: 9) {
      let scene = StepperScene(configuration, strings: strings)
      for element in scene.elements
      where element.role.isStep || element.role == .connector {
        #expect(
          element.frame.meets(scene.stepsRect),
          "\(element.role) \(element.frame) \(scene.stepsRect)\n\(recipe)")
      }
    }
  }

  // MARK: - Order along the main axis

  @Test func stepsFollowOneAnotherAlongTheMainAxisWithoutOverlapping() {
    for (recipe, configuration, strings) in Self.configurations(seed: 3, everyOption: true) {
      let scene = StepperScene(configuration, strings: strings)
      let steps = scene.elements.filter(\.role.isStep)
      let ordinals = steps.compactMap { $0.step.map(configuration.steps.ordinal(of:)) }
      #expect(ordinals == ordinals.sorted() && Set(ordinals).count == ordinals.count, "\(recipe)")
      for (first, second) in zip(steps, steps.dropFirst()) {
        let a = scene.span(of: first.frame)
        let b = scene.span(of: second.frame)
        #expect(a.end <= b.start + 1e-9, "\(a) then \(b)\n\(recipe)")
      }
    }
  }

  // MARK: - Connectors

  /// A connector starts 8 points after the marker it leaves and ends 8 points before the one
  /// it leads into, centered across the row on both. A sub-step's marker counts as its round
  /// 16-point marker: the pill that fits its "2.1" takes up to 4 points of each gap.
  /// (``SubstepMarkerTests`` pins the pill.)
  @Test func aConnectorSitsExactlyBetweenTheMarkersItJoins() {
    let circular = Self.configurations(seed: 4, everyOption: true) { $0.style = .circular }
    var checked = 0
    for (recipe, configuration, strings) in circular {
      let scene = StepperScene(configuration, strings: strings)
      var markers: [StepperStepID: StepperRect] = [:]
      for element in scene.elements where element.role == .mark {
        if let step = element.step { markers[step] = element.frame.round }
      }
      for connector in scene.elements where connector.role == .connector {
        guard let from = connector.step.flatMap({ markers[$0] }),
          let to = connector.nextStep.flatMap({ markers[$0] })
        else { continue }
        let span = scene.span(of: connector.frame)
        let gap = StyleMetrics.connectorGap
        // Exact to a billionth of the row's length (rows run to billions of points).
        let tolerance = scene.tolerance
        #expect(abs(span.start - (scene.span(of: from).end + gap)) <= tolerance, "\(recipe)")
        #expect(abs(span.end - (scene.span(of: to).start - gap)) <= tolerance, "\(recipe)")
        #expect(span.end > span.start, "\(recipe)")
        let center = scene.crossCenter(of: connector.frame)
        #expect(abs(center - scene.crossCenter(of: from)) <= tolerance, "\(recipe)")
        #expect(abs(center - scene.crossCenter(of: to)) <= tolerance, "\(recipe)")
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }

  // MARK: - Mirroring

  /// A right-to-left scene is the left-to-right one mirrored: the same elements in the same
  /// order, each frame, hit area and text anchor reflected about the vertical center line,
  /// text left to right within its line (never a flipped drawing).
  @Test func rightToLeftIsTheMirrorOfLeftToRight() {
    for (recipe, configuration, strings) in Self.configurations(seed: 5, everyOption: true) {
      var mirrored = recipe
      mirrored.direction =
        configuration.options.direction == .leftToRight ? .rightToLeft : .leftToRight
      guard let other = try? mirrored.make() else {
        Issue.record("the mirror of a valid configuration is invalid\n\(recipe)")
        continue
      }
      let scene = StepperScene(configuration, strings: strings)
      let reflection = StepperScene(other, strings: strings)
      let width = scene.contentSize.width
      let tolerance = scene.tolerance
      #expect(reflection.contentSize == scene.contentSize, "\(recipe)")
      #expect(
        reflection.visibleRect.isClose(to: scene.visibleRect.mirrored(in: width), tolerance))
      #expect(reflection.elements.count == scene.elements.count, "\(recipe)")
      for (element, image) in zip(scene.elements, reflection.elements) {
        #expect(image.role == element.role && image.step == element.step, "\(recipe)")
        #expect(
          image.frame.isClose(to: element.frame.mirrored(in: width), tolerance), "\(recipe)")
        #expect(
          image.hitArea?.isClose(to: element.hitArea?.mirrored(in: width), tolerance)
            ?? (element.hitArea == nil), "\(recipe)")
        guard let text = element.text, let imageText = image.text else { continue }
        #expect(imageText.lines == text.lines, "\(recipe)")
        #expect(imageText.anchor == text.anchor.mirrored, "\(recipe)")
        for (point, imagePoint) in zip(text.baselines, imageText.baselines) {
          #expect(abs(imagePoint.x - (width - point.x)) <= tolerance, "\(recipe)")
          #expect(imagePoint.y == point.y, "\(recipe)")
        }
      }
    }
  }

  /// A vertical scene is the horizontal one transposed (x for y, width for height) when it has
  /// no text: names sit under a row but beside a column, and the header runs across both, so
  /// text does not transpose. Left to right only: a right-to-left column mirrors across it.
  @Test func verticalIsTheTransposeOfHorizontalWithoutText() {
    let plain = Self.configurations(seed: 6, everyOption: true) { recipe in
      recipe.stepNames = [:]
      recipe.stepDescriptions = [:]
      recipe.optionalSteps = []
      recipe.showsHeader = false
      recipe.showsAllSteps = false
      recipe.direction = .leftToRight
    }
    for (recipe, configuration, strings) in plain {
      var turned = recipe
      turned.axis = configuration.options.axis == .horizontal ? .vertical : .horizontal
      guard let other = try? turned.make() else {
        Issue.record("the transpose of a valid configuration is invalid\n\(recipe)")
        continue
      }
      let scene = StepperScene(configuration, strings: strings)
      let transpose = StepperScene(other, strings: strings)
      #expect(
        transpose.contentSize
          == StepperSize(width: scene.contentSize.height, height: scene.contentSize.width),
        "\(recipe)")
      let tolerance = scene.tolerance
      #expect(
        transpose.visibleRect.isClose(to: scene.visibleRect.transposed, tolerance), "\(recipe)")
      #expect(transpose.elements.count == scene.elements.count, "\(recipe)")
      for (element, image) in zip(scene.elements, transpose.elements) {
        #expect(image.role == element.role && image.step == element.step, "\(recipe)")
        // A sub-step's pill widens along its number, which does not turn with the row: its
        // round marker does.
        let isPill =
          element.role == .mark && element.markShape == .marker && element.step?.isSubstep == true
        let (frame, imageFrame) =
          isPill ? (element.frame.round, image.frame.round) : (element.frame, image.frame)
        #expect(imageFrame.isClose(to: frame.transposed, tolerance), "\(recipe)")
        #expect(
          image.hitArea?.isClose(to: element.hitArea?.transposed, tolerance)
            ?? (element.hitArea == nil), "\(recipe)")
      }
    }
  }
}

extension StepperSceneElement.Role {
  /// Whether the element is a step's mark: a dash, a bullet or a marker.
  fileprivate var isStep: Bool { self == .mark }
}

extension StepperTextAnchor {
  fileprivate var mirrored: StepperTextAnchor {
    switch self {
    case .left: .right
    case .center: .center
    case .right: .left
    }
  }
}

extension StepperScene {
  /// Where `frame` lies along the main axis, in reading order: from the start of the row.
  fileprivate func span(of frame: StepperRect) -> (start: Double, end: Double) {
    switch (axis, direction) {
    case (.vertical, _): (frame.y, frame.maxY)
    case (.horizontal, .leftToRight): (frame.x, frame.maxX)
    case (.horizontal, .rightToLeft): (contentSize.width - frame.maxX, contentSize.width - frame.x)
    }
  }

  /// How close two computed positions must be to count as equal: a billionth of the drawing's
  /// larger side (a row of a million steps is billions of points long, and a Double holds
  /// about 16 digits).
  fileprivate var tolerance: Double {
    1e-9 * max(1, contentSize.width, contentSize.height)
  }

  /// The center of `frame` across the main axis.
  fileprivate func crossCenter(of frame: StepperRect) -> Double {
    axis == .horizontal ? frame.center.y : frame.center.x
  }
}

extension StepperRect {
  /// Whether `other` lies inside this rectangle, edges included (to a billionth of a point).
  fileprivate func holds(_ other: StepperRect) -> Bool {
    let tolerance = 1e-9 * max(1, width, height)
    return other.x >= x - tolerance && other.y >= y - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles overlap or touch.
  fileprivate func meets(_ other: StepperRect) -> Bool {
    x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
  }

  /// Whether the two rectangles share some area (touching edges do not).
  fileprivate func overlaps(_ other: StepperRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The rectangle reflected about the vertical line through the middle of `width`.
  fileprivate func mirrored(in width: Double) -> StepperRect {
    StepperRect(x: width - maxX, y: y, width: self.width, height: height)
  }

  /// The square as tall as the rectangle about its center: a sub-step pill's round marker.
  fileprivate var round: StepperRect {
    StepperRect(x: center.x - height / 2, y: y, width: height, height: height)
  }

  /// The rectangle with x and y, width and height swapped.
  fileprivate var transposed: StepperRect {
    StepperRect(x: y, y: x, width: height, height: width)
  }

  fileprivate func isClose(to other: StepperRect?, _ tolerance: Double) -> Bool {
    guard let other else { return false }
    return abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}
