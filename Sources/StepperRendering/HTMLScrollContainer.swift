import StepperKit

/// The scroll container of a row the HTML output lets the browser scroll
/// (Specification#drag, Specification#scroll-snapping): a scene that holds its whole row
/// (`StepperScene.init(wholeRowOf:strings:)`) in a viewport it does not fit.
///
/// - `div.eb-stepper__scroller` covers the part the steps show in (`StepperScene.stepsRect`:
///   the whole viewport of a row, the part below the header of a column that scrolls under
///   it), so the header stays put and only the steps scroll. It is `overflow: auto` along the
///   row and hidden across it, with `scroll-snap-type: x mandatory` (`y` for a column) and no
///   scrollbar drawn (the design has none; the reader sees the cut steps).
/// - Inside it, a content layer holds the steps in the row's coordinates (clipped to the row, so
///   that a button reaching past the row's ends does not lengthen it), placed so that the
///   container's scroll position is the core's offset: `scrollLeft` for a left-to-right row,
///   `scrollTop` for a column, and `-offset` for a right-to-left row, whose `scrollLeft` is 0
///   at its right end and negative leftward. The layer of a right-to-left row is anchored at its
///   right (`right:`), where that row's scrolling starts.
/// - A snap point per rest offset (`StepperScene.snapOffsets`, the core's
///   `StepperConfiguration.snapOffsets`): an empty `span.eb-stepper__snap` with its offset in
///   `data-offset`, one pixel square, `scroll-snap-align: start`, whose leading edge lies where
///   the steps' window starts at that offset (its right edge in a right-to-left row, where
///   `start` is the right). Markers rather than the steps themselves, because a rest offset is
///   a step's slot less the row's end room, which no step's box begins at; and a pixel rather
///   than nothing, because Chromium gives a right-to-left row's empty boxes no snap position.
/// - The row opens at the scene's offset: the fragment's script sets the scroll position
///   (see ``StepperRenderer/htmlKeyboardScript``), and where a browser knows
///   `scroll-initial-target` the offset's marker carries it, so that a left-to-right row or a
///   column opens there without script (Chromium places a right-to-left row's target wrongly, so
///   its marker does not carry it). A mandatory snap container can rest only on a snap
///   position, so an offset that is none of them (a configuration's own `scrolling.offset`)
///   gets a marker too and stays one more rest point.
/// - Nested in a page: a row scrolls only along its axis, so a vertical wheel or swipe over a
///   horizontal row goes on to the page; `overscroll-behavior-x: contain` keeps a sideways
///   swipe at the row's end from going back in the browser's history.
struct HTMLScrollContainer {
  /// The longest row, in points, that the browser scrolls: well inside its layout range (a
  /// box's position is a 32-bit count of 1/64 px, about 33 million px). A longer row is
  /// clipped at its offset instead.
  static let longestRow = 10_000_000.0

  let scene: StepperScene
  let viewport: StepperScrollViewport
  /// The row's coordinate, along its axis, of the steps' window's leading edge at offset 0: its
  /// left edge (top for a column), or its right edge in a right-to-left row.
  private let origin: Double

  /// The container of `scene`; `nil` when the browser does not scroll it: a row drawn whole, one
  /// that fits its viewport, one whose scene holds only the steps on screen, or one longer than
  /// ``longestRow``.
  init?(_ scene: StepperScene) {
    guard let viewport = scene.viewport, viewport.isScrollable, scene.holdsWholeRow,
      !scene.snapOffsets.isEmpty, viewport.contentLength <= Self.longestRow
    else { return nil }
    self.scene = scene
    self.viewport = viewport
    let steps = scene.stepsRect
    switch (scene.axis, scene.direction) {
    case (.horizontal, .leftToRight): origin = steps.x - viewport.offset
    case (.horizontal, .rightToLeft): origin = steps.maxX + viewport.offset
    case (.vertical, _): origin = steps.y - viewport.offset
    }
  }

  private var isVertical: Bool { scene.axis == .vertical }
  private var isRightToLeft: Bool { !isVertical && scene.direction == .rightToLeft }

