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
          .replacing(\.stepStates, with: overrides)))
  }

  /// The shapes of `commands`, in order.
  private static func shapes(_ commands: [StepperDrawCommand]) -> [StepperDrawCommand.Shape] {
    commands.compactMap {
      if case .shape(let shape) = $0.primitive { shape } else { nil }
    }
  }

  /// The lines of text of `commands`, in order.
  private static func runs(_ commands: [StepperDrawCommand]) -> [StepperDrawCommand.TextRun] {
    commands.compactMap {
      if case .text(let run) = $0.primitive { run } else { nil }
    }
  }

  @Test func dashesAreShapesFilledInOrder() throws {
    let drawing = try drawing(.dash, total: 2, current: 1)
    #expect(drawing.size == StepperSize(width: 268, height: 4))
    let shapes = Self.shapes(drawing.commands)
    #expect(shapes.count == drawing.commands.count)
    #expect(
      shapes.map(\.path) == [
        .init(rect: StepperRect(x: 0, y: 0, width: 132, height: 4), cornerRadius: 2),
        .init(rect: StepperRect(x: 136, y: 0, width: 132, height: 4), cornerRadius: 2),
      ])
    #expect(shapes.map(\.fill?.color) == [StepperColor(0x005CE5), StepperColor(0xD2E5FF)])
    #expect(shapes.allSatisfy { $0.stroke == nil && !$0.path.isCircle })
    #expect(drawing.commands.map(\.tag?.roleName) == ["dash", "dash"])
    #expect(drawing.commands.map(\.tag?.step) == [1, 2])
    #expect(drawing.commands.map(\.tag?.state) == [.active, .default])
  }

  @Test func aCircularRowIsShapesGlyphsAndNumbers() throws {
    let drawing = try drawing(.circular)
    let brand = StepperColor(0x155DFC)
    let marker2 = StepperRect(x: 124, y: 0, width: 24, height: 24)
    let commands = drawing.commands
    let kinds = commands.map { command -> String in
      switch command.primitive {
      case .shape: "shape"
      case .text(let run): run.text
      case .polyline: "polyline"
      case .dot: "dot"
      case .path: "path"
      case .symbol(let symbol): "symbol \(symbol.name)"
      case .clip: "clip"
      }
    }
    #expect(kinds == ["shape", "polyline", "shape", "shape", "2", "shape", "shape", "3"])
    #expect(
      commands.map { $0.tag?.roleName ?? "-" } == [
        "marker", "marker", "connector", "marker", "marker", "connector", "marker", "marker",
      ])
    // The active marker: its outline lies inside the frame, so its path is inset by 1.
    guard case .shape(let active) = commands[3].primitive else {
      Issue.record("expected the active marker's shape fourth, got \(commands[3])")
      return
    }
    #expect(active.frame == marker2)
    #expect(active.cornerRadius == 12)
    #expect(
      active.path == .init(rect: StepperRect(x: 125, y: 1, width: 22, height: 22), cornerRadius: 11)
    )
    #expect(active.path.isCircle)
    #expect(active.fill?.color == StepperColor(0xFFFFFF))
    #expect(active.stroke == .init(.init(color: brand, token: .brandBase), lineWidth: 2))
    let number = StepperTextStyle.markerNumber
    #expect(
      commands[4].primitive
        == .text(
          .init(
            "2", number, baseline: number.baselineOrigin(centeredIn: marker2), alignment: .center,
            .init(color: brand, token: .brandBase))))
    // Every command of the active marker names it.
    for command in commands[3...4] {
      #expect(command.tag?.role == .mark)
      #expect(command.tag?.step == 2)
      #expect(command.tag?.state == .active)
      #expect(command.tag?.frame == marker2)
    }
    // The connector is a plain rectangle, not a circle.
    guard case .shape(let connector) = commands[2].primitive else { return }
    #expect(
      connector.path
        == .init(rect: StepperRect(x: 32, y: 11, width: 84, height: 2), cornerRadius: 0))
    #expect(!connector.path.isCircle)
  }

  @Test func theCheckIsTheGlyphPlacedInItsMarker() throws {
    let drawing = try drawing(.circular)
    let check = StepperGlyph.check.placed(in: StepperRect(x: 0, y: 0, width: 24, height: 24))
    #expect(
      drawing.commands[1].primitive
        == .polyline(
          .init(
            check.polylines[0], lineWidth: 2,
            .init(color: StepperColor(0xFFFFFF), token: .iconOnColor))))
  }

  @Test func theErrorGlyphIsALineAndADot() throws {
    let drawing = try drawing(.circular, overrides: [1: .error])
    let marker = StepperRect(x: 0, y: 0, width: 24, height: 24)
    let glyph = StepperGlyph.error.placed(in: marker)
    guard case .polyline(let line) = drawing.commands[1].primitive,
      case .dot(let dot) = drawing.commands[2].primitive
    else {
      Issue.record("expected a line and a dot after the marker, got \(drawing.commands)")
      return
    }
    #expect(line.points == glyph.polylines[0])
    #expect(line.lineWidth == 2)
    #expect(dot.center == StepperPoint(x: 12, y: 17))
    #expect(dot.radius == 1.25)
    #expect(dot.bounds == StepperRect(x: 10.75, y: 15.75, width: 2.5, height: 2.5))
    #expect(line.paint.color == StepperColor(0xFFFFFF))
    #expect(dot.paint == line.paint)
  }

  @Test func layerOpacityReachesEveryPrimitive() throws {
    let scene = try StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2))
    let active = try #require(scene.elements.first { $0.state == .active })
    let drawing = StepperSceneDrawing(
      StepperInterpolatedScene(
        visibleRect: scene.visibleRect, background: scene.background,
        layers: [StepperInterpolatedScene.Layer(element: active, opacity: 0.4)]))
    #expect(drawing.commands.count == 2)
    for command in drawing.commands {
      switch command.primitive {
      case .shape(let shape):
        #expect(shape.fill?.opacity == 0.4)
        #expect(shape.stroke?.paint.opacity == 0.4)
      case .polyline(let line): #expect(line.paint.opacity == 0.4)
      case .dot(let dot): #expect(dot.paint.opacity == 0.4)
      case .path(let path): #expect(path.paint.opacity == 0.4)
      case .symbol(let symbol): #expect(symbol.paint.opacity == 0.4)
      case .text(let run): #expect(run.paint.opacity == 0.4)
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
    guard case .shape(let shape) = drawing.commands.first?.primitive else {
      Issue.record("expected a shape, got \(drawing.commands)")
      return
    }
    #expect(shape.fill?.opacity == 1)
  }

  @Test func aStrokeWiderThanItsElementNeverMakesANegativeRadius() {
    let element = StepperSceneElement(
      .init(role: .mark, markShape: .marker, step: StepperStepID(1), state: .active),
      frame: StepperRect(x: 0, y: 0, width: 4, height: 4),
      cornerRadius: 2, paint: .init(fill: nil, stroke: .init(color: StepperColor(0), width: 6)))
    let drawing = StepperSceneDrawing(
      StepperInterpolatedScene(
        visibleRect: StepperRect(x: 0, y: 0, width: 4, height: 4),
        background: StepperColor(0xFFFFFF),
        layers: [StepperInterpolatedScene.Layer(element: element, opacity: 1)]))
    guard case .shape(let shape) = drawing.commands.first?.primitive else {
      Issue.record("expected a shape, got \(drawing.commands)")
      return
    }
    #expect(shape.stroke?.lineWidth == 6)
    #expect(shape.path.cornerRadius == 0)
  }

  @Test func rightToLeftMirrorsPositionsButNotGlyphsOrText() throws {
    let ltr = try StepperSceneDrawing(
      StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2)))
    let rtl = try StepperSceneDrawing(
      StepperScene(
        StepperConfiguration(style: .circular, total: 3, current: 2, direction: .rightToLeft)))
    // The check of step 1 sits in the rightmost marker, drawn the same way round.
    guard case .polyline(let ltrCheck) = ltr.commands[1].primitive,
      case .polyline(let rtlCheck) = rtl.commands[1].primitive
    else {
      Issue.record("expected the check's polyline second")
      return
    }
    #expect(rtlCheck.points.map { StepperPoint(x: $0.x - 248, y: $0.y) } == ltrCheck.points)
    #expect(
      Self.runs(rtl.commands).contains {
        $0.text == "3" && $0.alignment == .center && $0.baseline.x == 12
      })
  }

  @Test func namesAndTheHeaderAreOneTextCommandALine() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 3, current: 2,
        labels: StepperLabels(names: [1: "Cart", 2: "Address", 3: "Pay"], showsHeader: true)))
    let lines = Self.runs(StepperSceneDrawing(scene).commands).map { ($0.text, $0.style) }
    #expect(lines.filter { $0.1 == .stepName }.map(\.0) == ["Cart", "Address", "Pay"])
    #expect(lines.filter { $0.1 == .header }.map(\.0) == ["Address"])
    #expect(lines.filter { $0.1 == .markerNumber }.map(\.0) == ["2", "3"])
    let name = try #require(scene.elements.first { $0.role == .label && $0.step == 1 })
    let text = try #require(name.text)
    #expect(
      Self.runs(StepperSceneDrawing(scene).commands).contains(
        .init(
          "Cart", .stepName, baseline: text.baselines[0], alignment: text.anchor,
          .init(color: text.color, token: name.tokens.content))))
  }

  @Test func aScrollingRowIsDrawnInItsViewportsCoordinates() throws {
    // 20 circular steps in 375 points, current 6: the row is scrolled by 363
    // (Specification#auto-scroll).
    let scene = try StepperScene(
      StepperConfiguration(
        style: .circular, total: 20, current: 6, scrolling: StepperScrolling(viewport: 375)))
    let offset = try #require(scene.viewport?.offset)
    #expect(isClose(offset, 363))
    let drawing = StepperSceneDrawing(scene)
    #expect(drawing.size == StepperSize(width: 375, height: 24))
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 6 })
    // The active marker's shape is inset by half its 2 pt outline.
    let expected = StepperRect(
      x: marker.frame.x - offset + 1, y: marker.frame.y + 1, width: 22, height: 22)
    #expect(
      Self.shapes(drawing.commands).contains { shape in
        shape.stroke != nil && isClose(shape.path.rect, expected)
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
      ).unchecked { $0.axis = .vertical })
    let commands = StepperSceneDrawing(scene).commands
    let clips = commands.indices.filter {
      if case .clip = commands[$0].primitive { return true } else { return false }
    }
    #expect(clips == [2])
    #expect(commands[2] == .clip(StepperRect(x: 0, y: 44, width: scene.size.width, height: 400)))
    for command in commands.prefix(2) {
      guard case .text(let run) = command.primitive else {
        Issue.record("the header's lines come first, not \(command)")
        continue
      }
      #expect(["Step 5 of 20", "All steps"].contains(run.text))
      #expect(command.tag?.role.isHeader == true)
    }
    guard case .shape(let shape) = commands[3].primitive else {
      Issue.record("step 1's marker follows the clip, not \(commands[3])")
      return
    }
    #expect(shape.path.rect == StepperRect(x: 0, y: 24, width: 24, height: 24))
    #expect(commands[3].tag?.step == 1)
  }

  /// Nothing is cut anywhere else: no clip.
  @Test func nothingElseIsClipped() throws {
    let uncut = [
      try StepperConfiguration(
        total: 20, current: 5, scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked { $0.axis = .vertical },
      try StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 375)),
      try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsHeader: true))
        .unchecked { $0.axis = .vertical },
    ]
    for configuration in uncut {
      let drawing = StepperSceneDrawing(StepperScene(configuration))
      #expect(
        !drawing.commands.contains {
          if case .clip = $0.primitive { return true } else { return false }
        }, "\(configuration)")
    }
  }

  /// The markup renderers read the same commands element by element, in the scene's
  /// coordinates: each batch's commands carry the batch's tag, and moved into the drawing's
  /// coordinates the batches are the drawing.
  @Test func elementBatchesAreTheDrawingsCommands() throws {
    let configurations = [
      try StepperConfiguration(total: 20, current: 6, scrolling: StepperScrolling(viewport: 375)),
      try StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked { $0.axis = .vertical },
      try StepperConfiguration(
        style: .bullet, total: 5, current: 3, labels: StepperLabels(names: [1: "Cart"])),
    ]
    for configuration in configurations {
      let scene = StepperScene(configuration)
      let shift = StepperPoint(x: -scene.visibleRect.x, y: -scene.visibleRect.y)
      var moved: [StepperDrawCommand] = []
      var batches = 0
      var clips = 0
      StepperSceneDrawing.forEachElement(of: scene, shift: shift) { tag, commands in
        if let tag {
          batches += 1
          #expect(commands.allSatisfy { $0.tag == tag })
        } else {
          clips += 1
        }
        moved += commands
      }
      #expect(batches == scene.elements.count)
      #expect(clips == (StepperSceneDrawing.stepsClip(of: scene) == nil ? 0 : 1))
      #expect(moved == StepperSceneDrawing(scene).commands, "\(configuration)")
    }
  }

  /// In the scene's own coordinates (no shift), a shape's frame is its element's, to the bit.
  @Test func unshiftedShapesKeepTheElementsFrames() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 20, current: 6, scrolling: StepperScrolling(viewport: 375)))
    var frames: [StepperRect] = []
    StepperSceneDrawing.forEachElement(of: scene) { _, commands in
      frames += Self.shapes(commands).map(\.frame)
    }
    #expect(frames == scene.elements.filter { $0.text == nil }.map(\.frame))
  }
}
