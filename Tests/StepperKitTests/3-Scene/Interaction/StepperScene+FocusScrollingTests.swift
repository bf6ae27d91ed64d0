import StepperKit
import Testing

/// `StepperScene.offset(showing:from:)`: where a scrolling row goes when keyboard focus
/// moves to a step partly out of sight, checked by drawing the row at that offset.
@Suite struct StepperSceneFocusScrollingTests {
  /// Every step of a row of `total` tappable.
  private static func everyStep(_ total: Int = 20) -> StepperInteraction {
    .tappable(steps: Set((1...total).map { StepperStepID($0) }))
  }

  /// Rows that scroll in each style, direction and axis (a column under its header too), each
  /// at a page offset and at drag offsets that cut a step at either end.
  static let rows: [(name: String, configuration: StepperConfiguration)] = {
    func make<Value>(_ build: () throws -> Value) -> Value {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    var rows: [(String, StepperConfiguration)] = []
    for offset in [nil, 0, 20, 250, 10_000] as [Double?] {
      let scrolling = make { try StepperScrolling(viewport: 375, offset: offset) }
      let circular = make {
        try StepperConfiguration(
          total: 20, current: 8, scrolling: scrolling, interaction: everyStep())
      }
      rows.append(("circular \(String(describing: offset))", circular))
      rows.append(
        (
          "circular rtl \(String(describing: offset))",
          circular.unchecked { $0.direction = .rightToLeft }
        ))
      rows.append(
        (
          "dash \(String(describing: offset))",
          make {
            try StepperConfiguration(
              style: .dash, total: 80, current: 8, scrolling: scrolling, interaction: everyStep(80))
          }
        ))
      rows.append(
        (
          "bullet vertical \(String(describing: offset))",
          make {
            try StepperConfiguration(
              style: .bullet, total: 20, current: 8,
              scrolling: StepperScrolling(viewport: 120, offset: offset.map { $0 / 3 }),
              interaction: everyStep()
            ).unchecked { $0.axis = .vertical }
          }
        ))
    }
    for offset in [10.0, 20, 60, 300] {
      rows.append(
        (
          "column under its header \(offset)",
          make {
            try StepperConfiguration(
              total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
              scrolling: StepperScrolling(viewport: 400, offset: offset), interaction: everyStep()
            ).unchecked { $0.axis = .vertical }
          }
        ))
    }
    return rows
  }()

  /// The mark of `step` in `scene`, in content coordinates.
  private func mark(of step: StepperStepID, in scene: StepperScene) -> StepperRect? {
    scene.elements.first { $0.role == .mark && $0.step == step }?.frame
  }

  private func isWhole(_ frame: StepperRect, in window: StepperRect) -> Bool {
    let e = 1e-6
    return frame.x >= window.x - e && frame.maxX <= window.maxX + e && frame.y >= window.y - e
      && frame.maxY <= window.maxY + e
  }

  /// Every step on screen shows whole at the offset given for it, in its row drawn there; a
  /// step already whole keeps the offset, and the others move the row no further than that.
  @Test(arguments: rows.indices)
  func everyStepOnScreenShowsWholeAtItsOffset(_ index: Int) throws {
    let (name, configuration) = Self.rows[index]
    let scene = StepperScene(configuration)
    let viewport = try #require(scene.viewport, "\(name)")
    var moved = 0
    for (step, _) in scene.keyboardSteps {
      let frame = try #require(mark(of: step, in: scene), "\(name) \(step)")
      let offset = try #require(scene.offset(showing: step), "\(name) \(step)")
      #expect(offset >= 0 && offset <= viewport.maximumOffset, "\(name) \(step)")
      if isWhole(frame, in: scene.stepsRect) {
        #expect(offset == viewport.offset, "\(name) \(step) was whole")
        continue
      }
      moved += 1
      let there = StepperScene(
        try configuration.replacing(\.scrollOffset, with: offset))
      let shown = try #require(mark(of: step, in: there), "\(name) \(step) at \(offset)")
      #expect(isWhole(shown, in: there.stepsRect), "\(name) \(step) at \(offset)")
      // The least move: a hair less and the step is cut again.
      let range = try #require(scene.offsetsShowing(step))
      let short = offset > viewport.offset ? offset - 0.5 : offset + 0.5
      #expect(!range.contains(short), "\(name) \(step)")
    }
    if name.contains("Optional(20.0)") || name.contains("header 10") {
      #expect(moved > 0, "\(name)")
    }
  }

  @Test func fromAnotherOffsetTheStepKeepsItOrMovesTheLeast() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 20, current: 3, scrolling: StepperScrolling(viewport: 375),
        interaction: Self.everyStep()))
    let range = try #require(scene.offsetsShowing(6))
    #expect(scene.offset(showing: 6, from: range.lowerBound - 40) == range.lowerBound)
    #expect(scene.offset(showing: 6, from: range.upperBound + 40) == range.upperBound)
    let inside = (range.lowerBound + range.upperBound) / 2
    #expect(scene.offset(showing: 6, from: inside) == inside)
    #expect(scene.offset(showing: 6, from: .nan) == scene.offset(showing: 6))
  }

  @Test func aRowThatDoesNotScrollOrAStepOffScreenHasNone() throws {
    let whole = StepperScene(
      try StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    #expect(whole.offsetsShowing(2) == nil)
    #expect(whole.offset(showing: 2) == nil)
    let fits = StepperScene(
      try StepperConfiguration(
        total: 4, current: 3, scrolling: StepperScrolling(viewport: 400),
        interaction: .reachedSteps))
    #expect(fits.offset(showing: 2) == nil)
    let long = StepperScene(
      try StepperConfiguration(
        total: 20, current: 3, scrolling: StepperScrolling(viewport: 375),
        interaction: Self.everyStep()))
    #expect(long.offset(showing: 15) == nil)
    #expect(long.offset(showing: 3) == long.viewport?.offset)
  }
}
