import StepperKit

extension SampleSteppers {
  /// Rows collapsed to a few places (``StepperConfiguration/Options/maxVisible``): overflow markers
  /// in each style, a hidden failed step keeping its marker red, tappable markers as buttons,
  /// right to left, vertical, and with sub-steps and names.
  static let collapsed: [(name: String, configuration: StepperConfiguration)] = {
    // Every sample is valid; a failure here is a bug in the sample list.
    // swift-format-ignore: NeverUseForceTry
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration { try! build() }
    return [
      (
        // 12 steps on step 6 in 7 places, step 2 failed: "…" red before the current step.
        "circular-collapsed",
        make {
          try StepperConfiguration(total: 12, current: 6, maxVisible: 7).replacing(
            \.length, with: 420
          )
          .replacing(\.stepStates, with: [2: .error])
        }
      ),
      (
        // Tappable: each overflow marker is a button that asks for "All steps".
        "circular-collapsed-tappable-rtl",
        make {
          try StepperConfiguration(
            total: 20, current: 10, maxVisible: 5,
            labels: StepperLabels(names: [1: "Start", 10: "Payment", 20: "Done"]),
            interaction: .reachedSteps
          ).unchecked { $0.direction = .rightToLeft }
        }
      ),
      (
        // Dashes: the overflow markers are three dots in the hidden steps' tone.
        "dash-collapsed",
        make {
          try StepperConfiguration(style: .dash, total: 30, current: 12, maxVisible: 9)
        }
      ),
      (
        // Bullets down a column, a skipped step hidden before the current one.
        "bullet-collapsed-vertical",
        make {
          try StepperConfiguration(style: .bullet, total: 15, current: 8, maxVisible: 7)
            .replacing(\.stepStates, with: [3: .skipped]).unchecked { $0.axis = .vertical }
        }
      ),
      (
        // The current step is a sub-step: 4.1 and its neighbours show, smaller, in their
        // places.
        "circular-collapsed-substeps-dark",
        make {
          try StepperConfiguration(
            total: 10, current: StepperStepID(4, substep: 1), substeps: StepperSubsteps([4: 2]),
            maxVisible: 7
          ).unchecked { $0.theme = .dark }.replacing(\.length, with: 420)
        }
      ),
    ]
  }()
}
