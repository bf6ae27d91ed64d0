extension StepperConfiguration {
  /// Everything an app says about a stepper, one field per option, each starting at the
  /// design's default: the value ``StepperConfiguration/init(_:)`` checks whole.
  ///
  /// Options are plain values and are not checked as they are set, so they can be filled in
  /// any order (a `current` past the old `total`, then the new `total`); the configuration made
  /// from them is checked once, and a value that does not fit the rest is a
  /// ``StepperConfigurationError`` that names it. The views, the command line's flags and the
  /// generated configurations all fill in one.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(names: ["Cart", "Address", "Payment"])
  /// options.current = 2
  /// options.showsHeader = true
  /// let configuration = try StepperConfiguration(options)
  /// print(configuration.options.total)
  /// // Prints "3"
  /// ```
  public struct Options: Sendable, Hashable {
    /// The visual form: dash, bullet or circular (the default).
    public var style: StepperStyle
    /// The number of main steps, 2 or more; dynamic sub-steps never count.
    public var total: Int
    /// The step the user is on: a main step in `1...total`, or a sub-step ``substeps`` reveals.
    public var current: StepperStepID
    /// The component-level status; ``StepperStatus/success`` needs the last step current.
    public var status: StepperStatus = .default
    /// The direction in which steps follow one another.
    public var axis: StepperAxis = .horizontal
    /// The reading direction.
    public var direction: StepperLayoutDirection = .leftToRight
    /// The token set.
    public var theme: StepperTheme = .light
    /// The main-axis length of a row drawn whole, or `nil` for the style's default.
    public var length: Double?
    /// The viewport the row scrolls in, in points along the main axis, or `nil` for a row
    /// drawn whole.
    public var viewport: Double?
    /// How far the row is scrolled in its viewport, or `nil` for the page that shows the
    /// current step.
    public var scrollOffset: Double?
    /// Whether a row in a viewport scrolls; one that does not must fit its viewport.
    public var isScrollEnabled = true
    /// States for particular steps, overriding the ones derived from ``current`` and
    /// ``status``.
    public var stepStates: [StepperStepID: StepperStepState] = [:]
    /// How many sub-steps each step reveals (`[2: 2]` shows "2.1" and "2.2" after step 2).
    public var substeps: [Int: Int] = [:]
    /// Step names, by step.
    public var stepNames: [StepperStepID: String] = [:]
    /// Descriptions under step names, by step.
    public var stepDescriptions: [StepperStepID: String] = [:]
    /// Whether the header with the current step's name is shown above the steps.
    public var showsHeader = false
    /// Whether the "All steps" control is shown at the header's trailing end.
    public var showsAllSteps = false
    /// The person's text size, which names, the header and "All steps" are set at.
    public var textSize: StepperTextSizeCategory = .large
    /// Whether the stepper can be used: `false` draws every step and connector disabled, and
    /// no step can be tapped, as a control inside a disabled form.
    public var isEnabled = true
    /// Whether steps can be tapped.
    public var isTappable = false
    /// The steps that can be tapped when ``isTappable``, or `nil` for those already reached.
    public var tappableSteps: Set<StepperStepID>?
    /// The number the first step shows: 1 unless the flow started before this indicator
    /// (Specification#flow-start: "a flow that does not start at 1 is an override on the
    /// instance").
    ///
    /// Step *i* shows `firstNumber + i - 1`, and the accessibility text counts in the numbers
    /// shown: with `firstNumber` 3, `total` 5 and `current` 2, the markers read 3 to 7 and the
    /// announcement is "Step 4 of 7, 57%": the flow has 7 steps, of which the first 2 were
    /// done before the indicator's first. Step ids (``current``, overrides, names, taps) still
    /// count from 1, the indicator's first step. A sub-step's marker keeps its own number, and
    /// the text reads it with its parent's shown number: sub-step 2.1 is "Step 4.1 of 7".
    ///
    /// From 1 to the number that makes the last step show 100,000,000: no number is wider
    /// than those a long scrolling row shows.
    public var firstNumber = 1
    /// Icons circular markers show in place of their numbers, by main step.
    public var stepIcons: [StepperStepID: StepperIcon] = [:]
    /// Whether ``total`` is an estimate, read and shown as such ("Step 2 of about 6").
    public var isTotalEstimated = false
    /// Whether the current step is loading.
    public var isLoading = false
    /// How much of the current step is done, from 0 to 1, or `nil`.
    public var stepProgress: Double?
    /// The steps the flow lets the user leave out.
    public var optionalSteps: Set<StepperStepID> = []
    /// The most places the row collapses to, or `nil` for a row that shows every step.
    public var maxVisible: Int?
    /// Whether the person asked for more contrast: the drawing takes the higher-contrast
    /// tokens.
    public var increaseContrast = false
    /// Whether the person asked not to be told things by color alone: failed, skipped and
    /// disabled steps get a shape cue.
    public var differentiateWithoutColor = false
    /// Whether the person asked for bold text: names and the header are set one weight
    /// bolder.
    public var boldText = false

    /// The options of a flow of `total` steps on `current`, everything else at its default.
    public init(style: StepperStyle = .circular, total: Int, current: StepperStepID = 1) {
      self.style = style
      self.total = total
      self.current = current
    }

    /// The options of a flow with one step for each of `names`, in order, on `current`: the
    /// number of names is the total, and an empty name is a step without one.
    ///
    /// ```swift
    /// let options = StepperConfiguration.Options(names: ["Cart", "", "Payment"])
    /// print(options.total, options.stepNames.count)
    /// // Prints "3 2"
    /// ```
    public init(style: StepperStyle = .circular, names: [String], current: StepperStepID = 1) {
      self.init(style: style, total: names.count, current: current)
      for (index, name) in names.enumerated() where !name.isEmpty {
        stepNames[StepperStepID(index + 1)] = name
      }
    }

    /// What the current step is doing, as one value: loading, and how much of it is done.
    package var activity: StepperActivity {
      get { StepperActivity(unchecked: isLoading, stepProgress: stepProgress) }
      set {
        isLoading = newValue.isLoading
        stepProgress = newValue.stepProgress
      }
    }

    /// The words around the markers, as one value: names, descriptions, the header, the
    /// "All steps" control and the text size.
    package var labels: StepperLabels {
      get {
        StepperLabels(
          names: stepNames, descriptions: stepDescriptions, showsHeader: showsHeader,
          showsAllSteps: showsAllSteps, textSize: textSize)
      }
      set {
        stepNames = newValue.names
        stepDescriptions = newValue.descriptions
        showsHeader = newValue.showsHeader
        showsAllSteps = newValue.showsAllSteps
        textSize = newValue.textSize
      }
    }

    /// The viewport the row is shown in with its offset and whether it scrolls, as one value,
    /// or `nil` for a row drawn whole (which has no offset and is set to scroll, the default).
    package var scrolling: StepperScrolling? {
      get {
        viewport.map {
          StepperScrolling(unchecked: $0, offset: scrollOffset, isScrollEnabled: isScrollEnabled)
        }
      }
      set {
        viewport = newValue?.viewport
        scrollOffset = newValue?.offset
        isScrollEnabled = newValue?.isScrollEnabled ?? true
      }
    }

    /// Which steps can be tapped, as one value.
    package var interaction: StepperInteraction {
      get { StepperInteraction(isTappable: isTappable, tappableSteps: tappableSteps) }
      set {
        isTappable = newValue.isTappable
        tappableSteps = newValue.tappableSteps
      }
    }

    /// The smallest step that one of the per-step options names and `isKnown` refuses, looking
    /// at them in the order a configuration checks them (states, names, descriptions, optional
    /// steps, tappable steps), or `nil` when they name only known steps. Icons have their own
    /// rules and are checked apart.
    package func unknownStep(_ isKnown: (StepperStepID) -> Bool) -> StepperStepID? {
      func smallestUnknown(_ ids: some Collection<StepperStepID>) -> StepperStepID? {
        ids.filter { !isKnown($0) }.min()
      }
      return smallestUnknown(stepStates.keys) ?? smallestUnknown(stepNames.keys)
        ?? smallestUnknown(stepDescriptions.keys) ?? smallestUnknown(optionalSteps)
        ?? smallestUnknown(tappableSteps ?? [])
    }

    /// Keeps what the per-step options (states, names, descriptions, icons, tappable and
    /// optional steps) say of the steps `kept` accepts, and leaves out the rest.
    package mutating func keepSteps(where kept: (StepperStepID) -> Bool) {
      stepStates = stepStates.filter { kept($0.key) }
      stepNames = stepNames.filter { kept($0.key) }
      stepDescriptions = stepDescriptions.filter { kept($0.key) }
      stepIcons = stepIcons.filter { kept($0.key) }
      tappableSteps = tappableSteps?.filter(kept)
      optionalSteps = optionalSteps.filter(kept)
    }

    /// The accessibility settings, as one set.
    package var accessibilityOptions: StepperAccessibilityOptions {
      get {
        var options: StepperAccessibilityOptions = []
        if increaseContrast { options.insert(.increaseContrast) }
        if differentiateWithoutColor { options.insert(.differentiateWithoutColor) }
        if boldText { options.insert(.boldText) }
        return options
      }
      set {
        increaseContrast = newValue.contains(.increaseContrast)
        differentiateWithoutColor = newValue.contains(.differentiateWithoutColor)
        boldText = newValue.contains(.boldText)
      }
    }
  }
}
