import StepperKit

extension GalleryVariant {
  /// The states at a glance, each in light and dark: a failed step in full red, a
  /// disabled step hollow beside upcoming ones, bullet's current step as a wider pill, dash's
  /// two tones for complete and current.
  static let states: [GalleryVariant] = {
    let entries: [ThemedEntry] =
      [
        (
          "failed-dash",
          "a failed step in full red, dash: its red meets 3:1 on the surface and the track",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .dash, total: 6, current: 3, status: .error, theme: theme)
          }
        ),
        (
          "failed-bullet", "a failed step in full red, bullet",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .bullet, total: 5, current: 3, status: .error, theme: theme)
          }
        ),
        (
          "disabled-circular", "a disabled step (4) hollow beside an upcoming one (5), circular",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(total: 5, current: 2).unchecked { $0.theme = theme }.replacing(
              \.stepStates,
              with: [
                4: .disabled
              ])
          }
        ),
        (
          "disabled-dash",
          "a disabled step (4) beside upcoming ones (5, 6), dash: a shape, not a tint",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 6, current: 2).unchecked {
              $0.theme = theme
            }
            .replacing(\.stepStates, with: [4: .disabled])
          }
        ),
        (
          "bullet-current-pill", "bullet: the current step (3) a wider pill than the done ones",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .bullet, total: 5, current: 3, theme: theme)
          }
        ),
        (
          "dash-two-tone", "dash: complete (1, 2) and current (3) in the dash's two tones",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 6, current: 3, theme: theme)
          }
        ),
      ]
    return inEachAppearance(entries, prefix: "state", section: "states")
  }()
}
