/// A row that scrolls, as a platform scroll view holds it (Specification#scroll-snapping): where
/// the scroll view sits in the stepper, how large its content is, how the platform's content
/// offset (physical: from the left or top, whatever the reading direction) reads as the core's
/// offset (from the row's leading end), and the viewport-long tiles a view draws the content
/// in, each built once, so that a 10,000-step row is never drawn whole.
///
/// The scroll view covers the part the steps are drawn in (``StepperScene/stepsRect``); the
/// header stays where it is, above it. A right-to-left row's step 1 is at the content's right
/// end, so its core offset 0 is the platform's largest content offset.
///
/// ```swift
/// let configuration = try StepperConfiguration(
///   total: 20, current: 1, scrolling: StepperScrolling(viewport: 375)
/// ).unchecked { $0.direction = .rightToLeft }
/// if let content = StepperScrollContent(StepperScene(configuration)) {
///   print(content.physicalOffset(of: 0), content.tileCount)
/// }
/// // Prints "1028.3999999999999 4"
/// ```
package struct StepperScrollContent: Sendable, Hashable {
  /// The axis the row scrolls along.
  package let axis: StepperAxis
  /// The reading direction.
  package let direction: StepperLayoutDirection
  /// The viewport of the scene the content was read from.
  package let viewport: StepperScrollViewport
  /// Where the scroll view sits, in the drawing's coordinates (the scene's visible part, origin
  /// top-left): the part the steps are drawn in.
  package let frame: StepperRect
  /// The size of what scrolls: the whole row along the main axis, the scroll view's thickness
  /// across it.
  package let size: StepperSize

  /// The content of `scene`'s row; `nil` for a row drawn whole or one that does not scroll.
  package init?(_ scene: StepperScene) {
    guard let viewport = scene.viewport, viewport.isScrollable else { return nil }
    axis = scene.axis
    direction = scene.direction
    self.viewport = viewport
    let visible = scene.visibleRect
    let steps = scene.stepsRect
    frame = StepperRect(
      x: steps.x - visible.x, y: steps.y - visible.y, width: steps.width, height: steps.height)
    switch scene.axis {
    case .horizontal:
      size = StepperSize(width: steps.width + viewport.maximumOffset, height: steps.height)
    case .vertical:
      size = StepperSize(width: steps.width, height: steps.height + viewport.maximumOffset)
    }
  }

  /// The length of the scroll view along the row.
  package var length: Double { axis == .horizontal ? frame.width : frame.height }

  /// The platform's content offset (from the left or top) that shows the row at the core's
  /// `offset`: the same number, except in a right-to-left row, whose offsets run from its
  /// right end.
  package func physicalOffset(of offset: Double) -> Double {
    isMirrored ? viewport.maximumOffset - offset : offset
  }

  /// The core's offset of the row a platform scroll view shows at content offset `physical`
  /// (from the left or top): the inverse of ``physicalOffset(of:)``.
  package func offset(ofPhysical physical: Double) -> Double {
    isMirrored ? viewport.maximumOffset - physical : physical
  }

  /// A platform's scroll velocity (how fast its content offset grows, x and y, in points per
  /// second) as the core's, along the row and positive toward later steps, for
  /// ``StepperConfiguration/restingOffset(proposed:from:velocity:)``.
  package func velocity(ofPhysical velocity: StepperPoint) -> Double {
    let along = axis == .horizontal ? velocity.x : velocity.y
    guard along.isFinite else { return 0 }
    return isMirrored ? -along : along
  }

  /// Whether the row's offsets run against the platform's: a right-to-left row.
  private var isMirrored: Bool { axis == .horizontal && direction == .rightToLeft }

  /// How many viewport-long tiles cover the content.
  package var tileCount: Int {
    let main = axis == .horizontal ? size.width : size.height
    guard length > 0 else { return 0 }
    return max(1, Int((main / length).rounded(.up)))
  }

  /// One viewport-long stretch of the content and the scene that draws it.
  package struct Tile: Sendable, Hashable {
    /// The stretch, in the scroll content's coordinates (origin top-left).
    package let rect: StepperRect
    /// The core's offset to build the tile's scene at: its stretch shown, kept inside the row.
    package let offset: Double
    /// How far to move that scene's drawing (and its targets and elements) into the tile's own
    /// coordinates; cut it to the tile's size.
    package let shift: StepperPoint
  }

  /// The tile at `index`, `0..<tileCount`, counted from the content's left or top.
  package func tile(at index: Int) -> Tile {
    let start = Double(index) * length
    let built = min(start, viewport.maximumOffset)
    let main = axis == .horizontal ? size.width : size.height
    let stretch = max(0, min(length, main - start))
    let moved = built - start
    switch axis {
    case .horizontal:
      return Tile(
        rect: StepperRect(x: start, y: 0, width: stretch, height: size.height),
        offset: offset(ofPhysical: built),
        shift: StepperPoint(x: moved - frame.x, y: -frame.y))
    case .vertical:
      return Tile(
        rect: StepperRect(x: 0, y: start, width: size.width, height: stretch),
        offset: offset(ofPhysical: built),
        shift: StepperPoint(x: -frame.x, y: moved - frame.y))
    }
  }

  /// The accessibility elements of `scene`, the scene of the tile at `index` (built at its
  /// ``Tile/offset``), that the tile holds: each step whose mark's center lies in the tile's
  /// stretch, and each overflow marker whose frame's center does, so that a step cut between
  /// two tiles, drawn by both, has its element and tap target in one. (An element's own frame
  /// is cut where its scene's window ends, so it cannot decide.)
  package func heldItems(
    of scene: StepperScene, inTile index: Int, strings: StepperStrings? = nil
  ) -> [StepperScene.AccessibleItem] {
    let visible = scene.visibleRect
    var marks: [StepperStepID: StepperRect] = [:]
    let elements = scene.elements
    for position in elements.indices {
      guard let shape = elements.stepShape(at: position) else { continue }
      marks[shape.step] = StepperRect(
        x: shape.frame.x - visible.x, y: shape.frame.y - visible.y, width: shape.frame.width,
        height: shape.frame.height)
    }
    return scene.accessibleItems(strings: strings).filter { item in
      switch item {
      case .step(let step): holds(marks[step.step] ?? step.frame, inTile: index)
      case .overflow(let target): holds(target.frame, inTile: index)
      }
    }
  }

  /// Whether the tile at `index` holds what has the frame `rect` in its scene's drawing: the
  /// tile its center lies in.
  package func holds(_ rect: StepperRect, inTile index: Int) -> Bool {
    let tile = tile(at: index)
    let center = rect.center
    let along: Double
    switch axis {
    case .horizontal: along = center.x + tile.shift.x + tile.rect.x
    case .vertical: along = center.y + tile.shift.y + tile.rect.y
    }
    let held = Int((along / length).rounded(.down))
    return min(max(held, 0), tileCount - 1) == index
  }
}
