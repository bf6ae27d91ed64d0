/// A vector outline on an icon's 24 × 24 grid: subpaths of straight and cubic segments, drawn
/// with a round-capped stroke.
///
/// Every renderer draws the same segments: SVG and HTML as path data, the Apple views as the
/// same lines and cubic curves of a SwiftUI `Path` or a Core Graphics path. Quadratic curves
/// and elliptical arcs in path data are turned into cubics when the data is read, so a renderer
/// only ever meets lines and cubics.
///
/// ```swift
/// let path = try StepperIconPath(pathData: "M5 12.5 L10 17 L19 7.5")
/// print(path.subpaths.count, path.subpaths[0].segments.count)
/// // Prints "1 2"
/// ```
package struct StepperIconPath: Sendable, Hashable {
  /// One piece of a subpath, from the end of the one before it.
  package enum Segment: Sendable, Hashable {
    /// A straight line to a point.
    case line(to: StepperPoint)
    /// A cubic Bézier curve to a point, through two control points.
    case cubic(to: StepperPoint, control1: StepperPoint, control2: StepperPoint)

    /// Where the segment ends.
    package var end: StepperPoint {
      switch self {
      case .line(let end), .cubic(let end, _, _): end
      }
    }
  }

  /// A run of segments from a starting point, open or closed.
  package struct Subpath: Sendable, Hashable {
    /// Where the subpath starts.
    package let start: StepperPoint
    /// Its segments, in order.
    package let segments: [Segment]
    /// Whether a line joins the last point back to ``start``.
    package let isClosed: Bool

    /// Creates a subpath.
    package init(start: StepperPoint, segments: [Segment], isClosed: Bool) {
      self.start = start
      self.segments = segments
      self.isClosed = isClosed
    }

    /// The subpath with every point passed through `transform`.
    func mapped(_ transform: (StepperPoint) -> StepperPoint) -> Subpath {
      Subpath(
        start: transform(start),
        segments: segments.map { segment in
          switch segment {
          case .line(let end): .line(to: transform(end))
          case .cubic(let end, let first, let second):
            .cubic(to: transform(end), control1: transform(first), control2: transform(second))
          }
        },
        isClosed: isClosed)
    }
  }

  /// The subpaths, in drawing order.
  package let subpaths: [Subpath]

  /// Open polylines as subpaths of straight lines (a glyph's strokes, drawn as an icon is).
  package init(polylines: [[StepperPoint]]) {
    subpaths = polylines.compactMap { line in
      line.first.map { start in
        Subpath(start: start, segments: line.dropFirst().map { .line(to: $0) }, isClosed: false)
      }
    }
  }

  /// The most path commands one icon may hold.
  package static let maximumCommands = 512

  /// The range of coordinates an icon may use: its 24 × 24 grid with a grid's overhang on
  /// every side.
  package static let coordinateRange = -24.0...48.0

  /// Reads SVG path data (`M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `A` and `Z`, absolute or
  /// relative) drawn on a 24 × 24 grid.
  ///
  /// - Throws: ``StepperIconError`` when the data is empty, malformed, longer than
  ///   ``maximumCommands`` commands, or reaches outside ``coordinateRange``.
  package init(pathData: String) throws(StepperIconError) {
    var parser = IconPathParser(pathData)
    subpaths = try parser.parse()
  }

  package init(subpaths: [Subpath]) {
    self.subpaths = subpaths
  }

  /// The path scaled from its 24 × 24 grid into `frame`, mirrored left to right when
  /// `mirrored` is true.
  package func placed(in frame: StepperRect, mirrored: Bool = false) -> StepperIconPath {
    let scale = frame.width / StepperGlyph.gridSize
    return StepperIconPath(
      subpaths: subpaths.map { subpath in
        subpath.mapped { point in
          let x = mirrored ? StepperGlyph.gridSize - point.x : point.x
          return StepperPoint(x: frame.x + x * scale, y: frame.y + point.y * scale)
        }
      })
  }
}
