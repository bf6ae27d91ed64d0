import StepperKit

extension GalleryVariant {
  /// Rows collapsed without scrolling (``StepperConfiguration/Options/maxVisible``), in
  /// each style, light and dark, among the flows: the first and last steps, the current one
  /// with its neighbours and "…" markers for the rest; a hidden failed step keeps its marker
  /// red; in the tappable circular flow each marker is a button that asks for "All steps".
  static let collapsedFlows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [1: "Start", 9: "Payment", 18: "Done"]
    let entries: [ThemedEntry] =
      [
        (
          "circular",
          "18 steps collapsed to 5 places, step 4 failed: its marker stays red; tap a marker "
            + "for All steps",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 18, current: 9, maxVisible: 5, labels: StepperLabels(names: names),
              interaction: .reachedSteps
            ).unchecked { $0.theme = theme }.replacing(\.stepStates, with: [4: .error])
          }
        ),
        (
          "dash", "30 dashes collapsed to 9 places: three dots stand for each hidden run",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 30, current: 12, maxVisible: 9)
              .unchecked { $0.theme = theme }
          }
        ),
        (
          "bullet-rtl", "20 bullets collapsed to 7 places, right to left",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .bullet, total: 20, current: 15, maxVisible: 7)
              .unchecked {
                $0.theme = theme
                $0.direction = .rightToLeft
              }
          }
        ),
      ]
    return inEachAppearance(entries, prefix: "flow-collapsed", section: "flows")
  }()
}
