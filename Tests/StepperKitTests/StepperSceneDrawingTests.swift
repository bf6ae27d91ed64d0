import StepperKit
import Testing

@Suite struct SceneDrawingTests {
  private func drawing(
    _ style: StepperStyle, total: Int = 3, current: Int = 2,
    overrides: [StepperStepID: StepperStepState] = [:]
  ) throws -> StepperSceneDrawing {
    try StepperSceneDrawing(
      StepperScene(
        StepperConfiguration(style: style, total: total, current: StepperStepID(current))
          .stateOverrides(overrides)))
  }

  @Test func dashesArePillsFilledInOrder() throws {
    let drawing = try drawing(.dash, total: 2, current: 1)
    #expect(drawing.size == StepperSize(width: 268, height: 4))
    #expect(
      drawing.commands == [
        .fill(
          .init(rect: StepperRect(x: 0, y: 0, width: 132, height: 4), cornerRadius: 2),
          .init(color: StepperColor(0x005CE5))),
        .fill(
          .init(rect: StepperRect(x: 136, y: 0, width: 132, height: 4), cornerRadius: 2),
          .init(color: StepperColor(0xD2E5FF))),
      ])
  }

  @Test func aCircularRowIsFillsOutlinesGlyphsAndNumbers() throws {
    let drawing = try drawing(.circular)
    let brand = StepperColor(0x155DFC)
    let white = StepperColor(0xFFFFFF)
    let marker1 = StepperRect(x: 0, y: 0, width: 24, height: 24)
    let marker2 = StepperRect(x: 124, y: 0, width: 24, height: 24)
    let marker3 = StepperRect(x: 248, y: 0, width: 24, height: 24)
    let check = StepperGlyph.check.placed(in: marker1)
    let number = StepperTextStyle.markerNumber
    #expect(
      drawing.commands == [
        .fill(.init(rect: marker1, cornerRadius: 12), .init(color: brand)),
        .polyline(check.polylines[0], lineWidth: 2, .init(color: white)),
        .fill(
          .init(rect: StepperRect(x: 32, y: 11, width: 84, height: 2), cornerRadius: 0),
          .init(color: brand)),
        // The active marker: its outline lies inside the frame, so the shape is inset by 1.
        .fill(
          .init(rect: StepperRect(x: 125, y: 1, width: 22, height: 22), cornerRadius: 11),
          .init(color: white)),
        .stroke(
          .init(rect: StepperRect(x: 125, y: 1, width: 22, height: 22), cornerRadius: 11),
          lineWidth: 2, .init(color: brand)),
        .text(
          "2", number, anchor: number.baselineOrigin(centeredIn: marker2), alignment: .center,
          .init(color: brand)),
        .fill(
          .init(rect: StepperRect(x: 156, y: 11, width: 84, height: 2), cornerRadius: 0),
          .init(color: StepperColor(0xE9E9EA))),
        .fill(.init(rect: marker3, cornerRadius: 12), .init(color: StepperColor(0xE9E9EA))),
        .text(
          "3", number, anchor: number.baselineOrigin(centeredIn: marker3), alignment: .center,
          .init(color: StepperColor(0xAEAEB2))),
      ])
  }

  @Test func theErrorGlyphIsALineAndADot() throws {
    let drawing = try drawing(.circular, overrides: [1: .error])
    let marker = StepperRect(x: 0, y: 0, width: 24, height: 24)
    let glyph = StepperGlyph.error.placed(in: marker)
    let white = SceneDrawingTests.paint(0xFFFFFF)
    #expect(drawing.commands[1] == .polyline(glyph.polylines[0], lineWidth: 2, white))
    #expect(
      drawing.commands[2] == .dot(StepperRect(x: 10.75, y: 15.75, width: 2.5, height: 2.5), white))
  }

  private static func paint(_ rgb: UInt32, _ opacity: Double = 1) -> StepperDrawCommand.Paint {
    StepperDrawCommand.Paint(color: StepperColor(rgb), opacity: opacity)
  }

  @Test func layerOpacityReachesEveryPrimitive() throws {
    let scene = try StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2))
    let active = try #require(scene.elements.first { $0.state == .active })
    let drawing = StepperSceneDrawing(
      StepperInterpolatedScene(
        visibleRect: scene.visibleRect, background: scene.background,
        layers: [StepperInterpolatedScene.Layer(element: active, opacity: 0.4)]))
    #expect(drawing.commands.count == 3)
    for command in drawing.commands {
      switch command {
      case .fill(_, let paint), .stroke(_, _, let paint), .polyline(_, _, let paint),
        .dot(_, let paint), .text(_, _, _, _, let paint):
        #expect(paint.opacity == 0.4)
      case .clip(let rect):
        Issue.record("a row drawn whole cuts nothing, but clips to \(rect)")
      }
    }
  }

  @Test func invisibleLayersDrawNothingAndOpacityStaysInRange() throws {
    let scene = try StepperScene(StepperConfiguration(style: .dash, total: 2, current: 1))
    let drawing = StepperSceneDrawing(
      StepperInterpolatedScene(
        visibleRect: scene.visibleRect, background: scene.background,
        layers: [
          StepperInterpolatedScene.Layer(element: scene.elements[0], opacity: 0),
          StepperInterpolatedScene.Layer(element: scene.elements[1], opacity: 1.5),
        ]))
    #expect(drawing.commands.count == 1)
    guard case .fill(_, let paint) = drawing.commands.first else {
      Issue.record("expected a fill, got \(drawing.commands)")
      return
    }
    #expect(paint.opacity == 1)
  }

  @Test func aStrokeWiderThanItsElementNeverMakesANegativeRadius() {
    let element = StepperSceneElement(
      role: .marker, step: StepperStepID(1), state: .active,
      frame: StepperRect(x: 0, y: 0, width: 4, height: 4),
      cornerRadius: 2, fill: nil, stroke: .init(color: StepperColor(0), width: 6))
    let drawing = StepperSceneDrawing(
      StepperInterpolatedScene(
        visibleRect: StepperRect(x: 0, y: 0, width: 4, height: 4),
        background: StepperColor(0xFFFFFF),
        layers: [StepperInterpolatedScene.Layer(element: element, opacity: 1)]))
    guard case .stroke(let shape, _, _) = drawing.commands.first else {
      Issue.record("expected a stroke, got \(drawing.commands)")
      return
    }
    #expect(shape.cornerRadius == 0)
  }

  @Test func rightToLeftMirrorsPositionsButNotGlyphsOrText() throws {
    let ltr = try StepperSceneDrawing(
      StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2)))
    let rtl = try StepperSceneDrawing(
      StepperScene(
        StepperConfiguration(style: .circular, total: 3, current: 2, direction: .rightToLeft)))
    // The check of step 1 sits in the rightmost marker, drawn the same way round.
    guard case .polyline(let ltrCheck, _, _) = ltr.commands[1],
      case .polyline(let rtlCheck, _, _) = rtl.commands[1]
    else {
      Issue.record("expected the check's polyline second")
      return
    }
    #expect(rtlCheck.map { StepperPoint(x: $0.x - 248, y: $0.y) } == ltrCheck)
    #expect(
      rtl.commands.contains { command in
        if case .text("3", _, let anchor, .center, _) = command { return anchor.x == 12 }
        return false
      })
  }

  @Test func namesAndTheHeaderAreOneTextCommandALine() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 3, current: 2,
        labels: StepperLabels(names: [1: "Cart", 2: "Address", 3: "Pay"], showsHeader: true)))
    let lines = StepperSceneDrawing(scene).commands.compactMap {
      command -> (String, StepperTextStyle)? in
      guard case .text(let line, let style, _, _, _) = command else { return nil }
      return (line, style)
    }
    #expect(lines.filter { $0.1 == .stepName }.map(\.0) == ["Cart", "Address", "Pay"])
    #expect(lines.filter { $0.1 == .header }.map(\.0) == ["Address"])
    #expect(lines.filter { $0.1 == .markerNumber }.map(\.0) == ["2", "3"])
    let name = try #require(scene.elements.first { $0.role == .label && $0.step == 1 })
    let text = try #require(name.text)
    #expect(
      StepperSceneDrawing(scene).commands.contains(
        .text(
          "Cart", .stepName, anchor: text.baselines[0], alignment: text.anchor,
          .init(color: text.color))))
  }

  @Test func aScrollingRowIsDrawnInItsViewportsCoordinates() throws {
    // 20 circular steps in 375 points, current 6: the row is scrolled by 363 (issue 3).
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 20, current: 6, scrolling: StepperScrolling(viewport: 375)))
    let offset = try #require(scene.viewport?.offset)
    #expect(isClose(offset, 363))
    let drawing = StepperSceneDrawing(scene)
    #expect(drawing.size == StepperSize(width: 375, height: 24))
    let marker = try #require(scene.elements.first { $0.role == .marker && $0.step == 6 })
    // The active marker's shape is inset by half its 2 pt outline.
    let expected = StepperRect(
      x: marker.frame.x - offset + 1, y: marker.frame.y + 1, width: 22, height: 22)
    #expect(
      drawing.commands.contains { command in
        guard case .stroke(let shape, _, _) = command else { return false }
        return isClose(shape.rect, expected)
      })
    #expect(isClose(expected.x, 1))
  }

  /// A column that scrolls under its header: the header's lines first, then a clip to the part
  /// the steps are drawn in (in the drawing's coordinates, under the 44-point band), then the
  /// steps, whose first marker starts above the clip.
  @Test func aColumnUnderItsHeaderDrawsTheHeaderThenClipsTheSteps() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).axis(.vertical))
    let commands = StepperSceneDrawing(scene).commands
    let clips = commands.indices.filter {
      if case .clip = commands[$0] { return true } else { return false }
    }
    #expect(clips == [2])
    #expect(commands[2] == .clip(StepperRect(x: 0, y: 44, width: scene.size.width, height: 400)))
    for command in commands.prefix(2) {
      guard case .text(let line, _, _, _, _) = command else {
        Issue.record("the header's lines come first, not \(command)")
        continue
      }
      #expect(["Step 5 of 20", "All steps"].contains(line))
    }
    guard case .fill(let shape, _) = commands[3] else {
      Issue.record("step 1's marker follows the clip, not \(commands[3])")
      return
    }
    #expect(shape.rect == StepperRect(x: 0, y: 24, width: 24, height: 24))
  }

  /// Nothing is cut anywhere else: no clip.
  @Test func nothingElseIsClipped() throws {
    let uncut = [
      try StepperConfiguration(
        total: 20, current: 5, scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).axis(.vertical),
      try StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 375)),
      try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsHeader: true)).axis(
        .vertical),
    ]
    for configuration in uncut {
      let drawing = StepperSceneDrawing(StepperScene(configuration))
      #expect(
        !drawing.commands.contains {
          if case .clip = $0 { return true } else { return false }
        }, "\(configuration)")
    }
  }
}
