#if canImport(CoreText) && (os(iOS) || os(macOS))
  import StepperKit

  /// What a stepper view draws for its current input, made once per change of input rather
  /// than per body evaluation, layout pass or animation frame: the Core Text fonts (the
  /// measurer), the words, the checked configuration, the still scene and its drawing.
  ///
  /// Each adapter keeps one (SwiftUI in `@State`, UIKit as a property). It also remembers what
  /// VoiceOver last heard, so that a change is announced once, and which configuration error
  /// it reported, so that an invalid configuration is reported once.
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
    }

    /// The last input built and its result.
    private var last: (input: StepperViewInput, drag: StepperScrollDrag?, built: Built)?
    /// The last measurer, for its text size.
    private var measurer: PlatformTextMeasurer?
    /// The last words, for the app's table and the locale they were resolved from.
    private var strings: (key: StringsKey, strings: StepperStrings)?
    /// The configuration error last reported, so that each is reported once.
    private var reported: StepperConfigurationError?
    /// What the progress element last said, to announce changes against.
    private var spoken: StepperAccessibility?
    /// The scroll offset when the current drag began.
    var dragStart: Double?

    /// Creates an empty cache; nothing is resolved until the first build.
    init() {}

    /// The scene for `input`, keeping `drag`'s offset while its step is current: the cached one
    /// when neither changed, else a new one (fonts resolved again only for a new text size,
    /// words only for another table or locale). An invalid input is reported (see
    /// ``report(_:)``) and gives `nil`.
    @MainActor func build(_ input: StepperViewInput, keeping drag: StepperScrollDrag?) -> Built? {
      if let last, last.input == input, last.drag == drag { return last.built }
      let configuration: StepperConfiguration
      do throws(StepperConfigurationError) {
        configuration = try input.configuration(keeping: drag)
      } catch {
        report(error)
        return nil
      }
      reported = nil
      let words = strings(for: input)
      let fonts = measurer(for: configuration.textStyles)
      let scene = StepperScene(configuration, strings: words, measurer: fonts)
      var drawn = input
      drawn.scrollOffset = configuration.scrollOffset
      let built = Built(
        input: drawn, configuration: configuration, strings: words, measurer: fonts, scene: scene,
        drawing: StepperSceneDrawing(StepperInterpolatedScene(scene)))
      last = (input, drag, built)
      if spoken == nil { spoken = scene.accessibility }
      return built
    }

    /// The measurer for `styles`, made again only when they change (a new text size).
    @MainActor func measurer(for styles: StepperTextStyles) -> PlatformTextMeasurer {
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

    /// What to announce now that the progress element says what `accessibility` says: the
    /// core's ``StepperAccessibility/change(from:to:)`` against what it said before ("2 steps
    /// added. Step 3 of 6" when the total changed, else the new announcement), or `nil` when
    /// nothing it says changed (the first time, it just remembers).
    func announcement(to accessibility: StepperAccessibility) -> String? {
      defer { spoken = accessibility }
      guard let spoken else { return nil }
      return StepperAccessibility.change(from: spoken, to: accessibility)
    }

    /// Reports a configuration the core refuses, once for each error in a row: to the unified
    /// log (`StepperLog`), and in debug builds with `assertionFailure` and the core's message,
    /// so that a developer sees the mistake where it happens. Release builds draw nothing.
    func report(_ error: StepperConfigurationError) {
      guard reported != error else { return }
      reported = error
      StepperLog.configurationRefused(error)
      assertionFailure("EBStepper draws nothing: \(error.description)")
    }

    /// Which words were resolved.
    private struct StringsKey: Equatable {
      let strings: StepperStrings?
      let locale: String?
    }
  }
#endif
