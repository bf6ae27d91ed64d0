import StepperKit

extension StepperRenderer {
  /// Terminal output in 24-bit color, 80 columns wide at most: ``ansi(colorMode:columns:)``
  /// with ``StepperTerminalColorMode/trueColor``.
  public static let ansi = ansi(colorMode: .trueColor, columns: 80)

  /// Terminal output: the scene drawn with Unicode box and block characters on a grid of
  /// cells, in the scene's colors. A plan of cells fitted to `columns` says where everything
  /// goes, and a painter for each of its modes (a full row, a compact one, a bar) draws it.
  ///
  /// The main axis maps the scene's points onto cells (4 points a column for dashes, 8 for
  /// markers and bullets, rows twice that), and a horizontal row that would be wider than
  /// `columns` is scaled down to fit. Each part is drawn in the characters its state has, so
  /// states stay apart without color; in a color mode, characters take the scene's colors and
  /// the grid the surface color. Text is measured in terminal columns (a wide character takes
  /// two) and cleaned whole: a name that holds an escape sequence or a control character is
  /// cleaned before it is broken into lines, as many as the scene gives it, so that no line
  /// break cuts a sequence and leaves part of it shown.
  ///
  /// The current step is drawn over its neighbors, and markers make room for the current one
  /// and the last (which shows the number of steps, where it clears the current one): a marker
  /// that would cover a cell of either is drawn as a bullet. Where other markers would cover
  /// each other, every marker but those two is a bullet on connectors that reach it. A row with
  /// more steps than cells is drawn as a bar, in each state's glyph (a marker as a bullet) and
  /// color: a cell a step covers shows the last step that covers it, as if each step were drawn
  /// over the one before (so a failed step that another covers may not show), and a cell
  /// between steps shows the next step, as the connector leading to it would. The current step
  /// and the last marker are drawn whole over the bar, and only the current step's name is
  /// shown. The bar is drawn a run of steps that look alike at a time, so the time taken follows
  /// the size of the output and the number of runs, not the number of steps: a row of 10,000
  /// steps is three runs.
  ///
  /// - Parameters:
  ///   - colorMode: The escape sequences allowed; ``StepperTerminalColorMode/none`` writes plain
  ///     text.
  ///   - columns: The terminal's width; every line fits in it (at least 1 column is used).
  public static func ansi(colorMode: StepperTerminalColorMode, columns: Int) -> StepperRenderer {
    StepperRenderer(name: "ansi", mediaType: "text/plain", fileExtension: "txt") { scene in
      ANSIWriter(scene, colorMode: colorMode, columns: columns).document()
    }
  }
}

/// Writes a scene as terminal text: lays it out (`TerminalCellPlan`), then draws the row in
/// the painter of its mode, the shapes drawn whole over it (the last step's, then the current
/// one's), then the names and the header. What comes later covers what came before.
struct ANSIWriter {
  /// Where everything goes, and the escape sequences allowed.
  let brush: TerminalBrush
  /// The scene's surface color.
  let background: StepperColor

  /// Lays `scene` out in at most `columns` columns (at least 1).
  init(_ scene: borrowing StepperScene, colorMode: StepperTerminalColorMode, columns: Int) {
    brush = TerminalBrush(
      plan: TerminalCellPlan(scene, columns: columns, measuring: TerminalCellMeasuring()),
      colorMode: colorMode)
    background = scene.background
  }

  /// The drawing, as text with the escape sequences of the color mode.
  consuming func document() -> String {
    TerminalCanvas.text(
      width: brush.plan.width, height: brush.plan.height,
      background: brush.colorMode == .none ? nil : background, mode: brush.colorMode
    ) { canvas in draw(on: &canvas) }
  }

  /// Draws the row in the painter of its mode, the shapes drawn whole over it, then the text.
  private func draw(on canvas: inout TerminalCanvas) {
    switch brush.plan.mode {
    case .full: TerminalFullPainter.draw(with: brush, on: &canvas)
    case .compact: TerminalCompactPainter.draw(with: brush, on: &canvas)
    case .bar: TerminalBarPainter.draw(with: brush, on: &canvas)
    }
    brush.drawWholeOverTheRow(on: &canvas)
    TerminalTextPainter.draw(with: brush, on: &canvas)
  }
}
