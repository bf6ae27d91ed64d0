extension StepperConfiguration {
  /// Every value of a configuration, unchecked: what ``StepperConfiguration/init(_:)`` checks
  /// and stores. The public initializers and the modifiers fill one in and hand it over, and so
  /// do the package's own makers of configurations from flat values (the command line's flags,
  /// the arbitrary recipes, a view's input), so that every configuration passes the same
  /// checks in the same order.
  package struct Options: Sendable, Hashable {
    /// The visual form.
    package var style: StepperStyle
    /// The number of main steps.
    package var total: Int
    /// The step the user is on.
    package var current: StepperStepID
    /// The component-level status.
    package var status: StepperStatus = .default
    /// The direction in which steps follow one another.
    package var axis: StepperAxis = .horizontal
    /// The reading direction.
    package var direction: StepperLayoutDirection = .leftToRight
    /// The token set.
    package var theme: StepperTheme = .light
    /// The main-axis length asked for, or `nil` for the style's default.
    package var length: Double?
    /// States for particular steps.
    package var stateOverrides: [StepperStepID: StepperStepState] = [:]
    /// The sub-steps each step reveals.
    package var substeps: StepperSubsteps = .none
    /// Names, header, "All steps" and text size.
    package var labels: StepperLabels = .none
    /// The viewport, or `nil` for a row drawn whole.
    package var scrolling: StepperScrolling?
    /// Which steps can be tapped.
    package var interaction: StepperInteraction = .none
    /// The number the first step shows.
    package var firstNumber = 1
    /// Icons shown in place of numbers, by main step.
    package var icons: [StepperStepID: StepperIcon] = [:]
    /// Whether ``total`` is an estimate ("Step 2 of about 6").
    package var isTotalEstimated = false
    /// What the current step is doing.
    package var activity: StepperActivity = .none
    /// The steps the flow lets the user leave out.
    package var optionalSteps: Set<StepperStepID> = []
    /// The most places the row collapses to, or `nil` for every step.
    package var maxVisible: Int?
    /// The person's accessibility settings the drawing follows.
    package var accessibilityOptions: StepperAccessibilityOptions = []

    /// The parts of a configuration of `total` steps on `current`, everything else default.
    package init(style: StepperStyle = .circular, total: Int, current: StepperStepID) {
      self.style = style
      self.total = total
      self.current = current
    }

    /// The parts of `configuration`, to change one and check the whole again.
    package init(_ configuration: StepperConfiguration) {
      style = configuration.style
      total = configuration.total
      current = configuration.currentStep
      status = configuration.status
      axis = configuration.axis
      direction = configuration.direction
      theme = configuration.theme
      length = configuration.requestedLength
      stateOverrides = configuration.stateOverrides
      substeps = configuration.substeps
      labels = configuration.labels
      scrolling = configuration.scrolling
      interaction = configuration.interaction
      firstNumber = configuration.firstNumber
      icons = configuration.icons
      isTotalEstimated = configuration.isTotalEstimated
      activity = configuration.activity
      optionalSteps = configuration.optionalSteps
      maxVisible = configuration.maxVisible
      accessibilityOptions = configuration.accessibilityOptions
    }
  }
}
