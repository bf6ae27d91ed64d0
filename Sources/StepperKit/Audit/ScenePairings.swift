/// Reads the pairs of colors out of drawn scenes: the one place that knows, for each role of
/// scene element, what it is drawn on.
enum ScenePairings {
  /// A theme in which every token has its own color, so a color in a scene names its token.
  private static let probe = StepperTheme(appearance: .light) { token in
    StepperColor(UInt32((StepperToken.allCases.firstIndex(of: token) ?? 0) + 1))
  }

  private static let tokenOfColor: [StepperColor: StepperToken] = Dictionary(
    uniqueKeysWithValues: StepperToken.allCases.map { (probe[$0], $0) })

  static func derive() -> [StepperColorPairing] {
    var pairings: [StepperColorPairing] = []
    var seen: Set<StepperColorPairing> = []
    for style in StepperStyle.allCases {
      for configuration in configurations(style) {
        for pairing in read(StepperScene(configuration)) where seen.insert(pairing).inserted {
          pairings.append(pairing)
        }
      }
    }
    return pairings
  }

  /// Scenes that between them show every state next to its usual neighbors, in every status:
  /// each position of a three-step flow, and each state set on the first and on the fourth of
  /// five steps; every one with step names, the header, the "All steps" control and a revealed
  /// sub-step, in a row long enough for all of them.
  private static func configurations(_ style: StepperStyle) -> [StepperConfiguration] {
    var configurations: [StepperConfiguration] = []
    func add(
      total: Int, current: Int, status: StepperStatus,
      overrides: [StepperStepID: StepperStepState] = [:]
    ) {
      let names = Dictionary(uniqueKeysWithValues: (1...total).map { (StepperStepID($0), "Step") })
      // Every configuration here is valid; the tests check that every role gets pairings.
      if let configuration = try? StepperConfiguration(
        style: style, total: total, current: current, status: status, theme: probe, length: 800
      )
      .substeps(StepperSubsteps([total - 1: 1]))
      .labels(StepperLabels(names: names, showsHeader: true, showsAllSteps: true))
      .stateOverrides(overrides) {
        configurations.append(configuration)
      }
    }
    for status in StepperStatus.allCases {
      for current in 1...3 {
        add(total: 3, current: current, status: status)
      }
      for state in StepperStepState.allCases {
        for step: StepperStepID in [1, 4] {
          add(total: 5, current: 2, status: status, overrides: [step: state])
        }
      }
    }
    return configurations
  }

  /// Why two neighboring dashes or bullets need no minimum, or `nil` for a meeting that shows
  /// where the flow is, which WCAG 1.4.11 holds to 3:1: a reached step beside an upcoming one
  /// (the boundary seed 000 holds to 3:1), and a failed step beside an upcoming one (a failed
  /// step reads as failed against the track beside it).
  private static func meetingExemption(
    _ first: StepperStepState, _ second: StepperStepState
  ) -> String? {
    if first == .disabled || second == .disabled { return StepperColorPairing.inactiveExemption }
    let marked: Set<StepperStepState> = [.complete, .active, .error, .errorActive]
    let isBoundary =
      (marked.contains(first) && second == .default)
      || (marked.contains(second) && first == .default)
    return isBoundary ? nil : StepperColorPairing.separateShapesExemption
  }

  /// What a reader should know of two neighboring dashes or bullets beside the figure: that a
  /// disabled one is told from the others by its shape (it is hollow), and that complete and
  /// active share a color by seed 000's two-tone rule and are told apart otherwise.
  private static func meetingNote(
    _ first: StepperStepState, _ second: StepperStepState
  ) -> String? {
    if first == .disabled || second == .disabled { return StepperColorPairing.hollowShapeNote }
    if Set([first, second]) == [.complete, .active] { return StepperColorPairing.twoToneNote }
    return nil
  }

  /// What a pairing calls an element of a role, after its state: "dash", "step" (for a name);
  /// `nil` for the header and the "All steps" control, which are named by their part alone.
  private static func noun(_ role: StepperSceneElement.Role) -> String? {
    switch role {
    case .dash, .bullet, .marker, .connector: role.rawValue
    case .label: "step"
    case .title, .allSteps: nil
    }
  }

  /// A state's place in ``StepperStepState/allCases``, to name a meeting of two states one way.
  private static func order(_ state: StepperStepState) -> Int {
    StepperStepState.allCases.firstIndex(of: state) ?? 0
  }

  /// The pairs one scene draws.
  private static func read(_ scene: StepperScene) -> [StepperColorPairing] {
    var pairings: [StepperColorPairing] = []
    var previousBar: StepperSceneElement?
    for element in scene.elements {
      let exemption = element.state == .disabled ? StepperColorPairing.inactiveExemption : nil
      func add(
        _ part: String, _ color: StepperColor?, on against: String, _ background: StepperColor?,
        _ requirement: StepperContrastRequirement, exemption: String? = exemption,
        note: String? = nil,
        of subject: StepperSceneElement = element
      ) {
        guard let color, let background, let foreground = tokenOfColor[color],
          let backgroundToken = tokenOfColor[background]
        else { return }
        let name = (noun(subject.role).map { [subject.state.rawValue, $0] } ?? []) + [part]
        pairings.append(
          StepperColorPairing(
            style: scene.style, subject: name.filter { !$0.isEmpty }.joined(separator: " "),
            against: against,
            foreground: foreground, background: backgroundToken, requirement: requirement,
            exemption: exemption, note: note))
      }
      switch element.role {
      case .dash, .bullet:
        // A hollow (disabled) dash or bullet is seen in its outline's color.
        let seen = element.fill ?? element.stroke?.color
        add(element.fill == nil ? "outline" : "", seen, on: "surface", scene.background, .nonText)
        // Where two states meet, telling them apart is what shows progress. Contrast is
        // symmetric, so each meeting is named once, the earlier state first.
        if let previous = previousBar, previous.state != element.state {
          let (first, second) =
            order(previous.state) <= order(element.state)
            ? (previous, element) : (element, previous)
          add(
            first.fill == nil ? "outline" : "", first.fill ?? first.stroke?.color,
            on: "\(second.state.rawValue) \(second.role.rawValue) beside it",
            second.fill ?? second.stroke?.color, .nonText,
            exemption: meetingExemption(first.state, second.state),
            note: meetingNote(first.state, second.state), of: first)
        }
        previousBar = element
      case .marker:
        // An outline, where there is one, is the marker's edge against the surface; the
        // content sits on the fill inside it.
        if let stroke = element.stroke {
          add("outline", stroke.color, on: "surface", scene.background, .nonText)
        } else {
          add("fill", element.fill, on: "surface", scene.background, .nonText)
        }
        let fill = element.fill
        switch element.content {
        case .number(_, let color, _):
          add(
            "number", color, on: "its marker's fill", fill, .text,
            note: element.state == .default ? StepperColorPairing.upcomingNumberNote : nil)
        case .check(let color):
          add("check", color, on: "its marker's fill", fill, .nonText)
        case .error(let color):
          add("error mark", color, on: "its marker's fill", fill, .nonText)
        case nil:
          break
        }
      case .connector:
        add("", element.fill, on: "surface", scene.background, .nonText)
      case .label:
        // Every text style is under WCAG's large-scale size (18.66 bold, 24 regular).
        add("name", element.text?.color, on: "surface", scene.background, .text)
      case .title:
        add("header", element.text?.color, on: "surface", scene.background, .text, exemption: nil)
      case .allSteps:
        add(
          "\"All steps\" control", element.text?.color, on: "surface", scene.background, .text,
          exemption: nil)
      }
    }
    return pairings
  }
}
