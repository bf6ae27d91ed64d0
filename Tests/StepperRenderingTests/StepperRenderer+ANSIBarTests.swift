import StepperArbitrary
import StepperKit
import Testing

@testable import StepperRendering

/// A row with more steps than the terminal has cells is drawn as a bar, a run of steps at a
/// time: these tests hold it to drawing every step, one over the other.
@Suite struct ANSIBarTests {
  private let plain = StepperRenderer.ansi(colorMode: .none, columns: 80)

  /// What `scene`'s row shows as a bar in `columns` columns without color, worked out cell by
  /// cell: from the first step's cells to the last step's, a cell a step covers shows the last
  /// step that covers it, as drawing every step over the one before does; a cell no step covers
  /// shows the next step, as the connector leading to it would; the current step's cells show it.
  private func bar(_ scene: StepperScene, columns: Int) -> String {
    let elements = scene.elements
    // A bullet row's room for the current step's pill is no cell.
    let room = scene.style == .bullet ? StyleMetrics.currentBulletGrowth : 0
    let cells = MainAxisCells(
      start: scene.visibleRect.x + room, end: scene.visibleRect.maxX - room,
      pointsPerCell: TerminalCellPlan.pointsPerCell(scene.style, .horizontal), limit: columns)
    var shapes: [(cells: Range<Int>, glyph: Character, isCurrent: Bool)] = []
    for index in elements.indices {
      let role = elements.role(at: index)
      guard role == .mark else { continue }
      let isDash = elements.markShape == .dash
      let frame = elements.frame(at: index)
      let state = elements.state(at: index)
      let center = cells.cell(ofMain: frame.center.x)
      shapes.append(
        (
          isDash ? cells.span(from: frame.x, to: frame.maxX) : center..<center + 1,
          isDash
            ? TerminalGlyphs.bar(state, axis: .horizontal) : TerminalGlyphs.bullet(state),
          elements.step(at: index) == scene.accessibility.current
        ))
    }
    var line = Array(repeating: Character(" "), count: cells.count)
    guard let first = shapes.first, let last = shapes.last else { return "\n" }
    // In the steps' order: left to right, or right to left.
    let isReversed = scene.direction == .rightToLeft
    let covered =
      isReversed
      ? last.cells.lowerBound..<first.cells.upperBound
      : first.cells.lowerBound..<last.cells.upperBound
    for cell in covered {
      let shape =
        shapes.last { $0.cells.contains(cell) }
        ?? shapes.first { isReversed ? $0.cells.upperBound <= cell : $0.cells.lowerBound > cell }
      if let shape { line[cell] = shape.glyph }
    }
    if let current = shapes.first(where: \.isCurrent) {
      for cell in current.cells { line[cell] = current.glyph }
    }
    while line.last == " " { line.removeLast() }
    return String(line) + "\n"
  }

