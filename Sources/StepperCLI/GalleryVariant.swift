import StepperKit

/// One stepper the gallery shows: a point of style × status × states × axis × direction ×
/// theme.
struct GalleryVariant: Sendable, Hashable {
  /// Which states the steps show.
  enum States: String, Sendable, CaseIterable {
    /// The states a flow derives from its current step and status.
    case flow
    /// All six step states at once, set per step (with the current step in error).
    case every
  }

  let states: States
  let configuration: StepperConfiguration

  /// The file-name-safe name: `circular-flow-error-vertical-rtl-dark`.
  var name: String {
    [
      configuration.style.rawValue, states.rawValue, configuration.status.rawValue,
      configuration.axis.rawValue, configuration.direction.rawValue,
      configuration.theme.appearance.rawValue,
    ].joined(separator: "-")
  }

  /// The command line that draws it, as HTML, quoted for a POSIX shell.
  var commandLine: String {
    (["stepper", "render"] + ConfigurationFlags.arguments(for: configuration)
      + ["--format", "html"]).map(ConfigurationFlags.shellQuoted).joined(separator: " ")
  }

  /// Every variant: each style in each status, axis, direction and theme as a flow, then each
  /// style with every state, in each axis, direction and theme.
  static let all: [GalleryVariant] = {
    var variants: [GalleryVariant] = []
    for style in StepperStyle.allCases {
      for states in States.allCases {
        let statuses: [StepperStatus] = states == .flow ? StepperStatus.allCases : [.error]
        for status in statuses {
          for axis in StepperAxis.allCases {
            for direction in LayoutDirection.allCases {
              for appearance in StepperAppearance.allCases {
                if let configuration = try? make(
                  style, states, status, axis, direction, .builtIn(appearance))
                {
                  variants.append(GalleryVariant(states: states, configuration: configuration))
                }
              }
            }
          }
        }
      }
    }
    return variants
  }()

  /// A variant's configuration: 10 dashes or 4 bullets or markers at step 2 (the last step when
  /// the flow succeeded); for every state, 6 steps at step 4 in error, circular in 360 points.
  private static func make(
    _ style: StepperStyle, _ states: States, _ status: StepperStatus, _ axis: StepperAxis,
    _ direction: LayoutDirection, _ theme: StepperTheme
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    switch states {
    case .flow:
      let total = style == .dash ? 10 : 4
      return try StepperConfiguration(
        style: style, total: total, current: status == .success ? total : 2, status: status,
        axis: axis, direction: direction, theme: theme)
    case .every:
      return try StepperConfiguration(
        style: style, total: 6, current: 4, status: status, axis: axis, direction: direction,
        theme: theme, length: style == .circular ? 360 : nil,
        stateOverrides: [1: .complete, 2: .error, 3: .active, 5: .default, 6: .disabled])
    }
  }
}