  /// Whether the scene's offset is one of the rest offsets.
  private var opensAtSnapOffset: Bool {
    scene.snapOffsets.contains { abs($0 - viewport.offset) < 1e-6 }
  }

  /// Opens the container and its content layer; a `focusable` one (a row with no button, which
  /// the keyboard could not otherwise reach) is a tab stop, so that the arrow keys scroll it.
  func writeStart(focusable: Bool, to out: inout TextWriter) {
    let steps = scene.stepsRect
    let visible = scene.visibleRect
    let content = scene.contentSize
    out.write("<div class=\"eb-stepper__scroller\"")
    if focusable { out.write(" tabindex=\"0\"") }
    out.write(" style=\"")
    let frame = StepperRect(
      x: steps.x - visible.x, y: steps.y - visible.y, width: steps.width, height: steps.height)
    HTMLElementDrawing.position(frame, to: &out)
    if isVertical {
      out.write("overflow-x:hidden;overflow-y:auto;scroll-snap-type:y mandatory\">\n")
    } else {
      out.write("overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain;")
      out.write("scroll-snap-type:x mandatory\">\n")
    }
    out.write("<div class=\"eb-stepper__content-layer\" style=\"")
    switch (isVertical, isRightToLeft) {
    case (true, _):
      out.write("left:")
      px(-steps.x, to: &out)
      out.write(";top:")
      px(-origin, to: &out)
    case (false, true):
      out.write("right:")
      px(origin - content.width, to: &out)
      out.write(";top:")
      px(-steps.y, to: &out)
    case (false, false):
      out.write("left:")
      px(-origin, to: &out)
      out.write(";top:")
      px(-steps.y, to: &out)
    }
    out.write(";width:")
    px(content.width, to: &out)
    out.write(";height:")
    px(content.height, to: &out)
    // Clipped to the row, so that a step's button reaching past its ends does not lengthen it.
    out.write(";overflow:clip\">\n")
  }

  /// Writes the snap markers and closes the content layer and the container.
  func writeEnd(to out: inout TextWriter) {
    for offset in scene.snapOffsets { writeMarker(at: offset, to: &out) }
    if !opensAtSnapOffset { writeMarker(at: viewport.offset, to: &out) }
    out.write("</div>\n</div>\n")
  }

  /// A snap marker whose leading edge lies where the steps' window starts at `offset`.
  private func writeMarker(at offset: Double, to out: inout TextWriter) {
    out.write("<span class=\"eb-stepper__snap\" data-offset=\"")
    out.write(points: offset)
    out.write("\" style=\"")
    switch (isVertical, isRightToLeft) {
    case (true, _):
      out.write("top:")
      px(origin + offset, to: &out)
    case (false, true):
      // Its right edge, where `start` is in a right-to-left row.
      out.write("left:")
      px(origin - offset - 1, to: &out)
    case (false, false):
      out.write("left:")
      px(origin + offset, to: &out)
    }
    if !isRightToLeft, abs(offset - viewport.offset) < 1e-6 {
      out.write(";scroll-initial-target:nearest")
    }
    out.write("\"></span>\n")
  }

  /// The rules a fragment with a scroll container adds to its stylesheet; a container that is
  /// a tab stop shows the buttons' focus ring (the core's `StepperInteractionLook`) inside its
  /// edge.
  static let rules: String = {
    let look = StepperInteractionLook.self
    let width = NumberText.points(look.ringWidth)
    return """
      .eb-stepper__scroller{position:absolute;scrollbar-width:none}
      .eb-stepper__scroller::-webkit-scrollbar{display:none}
      .eb-stepper__scroller:focus-visible{outline:\(width)px solid \
      var(\(look.token.cssCustomProperty));outline-offset:-\(width)px}
      .eb-stepper__header-layer{z-index:1;pointer-events:none}
      .eb-stepper__snap{position:absolute;left:0;top:0;width:1px;height:1px;\
      scroll-snap-align:start;pointer-events:none}

      """
  }()

  private func px(_ value: Double, to out: inout TextWriter) {
    HTMLElementDrawing.px(value, to: &out)
  }
}
