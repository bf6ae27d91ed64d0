import StepperKit
import Testing

/// The builder against a reference written the plain way, over many generated configurations:
/// the header, then for each step on screen its shape, its name and the connector leaving it
/// where that shows (in the part the steps are drawn in, not under a column's header), each in
/// the state the configuration gives it.
@Suite struct SceneBuilderTests {
  struct Drawn: Hashable, CustomStringConvertible {
    /// The role, or for a step's mark the shape the style draws it in: "dash", "label".
    let role: String
    let step: StepperStepID?
    let state: StepperStepState
    let frame: StepperRect
    var description: String { "\(role) \(step?.description ?? "-") \(state) \(frame)" }
  }

  static func reference(_ configuration: StepperConfiguration) -> [Drawn] {
    let strings = StepperStrings.english
    let accessibility = StepperAccessibility(configuration, strings: strings)
    let layout = StepperLayout(
      configuration,
      headerTitle: configuration.options.stepNames[configuration.options.current]
        ?? accessibility.stepOfTotal(configuration.options.current),
      allStepsTitle: strings.allSteps)
    let steps = configuration.steps
    var drawn: [Drawn] = []
    if let title = layout.title {
      let current = configuration.options.current
      drawn.append(
        .init(
          role: "title", step: current, state: configuration.state(of: current), frame: title.frame)
      )
    }
    if let allSteps = layout.allSteps {
      drawn.append(.init(role: "allSteps", step: nil, state: .default, frame: allSteps.frame))
    }
    let shape: String =
      switch configuration.options.style {
      case .dash: "dash"
      case .bullet: "bullet"
      case .circular: "marker"
      }
    func connector(after ordinal: Int) {
      guard let frame = layout.connectorFrame(afterOrdinal: ordinal) else { return }
      let window = layout.stepsRect
      let shows =
        frame.x < window.maxX && window.x < frame.maxX && frame.y < window.maxY
        && window.y < frame.maxY
      guard layout.viewport == nil || shows else { return }
      drawn.append(
        .init(
          role: "connector", step: steps.id(at: ordinal),
          state: configuration.connectorState(afterOrdinal: ordinal), frame: frame))
    }
    if let first = layout.visibleOrdinals.first, first > 0 { connector(after: first - 1) }
    for ordinal in layout.visibleOrdinals {
      let id = steps.id(at: ordinal)
      let state = configuration.state(of: id)
      var frame = layout.frame(ofOrdinal: ordinal)
      if shape == "bullet" && id == configuration.options.current {
        // The current bullet: a pill 8 points longer along the row, about the same center.
        frame =
          configuration.options.axis == .horizontal
          ? StepperRect(x: frame.x - 4, y: frame.y, width: frame.width + 8, height: frame.height)
          : StepperRect(x: frame.x, y: frame.y - 4, width: frame.width, height: frame.height + 8)
      }
      // A circular sub-step that shows its number "2.1" is a pill as wide as the number and 3
      // points each side, 16 to 24 wide, about the round marker's center.
      if shape == "marker", id.isSubstep, [.default, .active, .disabled].contains(state) {
        let shown = configuration.shownNumber(of: id)
        let text = "\(shown.step).\(shown.substep ?? 0)"
        let measured = FontMetrics.inter.width(of: text, size: 9, weight: 600)
        let width = min(24, max(16, (measured + 6).rounded(.up)))
        frame = StepperRect(
          x: frame.center.x - width / 2, y: frame.y, width: width, height: frame.height)
      }
      drawn.append(.init(role: shape, step: id, state: state, frame: frame))
      if let name = layout.name(ofOrdinal: ordinal) {
        drawn.append(.init(role: "label", step: id, state: state, frame: name.frame))
      }
      if let description = layout.description(ofOrdinal: ordinal) {
        drawn.append(
          .init(role: "description", step: id, state: state, frame: description.frame))
      }
      connector(after: ordinal)
    }
    return drawn
  }

  @Test func buildsWhatThePlainReferenceDraws() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 11) {
      let scene = StepperScene(configuration)
      let built = scene.elements.map {
        Drawn(role: $0.roleName, step: $0.step, state: $0.state, frame: $0.frame)
      }
      #expect(built == Self.reference(configuration), "\(recipe)")
    }
  }

  @Test func theTappableStepsAreTheOnesTheConfigurationNames() {
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 12) {
      for element in StepperScene(configuration).elements {
        guard let step = element.step, element.role == .mark else {
          #expect(element.hitArea == nil, "\(recipe)")
          continue
        }
        #expect((element.hitArea != nil) == configuration.isSelectable(step), "\(recipe)")
      }
    }
  }
}
