/// A row that scrolls, drawn at any offset while a person drags it or it glides, from scenes
/// built once per viewport's length of travel rather than once per touch event or frame.
///
/// A scene in a viewport holds only the steps on screen, so a row moved by a drag needs the
/// steps it brings in. The row is cut into stretches one viewport long, the first starting at
/// the still scene's offset; each stretch's tile is built when a frame first shows part of it
/// (`build`, given the offset to build at, kept inside the row) and kept. A frame draws the
/// tiles that meet the visible part, each moved to the offset shown and cut to its own
/// stretch, so no step is painted twice. Past either end of the row there are no steps, so a
/// rubber-banded edge needs no tile.
///
/// ```swift
/// let viewport = StepperScrollViewport(offset: 0, length: 375, contentLength: 1_403.4)
/// var tiles = StepperScrollTiles(
///   viewport: viewport, axis: .horizontal, direction: .leftToRight, still: "page 1")
/// let steps = StepperRect(x: 0, y: 0, width: 375, height: 44)
/// let pieces = tiles.pieces(at: 200, stepsRect: steps) { offset in "tile at \(offset)" }
/// print(pieces.map(\.tile))
/// // Prints "["page 1", "tile at 375.0"]"
/// ```
package struct StepperScrollTiles<Tile> {
  /// A tile to draw: moved by ``shift`` and cut to ``clip``, in the drawing's coordinates.
  package struct Piece {
    /// The tile, as built.
    package let tile: Tile
    /// How far to move the tile's drawing.
    package let shift: StepperPoint
    /// The tile's stretch after the move, within the part the steps are drawn in: cut the
    /// moved drawing to it.
    package let clip: StepperRect
  }

  /// The still scene's viewport.
  package let viewport: StepperScrollViewport
  /// The axis the row follows.
  package let axis: StepperAxis
  /// The reading direction.
  package let direction: StepperLayoutDirection
  /// The tiles built, by stretch: 0 starts at the still scene's offset.
  package private(set) var tiles: [Int: (offset: Double, tile: Tile)]

  /// The tiles of a row whose still scene, already built, shows `viewport` as `still`.
  package init(
    viewport: StepperScrollViewport, axis: StepperAxis, direction: StepperLayoutDirection,
    still: Tile
  ) {
    self.viewport = viewport
    self.axis = axis
    self.direction = direction
    tiles = [0: (viewport.offset, still)]
  }

  /// The tiles to draw for `offset` (which may lie past either end while an edge is pulled),
  /// building with `build` those not built yet, at an offset inside the row; `stepsRect` is
  /// the part the steps are drawn in, in the drawing's coordinates (the still drawing's).
  package mutating func pieces(
    at offset: Double, stepsRect: StepperRect, build: (Double) -> Tile
  ) -> [Piece] {
    let length = viewport.length
    guard length > 0, offset.isFinite else { return [] }
    let unit = StepperScrollViewport.drawingDirection(axis: axis, direction: direction)
    let first = Int(((offset - viewport.offset) / length).rounded(.down))
    var pieces: [Piece] = []
    for index in first...(first + 1) {
      let start = viewport.offset + Double(index) * length
      // A stretch wholly past either end of the row holds no steps.
      guard start < viewport.contentLength, start + length > 0, start < offset + length else {
        continue
      }
      let built =
        tiles[index]
        ?? {
          let at = viewport.clamped(start)
          return (at, build(at))
        }()
      tiles[index] = built
      let moved = built.offset - offset
      guard let clip = stretch(from: start - offset, in: stepsRect)?.intersection(stepsRect)
      else { continue }
      pieces.append(
        Piece(
          tile: built.tile, shift: StepperPoint(x: moved * unit.x, y: moved * unit.y),
          clip: clip))
    }
    return pieces
  }

  /// The stretch that starts `start` points after the steps' leading edge, in the drawing's
  /// coordinates.
  private func stretch(from start: Double, in steps: StepperRect) -> StepperRect? {
    let length = viewport.length
    switch axis {
    case .horizontal:
      let x = direction == .leftToRight ? steps.x + start : steps.x + steps.width - start - length
      return StepperRect(x: x, y: steps.y, width: length, height: steps.height)
    case .vertical:
      return StepperRect(x: steps.x, y: steps.y + start, width: steps.width, height: length)
    }
  }
}
