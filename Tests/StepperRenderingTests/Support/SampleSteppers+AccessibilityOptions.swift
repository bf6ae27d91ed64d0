import StepperKit

extension SampleSteppers {
  /// The person's accessibility settings: a shape cue on failed dashes and bullets, the
  /// increased-contrast themes, and heavier text.
  static let accessibilityOptions: [(name: String, configuration: StepperConfiguration)] = {
    func states(_ style: StepperStyle, theme: StepperTheme = .light) -> StepperConfiguration {
      make(
        style, total: 6, current: 4, status: .error, theme: theme, overrides: allStates,
        length: statesLength(style))
    }
    let names = flows.first { $0.name == "circular-names-header" }?.configuration
    return [
      (
        "dash-states-differentiate",
        states(.dash).unchecked { $0.accessibilityOptions = .differentiateWithoutColor }
      ),
      (
        "bullet-states-differentiate",
        states(.bullet).unchecked { $0.accessibilityOptions = .differentiateWithoutColor }
      ),
      (
        "circular-states-high-contrast",
        states(.circular).unchecked { $0.accessibilityOptions = .increaseContrast }
      ),
      (
        "dash-states-dark-high-contrast",
        states(.dash, theme: .dark).unchecked {
          $0.accessibilityOptions = [.increaseContrast, .differentiateWithoutColor]
        }
      ),
      (
        "circular-names-header-bold",
        (names ?? states(.circular)).unchecked { $0.accessibilityOptions = .boldText }
      ),
    ]
  }()
}
