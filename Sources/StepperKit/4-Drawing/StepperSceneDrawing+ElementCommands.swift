extension StepperSceneDrawing {
  /// Appends the primitives of `element`, moved by `shift` and painted with `opacity`, to
  /// `commands`, and returns the tag they carry: the one place a scene's look becomes
  /// primitives.
  ///
  /// Text is one ``StepperDrawCommand/TextRun`` a line; any other element is a
  /// ``StepperDrawCommand/Shape`` whose path is its frame inset by half its outline (a circle
  /// where a square's corners meet); a marker's number is a centered run on
  /// ``StepperTextStyle/baselineOrigin(centeredIn:)``, its check or exclamation mark the strokes
  /// and dots of ``StepperGlyph/placed(in:)``, its icon one ``StepperDrawCommand/StrokedPath``. A
  /// layer that cannot be seen (`opacity` 0) has no primitives.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
  /// var commands: [StepperDrawCommand] = []
  /// let tag = StepperSceneDrawing.appendCommands(
  ///   of: scene.elements[2], shift: StepperPoint(x: 0, y: 0), opacity: 1, to: &commands)
  /// print(tag.roleName, commands.count)
  /// // Prints "marker 2"
  /// ```
  @discardableResult
  package static func appendCommands(
    of element: StepperSceneElement, shift: StepperPoint, opacity: Double,
    drawsShapeCues: Bool = false, to commands: inout [StepperDrawCommand]
  ) -> StepperDrawCommand.Tag {
    let frame = element.frame.offset(by: shift)
    let tag = StepperDrawCommand.Tag(element, frame: frame)
    guard opacity > 0 else { return tag }
    let tokens = element.tokens
    if let text = element.text {
      let paint = StepperDrawCommand.Paint(
        color: text.color, token: tokens.content, opacity: opacity)
      for (line, baseline) in zip(text.lines, text.baselines) {
        let run = StepperDrawCommand.TextRun(
          line, text.style, baseline: baseline.offset(by: shift), alignment: text.anchor, paint)
        commands.append(StepperDrawCommand(.text(run), of: tag))
      }
    } else if let arc = element.arc, let stroke = element.stroke {
      // A ring or an arc: the outline along part of the frame's inscribed circle.
      let paint = StepperDrawCommand.Paint(
        color: stroke.color, token: tokens.stroke, opacity: opacity)
      let path = StepperDrawCommand.StrokedPath(
        arc.path(in: frame, lineWidth: stroke.width), lineWidth: stroke.width, paint)
      commands.append(StepperDrawCommand(.path(path), of: tag))
    } else if drawsShapeCues, let cued = cuedShapes(of: element, in: frame, opacity) {
      for shape in cued { commands.append(StepperDrawCommand(.shape(shape), of: tag)) }
    } else if element.role != .overflow || element.fill != nil || element.stroke != nil {
      // (A dash's or bullet's overflow marker is its dots alone: no shape holds them.)
      commands.append(StepperDrawCommand(.shape(shape(of: element, in: frame, opacity)), of: tag))
    }
    if let content = element.content {
      appendContent(content, in: frame, token: tokens.content, opacity, tag, to: &commands)
    }
    return tag
  }

  /// The shape of an element at `frame`: its path inset by half its outline's width, its
  /// corners rounded by `cornerRadius` (the element's own by default).
  static func shape(
    of element: StepperSceneElement, in frame: StepperRect, _ opacity: Double,
    cornerRadius: Double? = nil
  ) -> StepperDrawCommand.Shape {
    let inset = (element.stroke?.width ?? 0) / 2
    let rect = frame.insetBy(inset)
    let corner = cornerRadius ?? element.cornerRadius
    // Never more than half the shorter side, as Core Graphics requires, nor below zero.
    let radius = max(0, min(max(0, corner - inset), min(rect.width, rect.height) / 2))
    let tokens = element.tokens
    return StepperDrawCommand.Shape(
      frame: frame, cornerRadius: element.cornerRadius,
      path: StepperDrawCommand.RoundedRect(rect: rect, cornerRadius: radius),
      fill: element.fill.map {
        StepperDrawCommand.Paint(color: $0, token: tokens.fill, opacity: opacity)
      },
      stroke: element.stroke.map {
        StepperDrawCommand.Stroke(
          StepperDrawCommand.Paint(color: $0.color, token: tokens.stroke, opacity: opacity),
          lineWidth: $0.width)
      })
  }

  /// A marker's number, centered in `frame`, its glyph's strokes and dots, or its icon's
  /// outline in a square ``StepperIcon/markerScale`` of the marker's width, centered.
  private static func appendContent(
    _ content: StepperSceneElement.Content, in frame: StepperRect, token: StepperToken?,
    _ opacity: Double, _ tag: StepperDrawCommand.Tag, to commands: inout [StepperDrawCommand]
  ) {
    let paint = StepperDrawCommand.Paint(color: content.color, token: token, opacity: opacity)
    switch content {
    case .number(let text, _, let style):
      let run = StepperDrawCommand.TextRun(
        text, style, baseline: style.baselineOrigin(centeredIn: frame), alignment: .center, paint)
      commands.append(StepperDrawCommand(.text(run), of: tag))
    case .icon(let icon, let isMirrored, let number, _):
      let side = frame.width * StepperIcon.markerScale
      let box = StepperRect(
        x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2,
        width: side, height: side)
      if let symbol = icon.symbol {
        // Icons sit on main steps only, whose numbers are set in the marker number style.
        let style = StepperTextStyle.markerNumber
        let run = StepperDrawCommand.TextRun(
          number, style, baseline: style.baselineOrigin(centeredIn: frame), alignment: .center,
          paint)
        let command = StepperDrawCommand.Symbol(
          name: symbol.name, box: box, isMirrored: isMirrored, paint: paint, number: run)
        commands.append(StepperDrawCommand(.symbol(command), of: tag))
        return
      }
      let lineWidth = StepperIcon.lineWidth * side / StepperGlyph.gridSize
      let path = StepperDrawCommand.StrokedPath(
        icon.path.placed(in: box, mirrored: isMirrored), lineWidth: lineWidth, paint)
      commands.append(StepperDrawCommand(.path(path), of: tag))
    case .check(_), .error(_), .skip(_), .ellipsis(_):
      guard let glyph = content.glyph?.placed(in: frame) else { return }
      for line in glyph.polylines where !line.isEmpty {
        let polyline = StepperDrawCommand.Polyline(line, lineWidth: glyph.lineWidth, paint)
        commands.append(StepperDrawCommand(.polyline(polyline), of: tag))
      }
      for dot in glyph.dots {
        let dot = StepperDrawCommand.Dot(center: dot.center, radius: dot.radius, paint)
        commands.append(StepperDrawCommand(.dot(dot), of: tag))
      }
    }
  }
}