  /// Dense rows of every kind: long or short runs of states (set states, success, error),
  /// sub-steps (whose shorter pitch leaves the main steps far enough apart to skip a cell), either
  /// direction, in a narrow or a wide terminal.
  @Test func showsTheLastStepCoveringEachCellOrTheNextOne() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 61))
    var checked = 0
    while checked < 300 {
      let style: StepperStyle = arbitrary.chance(50) ? .dash : .bullet
      let total = arbitrary.chance(30) ? arbitrary.int(in: 5...40) : arbitrary.int(in: 20...3_000)
      let columns = arbitrary.element(of: [10, 40, 80])
      var overrides: [StepperStepID: StepperStepState] = [:]
      for _ in 0..<arbitrary.int(in: 0...4) {
        overrides[StepperStepID(arbitrary.int(in: 1...total))] = arbitrary.anyCase(
          of: StepperStepState.self)
      }
      var substeps: [Int: Int] = [:]
      for _ in 0..<(arbitrary.chance(40) ? arbitrary.int(in: 1...3) : 0) {
        substeps[arbitrary.int(in: 1...total)] = arbitrary.int(in: 1...40)
      }
      let minimum = StyleMetrics.minimumLength(
        of: style, total: total, substeps: substeps.values.reduce(0, +))
      let drawn = arbitrary.int(in: 1...total)
      let status = arbitrary.anyCase(of: StepperStatus.self)
      // A success is on the last step.
      let scene = StepperScene(
        try StepperConfiguration(
          style: style, total: total, current: status == .success ? total : drawn, status: status,
          direction: arbitrary.chance(50) ? .leftToRight : .rightToLeft,
          length: minimum * arbitrary.double(in: 1...1.5)
        ).replacing(\.substeps, with: StepperSubsteps(substeps).counts).replacing(
          \.stepStates, with: overrides))
      let columnsUsed = MainAxisCells(
        start: 0, end: scene.visibleRect.width,
        pointsPerCell: TerminalCellPlan.pointsPerCell(style, .horizontal), limit: columns
      ).count
      // Only rows with more steps than cells are bars.
      guard scene.elements.stepCount > columnsUsed else { continue }
      let renderer = StepperRenderer.ansi(colorMode: .none, columns: columns)
      #expect(
        renderer.render(scene) == bar(scene, columns: columns),
        "\(style) \(total) steps, current \(scene.accessibility.current), \(columns) columns, \(scene.direction) \(overrides)"
      )
      checked += 1
    }
  }

  /// Ten bullets and 75 sub-steps in 80 columns: the main steps fall 1.2 cells apart, so some
  /// cells hold no step, here the one after the current step 4; the bar shows the step after
  /// them there, as the connector leading to it would, and shows no gap.
  @Test(arguments: StepperLayoutDirection.allCases)
  func cellsBetweenStepsShowTheStepAfter(_ direction: StepperLayoutDirection) throws {
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: 10, current: 4, substeps: StepperSubsteps([5: 40, 6: 35])
      ).unchecked { $0.direction = direction })
    let output = plain.render(scene)
    #expect(output == bar(scene, columns: 80))
    #expect(
      output
        == (direction == .leftToRight
          ? "●●●◉" + String(repeating: "○", count: 76)
          : String(repeating: "○", count: 76) + "◉●●●")
        + "\n")
  }

  @Test func aDenseCircularRowShowsTheCurrentAndTheLastMarkersWholeAndTheRestAsBullets()
    throws
  {
    let total = 300
    let scene = StepperScene(
      try StepperConfiguration(
        total: total, current: 150,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let line = plain.render(scene).dropLast()
    #expect(DisplayWidth.of(line) == 80)
    #expect(line.hasSuffix("○▐300▌"))
    #expect(line.contains("●(150)○"))
    #expect(line.hasPrefix("●●●"))
    #expect(line.filter { $0 == "(" }.count == 1)
  }

  /// Where markers would cover each other's cells, every step but the current and the last is
  /// a bullet on the connectors, one a step (the current and last markers may cover a
  /// neighbor's): 16 two-digit steps fit 80 columns, 30 do not.
  @Test(arguments: [(16, false), (30, true)])
  func markersTooWideForTheirRowAreDrawnAsBullets(_ total: Int, _ isCompact: Bool) throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: total, current: 7,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let line = try #require(plain.render(scene).split(separator: "\n").first)
    #expect(line.contains("▐✓▌") == !isCompact, "\(line)")
    #expect(line.contains("(7)") && line.hasSuffix("▐\(total)▌"), "\(line)")
    #expect(DisplayWidth.of(line) <= 80)
    if isCompact {
      let bullets = line.filter { $0 == "●" || $0 == "○" }.count
      #expect((total - 4...total - 2).contains(bullets), "\(line)")
      #expect(line.contains("━") && line.contains("─"), "\(line)")
    }
  }

  /// 20 two-digit steps at 4 columns each: only step 19 would cover part of the last marker, and
  /// only it is drawn as a bullet.
  @Test func aMarkerGivesWayToTheLastOne() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 20, current: 7, length: StyleMetrics.minimumLength(of: .circular, total: 20)))
    let line = try #require(plain.render(scene).split(separator: "\n").first)
    #expect(line.hasSuffix("○▐20▌"), "\(line)")
    #expect(line.contains("▐18▌") && !line.contains("19"), "\(line)")
    #expect(line.filter { $0 == "○" }.count == 1, "\(line)")
  }

  /// A last marker that would cover part of the current one is drawn as a bullet: here the step
  /// after the current one, half in the viewport, whose six digits reach the current marker.
  @Test func theLastMarkerGivesWayToTheCurrentOneInAScrollingRow() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 1_000_000, current: 500_000, scrolling: StepperScrolling(viewport: 375)))
    let line = try #require(plain.render(scene).split(separator: "\n").first)
    let after = try #require(line.firstRange(of: "(500000)")).upperBound
    // The row widened to its terminal's 80 columns leaves the next marker room to show whole;
    // narrower, it would give way as a bullet. Never are its digits drawn over the current one.
    let rest = line[after...]
    #expect(rest.hasSuffix("▐500001▌") || rest.allSatisfy { "─ ○".contains($0) }, "\(line)")
    #expect(line.trimmingPrefix(while: { $0 == " " }).hasPrefix("▐✓▌"), "\(line)")
  }

  /// The last marker shows the number of steps, unless it would be drawn over the current one.
  @Test func theLastMarkerGivesWayToTheCurrentOne() throws {
    let total = 10_000
    let scene = StepperScene(
      try StepperConfiguration(
        total: total, current: 9_999,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let line = try #require(plain.render(scene).split(separator: "\n").first)
    #expect(line.hasSuffix("(9999)"), "\(line)")
    #expect(!line.contains("▐") && !line.contains("▌"), "\(line)")
  }

  @Test func aDenseRowShowsTheCurrentStepsNameAlone() throws {
    let total = 200
    let names = Dictionary(
      uniqueKeysWithValues: (1...total).map { (StepperStepID($0), "Step \($0)") })
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: total, current: 120, labels: StepperLabels(names: names)))
    let lines = plain.render(scene).split(separator: "\n")
    // The row, then the current step's name alone, whole: the scene cut it to its narrow step,
    // and the terminal sets it again in the columns the row leaves it.
    #expect(scene.elements.contains { $0.role == .label && $0.step == StepperStepID(120) })
    #expect(
      lines.dropFirst().map { String($0.trimmingPrefix(while: { $0 == " " })) } == ["Step 120"])
  }

  /// A failed step shows where it is the last step of its cell, and is drawn over where it
  /// is not: 30 bullets in 10 columns, three a column.
  @Test(arguments: [(20, "●●●◉○○○○○○\n"), (21, "●●●◉○○◍○○○\n")])
  func aFailedStepShowsWhereItIsTheLastOfItsCell(_ failed: Int, _ expected: String) throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 30, current: 12).replacing(
        \.stepStates,
        with: [
          StepperStepID(failed): .error
        ]))
    #expect(StepperRenderer.ansi(colorMode: .none, columns: 10).render(scene) == expected)
  }

  @Test func aDenseRowIsOneRunOfCellsPerStateInColor() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        style: .dash, total: 1_000, current: 400,
        length: StyleMetrics.minimumLength(of: .dash, total: 1_000)))
    let output = StepperRenderer.ansi(colorMode: .trueColor, columns: 80).render(scene)
    // Done and current dashes share a fill (Specification#two-tone-rule), upcoming ones have
    // another: two colors, each set once, and a reset.
    #expect(output.split(separator: "\u{1B}").count == 3)
  }
}
