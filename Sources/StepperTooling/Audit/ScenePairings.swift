import StepperKit

/// Reads the pairs of colors out of drawn scenes: the one place that knows, for each role of
/// scene element, what it is drawn on. Each element names the tokens its colors come from
/// (``StepperSceneElement/tokens``), so the pairs are read as tokens, whatever the theme.
enum ScenePairings {
  /// The token of the surface every element is drawn on (``StepperScene/background``).
  private static let surface: StepperToken = .bgWhite0

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
  /// five steps; every one with step names and descriptions, the header, the "All steps"
  /// control and a revealed sub-step, in a row long enough for all of them; and a current step
  /// that loads with half of it done (``StepperActivity``), in each position of the flow.
  private static func configurations(_ style: StepperStyle) -> [StepperConfiguration] {
    var configurations: [StepperConfiguration] = []
    func add(
      total: Int, current: Int, status: StepperStatus,
      overrides: [StepperStepID: StepperStepState] = [:], activity: StepperActivity = .none
    ) {
      // Every configuration here is valid; the tests check that every role gets pairings.
      var options = StepperConfiguration.Options(
        style: style, names: Array(repeating: "Step", count: total), current: StepperStepID(current)
      )
      options.status = status
      options.length = 800
      options.substeps = [total - 1: 1]
      options.stepDescriptions = Dictionary(
        uniqueKeysWithValues: (1...total).map { (StepperStepID($0), "Optional") })
      options.showsHeader = true
      options.showsAllSteps = true
      options.stepStates = overrides
      options.activity = activity
      if let configuration = try? StepperConfiguration(options) {
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
    // After the others, so that the pairs they read keep their places.
    let halfDone = StepperActivity(unchecked: true, stepProgress: 0.5)
    for current in 1...3 {
      add(total: 3, current: current, status: .default, activity: halfDone)
    }
    return configurations
  }

  /// Why two neighboring dashes or bullets need no minimum, or `nil` for a meeting that shows
  /// where the flow is, which WCAG 1.4.11 holds to 3:1: a reached step beside an upcoming one
  /// (the boundary Specification#contrast holds to 3:1), and a failed step beside an upcoming one
  /// (a failed step reads as failed against the track beside it).
  private static func meetingExemption(
    _ first: StepperStepState, _ second: StepperStepState
  ) -> String? {
    if first == .disabled || second == .disabled { return StepperColorPairing.inactiveExemption }
    let marked: Set<StepperStepState> = [.complete, .active, .error, .errorActive, .skipped]
    let isBoundary =
      (marked.contains(first) && second == .default)
      || (marked.contains(second) && first == .default)
    return isBoundary ? nil : StepperColorPairing.separateShapesExemption
  }

  /// What a reader should know of two neighboring dashes or bullets beside the figure: that a
  /// disabled or skipped one is told from the others by its shape (it is hollow), and that
  /// complete and active share a color by Specification#two-tone-rule and are told apart
  /// otherwise.
  private static func meetingNote(
    _ first: StepperStepState, _ second: StepperStepState
  ) -> String? {
    if first == .disabled || second == .disabled { return StepperColorPairing.hollowShapeNote }
    if first == .skipped || second == .skipped { return StepperColorPairing.skippedShapeNote }
    if Set([first, second]) == [.complete, .active] { return StepperColorPairing.twoToneNote }
    return nil
  }

  /// What a pairing calls an element of a role, after its state: "dash", "step" (for a name);
  /// `nil` for the header and the "All steps" control, which are named by their part alone.
  private static func noun(_ element: StepperSceneElement) -> String? {
    switch element.role {
    case .mark, .connector, .overflow: element.roleName
    case .label, .description: "step"
    case .title, .allSteps: nil
    case .stepProgress, .loading: element.markShape.rawValue
    }
  }

  /// A state's place in ``StepperStepState/allCases``, to name a meeting of two states one way.
  private static func order(_ state: StepperStepState) -> Int {
    StepperStepState.allCases.firstIndex(of: state) ?? 0
  }

  /// The pairs one scene draws, in the order it draws them (a pair drawn twice is listed
  /// twice).
  static func read(_ scene: StepperScene) -> [StepperColorPairing] {
    var reader = Reader(style: scene.style)
    for element in scene.elements {
      reader.read(element)
    }
    return reader.pairings
  }

  /// Reads a scene's pairs element by element, remembering the last dash or bullet read, so
  /// that each meeting of two states is read where it is drawn.
  private struct Reader {
    /// The style of the scene read.
    let style: StepperStyle
    /// The pairs read so far, in the order the scene draws them.
    var pairings: [StepperColorPairing] = []
    /// The last dash or bullet read.
    var previousBar: StepperSceneElement?

    /// Reads the pairs `element` draws.
    mutating func read(_ element: StepperSceneElement) {
      let exemption = element.state == .disabled ? StepperColorPairing.inactiveExemption : nil
      let tokens = element.tokens
      switch element.role {
      case .mark where !element.markShape.isMarker:
        readBar(element, exemption: exemption)
      case .mark:
        readMarker(element, exemption: exemption)
      case .connector:
        add("", tokens.fill, on: "surface", surface, .nonText, exemption: exemption, of: element)
      case .label:
        // Every text style is under WCAG's large-scale size (18.66 bold, 24 regular).
        add(
          "name", tokens.content, on: "surface", surface, .text, exemption: exemption,
          of: element)
      case .description:
        add(
          "description", tokens.content, on: "surface", surface, .text, exemption: exemption,
          of: element)
      case .title:
        add("header", tokens.content, on: "surface", surface, .text, exemption: nil, of: element)
      case .allSteps:
        add(
          "\"All steps\" control", tokens.content, on: "surface", surface, .text,
          exemption: nil, of: element)
      case .stepProgress, .loading:
        readActivity(element)
      case .overflow where element.markShape.isMarker:
        readMarker(element, exemption: exemption)
      case .overflow:
        // A dash's or bullet's overflow marker is its dots alone, on the surface.
        add(
          "dots", tokens.content, on: "surface", surface, .nonText, exemption: exemption,
          of: element)
      }
    }

    /// Reads the current step's step progress or loading mark: on a dash or bullet, the filled
    /// part or the segment against the bar's track it lies on; on a circular marker, the arc
    /// against the surface and the outline's track, and the ring on the marker's fill. Each
    /// tells what the step is doing, so each is held to 3:1.
    private mutating func readActivity(_ element: StepperSceneElement) {
      let part = element.role == .stepProgress ? "step progress" : "loading mark"
      let tokens = element.tokens
      guard element.markShape.isMarker else {
        add(
          part, tokens.fill, on: "its bar's track", .stepperTrack, .nonText, exemption: nil,
          of: element)
        return
      }
      if element.role == .stepProgress {
        add(part, tokens.stroke, on: "surface", surface, .nonText, exemption: nil, of: element)
        add(
          part, tokens.stroke, on: "its outline's track", .bgSoft100, .nonText, exemption: nil,
          of: element)
      } else {
        add(
          part, tokens.stroke, on: "its marker's fill", .bgWhite0, .nonText, exemption: nil,
          of: element)
      }
    }

    /// Reads a dash or bullet: against the surface, and against the one before it where the
    /// two are in different states.
    private mutating func readBar(_ element: StepperSceneElement, exemption: String?) {
      let tokens = element.tokens
      // A hollow (disabled) dash or bullet is seen in its outline's color.
      let seen = tokens.fill ?? tokens.stroke
      // The current dash or bullet that loads or is part done is drawn in the track's color,
      // under the part done or the loading mark: its edge against the surface is read, and
      // where the flow has got to is read inside it (``readActivity(_:)``), not at its ends.
      if element.state == .active && tokens.fill == .stepperTrack {
        add("track", seen, on: "surface", surface, .nonText, exemption: exemption, of: element)
        previousBar = nil
        return
      }
      add(
        tokens.fill == nil ? "outline" : "", seen, on: "surface", surface, .nonText,
        exemption: exemption, of: element)
      // Where two states meet, telling them apart is what shows progress. Contrast is
      // symmetric, so each meeting is named once, the earlier state first.
      if let previous = previousBar, previous.state != element.state {
        let (first, second) =
          order(previous.state) <= order(element.state)
          ? (previous, element) : (element, previous)
        add(
          first.tokens.fill == nil ? "outline" : "", first.tokens.fill ?? first.tokens.stroke,
          on: "\(second.state.rawValue) \(second.roleName) beside it",
          second.tokens.fill ?? second.tokens.stroke, .nonText,
          exemption: meetingExemption(first.state, second.state),
          note: meetingNote(first.state, second.state), of: first)
      }
      previousBar = element
    }

    /// Reads a marker: its edge against the surface, and its content on its fill.
    private mutating func readMarker(_ element: StepperSceneElement, exemption: String?) {
      let tokens = element.tokens
      // An outline, where there is one, is the marker's edge against the surface; the
      // content sits on the fill inside it.
      if tokens.stroke != nil {
        // The current marker's outline under its step progress is the arc's track.
        let isTrack = element.state == .active && tokens.stroke == .bgSoft100
        add(
          isTrack ? "outline's track" : "outline", tokens.stroke, on: "surface", surface,
          .nonText, exemption: exemption, of: element)
      } else {
        add(
          "fill", tokens.fill, on: "surface", surface, .nonText, exemption: exemption, of: element)
      }
      let fill = "its marker's fill"
      switch element.content {
      case .number, .icon:
        let note = element.state == .default ? StepperColorPairing.upcomingNumberNote : nil
        add(
          "number", tokens.content, on: fill, tokens.fill, .text, exemption: exemption,
          note: note, of: element)
      case .check:
        add(
          "check", tokens.content, on: fill, tokens.fill, .nonText, exemption: exemption,
          of: element)
      case .error:
        add(
          "error mark", tokens.content, on: fill, tokens.fill, .nonText, exemption: exemption,
          of: element)
      case .skip:
        add(
          "skip mark", tokens.content, on: fill, tokens.fill, .nonText, exemption: exemption,
          of: element)
      case .ellipsis:
        add(
          "dots", tokens.content, on: fill, tokens.fill, .nonText, exemption: exemption,
          of: element)
      case nil:
        break
      }
    }

    /// Adds the pairing of `subject`'s `part` in `foreground` on `against` in `background`,
    /// when both have a token.
    private mutating func add(
      _ part: String, _ foreground: StepperToken?, on against: String,
      _ background: StepperToken?, _ requirement: StepperContrastRequirement,
      exemption: String?, note: String? = nil, of subject: StepperSceneElement
    ) {
      guard let foreground, let background else { return }
      let name = (noun(subject).map { [subject.state.rawValue, $0] } ?? []) + [part]
      pairings.append(
        StepperColorPairing(
          style: style, subject: name.filter { !$0.isEmpty }.joined(separator: " "),
          against: against,
          foreground: foreground, background: background, requirement: requirement,
          exemption: exemption, note: note))
    }
  }
}
