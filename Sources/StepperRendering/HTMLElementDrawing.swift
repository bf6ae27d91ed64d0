import StepperKit

/// One element of the HTML fragment, drawn from its commands: a step's mark or a connector as a
/// positioned box (CSS draws the outline inside it, as the shape's inset path does), its number
/// or glyph and any text as inline SVG over the element's frame, in styles that read the
/// theme's custom properties.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
/// var out = TextWriter(capacity: 256)
/// StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
///   if let tag, tag.role == .connector { HTMLElementDrawing.write(tag, commands, to: &out) }
/// }
/// print(out.text.hasPrefix("<span class=\"eb-stepper__connector\""))
/// // Prints "true"
/// ```
enum HTMLElementDrawing {
  /// Text, numbers and glyphs in styles that read the theme's custom properties.
  private static let markup = SVGMarkup(paint: .customProperties)

  /// Draws the element `tag` names from its `commands`; each role is handled here and only
  /// here.
  static func write(
    _ tag: StepperDrawCommand.Tag, _ commands: [StepperDrawCommand], to out: inout TextWriter
  ) {
    switch tag.role {
    case .mark, .connector, .overflow:
      let className: StaticString =
        tag.role == .connector ? "eb-stepper__connector" : "eb-stepper__shape"
      var drawings = commands[...]
      if !drawings.isEmpty, case .shape(let shape) = drawings[drawings.startIndex].primitive {
        box(shape, className: className, tag: tag, to: &out)
        drawings = drawings.dropFirst()
      }
      // A marker's number or glyph, as inline SVG in the scene's coordinates over the frame.
      guard !drawings.isEmpty else { return }
      out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__content\"")
      out.write(" aria-hidden=\"true\" focusable=\"false\"")
      viewBox(tag.frame, to: &out)
      markup.write(drawings, to: &out)
      out.write("</svg>")
    case .stepProgress, .loading:
      // The part of a dash or bullet done, or its loading segment, as a box; a circular
      // marker's arc or ring as inline SVG over its frame. The loading mark's class is what the
      // stylesheet animates where motion is allowed.
      let isLoadingMark = tag.role == .loading
      if let first = commands.first, case .shape(let shape) = first.primitive {
        let className: StaticString =
          isLoadingMark
          ? "eb-stepper__shape eb-stepper__loading" : "eb-stepper__shape eb-stepper__step-progress"
        return box(shape, className: className, tag: tag, to: &out)
      }
      out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__content ")
      out.write(isLoadingMark ? "eb-stepper__loading" : "eb-stepper__step-progress")
      out.write("\" aria-hidden=\"true\" focusable=\"false\" data-role=\"")
      out.write(verbatim: tag.roleName)
      out.write("\"")
      viewBox(tag.frame, to: &out)
      markup.write(commands[...], to: &out)
      out.write("</svg>")
    case .label, .description, .title, .allSteps:
      // Lines of text on their baselines, as inline SVG over the element's frame. The anchors
      // are absolute (the scene has already mirrored them), so the drawing is set left to right.
      out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__label\"")
      out.write(" aria-hidden=\"true\" focusable=\"false\" data-role=\"")
      out.write(verbatim: tag.roleName)
      out.write("\"")
      viewBox(tag.frame, to: &out)
      markup.write(commands[...], to: &out)
      out.write("</svg>")
    }
  }

  /// A positioned box at the shape's frame, with its fill, outline and corners.
  private static func box(
    _ shape: StepperDrawCommand.Shape, className: StaticString, tag: StepperDrawCommand.Tag,
    to out: inout TextWriter
  ) {
    out.write("<span class=\"")
    out.write(className)
    out.write("\" aria-hidden=\"true\" data-role=\"")
    out.write(verbatim: tag.roleName)
    out.write("\" style=\"")
    position(shape.frame, to: &out)
    if shape.cornerRadius > 0 {
      out.write("border-radius:")
      px(shape.cornerRadius, to: &out)
      out.write(";")
    }
    if let fill = shape.fill {
      out.write("background:")
      SVGMarkup.writeThemed(fill.token, fill.color, to: &out)
      out.write(";")
    }
    if let stroke = shape.stroke {
      out.write("border:")
      px(stroke.lineWidth, to: &out)
      out.write(" solid ")
      SVGMarkup.writeThemed(stroke.paint.token, stroke.paint.color, to: &out)
      out.write(";")
    }
    out.write("\"></span>")
  }

  /// The `viewBox` and position of an inline drawing over `frame`, closing its start tag.
  private static func viewBox(_ frame: StepperRect, to out: inout TextWriter) {
    out.write(" viewBox=\"")
    out.write(points: frame.x)
    out.write(" ")
    out.write(points: frame.y)
    out.write(" ")
    out.write(points: frame.width)
    out.write(" ")
    out.write(points: frame.height)
    out.write("\" style=\"")
    position(frame, to: &out)
    out.write("\">")
  }

  /// `left:…px;top:…px;width:…px;height:…px;`
  static func position(_ frame: StepperRect, to out: inout TextWriter) {
    out.write("left:")
    px(frame.x, to: &out)
    out.write(";top:")
    px(frame.y, to: &out)
    out.write(";width:")
    px(frame.width, to: &out)
    out.write(";height:")
    px(frame.height, to: &out)
    out.write(";")
  }

  /// A length in CSS pixels: `12px`.
  static func px(_ value: Double, to out: inout TextWriter) {
    out.write(points: value)
    out.write("px")
  }
}
