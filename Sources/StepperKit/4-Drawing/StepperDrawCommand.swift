/// One primitive a renderer paints, with the element it belongs to: the scene flattened into
/// shapes, lines of text, glyph strokes and dots, each with its color and opacity resolved, and
/// clips.
///
/// ``StepperSceneDrawing`` makes these from a scene, every decision made there once: a renderer
/// only maps each primitive onto its output (SVG markup, HTML boxes, a SwiftUI
/// `GraphicsContext`, Core Graphics), in order. Each command but a clip carries its ``Tag``,
/// the role, step and state of the element it draws, for renderers that name what they draw
/// (SVG's `data-role`, HTML's list items and ARIA).
///
/// ```swift
/// let command = StepperDrawCommand.clip(StepperRect(x: 0, y: 44, width: 120, height: 400))
/// print(command.tag == nil)
/// // Prints "true"
/// ```
package struct StepperDrawCommand: Sendable, Hashable {
  /// What to paint.
  package enum Primitive: Sendable, Hashable {
    /// Fill a shape, then stroke its outline.
    case shape(Shape)
    /// Draw one line of text.
    case text(TextRun)
    /// Stroke an open polyline of a glyph with round caps and joins.
    case polyline(Polyline)
    /// Fill a glyph's dot.
    case dot(Dot)
    /// Stroke an icon's subpaths of lines and cubics with round caps and joins.
    case path(StrokedPath)
    /// Draw a platform symbol in a marker (the Apple views), or its step's number elsewhere.
    case symbol(Symbol)
    /// Paint every later command only inside a rectangle, within the drawing's own bounds: the
    /// part the steps are drawn in (``StepperScene/stepsRect``), which comes after the header's
    /// commands and before the steps' where a vertical column that scrolls cuts its steps under
    /// the header.
    case clip(StepperRect)
  }

  /// What to paint.
  package let primitive: Primitive
  /// The element the primitive draws; `nil` for a clip, which belongs to none.
  package let tag: Tag?

  /// A primitive of the element `tag` describes.
  package init(_ primitive: Primitive, of tag: Tag) {
    self.primitive = primitive
    self.tag = tag
  }

  private init(clip rect: StepperRect) {
    primitive = .clip(rect)
    tag = nil
  }

  /// A clip to `rect`.
  package static func clip(_ rect: StepperRect) -> StepperDrawCommand {
    StepperDrawCommand(clip: rect)
  }

  /// The element a command draws: its role, how a mark is drawn, its step and state, and its
  /// frame.
  package struct Tag: Sendable, Hashable {
    /// The element's part of the stepper.
    package let role: StepperSceneElement.Role
    /// How the scene draws a step's mark.
    package let markShape: StepperSceneElement.MarkShape
    /// The element's step (for a connector, the step it leaves; `nil` for "All steps").
    package let step: StepperStepID?
    /// For a connector, the step it leads into.
    package let nextStep: StepperStepID?
    /// The state the element is drawn in.
    package let state: StepperStepState
    /// The element's frame, in the drawing's coordinates: the box its primitives lie in.
    package let frame: StepperRect

    /// The tag of `element`, placed at `frame`.
    package init(_ element: StepperSceneElement, frame: StepperRect) {
      role = element.role
      markShape = element.markShape
      step = element.step
      nextStep = element.nextStep
      state = element.state
      self.frame = frame
    }

    /// What the outputs call the element: ``StepperSceneElement/Role/name(drawnAs:)``.
    package var roleName: String { role.name(drawnAs: markShape) }
  }

  /// A color, the token it was read from, and the opacity to paint it with.
  package struct Paint: Sendable, Hashable {
    /// The color.
    package let color: StepperColor
    /// The design token the color was read from, for outputs that keep colors themeable (HTML
    /// custom properties); `nil` where there is none.
    package let token: StepperToken?
    /// The opacity, 0–1.
    package let opacity: Double

    /// Creates a paint.
    package init(color: StepperColor, token: StepperToken? = nil, opacity: Double = 1) {
      self.color = color
      self.token = token
      self.opacity = opacity
    }
  }
}
