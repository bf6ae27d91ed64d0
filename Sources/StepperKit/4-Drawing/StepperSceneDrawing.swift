/// A scene as a list of primitives to paint in order: what every renderer that draws the scene
/// (SVG, HTML, SwiftUI, UIKit) draws.
///
/// Every decision about how an element looks is made here, once
/// (``appendCommands(of:shift:opacity:to:)``): an outline is drawn inside the element's frame
/// (the shape is inset by half the line width, and is a circle where a square's corners meet),
/// glyphs come from ``StepperGlyph/placed(in:)``, numbers sit on the baseline
/// ``StepperTextStyle/baselineOrigin(centeredIn:)`` gives, names and the header are one command
/// a line on the baselines the layout chose, and each layer's opacity is carried on every
/// primitive it makes. Where the steps are cut short of the visible part
/// (``StepperScene/stepsRect``, a vertical column that scrolls under its header), the header's
/// primitives come first, then a clip to the steps' part, then the steps'.
///
/// ``commands`` are in the drawing's own coordinates: a scrolling row's content is moved by its
/// offset, and a renderer clips to ``size`` to show the partly visible step. The markup
/// renderers, which keep the scene's coordinates and write one element at a time, read the same
/// commands element by element with ``forEachElement(of:shift:_:)``.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(style: .circular, total: 3, current: 2))
/// let drawing = StepperSceneDrawing(scene)
/// print(drawing.commands.count)
/// // Prints "8"
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
    let layers = scene.layers
    var commands: [StepperDrawCommand] = []
    commands.reserveCapacity(layers.count * 3 + 1)
    Self.walk(
      count: layers.count,
      clip: scene.stepsRect == scene.visibleRect ? nil : scene.stepsRect.offset(by: shift),
      isHeader: { layers[$0].element.role.isHeader },
      draw: { index, batch in
        Self.appendCommands(
          of: layers[index].element, shift: shift, opacity: min(layers[index].opacity, 1),
          drawsShapeCues: scene.drawsShapeCues, to: &batch)
      },
      { _, batch in commands.append(contentsOf: batch) })
    self.commands = commands
  }

  /// The drawing of a still scene.
  package init(_ scene: StepperScene) {
    size = scene.size
    background = scene.background
    let shift = StepperPoint(x: -scene.visibleRect.x, y: -scene.visibleRect.y)
    var commands: [StepperDrawCommand] = []
    commands.reserveCapacity(scene.elements.count * 2 + 1)
    Self.forEachElement(of: scene, shift: shift) { _, batch in
      commands.append(contentsOf: batch)
    }
    self.commands = commands
  }

  /// A drawing of `size` on `background` made of `commands`: another drawing changed, such as
  /// one whose loading mark has moved (``moving(loadingAt:)``).
  package init(size: StepperSize, background: StepperColor, commands: [StepperDrawCommand]) {
    self.size = size
    self.background = background
    self.commands = commands
  }

  /// Calls `body` with each element of `scene`'s commands, in painting order, moved by
  /// `shift`: with the element's tag and its commands, and, where the scene cuts its steps
  /// short of the visible part, once between the header and the steps with no tag and the
  /// clip to the steps' part (``stepsClip(of:)``, moved by `shift`) alone.
  ///
  /// Renderers that write one element at a time (the SVG's `<g>`, the HTML's list items) read
  /// the commands this way, without a whole list being made: `body`'s array is reused.
  package static func forEachElement(
    of scene: StepperScene, shift: StepperPoint = StepperPoint(x: 0, y: 0),
    _ body: (_ tag: StepperDrawCommand.Tag?, _ commands: [StepperDrawCommand]) -> Void
  ) {
    let elements = scene.elements
    let cues = scene.drawsShapeCues
    walk(
      count: elements.count, clip: stepsClip(of: scene)?.offset(by: shift),
      isHeader: { elements.role(at: $0).isHeader },
      draw: { index, batch in
        appendCommands(
          of: elements[index], shift: shift, opacity: 1, drawsShapeCues: cues,
          to: &batch)
      }, body)
  }

  /// The part of `scene` its steps are cut to, where that is short of the visible part (a
  /// vertical column that scrolls under its header); `nil` where nothing is cut.
  package static func stepsClip(of scene: StepperScene) -> StepperRect? {
    scene.stepsRect == scene.visibleRect ? nil : scene.stepsRect
  }

  /// Visits `count` elements in painting order: every one in order where there is no `clip`;
  /// else the header's, the clip, then the steps'.
  private static func walk(
    count: Int, clip: StepperRect?, isHeader: (Int) -> Bool,
    draw: (Int, inout [StepperDrawCommand]) -> StepperDrawCommand.Tag,
    _ body: (StepperDrawCommand.Tag?, [StepperDrawCommand]) -> Void
  ) {
    var batch: [StepperDrawCommand] = []
    batch.reserveCapacity(8)
    func visit(_ index: Int) {
      batch.removeAll(keepingCapacity: true)
      let tag = draw(index, &batch)
      body(tag, batch)
    }
    guard let clip else {
      for index in 0..<count { visit(index) }
      return
    }
    // The header whole, then the steps cut to their part; the two do not overlap once cut, so
    // the order between them does not show.
    for index in 0..<count where isHeader(index) { visit(index) }
    body(nil, [.clip(clip)])
    for index in 0..<count where !isHeader(index) { visit(index) }
  }
}

extension StepperPoint {
  /// The point moved by `shift`; itself, unchanged to the bit, when `shift` is zero.
  func offset(by shift: StepperPoint) -> StepperPoint {
    shift.x == 0 && shift.y == 0 ? self : StepperPoint(x: x + shift.x, y: y + shift.y)
  }
}

extension StepperRect {
  /// The rectangle moved by `shift`; itself, unchanged to the bit, when `shift` is zero.
  func offset(by shift: StepperPoint) -> StepperRect {
    shift.x == 0 && shift.y == 0
      ? self : StepperRect(x: x + shift.x, y: y + shift.y, width: width, height: height)
  }
}
