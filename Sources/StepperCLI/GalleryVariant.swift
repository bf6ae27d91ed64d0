import StepperKit

/// One stepper the gallery shows: a point of style × status × states × axis × direction ×
/// theme, or a flow with names, descriptions, a header, sub-steps, tappable steps or a
/// scrolling row.
struct GalleryVariant: Sendable, Hashable {
  /// Which states the steps of a matrix variant show.
  enum States: String, Sendable, CaseIterable {
    /// The states a flow derives from its current step and status.
    case flow
    /// All six step states at once, set per step (with the current step in error).
    case every
  }

  /// The file-name-safe name: `circular-flow-error-vertical-rtl-dark`.
  let name: String
  /// A heading for people.
  let title: String
  /// The gallery section it is shown in: a style's name, `states` or `flows`.
  let section: String
  /// What it draws.
  let configuration: StepperConfiguration
  /// What it showed before a change of total, whose announcement the card shows; `nil` for
  /// most variants.
  var previous: StepperConfiguration? = nil

  /// The command line that draws it, as HTML, quoted for a POSIX shell.
  var commandLine: String {
    (["stepper", "render"] + ConfigurationFlags.arguments(for: configuration)
      + ["--format", "html"]).map(ConfigurationFlags.shellQuoted).joined(separator: " ")
  }

  /// Whether any of its steps can be tapped.
  var isTappable: Bool { configuration.options.isTappable }

  /// The sections in the order the gallery shows them.
  static let sections = StepperStyle.allCases.map(\.rawValue) + ["states", "flows"]

  /// Every variant: the matrix, then the states at a glance, then the flows.
  static let all: [GalleryVariant] =
    matrix + states + flows + iconFlows + totalFlows + activityFlows + optionalFlows
    + collapsedFlows + allStepsFlows

  /// Each style in each status, axis, direction and theme with the states a flow derives, then
  /// each style with every state, in each axis, direction and theme.
  static let matrix: [GalleryVariant] = {
    var variants: [GalleryVariant] = []
    for style in StepperStyle.allCases {
      for states in States.allCases {
        let statuses: [StepperStatus] = states == .flow ? StepperStatus.allCases : [.error]
        for status in statuses {
          for axis in StepperAxis.allCases {
            for direction in StepperLayoutDirection.allCases {
              for appearance in StepperAppearance.allCases {
                guard
                  let configuration = try? make(
                    style, states, status, axis, direction, .builtIn(appearance))
                else { continue }
                let name = [
                  style.rawValue, states.rawValue, status.rawValue, axis.rawValue,
                  direction.rawValue, appearance.rawValue,
                ].joined(separator: "-")
                let title = [
                  style.rawValue, states == .every ? "every state" : "flow", status.rawValue,
                  axis.rawValue, direction == .leftToRight ? "left to right" : "right to left",
                  appearance.rawValue,
                ].joined(separator: " · ")
                variants.append(
                  GalleryVariant(
                    name: name, title: title, section: style.rawValue,
                    configuration: configuration))
              }
            }
          }
        }
      }
    }
    return variants
  }()

  /// A matrix variant's configuration: 10 dashes or 4 bullets or markers at step 2 (the last
  /// step when the flow succeeded); for every state, 6 steps at step 4 in error, circular in 360
  /// points.
  private static func make(
    _ style: StepperStyle, _ states: States, _ status: StepperStatus, _ axis: StepperAxis,
    _ direction: StepperLayoutDirection, _ theme: StepperTheme
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    switch states {
    case .flow:
      let total = StyleFigures.figures(for: style).showcaseTotal
      return try StepperConfiguration(
        style: style, total: total, current: status == .success ? total : 2, status: status,
        axis: axis, direction: direction, theme: theme)
    case .every:
      return try StepperConfiguration(
        style: style, total: 6, current: 4, status: status, axis: axis, direction: direction,
        theme: theme, length: style == .circular ? 360 : nil
      ).replacing(
        \.stepStates, with: [1: .complete, 2: .error, 3: .active, 5: .default, 6: .disabled])
    }
  }

