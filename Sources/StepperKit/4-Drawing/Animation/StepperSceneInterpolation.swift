/// The moments between two scenes: what an animation from one state of a stepper to the next
/// draws.
///
/// Elements are matched by role, mark shape and step (a connector by the step it leaves). A matched
/// element moves and changes color smoothly: its frame, corner radius, fill, outline and the color
/// of its content are interpolated. What only one side has fades: an element only in the first
/// scene fades out, one only in the second fades in, and so do an outline or content that
/// changes kind (a number giving way to a check). Progress runs from 0 (the first scene) to 1
/// (the second); values outside are taken as the nearer end, since every color and opacity must
/// stay in range.
///
/// ```swift
/// let from = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 1))
/// let to = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 2))
/// let halfway = StepperSceneInterpolation(from: from, to: to).scene(at: 0.5)
/// print(halfway.layers[1].element.fill?.hex ?? "none")
/// // Prints "#69A1F2"
/// ```
package struct StepperSceneInterpolation: Sendable, Hashable {
  /// The scene at progress 0.
  package let from: StepperScene
  /// The scene at progress 1.
  package let to: StepperScene

  /// Creates the interpolation from one scene to another.
  package init(from: StepperScene, to: StepperScene) {
    self.from = from
    self.to = to
  }

  /// The scene at `progress`, 0 being ``from`` and 1 being ``to``.
  ///
  /// The visible part of the drawing (a scrolling row's viewport) moves with the rest, and so
  /// does the part the steps are drawn in. Layers follow the first scene's order, then the
  /// elements only the second scene has. Layers that would be invisible are left out, so the
  /// ends are exactly the still scenes.
  package func scene(at progress: Double) -> StepperInterpolatedScene {
    guard progress > 0 else { return StepperInterpolatedScene(from) }
    guard progress < 1 else { return StepperInterpolatedScene(to) }
    let t = progress
    var targets: [Key: StepperSceneElement] = [:]
    for element in to.elements { targets[Key(element)] = element }
    var layers: [StepperInterpolatedScene.Layer] = []
    layers.reserveCapacity(max(from.elements.count, to.elements.count))
    var matched: Set<Key> = []
    for element in from.elements {
      let key = Key(element)
      if let target = targets[key] {
        matched.insert(key)
        layers += Self.blend(element, target, t)
      } else {
        layers.append(StepperInterpolatedScene.Layer(element: element, opacity: 1 - t))
      }
    }
    for element in to.elements where !matched.contains(Key(element)) {
      layers.append(StepperInterpolatedScene.Layer(element: element, opacity: t))
    }
    var moment = StepperInterpolatedScene(
      visibleRect: from.visibleRect.interpolated(to: to.visibleRect, by: t),
      stepsRect: from.stepsRect.interpolated(to: to.stepsRect, by: t),
      background: from.background.interpolated(to: to.background, by: t),
      layers: layers)
    moment.drawsShapeCues = to.drawsShapeCues
    return moment
  }

  /// What identifies an element across two scenes.
  private struct Key: Hashable {
    let role: StepperSceneElement.Role
    /// A mark matches only a mark of the same shape: a dash does not become a bullet.
    let markShape: StepperSceneElement.MarkShape
    let step: StepperStepID?

    init(_ element: StepperSceneElement) {
      role = element.role
      markShape = element.markShape
      step = element.step
    }
  }

  /// The layers of one matched element at `t`, strictly between 0 and 1.
  ///
  /// What both sides share is interpolated in one layer. A fill, outline or content only one
  /// side has, or content that changes kind, gets a layer of its own that fades: fills below the
  /// shared layer, outlines, content and text above it. Text that says the same thing moves and
  /// changes color; text that changes fades. The hit area is the second scene's: a tap during a
  /// move selects what the move leads to.
  private static func blend(
    _ a: StepperSceneElement, _ b: StepperSceneElement, _ t: Double
  ) -> [StepperInterpolatedScene.Layer] {
    let frame = a.frame.interpolated(to: b.frame, by: t)
    let radius = lerp(a.cornerRadius, b.cornerRadius, t)
    func part(
      of element: StepperSceneElement, fill: StepperColor? = nil,
      stroke: StepperSceneElement.Stroke? = nil,
      content: StepperSceneElement.Content? = nil, text: StepperSceneText? = nil
    ) -> StepperSceneElement {
      Self.part(of: element, frame, radius, fill, stroke, content, text)
    }
    var below: [StepperInterpolatedScene.Layer] = []
    var above: [StepperInterpolatedScene.Layer] = []
    func fade(_ element: StepperSceneElement, opacity: Double) {
      let layer = StepperInterpolatedScene.Layer(element: element, opacity: opacity)
      if element.fill != nil { below.append(layer) } else { above.append(layer) }
    }

    var fill: StepperColor?
    switch (a.fill, b.fill) {
    case (let start?, let end?): fill = start.interpolated(to: end, by: t)
    case (let start?, nil): fade(part(of: a, fill: start), opacity: 1 - t)
    case (nil, let end?): fade(part(of: b, fill: end), opacity: t)
    case (nil, nil): fill = nil
    }

    var stroke: StepperSceneElement.Stroke?
    switch (a.stroke, b.stroke) {
    case (let start?, let end?):
      stroke = StepperSceneElement.Stroke(
        color: start.color.interpolated(to: end.color, by: t),
        width: lerp(start.width, end.width, t))
    case (let start?, nil): fade(part(of: a, stroke: start), opacity: 1 - t)
    case (nil, let end?): fade(part(of: b, stroke: end), opacity: t)
    case (nil, nil): stroke = nil
    }

    var content: StepperSceneElement.Content?
    if let start = a.content, let end = b.content, let shared = start.interpolated(to: end, by: t) {
      content = shared
    } else {
      if let start = a.content { fade(part(of: a, content: start), opacity: 1 - t) }
      if let end = b.content { fade(part(of: b, content: end), opacity: t) }
    }

    var text: StepperSceneText?
    if let start = a.text, let end = b.text, let shared = start.interpolated(to: end, by: t) {
      text = shared
    } else {
      if let start = a.text { fade(part(of: a, text: start), opacity: 1 - t) }
      if let end = b.text { fade(part(of: b, text: end), opacity: t) }
    }

    let shared = StepperSceneElement(
      b.identity.drawn(in: t < 0.5 ? a.state : b.state), frame: frame, cornerRadius: radius,
      paint: .init(fill: fill, stroke: stroke, content: content), text: text, hitArea: b.hitArea)
    return below + [StepperInterpolatedScene.Layer(element: shared, opacity: 1)] + above
  }
}

