/// An icon drawn inside a marker: the check on a done step, the mark on a failed one.
///
/// A glyph is described once, on a 24 × 24 grid, as stroked polylines and filled dots;
/// the drawing commands scale it into a marker's frame, so every renderer draws the same shape.
package enum StepperGlyph: String, Sendable, Hashable, CaseIterable {
  /// A check mark.
  case check
  /// An exclamation mark.
  case error
  /// A skip mark: a short bar across the marker's middle, "passed over, nothing done", as a
  /// form marks a question left out. It is the same both ways, so it needs no mirroring in a
  /// right-to-left row, and stands apart from the check and the exclamation mark in shape.
  case skip
  /// Three dots in a line ("…"): an overflow marker's, standing for the steps it hides. Laid
  /// along the longer side of any frame, so a dash's or a column's overflow marker holds it.
  case ellipsis

  /// The glyph's design grid: 24 × 24, the size of a marker.
  package static let gridSize = 24.0

  /// Polylines to stroke, on the 24 × 24 grid.
  var strokes: [[StepperPoint]] {
    switch self {
    case .check:
      [[StepperPoint(x: 7, y: 12.5), StepperPoint(x: 10.5, y: 16), StepperPoint(x: 17, y: 8.5)]]
    case .error:
      [[StepperPoint(x: 12, y: 6.5), StepperPoint(x: 12, y: 13)]]
    case .skip:
      [[StepperPoint(x: 7.5, y: 12), StepperPoint(x: 16.5, y: 12)]]
    case .ellipsis: []
    }
  }

  /// Dots to fill, as centers and radii on the 24 × 24 grid.
  var dots: [(center: StepperPoint, radius: Double)] {
    switch self {
    case .check, .skip: []
    case .error: [(StepperPoint(x: 12, y: 17), 1.25)]
    case .ellipsis: [6.5, 12, 17.5].map { (StepperPoint(x: $0, y: 12), 1.5) }
    }
  }

  /// The stroke width on the 24 × 24 grid.
  var lineWidth: Double { 2 }

  /// The glyph scaled into `frame`.
  package func placed(in frame: StepperRect) -> StepperPlacedGlyph {
    if self == .ellipsis, frame.width != frame.height { return ellipsisPlaced(in: frame) }
    let scale = frame.width / Self.gridSize
    func place(_ point: StepperPoint) -> StepperPoint {
      StepperPoint(x: frame.x + point.x * scale, y: frame.y + point.y * scale)
    }
    return StepperPlacedGlyph(
      polylines: strokes.map { $0.map(place) },
      lineWidth: lineWidth * scale,
      dots: dots.map { StepperPlacedGlyph.Dot(center: place($0.center), radius: $0.radius * scale) }
    )
  }
}

extension StepperGlyph {
  /// The ellipsis in a frame longer one way than the other (a dash, a bullet's slot): its
  /// three dots along the longer side at the grid's places, each as wide as the shorter side
  /// allows and no wider than the grid's dots are for that length.
  fileprivate func ellipsisPlaced(in frame: StepperRect) -> StepperPlacedGlyph {
    let isWide = frame.width > frame.height
    let long = isWide ? frame.width : frame.height
    let short = isWide ? frame.height : frame.width
    let scale = long / Self.gridSize
    let placed = dots.map { dot in
      let along = dot.center.x * scale
      let center =
        isWide
        ? StepperPoint(x: frame.x + along, y: frame.y + short / 2)
        : StepperPoint(x: frame.x + short / 2, y: frame.y + along)
      return StepperPlacedGlyph.Dot(center: center, radius: min(short / 2, dot.radius * scale))
    }
    return StepperPlacedGlyph(polylines: [], lineWidth: lineWidth * scale, dots: placed)
  }
}

/// A glyph in a marker's coordinates: what a renderer strokes and fills.
///
/// Polylines are stroked with round caps and joins, dots are filled circles, all in one color.
package struct StepperPlacedGlyph: Sendable, Hashable {
  /// A filled circle.
  package struct Dot: Sendable, Hashable {
    /// The circle's center.
    package let center: StepperPoint
    /// The circle's radius.
    package let radius: Double

    /// Creates a dot.
    package init(center: StepperPoint, radius: Double) {
      self.center = center
      self.radius = radius
    }
  }

  /// Open polylines to stroke.
  package let polylines: [[StepperPoint]]
  /// The stroke width.
  package let lineWidth: Double
  /// Circles to fill.
  package let dots: [Dot]
}
