/// A scene as a list of primitives to paint in order: what the SwiftUI and UIKit adapters draw.
///
/// Every decision about how an element looks is made here, once, for every native renderer:
/// an outline is drawn inside the element's frame (the shape is inset by half the line width,
/// as in the SVG output), glyphs come from ``StepperGlyph/placed(in:)``, numbers sit on the baseline
/// ``StepperTextStyle/baselineOrigin(centeredIn:)`` gives, names and the header are one command a line
/// on the baselines the layout chose, and each layer's opacity is carried on every primitive it
/// makes. Positions are in the drawing's own coordinates: a scrolling row's content is moved by
/// its offset, and a renderer clips to ``size`` to show the partly visible step. Where the
/// steps are cut short of the visible part (``StepperScene/stepsRect``, a vertical column that scrolls
/// under its header), the header's primitives come first, then a ``StepperDrawCommand/clip(_:)`` to
/// the steps' part, then the steps'.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2))
/// let drawing = StepperSceneDrawing(scene)
/// print(drawing.commands.count)
/// // Prints "9"
/// ```
package struct StepperSceneDrawing: Sendable, Hashable {
  /// The size of the drawing, in points.
  package let size: StepperSize
  /// The surface color the stepper is designed to sit on; not painted (the stepper is
  /// transparent), but there for renderers that preview it on its surface.
  package let background: StepperColor
  /// The primitives, in painting order.
  package let commands: [StepperDrawCommand]

  /// The drawing of a moment of an animation.
  package init(_ scene: StepperInterpolatedScene) {
    size = scene.size
    background = scene.background
    let shift = StepperPoint(x: -scene.visibleRect.x, y: -scene.visibleRect.y)
    var commands: [StepperDrawCommand] = []
    commands.reserveCapacity(scene.layers.count * 3 + 1)
    func append(_ layer: StepperInterpolatedScene.Layer) {
      let element = layer.element
      Self.append(
        element, frame: element.frame.offset(by: shift), shift: shift,
        opacity: min(layer.opacity, 1), to: &commands)
    }
    if scene.stepsRect == scene.visibleRect {
      for layer in scene.layers where layer.opacity > 0 { append(layer) }
    } else {
      // The header is drawn whole, then the steps cut to their part; the two do not overlap
      // once cut, so the order between them does not show.
      for layer in scene.layers where layer.opacity > 0 && layer.element.role.isHeader {
        append(layer)
      }
      commands.append(.clip(scene.stepsRect.offset(by: shift)))
      for layer in scene.layers where layer.opacity > 0 && !layer.element.role.isHeader {
        append(layer)
      }
    }
    self.commands = commands
  }

  /// The drawing of a still scene.
  package init(_ scene: StepperScene) {
    self.init(StepperInterpolatedScene(scene))
  }

  /// The primitives of one element, placed at `frame`: fill, outline, text lines, content.
  private static func append(
    _ element: StepperSceneElement, frame: StepperRect, shift: StepperPoint, opacity: Double,
    to commands: inout [StepperDrawCommand]
  ) {
    let inset = (element.stroke?.width ?? 0) / 2
    let rect = frame.insetBy(inset)
    let radius = min(max(0, element.cornerRadius - inset), min(rect.width, rect.height) / 2)
    let shape = StepperDrawCommand.RoundedRect(rect: rect, cornerRadius: max(0, radius))
    if let fill = element.fill {
      commands.append(.fill(shape, StepperDrawCommand.Paint(color: fill, opacity: opacity)))
    }
    if let stroke = element.stroke {
      commands.append(
        .stroke(
          shape, lineWidth: stroke.width,
          StepperDrawCommand.Paint(color: stroke.color, opacity: opacity)))
    }
    if let text = element.text {
      let paint = StepperDrawCommand.Paint(color: text.color, opacity: opacity)
      for (line, baseline) in zip(text.lines, text.baselines) {
        commands.append(
          .text(line, text.style, anchor: baseline.offset(by: shift), alignment: text.anchor, paint)
        )
      }
    }
    guard let content = element.content else { return }
    let paint = StepperDrawCommand.Paint(color: content.color, opacity: opacity)
    switch content {
    case .number(let text, _, let style):
      commands.append(
        .text(
          text, style, anchor: style.baselineOrigin(centeredIn: frame), alignment: .center, paint))
    case .check, .error:
      guard let glyph = content.glyph?.placed(in: frame) else { return }
      for line in glyph.polylines where line.count > 1 {
        commands.append(.polyline(line, lineWidth: glyph.lineWidth, paint))
      }
      for dot in glyph.dots {
        let bounds = StepperRect(
          x: dot.center.x - dot.radius, y: dot.center.y - dot.radius, width: 2 * dot.radius,
          height: 2 * dot.radius)
        commands.append(.dot(bounds, paint))
      }
    }
  }
}

extension StepperPoint {
  /// The point moved by `shift`.
  fileprivate func offset(by shift: StepperPoint) -> StepperPoint {
    StepperPoint(x: x + shift.x, y: y + shift.y)
  }
}

extension StepperRect {
  /// The rectangle moved by `shift`.
  fileprivate func offset(by shift: StepperPoint) -> StepperRect {
    StepperRect(x: x + shift.x, y: y + shift.y, width: width, height: height)
  }
}
