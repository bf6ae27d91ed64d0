extension StepperDrawCommand {
  /// A rectangle with rounded corners.
  package struct RoundedRect: Sendable, Hashable {
    /// The rectangle.
    package let rect: StepperRect
    /// The radius of its corners, never more than half its shorter side.
    package let cornerRadius: Double

    /// Creates a rounded rectangle.
    package init(rect: StepperRect, cornerRadius: Double) {
      self.rect = rect
      self.cornerRadius = cornerRadius
    }

    /// Whether the rectangle is a circle: a square whose corners meet.
    package var isCircle: Bool {
      rect.width == rect.height && cornerRadius == rect.width / 2
    }
  }

  /// A step's mark or a connector: a box with rounded corners, filled, with an outline inside
  /// it.
  package struct Shape: Sendable, Hashable {
    /// The element's box; the outline lies wholly inside it.
    package let frame: StepperRect
    /// The radius of the box's corners.
    package let cornerRadius: Double
    /// The path to fill and to stroke: the box inset by half the outline's width, so that the
    /// outline, centered on it, stays inside the box.
    package let path: RoundedRect
    /// The fill, or `nil` for none.
    package let fill: Paint?
    /// The outline, or `nil` for none.
    package let stroke: Stroke?

    /// Creates a shape.
    package init(
      frame: StepperRect, cornerRadius: Double, path: RoundedRect, fill: Paint?, stroke: Stroke?
    ) {
      self.frame = frame
      self.cornerRadius = cornerRadius
      self.path = path
      self.fill = fill
      self.stroke = stroke
    }
  }

  /// An outline: its paint and width.
  package struct Stroke: Sendable, Hashable {
    /// The outline's paint.
    package let paint: Paint
    /// The outline's width.
    package let lineWidth: Double

    /// Creates an outline.
    package init(_ paint: Paint, lineWidth: Double) {
      self.paint = paint
      self.lineWidth = lineWidth
    }
  }

  /// One line of text with its baseline through `baseline`, its left end, middle or right end
  /// there as `alignment` says.
  package struct TextRun: Sendable, Hashable {
    /// The line.
    package let text: String
    /// Its font.
    package let style: StepperTextStyle
    /// The point on its baseline it hangs from.
    package let baseline: StepperPoint
    /// Which end of the line, or its middle, sits at ``baseline``.
    package let alignment: StepperTextAnchor
    /// Its color.
    package let paint: Paint

    /// Creates a line of text.
    package init(
      _ text: String, _ style: StepperTextStyle, baseline: StepperPoint,
      alignment: StepperTextAnchor, _ paint: Paint
    ) {
      self.text = text
      self.style = style
      self.baseline = baseline
      self.alignment = alignment
      self.paint = paint
    }
  }

  /// A glyph's stroke: an open polyline with round caps and joins.
  package struct Polyline: Sendable, Hashable {
    /// Its points, at least one.
    package let points: [StepperPoint]
    /// Its width.
    package let lineWidth: Double
    /// Its color.
    package let paint: Paint

    /// Creates a glyph's stroke.
    package init(_ points: [StepperPoint], lineWidth: Double, _ paint: Paint) {
      self.points = points
      self.lineWidth = lineWidth
      self.paint = paint
    }
  }

  /// A glyph's filled dot.
  package struct Dot: Sendable, Hashable {
    /// Its center.
    package let center: StepperPoint
    /// Its radius.
    package let radius: Double
    /// Its color.
    package let paint: Paint

    /// Creates a dot.
    package init(center: StepperPoint, radius: Double, _ paint: Paint) {
      self.center = center
      self.radius = radius
      self.paint = paint
    }

    /// The square the dot is inscribed in.
    package var bounds: StepperRect {
      StepperRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
  }

  /// An icon's outline: subpaths of lines and cubics, stroked with round caps and joins and
  /// never filled.
  package struct StrokedPath: Sendable, Hashable {
    /// The subpaths, in the drawing's coordinates.
    package let path: StepperIconPath
    /// The stroke's width.
    package let lineWidth: Double
    /// Its color.
    package let paint: Paint

    /// Creates a stroked path.
    package init(_ path: StepperIconPath, lineWidth: Double, _ paint: Paint) {
      self.path = path
      self.lineWidth = lineWidth
      self.paint = paint
    }
  }
}
