extension StepperDrawCommand {
  /// A platform symbol (an SF Symbol) in a marker, in place of its number: its name, the box
  /// it is drawn in, whether it is mirrored and its color, and the number to show instead where
  /// no symbol can be drawn.
  ///
  /// The Apple painters draw the symbol's image scaled into ``frame(fitting:)`` of its natural
  /// size, flipped left to right about the box's center when ``isMirrored``, in ``paint``;
  /// when their system has no symbol of that name, and in every other output (SVG, HTML), the
  /// ``number`` is drawn instead.
  ///
  /// ```swift
  /// let box = StepperRect(x: 4, y: 4, width: 16, height: 16)
  /// let paint = StepperDrawCommand.Paint(
  ///   color: StepperColor(red: 0, green: 0, blue: 0), token: nil, opacity: 1)
  /// let number = StepperDrawCommand.TextRun(
  ///   "1", .markerNumber, baseline: StepperPoint(x: 12, y: 16), alignment: .center, paint)
  /// let symbol = StepperDrawCommand.Symbol(
  ///   name: "person.fill", box: box, isMirrored: false, paint: paint, number: number)
  /// let frame = symbol.frame(fitting: StepperSize(width: 20, height: 10))
  /// print(frame.y, frame.width, frame.height)
  /// // Prints "8.0 16.0 8.0"
  /// ```
  package struct Symbol: Sendable, Hashable {
    /// The symbol's name, such as `person.fill`.
    package let name: String
    /// The square the symbol is drawn in: ``StepperIcon/markerScale`` of the marker's width,
    /// centered in the marker, as a path icon's box.
    package let box: StepperRect
    /// Whether the symbol is drawn flipped left to right about the box's center: a directional
    /// symbol in a right-to-left layout.
    package let isMirrored: Bool
    /// Its color: the marker's content color.
    package let paint: Paint
    /// The step's number, as the marker shows it without an icon, for outputs and systems that
    /// cannot draw the symbol.
    package let number: TextRun

    /// Creates a symbol command.
    package init(
      name: String, box: StepperRect, isMirrored: Bool, paint: Paint, number: TextRun
    ) {
      self.name = name
      self.box = box
      self.isMirrored = isMirrored
      self.paint = paint
      self.number = number
    }

    /// The point size to ask the platform for the symbol in: the box's side, so that the image
    /// is made near the size it is drawn at.
    package var pointSize: Double { box.height }

    /// Where an image of `size` (the symbol's natural size) is drawn: scaled to fit the box
    /// whole, keeping its proportions, and centered in it. An empty or non-finite size fits
    /// nothing: the result is empty, at the box's center.
    package func frame(fitting size: StepperSize) -> StepperRect {
      let center = box.center
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        return StepperRect(x: center.x, y: center.y, width: 0, height: 0)
      }
      let scale = min(box.width / size.width, box.height / size.height)
      let width = size.width * scale
      let height = size.height * scale
      return StepperRect(
        x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
  }
}
