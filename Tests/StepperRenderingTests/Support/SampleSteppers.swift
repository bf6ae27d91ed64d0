import StepperKit

/// Named steppers the renderer tests draw: every style in every status, dark, right-to-left,
/// vertical, and every per-step state.
enum SampleSteppers {
  static func make(
    _ style: StepperStyle, total: Int? = nil, current: Int = 2, status: StepperStatus = .default,
    axis: StepperAxis = .horizontal, direction: LayoutDirection = .leftToRight,
    theme: StepperTheme = .light, overrides: [StepID: StepState] = [:], length: Double? = nil
  ) -> StepperConfiguration {
    let total = total ?? (style == .dash ? 10 : 4)
    // Every sample is valid; a failure here is a bug in the sample list, and stops the run.
    // swift-format-ignore: NeverUseForceTry
    return try! StepperConfiguration(
      style: style, total: total, current: status == .success ? total : current, status: status,
      axis: axis, direction: direction, theme: theme, length: length, stateOverrides: overrides)
  }

  /// The golden-file set.
  static let named: [(name: String, configuration: StepperConfiguration)] = {
    var samples: [(String, StepperConfiguration)] = []
    for style in StepperStyle.allCases {
      for status in StepperStatus.allCases {
        samples.append(("\(style.rawValue)-\(status.rawValue)", make(style, status: status)))
      }
      samples.append(("\(style.rawValue)-dark", make(style, theme: .dark)))
      samples.append(("\(style.rawValue)-rtl", make(style, direction: .rightToLeft)))
      samples.append(("\(style.rawValue)-vertical", make(style, axis: .vertical)))
      samples.append(
        (
          "\(style.rawValue)-states",
          make(
            style, total: 6, current: 4, status: .error, overrides: allStates,
            length: statesLength(style))
        ))
    }
    samples.append(("circular-3", make(.circular, total: 3)))
    samples.append(("circular-5", make(.circular, total: 5, current: 5)))
    return samples
  }()

  /// Six circular steps need more than the default 272 to keep connectors at 22.
  static func statesLength(_ style: StepperStyle) -> Double? {
    style == .circular ? 360 : nil
  }

  /// Steps 1–6 in each state, errorActive at the current step 4.
  static let allStates: [StepID: StepState] = [
    1: .complete, 2: .error, 3: .active, 5: .default, 6: .disabled,
  ]

  /// Every style × status × axis × direction × theme, with every state, for pixel checks.
  static let everyVariant: [StepperConfiguration] = {
    var all: [StepperConfiguration] = []
    for style in StepperStyle.allCases {
      for status in StepperStatus.allCases {
        for axis in StepperAxis.allCases {
          for direction in LayoutDirection.allCases {
            for theme in [StepperTheme.light, .dark] {
              all.append(
                make(style, status: status, axis: axis, direction: direction, theme: theme))
            }
          }
        }
      }
      for theme in [StepperTheme.light, .dark] {
        all.append(
          make(
            style, total: 6, current: 4, status: .error, theme: theme, overrides: allStates,
            length: statesLength(style)))
      }
    }
    return all
  }()
}
