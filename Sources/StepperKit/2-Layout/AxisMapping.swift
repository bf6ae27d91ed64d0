/// The one place a layout turns positions along and across its main axis into frames: origin
/// top-left, x growing right, the horizontal positions of a right-to-left layout mirrored.
///
/// Everything before it is axis-neutral: the row along the main axis (``MainAxisRow``), the
/// band, names and header across it (``CrossAxisParts``, ``StepNames``, ``HeaderBand``).
/// Text is the one thing with a direction of its own: its lines run along x whatever the
/// axis, so along the main axis of a horizontal row and across a vertical column's; the
/// mapping says which, and places text boxes given either way.
///
/// ```swift
/// let mapping = AxisMapping(
///   axis: .vertical, direction: .rightToLeft, mainExtent: 200, crossExtent: 100)
/// print(mapping.rect(main: 10, length: 24, cross: 0, thickness: 24))
/// // Prints "StepperRect(x: 76.0, y: 10.0, width: 24.0, height: 24.0)"
/// ```
package struct AxisMapping: Sendable, Hashable {
  /// The axis steps follow.
  package let axis: StepperAxis
  /// The reading direction.
  package let direction: StepperLayoutDirection
  /// The length of the drawing along the main axis.
  package let mainExtent: Double
  /// The length of the drawing across the main axis.
  package let crossExtent: Double

  /// A mapping for a drawing `mainExtent` long and `crossExtent` across.
  package init(
    axis: StepperAxis, direction: StepperLayoutDirection, mainExtent: Double, crossExtent: Double
  ) {
    self.axis = axis
    self.direction = direction
    self.mainExtent = mainExtent
    self.crossExtent = crossExtent
  }

  /// Whether lines of text run along the main axis (a horizontal row) rather than across it.
  package static func textRunsAlongMain(_ axis: StepperAxis) -> Bool { axis == .horizontal }

  /// Whether lines of text run along the main axis (a horizontal row) rather than across it.
  package var textRunsAlongMain: Bool { Self.textRunsAlongMain(axis) }

  /// The size of the drawing.
  package var size: StepperSize {
    switch axis {
    case .horizontal: StepperSize(width: mainExtent, height: crossExtent)
    case .vertical: StepperSize(width: crossExtent, height: mainExtent)
    }
  }

  /// The frame of a span `length` long from `main` along the main axis and `thickness` across
  /// from `cross`.
  @inline(__always)
  package func rect(
    main: Double, length: Double, cross: Double, thickness: Double
  )
    -> StepperRect
  {
    let mirrored = direction == .rightToLeft
    switch axis {
    case .horizontal:
      let x = mirrored ? mainExtent - main - length : main
      return StepperRect(x: x, y: cross, width: length, height: thickness)
    case .vertical:
      let x = mirrored ? crossExtent - cross - thickness : cross
      return StepperRect(x: x, y: main, width: thickness, height: length)
    }
  }

  /// The frame of a text box `width` by `height` whose corner nearest the start of both axes
  /// is at `main` and `cross`.
  package func textRect(
    main: Double, cross: Double, width: Double, height: Double
  )
    -> StepperRect
  {
    textRunsAlongMain
      ? rect(main: main, length: width, cross: cross, thickness: height)
      : rect(main: main, length: height, cross: cross, thickness: width)
  }

  /// The frame of a text box `width` by `height` placed `along` its lines' direction and
  /// `across` them (the header's coordinates, which follow its text, not the axis).
  package func textRect(
    along: Double, across: Double, width: Double, height: Double
  )
    -> StepperRect
  {
    textRunsAlongMain
      ? textRect(main: along, cross: across, width: width, height: height)
      : textRect(main: across, cross: along, width: width, height: height)
  }

  /// A position along and across the main axis in the header's coordinates, which follow its
  /// text: along and across its lines.
  package func textCoordinates(main: Double, cross: Double) -> (along: Double, across: Double) {
    textRunsAlongMain ? (main, cross) : (cross, main)
  }

  /// `frame` grown by `growth` at each end along the main axis.
  package func grownAlongMain(_ frame: StepperRect, by growth: Double) -> StepperRect {
    switch axis {
    case .horizontal:
      StepperRect(
        x: frame.x - growth, y: frame.y, width: frame.width + 2 * growth, height: frame.height)
    case .vertical:
      StepperRect(
        x: frame.x, y: frame.y - growth, width: frame.width, height: frame.height + 2 * growth)
    }
  }

  /// How a line of text hangs from its anchor point to sit at the leading end of its box (or
  /// the trailing end): its left end in a left-to-right layout.
  package func anchor(atLeadingEnd: Bool) -> StepperTextAnchor {
    atLeadingEnd == (direction == .leftToRight) ? .left : .right
  }
}
