#if canImport(CoreText) && (os(iOS) || os(macOS))
  import StepperKit

  /// What a stepper view draws for its current input, made once per change of input rather
  /// than per body evaluation, layout pass or animation frame: the Core Text fonts (the
  /// measurer), the words, the checked configuration, the still scene and its drawing.
  ///
  /// Each adapter keeps one (SwiftUI in `@State`, UIKit as a property). It also remembers what
  /// VoiceOver last heard, from what the view said when it appeared (``appeared(saying:)``), so
  /// that a change is announced once, and which values it clamped, so that values a view passes
  /// through on their way to a valid state are reported once.
  ///
  /// Not `Sendable`: it is used only from the main actor, by the view that owns it; the methods
  /// that resolve fonts are `@MainActor`, as `PlatformTextMeasurer`'s initializer is.
  final class StepperSceneCache {
    /// The scene of one input: everything a frame needs.
    struct Built {
      /// The input with its offered length and scroll offset as drawn.
      let input: StepperViewInput
      /// The checked configuration, its scroll offset decided.
      let configuration: StepperConfiguration
      /// The words.
      let strings: StepperStrings
      /// The fonts names and the header are measured and drawn in.
      let measurer: PlatformTextMeasurer
      /// The still scene.
      let scene: StepperScene
      /// The still scene as drawing commands.
      let drawing: StepperSceneDrawing
      /// What the core refused of the view's values, and clamped to draw this.
      let problems: [StepperConfigurationError]
      /// Which build of the cache this is, counting from 1.
      let generation: Int
    }

    /// The last input built and its result.
    private var last: (input: StepperViewInput, drag: StepperScrollDrag?, built: Built)?
    /// The scene built before the last one, which a move to the last one leaves.
    private var previous: Built?
    /// The move from ``previous`` to the last scene, once asked for (``move(to:)``), by the
    /// generation it reaches.
    private var lastMove: (generation: Int, move: StepperSceneMove)?
    /// The scenes of a scrolling row's tiles, built as SwiftUI first shows each
    /// (``tile(_:of:content:)``), kept while their build is the last.
    private var tiles: (generation: Int, scenes: [Int: Tile]) = (0, [:])
    /// How many scenes the cache has built.
    private(set) var generations = 0
    /// The last measurer, for its text size.
    private var measurer: PlatformTextMeasurer?
    /// The last words, for the app's table and the locale they were resolved from.
    private var strings: (key: StringsKey, strings: StepperStrings)?
    /// The clamped values last reported, so that each run of them is reported once.
    private var reported = StepperClampReporter()
    /// What VoiceOver heard and what is waiting to be said (the core decides when to speak);
    /// `nil` until the view first appears.
    private var announcements: StepperAnnouncementQueue?
    /// When a screen reader last activated a step (`activationTime`), on the media clock.
    var activationTime: Double?
    /// When a screen reader last adjusted the progress element, on the same clock.
    var adjustmentTime: Double?
    /// Creates an empty cache; nothing is resolved until the first build.
    init() {}

    /// The scene for `input`, keeping `drag`'s offset while its step is current: the cached one
    /// when neither changed, else a new one (fonts resolved again only for a new text size,
    /// words only for another table or locale). Values the core refuses draw the nearest valid
    /// stepper, as `ProgressView` clamps its value (`StepperViewInput.nearestConfiguration`),
    /// and are reported once as a runtime issue.
    @MainActor func build(_ input: StepperViewInput, keeping drag: StepperScrollDrag?) -> Built {
      if let last, last.input == input, last.drag == drag { return last.built }
      let clamped = input.nearestConfiguration(keeping: drag)
      if let line = reported.report(for: clamped) { StepperLog.runtimeIssue(line) }
      let configuration = clamped.configuration
      let words = strings(for: input)
      let fonts = measurer(for: configuration.textStyles.all)
      let scene = StepperScene(configuration, strings: words, measurer: fonts)
      var drawn = clamped.input
      drawn.options.scrollOffset = configuration.options.scrollOffset
      let built = Built(
        input: drawn, configuration: configuration, strings: words, measurer: fonts, scene: scene,
        drawing: StepperSceneDrawing(StepperInterpolatedScene(scene)), problems: clamped.problems,
        generation: generations + 1)
      generations += 1
      previous = last?.built
      lastMove = nil
      last = (input, drag, built)
      return built
    }

    /// The animation from the scene built before `built` to `built`, with every scene it passes
    /// built once, here, the first time a frame asks (`StepperSceneMove`); each frame then only
    /// interpolates. `nil` when `built` is not the last scene built or its main step did not
    /// change. `from` is the step it leaves.
    @MainActor func move(to built: Built) -> (move: StepperSceneMove, from: Double)? {
      guard let previous, let last, last.built.generation == built.generation,
        previous.configuration.options.current.step != built.configuration.options.current.step
      else { return nil }
      let from = Double(previous.configuration.options.current.step)
      if let lastMove, lastMove.generation == built.generation { return (lastMove.move, from) }
      let strings = built.strings
      let measurer = built.measurer
      let move = StepperSceneMove(
        from: previous.scene, to: built.scene, configuration: built.configuration
      ) { StepperScene($0, strings: strings, measurer: measurer) }
      lastMove = (built.generation, move)
      return (move, from)
    }

    /// One tile of a scrolling row: the scene built at its offset and the steps' part of its
    /// drawing, which the tile draws moved by its shift (`StepperScrollContent.Tile`).
    struct Tile {
      let configuration: StepperConfiguration
      let scene: StepperScene
      let steps: StepperSceneDrawing
    }

    /// The tile at `index` of `built`'s scrolling row, built the first time a view asks, once
    /// per build (a dozen at most are kept); `nil` if the core refuses its offset (it cannot: tiles
    /// lie inside the row).
    @MainActor func tile(
      _ index: Int, of built: Built, content: StepperScrollContent
    ) -> Tile? {
      if tiles.generation != built.generation { tiles = (built.generation, [:]) }
      if let tile = tiles.scenes[index] { return tile }
      let offset = content.tile(at: index).offset
      guard let configuration = StepperRowTiles.configuration(of: built, at: offset) else {
        return nil
      }
      let scene = StepperScene(configuration, strings: built.strings, measurer: built.measurer)
      let tile = Tile(
        configuration: configuration, scene: scene,
        steps: StepperRowTiles.steps(of: StepperSceneDrawing(scene)))
      // A long row scrolled far keeps only the tiles near the one asked for.
      if tiles.scenes.count >= 12 {
        tiles.scenes = tiles.scenes.filter { abs($0.key - index) <= 3 }
      }
      tiles.scenes[index] = tile
      return tile
    }

    /// The measurer for `styles`, made again only when they change (a new text size, Bold
    /// Text, or a list's marker side).
    @MainActor func measurer(for styles: [StepperKit.StepperTextStyle]) -> PlatformTextMeasurer {
      if let measurer, measurer.styles == styles { return measurer }
      let made = PlatformTextMeasurer(styles: styles)
      measurer = made
      return made
    }

    /// The words for `input`, resolved again only for another table or locale.
    func strings(for input: StepperViewInput) -> StepperStrings {
      let key = StringsKey(strings: input.strings, locale: input.localeIdentifier)
      if let strings, strings.key == key { return strings.strings }
      let resolved = input.resolvedStrings
      strings = (key, resolved)
      return resolved
    }

    /// Starts the announcements the first time the view appears, saying `accessibility`: what
    /// was on screen then is taken as heard (`StepperAnnouncementQueue.init(heard:)`), and the
    /// first change after it is spoken. Later appearances keep what was heard.
    func appeared(saying accessibility: StepperAccessibility) {
      guard announcements == nil else { return }
      announcements = StepperAnnouncementQueue(heard: accessibility)
    }

    /// Records that the progress element now says what `accessibility` says, at `time` (seconds
    /// on a clock that does not jump), and returns when to ask ``announcement(at:)``, or `nil`
    /// when nothing is to be said or the view has not appeared yet: the core's
    /// `StepperAnnouncementQueue`, told whether a screen reader adjusted the progress element
    /// or activated a step in the last second (the app moving there) and whether its focus is
    /// on the progress element.
    func record(
      _ accessibility: StepperAccessibility, isProgressFocused: Bool, at time: Double
    ) -> Double? {
      // The latest of the two, if it was in the last second.
      let adjusted = (adjustmentTime ?? -.infinity) >= (activationTime ?? -.infinity)
      let latest = adjusted ? adjustmentTime : activationTime
      var cause = StepperAnnouncementQueue.Cause.app
      if let latest, time - latest < StepperAnnouncementQueue.activationDelay {
        cause = adjusted ? .adjustment : .activation
      }
      return announcements?.record(
        accessibility, cause: cause, isProgressFocused: isProgressFocused, at: time)
    }

    /// The announcement due at `time`, if any (see ``record(_:isProgressFocused:at:)``).
    func announcement(at time: Double) -> StepperAnnouncementQueue.Announcement? {
      announcements?.announcement(at: time)
    }

    /// Which words were resolved.
    private struct StringsKey: Equatable {
      let strings: StepperStrings?
      let locale: String?
    }
  }
#endif
