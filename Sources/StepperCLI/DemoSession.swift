import StepperKit
import StepperRendering

/// The state of `stepper demo`: a five-step checkout the user walks through.
struct DemoSession: Sendable, Equatable {
  var style: StepperStyle = .circular
  /// The step the user is on: a main step or a revealed sub-step.
  var current: StepperStepID = 1
  var status: StepperStatus = .default
  var appearance: StepperAppearance = .light
  var axis: StepperAxis = .horizontal
  var direction: StepperLayoutDirection = .leftToRight
  /// Steps that failed earlier and were left behind.
  var failed: Set<StepperStepID> = []
  /// Main steps whose sub-steps are shown.
  var revealed: Set<Int> = []

  /// The number of main steps in the demo flow.
  static let total = 5
  /// How many sub-steps a step reveals.
  static let substepsPerStep = 2
  /// The visible length: a circular row of five; more steps scroll.
  static let viewport = 272.0
  /// The steps' names.
  static let names: [StepperStepID: String] = [
    1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done",
    StepperStepID(2, substep: 1): "Scan ID", StepperStepID(2, substep: 2): "Selfie",
    StepperStepID(3, substep: 1): "Card", StepperStepID(3, substep: 2): "Verify",
  ]

  /// The steps in order, with the revealed sub-steps.
  var steps: StepperStepSequence {
    StepperStepSequence(
      total: Self.total,
      substeps: Dictionary(uniqueKeysWithValues: revealed.map { ($0, Self.substepsPerStep) }))
  }

  /// The session after `action`.
  ///
  /// Next moves to the following step or sub-step, marking a failed current step as failed
  /// earlier; past the last step the flow succeeds. Back returns to the step before and clears
  /// a success or failure. Fail puts the current step in error. Sub-steps reveals (or hides)
  /// the current main step's sub-steps. The switches cycle style, theme, axis and direction.
  func applying(_ action: DemoAction) -> DemoSession {
    var next = self
    let steps = self.steps
    let ordinal = steps.ordinal(of: current)
    switch action {
    case .next:
      if status == .error { next.failed.insert(current) }
      if ordinal + 1 < steps.count {
        next.current = steps.id(at: ordinal + 1)
        next.status = .default
      } else {
        next.status = .success
        next.failed = []
      }
    case .back:
      if status == .success || ordinal == 0 {
        next.status = .default
      } else {
        next.current = steps.id(at: ordinal - 1)
        next.status = .default
        next.failed.remove(next.current)
      }
    case .fail:
      if status != .success { next.status = .error }
    case .substeps:
      let step = current.step
      if revealed.contains(step) {
        next.revealed.remove(step)
        next.current = StepperStepID(step)
        next.failed = failed.filter { $0.step != step || !$0.isSubstep }
      } else {
        next.revealed.insert(step)
      }
    case .style:
      let styles = StepperStyle.allCases
      next.style = styles[((styles.firstIndex(of: style) ?? 0) + 1) % styles.count]
    case .theme: next.appearance = appearance == .light ? .dark : .light
    case .axis: next.axis = axis == .horizontal ? .vertical : .horizontal
    case .direction: next.direction = direction == .leftToRight ? .rightToLeft : .leftToRight
    case .quit: break
    }
    return next
  }

  /// The configuration the session shows.
  var configuration: StepperConfiguration {
    get throws(StepperConfigurationError) {
      try StepperConfiguration(
        style: style, total: Self.total, current: current, status: status,
        substeps: StepperSubsteps(
          Dictionary(uniqueKeysWithValues: revealed.map { ($0, Self.substepsPerStep) })),
        labels: StepperLabels(
          names: Self.names.filter { steps.contains($0.key) }, showsHeader: true),
        scrolling: StepperScrolling(viewport: Self.viewport)
      )
      .unchecked {
        $0.axis = axis
        $0.direction = direction
        $0.theme = .builtIn(appearance)
      }
      .replacing(
        \.stepStates,
        with:
          Dictionary(uniqueKeysWithValues: failed.filter { $0 != current }.map { ($0, .error) }))
    }
  }

  /// One frame: a heading, the stepper, the announcement.
  func frame(_ terminal: TerminalSettings) throws(StepperConfigurationError) -> String {
    let scene = StepperScene(try configuration)
    let renderer = StepperRenderer.ansi(colorMode: terminal.colorMode, columns: terminal.columns)
    let heading =
      "stepper demo · \(style.rawValue) · \(appearance.rawValue) · \(axis.rawValue)"
      + " · \(direction.rawValue)"
    return DisplayWidth.truncated(heading, toWidth: terminal.columns) + "\n\n"
      + renderer.render(scene) + "\n"
      + DisplayWidth.truncated(
        TerminalText.sanitized(scene.accessibility.announcement), toWidth: terminal.columns) + "\n"
  }

  /// The walk-through printed when the demo cannot read keys: every action at least once.
  static let script: [DemoAction] = [
    .next, .substeps, .next, .fail, .next, .next, .back, .style, .theme, .next, .next,
    .next, .style, .axis, .direction, .next,
  ]
}
