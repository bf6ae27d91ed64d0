#if canImport(CoreText) && (os(iOS) || os(macOS))
  import StepperKit

  /// A built row that scrolls, drawn at the offset its platform scroll view shows while it
  /// moves: the still drawing's header ("All steps", the title), which does not scroll, and the
  /// steps' part of tiles built once per viewport's length of travel (the core's
  /// `StepperScrollTiles`), not once per frame. UIKit's view draws its scrolling row through
  /// one; the helpers below also give SwiftUI's tiles (`StepperRowTile`) their scenes.
  struct StepperRowTiles {
    /// The still scene the tiles come from.
    let built: StepperSceneCache.Built
    /// The steps' part of each tile, built as frames first show it.
    private var tiles: StepperScrollTiles<StepperSceneDrawing>
    /// The still drawing's header, drawn as it is.
    private let header: StepperSceneDrawing
    /// The part the steps are drawn in, in the drawing's coordinates.
    private let stepsRect: StepperRect

    /// The tiles of `built`'s row, which shows `viewport`.
    init(_ built: StepperSceneCache.Built, viewport: StepperScrollViewport) {
      self.built = built
      let drawing = built.drawing
      let scene = built.scene
      tiles = StepperScrollTiles(
        viewport: viewport, axis: scene.axis, direction: scene.direction,
        still: Self.steps(of: drawing))
      header = Self.header(of: drawing)
      let visible = scene.visibleRect
      stepsRect = StepperRect(
        x: scene.stepsRect.x - visible.x, y: scene.stepsRect.y - visible.y,
        width: scene.stepsRect.width, height: scene.stepsRect.height)
    }

    /// One frame of the moving row: ``header`` as it is, then each of ``pieces`` moved by its
    /// `shift` and cut to its `clip`.
    struct Frame {
      /// The still drawing's header, which does not scroll.
      let header: StepperSceneDrawing
      /// The tiles that meet the visible part, in drawing order.
      let pieces: [StepperScrollTiles<StepperSceneDrawing>.Piece]
    }

    /// The row at `offset` (past either end while the platform's scroll view bounces). A tile
    /// not built yet is built here, once.
    @MainActor mutating func frame(at offset: Double) -> Frame {
      let built = built
      let pieces = tiles.pieces(at: offset, stepsRect: stepsRect) { Self.tile(at: $0, of: built) }
      return Frame(header: header, pieces: pieces)
    }

    /// The header's commands of `drawing`: what stays still above a scrolling row.
    static func header(of drawing: StepperSceneDrawing) -> StepperSceneDrawing {
      StepperSceneDrawing(
        size: drawing.size, background: drawing.background,
        commands: drawing.commands.filter { $0.tag?.role.isHeader == true })
    }

    /// The steps' commands of `drawing`: neither the header's nor its clip, which the tiles
    /// replace with their own.
    static func steps(of drawing: StepperSceneDrawing) -> StepperSceneDrawing {
      StepperSceneDrawing(
        size: drawing.size, background: drawing.background,
        commands: drawing.commands.filter { $0.tag.map { !$0.role.isHeader } ?? false })
    }

    /// The steps of `built`'s row scrolled to `offset`: one scene built, for a tile.
    @MainActor private static func tile(
      at offset: Double, of built: StepperSceneCache.Built
    ) -> StepperSceneDrawing {
      guard let configuration = configuration(of: built, at: offset) else {
        return StepperSceneDrawing(
          size: built.drawing.size, background: built.drawing.background, commands: [])
      }
      let scene = StepperScene(configuration, strings: built.strings, measurer: built.measurer)
      return steps(of: StepperSceneDrawing(scene))
    }

    /// `built`'s configuration scrolled to `offset`, or `nil` if the core refuses it (it
    /// cannot: the offset is kept inside the row).
    static func configuration(
      of built: StepperSceneCache.Built, at offset: Double
    ) -> StepperConfiguration? {
      var input = built.input
      input.options.scrollOffset = offset
      return try? input.configuration()
    }
  }
#endif
