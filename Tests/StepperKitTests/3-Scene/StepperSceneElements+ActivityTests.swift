import StepperKit
import Testing

/// The current step's activity in the scene: the step-progress and loading elements after its
/// mark, where they lie, how the mark changes, and the readers that skip building elements.
@Suite struct StepperSceneElementsActivityTests {
  private func scene(
    _ style: StepperStyle, _ activity: StepperActivity,
    direction: StepperLayoutDirection = .leftToRight, axis: StepperAxis = .horizontal
  ) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(style: style, total: 4, current: 2).replacing(
        \.activity, with: activity
      )
      .unchecked {
        $0.direction = direction
        $0.axis = axis
      })
  }

  private func element(
    _ role: StepperSceneElement.Role, in scene: StepperScene
  ) throws -> StepperSceneElement {
    try #require(scene.elements.first { $0.role == role })
  }

  private func currentMark(in scene: StepperScene) throws -> StepperSceneElement {
    try #require(scene.elements.first { $0.role == .mark && $0.step == 2 })
  }

  @Test(arguments: StepperStyle.allCases)
  func theActivityFollowsTheCurrentMark(_ style: StepperStyle) throws {
    let scene = try scene(style, StepperActivity(isLoading: true, stepProgress: 0.5))
    let roles = scene.elements.map(\.role)
    let mark = try #require(
      scene.elements.firstIndex { $0.role == .mark && $0.step == 2 })
    #expect(Array(roles[mark + 1...mark + 2]) == [.stepProgress, .loading])
    for role in [StepperSceneElement.Role.stepProgress, .loading] {
      let activity = try element(role, in: scene)
      #expect(activity.step == 2 && activity.state == .active)
    }
    // Nothing else changes: without the activity, the same elements less these two.
    let plain = try self.scene(style, .none)
    #expect(plain.elements.count == scene.elements.count - 2)
  }

  @Test func aDashFillsFromItsLeadingEnd() throws {
    let mark = try currentMark(in: scene(.dash, StepperActivity(stepProgress: 0.25)))
    let progress = try element(.stepProgress, in: scene(.dash, StepperActivity(stepProgress: 0.25)))
    #expect(progress.frame.x == mark.frame.x)
    #expect(abs(progress.frame.width - mark.frame.width / 4) < 1e-9)
    #expect(progress.frame.height == mark.frame.height)
    #expect(progress.tokens.fill == .stepperBg)
    #expect(mark.tokens.fill == .stepperTrack)

    let rtl = try scene(.dash, StepperActivity(stepProgress: 0.25), direction: .rightToLeft)
    let rtlMark = try currentMark(in: rtl)
    let rtlProgress = try element(.stepProgress, in: rtl)
    #expect(abs(rtlProgress.frame.maxX - rtlMark.frame.maxX) < 1e-9)

    let column = try scene(.dash, StepperActivity(stepProgress: 0.25), axis: .vertical)
    let columnMark = try currentMark(in: column)
    let columnProgress = try element(.stepProgress, in: column)
    #expect(columnProgress.frame.y == columnMark.frame.y)
    #expect(abs(columnProgress.frame.height - columnMark.frame.height / 4) < 1e-9)
  }

  @Test func aLoadingSegmentIsTheMiddleThirdOfThePartNotDone() throws {
    let scene = try scene(.dash, StepperActivity(isLoading: true, stepProgress: 0.4))
    let mark = try currentMark(in: scene)
    let loading = try element(.loading, in: scene)
    let rest = mark.frame.width * 0.6
    #expect(abs(loading.frame.width - rest / 3) < 1e-9)
    #expect(abs(loading.frame.x - (mark.frame.x + mark.frame.width * 0.4 + rest / 3)) < 1e-9)
  }

  @Test func aFullBarHasNoRoomForALoadingSegment() throws {
    let scene = try scene(.bullet, StepperActivity(isLoading: true, stepProgress: 1))
    #expect(!scene.elements.contains { $0.role == .loading })
    #expect(scene.elements.contains { $0.role == .stepProgress })
  }

  @Test(arguments: StepperLayoutDirection.allCases)
  func aCircularMarkersProgressIsAnArcOfItsOutline(_ direction: StepperLayoutDirection) throws {
    let scene = try scene(.circular, StepperActivity(stepProgress: 0.25), direction: direction)
    let mark = try currentMark(in: scene)
    let arc = try element(.stepProgress, in: scene)
    #expect(arc.frame == mark.frame)
    #expect(arc.arc == .init(start: 0, sweep: direction == .rightToLeft ? -0.25 : 0.25))
    #expect(arc.tokens.stroke == .brandBase)
    #expect(arc.fill == nil)
    // The outline under it is the track.
    #expect(mark.tokens.stroke == .bgSoft100)
    if case .number(let text, _, _) = mark.content {
      #expect(text == "2")
    } else {
      Issue.record("the marker keeps its number: \(String(describing: mark.content))")
    }
  }

  @Test func aLoadingMarkerShowsARingInPlaceOfItsNumber() throws {
    let scene = try scene(.circular, .loading)
    let mark = try currentMark(in: scene)
    let ring = try element(.loading, in: scene)
    #expect(mark.content == nil)
    #expect(mark.tokens.stroke == .brandBase)
    #expect(ring.frame.width == mark.frame.width / 2)
    #expect(ring.frame.center == mark.frame.center)
    #expect(ring.arc?.sweep == 0.75)
    #expect(!scene.elements.contains { $0.role == .stepProgress })
  }

  @Test func noProgressElementAtZeroButTheTrackShows() throws {
    let scene = try scene(.circular, StepperActivity(stepProgress: 0))
    #expect(!scene.elements.contains { $0.role == .stepProgress })
    #expect(try currentMark(in: scene).tokens.stroke == .bgSoft100)
    #expect(scene.accessibility.value == "25%")
  }

  /// The readers that skip building an element agree with the element built, and the current
  /// step showing activity is a run of its own.
  @Test(arguments: StepperStyle.allCases)
  func theReadersAgreeWithTheElements(_ style: StepperStyle) throws {
    let configuration = try StepperConfiguration(
      style: style, total: 5, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2]), scrolling: StepperScrolling(viewport: 600)
    ).changing {
      $0.isLoading = true
      $0.stepProgress = 0.5
    }
    let elements = StepperScene(configuration).elements
    for position in elements.indices {
      let element = elements[position]
      #expect(elements.fill(at: position) == element.fill, "\(position)")
      #expect(elements.strokeColor(at: position) == element.stroke?.color, "\(position)")
      #expect(elements.content(at: position) == element.content, "\(position)")
      #expect(elements.frame(at: position) == element.frame, "\(position)")
    }
    let current = try #require(
      elements.indices.first {
        elements.role(at: $0) == .mark && elements.step(at: $0) == StepperStepID(2, substep: 1)
      })
    let run = elements.stateRun(containing: current)
    #expect(run.lowerBound == current)
    #expect(run.allSatisfy { elements.step(at: $0) == StepperStepID(2, substep: 1) })
  }
}
