#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The design system's step progress indicator, for SwiftUI: the core's scene drawn in a
  /// `Canvas`.
  ///
  /// `EBStepper` is the `EBStepper(style:current:total:status:axis:)` of Specification#one-stepper.
  /// It reads the layout direction (a right-to-left environment mirrors the row, with numbers and
  /// glyphs upright), the color scheme (light or dark tokens), the locale and the Dynamic Type size
  /// from the environment, and builds its configuration through the core's one function for both
  /// views, `StepperViewInput.configuration(keeping:)`; every shape, color and word it shows
  /// comes from the core. Step names and the header are set in the platform's fonts at the
  /// person's text size (the core scales them and breaks names into at most two lines,
  /// measured with Core Text); limit the size with SwiftUI's own `dynamicTypeSize(_:)` if a
  /// screen needs to. Names are taken as `Text` takes its string: a literal is a key of the
  /// app's string catalog, translated for the environment's locale, and a `String` value is
  /// shown as it is (``stepNames(_:)``, in order or by step).
  ///
  /// **Width.** A horizontal stepper fills the width it is offered, as `ProgressView` does,
  /// unless ``length(_:)`` or ``viewport(_:)`` is given: the steps spread across it when they
  /// fit, and the row scrolls when they do not (Specification#scrolling). The row is SwiftUI's own
  /// `ScrollView` (``StepperScrollRow``), with hidden indicators as a page indicator's: a person
  /// scrolls it as any scroll view, and on iOS 17 and macOS 14 a released row rests where the
  /// core says (a step first on screen, or the end); when the current step changes, the row
  /// scrolls to the page that shows it (the page pins the step it moves to; the last page is
  /// right-aligned), at once when Reduce Motion is on. A vertical stepper keeps its natural height.
  ///
  /// **Assistive technology.** The progress element is one element with a `ProgressView`
  /// representation: the core's label, which names the current step ("Step 2 of 4, Address"), and
  /// value ("50%"). After it come the "All steps" control (``onSelectAllSteps(perform:)``) and one
  /// element per step on screen with its name and state ("Cart, step 1 of 4, completed"): a button
  /// when steps can be tapped (``onSelectStep(perform:)``), the current one selected, disabled
  /// steps disabled. A row collapsed with ``maxVisible(_:)`` has an element for each overflow
  /// marker among them ("3 more steps, 1 failed"), a button that calls the "All steps" handler
  /// where steps can be tapped and that handler is set. A change of step or status is announced
  /// with the core's text ("Step 3 of 4, Payment, 75%"). Moving to another step animates with the
  /// app's animation when the change comes inside `withAnimation` (from iOS 17 and macOS 14;
  /// before, the core's timing replaces it), else with the core's `StepperMotion` timing, and does
  /// not when Reduce Motion is on.
  ///
  /// A step button pressed, or focused from the keyboard, shows the core's look: a `brand/base`
  /// tint, a ring of it (`StepperInteractionLook`, as the HTML output's `:active` and
  /// `:focus-visible` rules). ``firstNumber(_:)`` numbers a flow that starts later.
  ///
  /// The measurer (Core Text fonts), the words and the scene are made once per change of the
  /// view's values, not per body evaluation or per animation frame.
  ///
  /// Values the core refuses (a `current` outside `1...total`, fewer than two steps, a length
  /// the steps do not fit) draw the nearest valid stepper, as `ProgressView` clamps its value:
  /// a `current` past the total draws the last step. The view reports them once as a runtime
  /// issue (a fault in the unified log, subsystem `com.stepperkit.StepperUI`, which Xcode
  /// shows where the app runs) and never stops the app, in previews neither.
  ///
  /// It follows the person's Increase Contrast, Differentiate Without Color and Bold Text
  /// settings (`colorSchemeContrast`, `accessibilityDifferentiateWithoutColor`,
  /// `legibilityWeight`), which the core draws; inside `.disabled(true)` it draws every step
  /// disabled, and its steps are not buttons.
  ///
  /// As Apple's views' are, its initializer that takes values and its modifiers are
  /// `nonisolated`, so a stepper can be made off the main actor; the one that takes a `Binding`
  /// is not, since `Binding` is not `Sendable`, nor are the `stepNames(_:)` that take the
  /// string catalog's `LocalizedStringResource`, which is not `Sendable` either.
  ///
  /// ```swift
  /// @State private var step: StepperStepID = 2
  ///
  /// EBStepper(current: $step, total: 4)        // a tap on a reached step sets `step`
  ///   .stepNames(["Cart", "Address", "Payment", "Review"])  // keys of the string catalog
  /// EBStepper(style: .dash, current: 3, total: 10)
  /// EBStepper(current: 2, total: 4, status: .error)
  ///   .stepState(.disabled, for: 4)
  ///   .ebStepperStyle(.bullet)                 // or for every stepper inside a view
  /// ```
  ///
  /// Runs on iOS 16, Mac Catalyst 16 and macOS 13 or later, the package's minimum.
  public struct EBStepper: View {
    /// The app's style, or `nil` for the one the environment sets.
    private let style: EBStepperStyle?
    /// Everything the app said about the stepper, one field per option: the initializers and
    /// the modifiers write it, and ``SwiftUICore/View/ebStepperOptions(_:)`` edits it from around
    /// the view.
    var options: StepperConfiguration.Options
    var strings: StepperStrings?
    /// The names the app gave from its string catalog, translated in the view's environment
    /// (the `stepNames(_:)` that take `LocalizedStringResource`); the plain ones are in
    /// ``options``.
    var localizedNames: LocalizedNames = .byStep([:])
    /// Whether the last `stepNames(_:)` gave the catalog's names, which then replace the plain
    /// ones; a `Bool`, so that the `nonisolated` forms can clear it.
    var namesAreLocalized = false
    /// The app's step, when given as a binding: a tap on a step or sub-step writes it whole.
    var selection: Binding<StepperStepID>?
    var selectStep: (@MainActor (StepperStepID) -> Void)?
    var selectAllSteps: (@MainActor () -> Void)?

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.ebStepperStyle) private var environmentStyle
    @Environment(\.ebStepperOptionEdits) private var optionEdits
    @Environment(\.colorSchemeContrast) var contrast
    @Environment(\.accessibilityDifferentiateWithoutColor) var differentiatesWithoutColor
    @Environment(\.legibilityWeight) var legibilityWeight
    @Environment(\.isEnabled) private var isEnabled
    /// Whether scroll views may scroll here (`scrollDisabled(_:)`): a row in a viewport scrolls
    /// only where they may.
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.accessibilityVoiceOverEnabled) var isVoiceOverOn
    /// Whether VoiceOver's focus is on the progress element, which then reads its own changes.
    @AccessibilityFocusState var isProgressFocused: Bool
    /// The step or overflow marker whose button has keyboard focus, shared by every tile of a
    /// scrolling row so the arrow keys move across them.
    @FocusState private var focusedItem: StepperScene.RowItem?
    /// The measurer, words and scene of the last input, and what VoiceOver last heard.
    @State var cache = StepperSceneCache()

    /// Creates a stepper whose current step is the app's `current`, as `Picker` takes its
    /// selection: a tap on a step the core lets be tapped (those already reached) writes that
    /// step to it, a sub-step whole ("2.1": `StepperStepID(2, substep: 1)`), and the steps are
    /// buttons. ``onSelectStep(perform:)`` is called too, when set.
    ///
    /// ```swift
    /// @State private var step: StepperStepID = 2
    /// EBStepper(current: $step, total: 4)
    ///   .substeps([2: 2])                     // a tap on 2.1 sets `step` to 2.1
    /// ```
    ///
    /// - Parameters:
    ///   - style: `.dash`, `.bullet` or `.circular`; `nil` (the default) takes the one set with
    ///     ``SwiftUICore/View/ebStepperStyle(_:)`` around it, else `.circular`.
    ///   - current: The step the user is on, `1...total`, or one of its sub-steps revealed with
    ///     ``substeps(_:current:)``.
    ///   - total: The number of steps, 2 or more.
    ///   - status: `.default`, `.success` (the whole flow finished) or `.error` (the current
    ///     step failed).
    ///   - axis: `.horizontal` (the default) or `.vertical`.
    public init(
      style: EBStepperStyle? = nil, current: Binding<StepperStepID>, total: Int,
      status: EBStepperStatus = .default, axis: Axis = .horizontal
    ) {
      self.init(
        style: style, current: current.wrappedValue.step, total: total, status: status,
        axis: axis)
      options.current = current.wrappedValue
      selection = current
    }

    /// Creates a stepper that shows `current`.
    ///
    /// - Parameters:
    ///   - style: `.dash`, `.bullet` or `.circular`; `nil` (the default) takes the one set with
    ///     ``SwiftUICore/View/ebStepperStyle(_:)`` around it, else `.circular`.
    ///   - current: The step the user is on, `1...total`.
    ///   - total: The number of steps, 2 or more.
    ///   - status: `.default`, `.success` (the whole flow finished) or `.error` (the current
    ///     step failed).
    ///   - axis: `.horizontal` (the default) or `.vertical`.
    nonisolated public init(
      style: EBStepperStyle? = nil, current: Int, total: Int,
      status: EBStepperStatus = .default, axis: Axis = .horizontal
    ) {
      self.style = style
      options = StepperConfiguration.Options(
        style: style ?? .circular, total: total, current: StepperStepID(current))
      options.status = status
      options.axis = axis == .vertical ? .vertical : .horizontal
    }

    /// The stepper.
    public var body: some View {
      let input = makeInput()
      let strings = cache.strings(for: input)
      // The layout measures in the styles the scene is drawn in: both are the options'
      // (Bold Text included).
      let measurer = cache.measurer(for: input.options.textStyles.all)
      StepperFrameLayout(input: input, strings: strings, measurer: measurer) {
        GeometryReader { proxy in
          stepper(cache.build(input.offering(Double(proxy.size.width)), keeping: nil))
        }
      }
    }

    /// The stepper for the width the layout chose: the nearest valid one when the core refused
    /// a value (the cache has reported it). A row longer than its viewport is a
    /// ``StepperScrollRow`` under the still header; any other is one canvas.
    @MainActor @ViewBuilder private func stepper(_ built: StepperSceneCache.Built) -> some View {
      let scene = built.scene
      let configuration = built.configuration
      let accessibility = scene.accessibility
      let animates = !reducesMotion
      let allSteps = selectAllSteps == nil ? nil : scene.allStepsTarget(strings: built.strings)
      ZStack(alignment: .topLeading) {
        if let content = StepperScrollContent(scene) {
          progressElement(
            Canvas { [header = StepperRowTiles.header(of: built.drawing)] context, _ in
              context.paint(header, fonts: built.measurer)
            }, built: built
          )
          StepperScrollRow(
            content: content, built: built, cache: cache, selectStep: stepSelection,
            selectAllSteps: selectAllSteps, focus: $focusedItem,
            motion: animates ? Self.motion : nil)
          StepElements(
            items: [], keyboardRow: [], selectStep: nil, allSteps: allSteps,
            selectAllSteps: selectAllSteps, theme: scene.theme, direction: scene.direction,
            focus: $focusedItem)
        } else {
          progressElement(
            StepperCanvas(
              input: built.input, built: built, cache: cache, still: built.drawing,
              rest: (Double(configuration.options.current.step), scene.viewport?.offset ?? 0),
              strings: built.strings, measurer: built.measurer,
              position: Double(configuration.options.current.step),
              offset: scene.viewport?.offset ?? 0,
              animatesLoading: animates),
            built: built
          )
          .overlay(alignment: .topLeading) {
            StepElements(
              items: scene.accessibleItems(strings: built.strings),
              keyboardRow: scene.keyboardItems(includesOverflow: selectAllSteps != nil),
              selectStep: stepSelection, allSteps: allSteps, selectAllSteps: selectAllSteps,
              theme: scene.theme, direction: scene.direction, focus: $focusedItem)
          }
        }
      }
      .frame(width: CGFloat(scene.size.width), height: CGFloat(scene.size.height))
      .modifier(StepMoveAnimation(step: configuration.options.current, animates: animates))
      .onAppear { cache.appeared(saying: accessibility) }
      .onChange(of: accessibility) { spoken in
        scheduleAnnouncement(for: spoken)
      }
    }

    /// `drawing` as the progress element: one element with a `ProgressView` representation
    /// (the core's label and value), adjustable where steps can be selected.
    @MainActor private func progressElement(
      _ drawing: some View, built: StepperSceneCache.Built
    ) -> some View {
      let scene = built.scene
      let accessibility = scene.accessibility
      return
        drawing
        .frame(width: CGFloat(scene.size.width), height: CGFloat(scene.size.height))
        .allowsHitTesting(false)
        .accessibilityElement(children: .ignore)
        .accessibilityRepresentation {
          ProgressView(value: accessibility.fraction, total: 1)
            .accessibilityLabel(Text(verbatim: accessibility.label))
            .accessibilityValue(Text(verbatim: accessibility.value))
        }
        .accessibilityFocused($isProgressFocused)
        .modifier(ProgressAdjustment(adjust: adjustment(of: scene)))
    }

    /// The view's values and its environment, for the core's one configuration function.
    func makeInput() -> StepperViewInput {
      var input = appInput()
      input.options.style = style ?? environmentStyle
      for edit in optionEdits.edits { edit(&input.options) }
      input.options.stepNames.merge(resolvedNames(in: locale)) { _, localized in localized }
      input.options.isEnabled = input.options.isEnabled && isEnabled
      input.options.isScrollEnabled = input.options.isScrollEnabled && isScrollEnabled
      input.options.accessibilityOptions = accessibilityOptions
      input.options.direction = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.options.textSize = StepperTextSizeCategory(dynamicTypeSize)
      input.localeIdentifier = locale.identifier
      input.appearance = colorScheme == .dark ? .dark : .light
      return input
    }

    /// The values the app gave, without the environment: what another view (the "All steps"
    /// list, ``EBStepperAllSteps``) reads of this stepper in its own environment.
    func appInput() -> StepperViewInput {
      var input = StepperViewInput(options)
      input.options.showsAllSteps = selectAllSteps != nil
      input.options.isTappable = selection != nil || selectStep != nil
      input.strings = strings
      return input
    }

    /// The animation of a move between steps: the core's duration and easing curve.
    static var motion: Animation {
      let curve = StepperMotion.curve
      return .timingCurve(
        curve.x1, curve.y1, curve.x2, curve.y2, duration: StepperMotion.duration)
    }
  }

  /// A progress element that steps can be selected from is adjustable: a VoiceOver swipe up or
  /// down selects the next or previous step, as on `UIPageControl`. A read-only stepper's is
  /// not, so it is not announced as adjustable.
  private struct ProgressAdjustment: ViewModifier {
    /// What a swipe does, or `nil` where steps cannot be selected.
    let adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?

    func body(content: Content) -> some View {
      if let adjust {
        content.accessibilityAdjustableAction { direction in adjust(direction) }
      } else {
        content
      }
    }
  }

  /// How a move to another step animates: with the app's own animation when the change came
  /// inside one (`withAnimation(.spring) { step = 3 }`), else with the core's motion
  /// (``EBStepper/motion``); with none when the app's transaction disables animations. Reduce
  /// Motion stills every animation of the stepper, a glide's too.
  ///
  /// The app's animation is seen from iOS 17 and macOS 14 (`transaction(value:_:)`); before
  /// them, the core's motion replaces it.
  private struct StepMoveAnimation: ViewModifier {
    /// The current step, whose change is the move.
    let step: StepperStepID
    /// Whether anything moves (Reduce Motion is off).
    let animates: Bool

    func body(content: Content) -> some View {
      let animates = animates
      if #available(iOS 17.0, macOS 14.0, *) {
        content
          .transaction(value: step) { transaction in
            guard animates, !transaction.disablesAnimations else { return }
            if transaction.animation == nil { transaction.animation = EBStepper.motion }
          }
          .transaction { transaction in
            if !animates { transaction.animation = nil }
          }
      } else {
        content
          .animation(animates ? EBStepper.motion : nil, value: step)
          .transaction { transaction in
            if !animates { transaction.animation = nil }
          }
      }
    }
  }
#endif