  /// Names, the header and "All steps", sub-steps, tappable steps and scrolling rows.
  static let flows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [
      1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review",
    ]
    let descriptions: [StepperStepID: String] = [
      1: "3 documents", 2: "Home or office", 3: "Optional",
    ]
    let many = Dictionary(uniqueKeysWithValues: (1...20).map { (StepperStepID($0), "Step \($0)") })
    let entries: [(String, String, () throws(StepperConfigurationError) -> StepperConfiguration)] =
      [
        (
          "names-header", "names, header and All steps",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 3,
              labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true))
          }
        ),
        (
          "names-vertical-rtl-dark", "names beside a vertical column, right to left, dark",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 2,
              labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true)
            ).unchecked {
              $0.axis = .vertical
              $0.direction = .rightToLeft
              $0.theme = .dark
            }
          }
        ),
        (
          "descriptions", "descriptions under names: a second, quieter line",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 2,
              labels: StepperLabels(names: names, descriptions: descriptions))
          }
        ),
        (
          "descriptions-vertical-dark", "descriptions beside a vertical column, dark",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 2,
              labels: StepperLabels(names: names, descriptions: descriptions)
            ).unchecked {
              $0.axis = .vertical
              $0.theme = .dark
            }
          }
        ),
        (
          "names-word-breaks",
          "names in 268 points of dash: whole words, or cut with an ellipsis (lint warns)",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .dash, total: 5, current: 2,
              labels: StepperLabels(names: [
                1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done",
              ]))
          }
        ),
        (
          "header-bullet", "a bullet row grown to hold its header and All steps",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .bullet, total: 5, current: 2,
              labels: StepperLabels(showsHeader: true, showsAllSteps: true))
          }
        ),
        (
          "header-two-lines-vertical", "a vertical header in two lines, then an ellipsis",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 2,
              labels: StepperLabels(
                names: [
                  2: "Upload the front and the back of your identity document, then take a "
                    + "selfie in good light"
                ], showsHeader: true, showsAllSteps: true)
            ).unchecked { $0.axis = .vertical }
          }
        ),
        (
          "substeps", "sub-steps 2.1 and 2.2, the first current and failed",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(total: 4, current: 2, status: .error, length: 400).replacing(
              \.substeps, with: [2: 2]
            ).replacing(\.stepNames, with: [StepperStepID(2, substep: 1): "Scan ID"]).moving(
              to: StepperStepID(2, substep: 1))
          }
        ),
        (
          "substeps-scrolling",
          "20 steps scrolling in 375, sub-steps 5.1 to 5.3 revealed, on 5.2: step 5 current",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 20, current: StepperStepID(5, substep: 2), substeps: StepperSubsteps([5: 3]),
              scrolling: StepperScrolling(viewport: 375))
          }
        ),
        (
          "tappable-circular", "tappable steps, circular, with names",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 4, current: 3, labels: StepperLabels(names: names, showsAllSteps: true),
              interaction: .reachedSteps)
          }
        ),
        (
          "tappable-dash-rtl", "tappable steps, dash, right to left, step 6 disabled",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
              .unchecked { $0.direction = .rightToLeft }.replacing(
                \.stepStates, with: [6: .disabled])
          }
        ),
        (
          "tappable-bullet-vertical-dark",
          "tappable steps, bullet, vertical, dark, step 2 disabled",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .bullet, total: 5, current: 3, interaction: .reachedSteps
            ).unchecked {
              $0.axis = .vertical
              $0.theme = .dark
            }.replacing(\.stepStates, with: [2: .disabled])
          }
        ),
        (
          "first-number", "a flow that starts at 4: markers 4 to 6, announced as step 5 of 6",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 3, current: 2,
              labels: StepperLabels(names: [1: "Address", 2: "Payment", 3: "Review"])
            ).replacing(\.firstNumber, with: 4)
          }
        ),
        (
          "scrolling", "20 steps scrolling in 375 points, at step 11",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 20, current: 11, labels: StepperLabels(names: many),
              scrolling: StepperScrolling(viewport: 375))
          }
        ),
        (
          "scrolling-rtl-dark", "20 steps scrolling, right to left, dark, at step 16",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              total: 20, current: 16, scrolling: StepperScrolling(viewport: 375)
            ).unchecked {
              $0.direction = .rightToLeft
              $0.theme = .dark
            }
          }
        ),
        (
          "scrolling-bullet-vertical", "40 bullets scrolling down 120 points, at step 25",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .bullet, total: 40, current: 25, scrolling: StepperScrolling(viewport: 120)
            ).unchecked { $0.axis = .vertical }
          }
        ),
      ]
    return entries.compactMap { name, title, make in
      (try? make()).map {
        GalleryVariant(name: "flow-" + name, title: title, section: "flows", configuration: $0)
      }
    }
  }()
}
