import StepperKit
import StepperRendering

/// The state of `stepper demo`: a five-step flow the user walks through.
struct DemoSession: Sendable, Equatable {
  var style: StepperStyle = .circular
  var current = 1
  var status: StepperStatus = .default
  var appearance: StepperAppearance = .light
  var axis: StepperAxis = .horizontal
  var direction: LayoutDirection = .leftToRight
  /// Steps that failed earlier and were left behind.
  var failed: Set<Int> = []

  /// The number of steps in the demo flow: the most a circular row holds in 272 points.
  static let total = 5

  /// The session after `action`.
  ///
  /// Next moves on, marking a failed current step as failed earlier; past the last step the
  /// flow succeeds. Back returns to the step before and clears a success or failure. Fail puts
  /// the current step in error. The switches cycle style, theme, axis and direction.
  func applying(_ action: DemoAction) -> DemoSession {
    var next = self
    switch action {
    case .next:
      if status == .error { next.failed.insert(current) }
      if current < Self.total {
        next.current += 1
        next.status = .default
      } else {
        next.status = .success
        next.failed = []
      }
    case .back:
      if status == .success {
        next.status = .default
      } else if current > 1 {
        next.current -= 1
        next.status = .default
        next.failed.remove(next.current)
      } else {
        next.status = .default
      }
    case .fail:
      if status != .success { next.status = .error }
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
        style: style, total: Self.total, current: current, status: status, axis: axis,
        direction: direction, theme: .builtIn(appearance),
        stateOverrides: Dictionary(
          uniqueKeysWithValues: failed.filter { $0 != current }.map { (StepID($0), .error) }))
    }
  }

  /// One frame: a heading, the stepper, the announcement and the keys.
  func frame(_ terminal: TerminalSettings) throws(StepperConfigurationError) -> String {
    let scene = Scene(try configuration)
    let renderer = Renderer.ansi(colorMode: terminal.colorMode, columns: terminal.columns)
    let heading =
      "stepper demo · \(style.rawValue) · \(appearance.rawValue) · \(axis.rawValue)"
      + " · \(direction.rawValue)"
    return DisplayWidth.truncated(heading, toWidth: terminal.columns) + "\n\n"
      + renderer.render(scene) + "\n"
      + DisplayWidth.truncated(scene.accessibility.announcement, toWidth: terminal.columns) + "\n"
  }

  /// The walk-through printed when the demo cannot read keys: every action once, and back.
  static let script: [DemoAction] = [
    .next, .fail, .next, .next, .back, .style, .theme, .next, .next, .style, .axis, .direction,
    .next,
  ]
}