extension StepperSceneInterpolation {
  /// One part of `element` (a fill, outline, content or text that fades on its own) at `frame`
  /// with corners of `radius`.
  fileprivate static func part(
    of element: StepperSceneElement, _ frame: StepperRect, _ radius: Double,
    _ fill: StepperColor?, _ stroke: StepperSceneElement.Stroke?,
    _ content: StepperSceneElement.Content?, _ text: StepperSceneText?
  ) -> StepperSceneElement {
    StepperSceneElement(
      element.identity, frame: frame, cornerRadius: radius,
      paint: .init(fill: fill, stroke: stroke, content: content), text: text)
  }
}

/// The value a fraction `t` of the way from `a` to `b`.
private func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  a + (b - a) * t
}

extension StepperColor {
  /// The color a fraction `t` (0–1) of the way to `other`, each channel rounded.
  fileprivate func interpolated(to other: StepperColor, by t: Double) -> StepperColor {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8(lerp(Double(a), Double(b), t).rounded())
    }
    return StepperColor(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue))
  }
}

extension StepperRect {
  /// The rectangle a fraction `t` of the way to `other`.
  fileprivate func interpolated(to other: StepperRect, by t: Double) -> StepperRect {
    StepperRect(
      x: lerp(x, other.x, t), y: lerp(y, other.y, t), width: lerp(width, other.width, t),
      height: lerp(height, other.height, t))
  }
}

extension StepperSceneElement.Content {
  /// The content a fraction `t` of the way to `other` when both are the same kind and say the
  /// same thing (only the color changes); `nil` when one must fade into the other.
  fileprivate func interpolated(to other: Self, by t: Double) -> Self? {
    switch (self, other) {
    case (.check(let start), .check(let end)):
      return .check(color: start.interpolated(to: end, by: t))
    case (.error(let start), .error(let end)):
      return .error(color: start.interpolated(to: end, by: t))
    case (.skip(let start), .skip(let end)):
      return .skip(color: start.interpolated(to: end, by: t))
    case (.ellipsis(let start), .ellipsis(let end)):
      return .ellipsis(color: start.interpolated(to: end, by: t))
    case (.number(let text, let start, let style), .number(let otherText, let end, let otherStyle))
    where text == otherText && style == otherStyle:
      return .number(text, color: start.interpolated(to: end, by: t), style: style)
    case (
      .icon(let icon, let mirrored, let number, let start),
      .icon(let other, let otherMirrored, let otherNumber, let end)
    )
    where icon == other && mirrored == otherMirrored && number == otherNumber:
      return .icon(
        icon, isMirrored: mirrored, number: number, color: start.interpolated(to: end, by: t))
    case (.check, _), (.error, _), (.number, _), (.icon, _), (.skip, _), (.ellipsis, _):
      return nil
    }
  }
}

extension StepperSceneText {
  /// The text a fraction `t` of the way to `other` when both say the same thing in the same
  /// font and anchor (only positions and color change); `nil` when one must fade into the other.
  fileprivate func interpolated(to other: StepperSceneText, by t: Double) -> StepperSceneText? {
    guard lines == other.lines, fullText == other.fullText, style == other.style,
      anchor == other.anchor,
      baselines.count == other.baselines.count
    else { return nil }
    let moved = zip(baselines, other.baselines).map { start, end in
      StepperPoint(x: lerp(start.x, end.x, t), y: lerp(start.y, end.y, t))
    }
    let placed = StepperPlacedText(
      frame: StepperRect(x: 0, y: 0, width: 0, height: 0), lines: lines, fullText: fullText,
      baselines: moved,
      anchor: anchor, style: style, fit: .init(isTruncated: isTruncated))
    return StepperSceneText(placed, color: color.interpolated(to: other.color, by: t))
  }
}
