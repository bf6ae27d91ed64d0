import StepperKit

/// Named steppers the renderer tests draw: every style in every status, dark, right-to-left,
/// vertical, and every per-step state.
enum SampleSteppers {
  static func make(
    _ style: StepperStyle, total: Int? = nil, current: Int = 2, status: StepperStatus = .default,
    axis: StepperAxis = .horizontal, direction: StepperLayoutDirection = .leftToRight,
    theme: StepperTheme = .light, overrides: [StepperStepID: StepperStepState] = [:],
    length: Double? = nil
  ) -> StepperConfiguration {
    let total = total ?? (style == .dash ? 10 : 4)
    // Every sample is valid; a failure here is a bug in the sample list, and stops the run.
    // swift-format-ignore: NeverUseForceTry
    return try! StepperConfiguration(
      style: style, total: total, current: status == .success ? total : current, status: status,
      axis: axis, direction: direction, theme: theme, length: length
    ).replacing(\.stepStates, with: overrides)
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
    return samples + flows + activity + collapsed + accessibilityOptions
  }()

  /// Names, the header, sub-steps, scrolling (a column under its header too) and tappable steps.
  static let flows: [(name: String, configuration: StepperConfiguration)] = {
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    let names: [StepperStepID: String] = [
      1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review",
    ]
    let many = Dictionary(
      uniqueKeysWithValues: (1...20).map { (StepperStepID($0), "Step \($0) name") })
    return [
      (
        "circular-names-header",
        make {
          try StepperConfiguration(
            total: 4, current: 3,
            labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true))
        }
      ),
      (
        "circular-names-vertical-rtl",
        make {
          try StepperConfiguration(
            total: 4, current: 2,
            labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true)
          ).unchecked {
            $0.axis = .vertical
            $0.direction = .rightToLeft
          }
        }
      ),
      (
        "circular-scrolling",
        make {
          try StepperConfiguration(
            total: 20, current: 11, labels: StepperLabels(names: many),
            scrolling: StepperScrolling(viewport: 375))
        }
      ),
      (
        "circular-scrolling-rtl-dark",
        make {
          try StepperConfiguration(
            total: 20, current: 16, scrolling: StepperScrolling(viewport: 375)
          ).unchecked {
            $0.direction = .rightToLeft
            $0.theme = .dark
          }
        }
      ),
      (
        "circular-substeps",
        make {
          try StepperConfiguration(total: 4, current: 2, status: .error, length: 400).replacing(
            \.substeps, with: [2: 2]
          ).replacing(\.stepNames, with: [StepperStepID(2, substep: 1): "Scan ID"]).moving(
            to: StepperStepID(2, substep: 1))
        }
      ),
      (
        "dash-tappable",
        make {
          try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        }
      ),
      (
        "bullet-scrolling-vertical",
        make {
          try StepperConfiguration(
            style: .bullet, total: 40, current: 25, scrolling: StepperScrolling(viewport: 120)
          ).unchecked { $0.axis = .vertical }
        }
      ),
      (
        // Dragged 10 points: step 1 and its name are cut at the bottom of the header band.
        "circular-scrolling-vertical-header",
        make {
          try StepperConfiguration(
            total: 20, current: 5,
            labels: StepperLabels(names: many, showsHeader: true, showsAllSteps: true),
            scrolling: StepperScrolling(viewport: 400, offset: 10)
          ).unchecked { $0.axis = .vertical }
        }
      ),
      (
        "circular-escaped-names",
        make {
          try StepperConfiguration(total: 3, current: 1, length: 420).replacing(
            \.stepNames,
            with: [1: "<b>Terms & \"Conditions\"</b>", 2: "O'Brien\u{7}\u{1B}[31m", 3: "支払い 🎉"])
        }
      ),
      (
        // Descriptions under names: one cut to two lines, one with escapes to clean, one
        // without a name.
        "circular-descriptions",
        make {
          try StepperConfiguration(
            total: 4, current: 2,
            labels: StepperLabels(
              names: [1: "Cart", 2: "Address", 3: "Payment"],
              descriptions: [
                1: "3 documents", 2: "Where the parcel goes, and who signs for it at the door",
                3: "<i>Optional</i> \u{1B}[31m", 4: "Review",
              ]))
        }
      ),
      (
        "circular-descriptions-vertical-dark",
        make {
          try StepperConfiguration(
            total: 4, current: 2,
            labels: StepperLabels(
              names: names, descriptions: [1: "3 documents", 2: "Home or office", 3: "Optional"])
          ).unchecked {
            $0.axis = .vertical
            $0.theme = .dark
          }
        }
      ),
      (
        // A flow that started before the indicator: markers 3 to 7, "Step 4 of 7, 57%".
        "circular-first-number",
        make {
          try StepperConfiguration(
            total: 5, current: 2, labels: StepperLabels(showsHeader: true),
            interaction: .reachedSteps
          ).replacing(\.firstNumber, with: 3)
        }
      ),
      (
        // A checkout flow with icons, right to left: step 1 keeps its check, the home and the
        // card stay as drawn, the truck mirrors to point forward (left).
        "circular-icons-rtl",
        make {
          try StepperConfiguration(
            total: 4, current: 2,
            labels: StepperLabels(names: [1: "Account", 2: "Address", 3: "Payment", 4: "Delivery"])
          ).replacing(\.stepIcons, with: [1: .person, 2: .home, 3: .card, 4: .truck]).unchecked {
            $0.direction = .rightToLeft
          }
        }
      ),
      (
        // An estimated total: the header, the progress text and each step's button read
        // "about 6", the percentage "about 33%".
        "dash-estimated-total",
        make {
          try StepperConfiguration(
            style: .dash, total: 6, current: 2, labels: StepperLabels(showsHeader: true),
            interaction: .reachedSteps
          ).unchecked { $0.isTotalEstimated = true }
        }
      ),
      (
        // Optional steps 2 and 4 ("Optional" under the name, before step 4's description),
        // step 2 skipped: a hollow grey marker with a skip mark, "optional, skipped".
        "circular-optional-skipped",
        make {
          try StepperConfiguration(
            total: 4, current: 3,
            labels: StepperLabels(
              names: [1: "Cart", 2: "Gift wrap", 3: "Payment", 4: "Review"],
              descriptions: [4: "2 items"])
          ).replacing(\.optionalSteps, with: [2, 4]).replacing(\.stepStates, with: [2: .skipped])
        }
      ),
      (
        // A flow that branched: 2 steps added since it showed step 3 of 4
        // (`SampleSteppers.previous`), which the HTML speaks in a live region, escaped.
        "circular-total-change",
        make {
          try StepperConfiguration(
            total: 6, current: 3, length: 360
          ).replacing(
            \.stepNames,
            with: [
              1: "Cart", 2: "Address", 3: "Card & <PIN>", 4: "Review", 5: "Gift wrap", 6: "Done",
            ])
        }
      ),
      (
        // A skipped dash between complete ones: hollow, in the passed steps' tone.
        "dash-skipped",
        make {
          try StepperConfiguration(style: .dash, total: 6, current: 4)
            .replacing(\.stepStates, with: [2: .skipped])
        }
      ),
      (
        // A skipped bullet, dark, and a skipped step ahead (5) that the percentage counts.
        "bullet-skipped-dark",
        make {
          try StepperConfiguration(style: .bullet, total: 6, current: 3, theme: .dark)
            .replacing(\.stepStates, with: [2: .skipped, 5: .skipped])
        }
      ),
    ]
  }()

  /// A column of 20 steps named A to G that scrolls under its header and "All steps", dragged
  /// `offset` points: at 20, step 1 shows its last 4 points under the header band (which ends at
  /// 64), its name none; at 60, step 1 and the connector after it are gone under the header.
  static func columnUnderItsHeader(
    offset: Double = 20, isTappable: Bool = false
  ) throws -> StepperConfiguration {
    let names = Dictionary(
      uniqueKeysWithValues: ["A", "B", "C", "D", "E", "F", "G"].enumerated().map {
        (StepperStepID($0.offset + 1), $0.element)
      })
    return try StepperConfiguration(
      total: 20, current: 5,
      labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true),
      scrolling: StepperScrolling(viewport: 400, offset: offset),
      interaction: StepperInteraction(isTappable: isTappable)
    ).unchecked { $0.axis = .vertical }
  }

  /// Six circular steps need more than the default 272 to keep connectors at 22.
  static func statesLength(_ style: StepperStyle) -> Double? {
    style == .circular ? 360 : nil
  }

  /// Steps 1–6 in each state, errorActive at the current step 4.
  static let allStates: [StepperStepID: StepperStepState] = [
    1: .complete, 2: .error, 3: .active, 5: .default, 6: .disabled,
  ]

  /// Every style × status × axis × direction × theme, with every state, for pixel checks.
  static let everyVariant: [StepperConfiguration] = {
    var all: [StepperConfiguration] = []
    for style in StepperStyle.allCases {
      for status in StepperStatus.allCases {
        for axis in StepperAxis.allCases {
          for direction in StepperLayoutDirection.allCases {
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
    return all + flows.map(\.configuration)
  }()
}
