import StepperKit
import Testing

@testable import StepperRendering

/// The count of the steps a viewport leaves out of view: its two ends, measured without being
/// written out, and drawn on the last line, cut where the drawing is narrow.
@Suite struct TerminalHiddenStepsTests {
  @Test(arguments: [StepperAxis.horizontal, .vertical])
  func eachEndTakesTheColumnsOfItsText(_ axis: StepperAxis) {
    for (before, after) in [(nil, 2), (0, nil), (1, 0), (9, 10), (499_999, 1_000_000), (nil, nil)] {
      for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
        let legend = TerminalHiddenSteps(before: before, after: after)
          .legend(axis: axis, direction: direction)
        #expect(legend.left.columns == DisplayWidth.of(legend.leftText))
        #expect(legend.right.columns == DisplayWidth.of(legend.rightText))
        let gap = legend.leftText.isEmpty || legend.rightText.isEmpty ? 0 : 3
        #expect(legend.width == legend.left.columns + legend.right.columns + gap)
      }
    }
    let legend = TerminalHiddenSteps(before: 1, after: 0).legend(
      axis: axis, direction: .leftToRight)
    #expect(legend.leftText == (axis == .horizontal ? "◂ 1 more" : "▴ 1 more"))
    #expect(legend.rightText == (axis == .horizontal ? "more ▸" : "more ▾"))
  }

  /// At every width, the last line holds the right end, cut to the drawing, at the right
  /// edge, and the left end in the room left of it, a blank between them.
  @Test func theLastLineCutsEachEndToItsRoom() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 1_000_000, current: 500_000, scrolling: StepperScrolling(viewport: 375)))
    let legend = try #require(
      TerminalHiddenSteps(
        scene, body: scene.elements.indices,
        frames: TerminalShapeFrames(
          scene.elements, body: scene.elements.indices, columns: 80))
    ).legend(axis: .horizontal, direction: .leftToRight)
    for columns in 1...40 {
      let text = StepperRenderer.ansi(colorMode: .none, columns: columns).render(scene)
      let lastLine = try #require(text.split(separator: "\n").last.map(String.init))
      let right = DisplayWidth.truncated(legend.rightText, toWidth: columns)
      let room = max(0, columns - DisplayWidth.of(right) - 1)
      let left = DisplayWidth.truncated(legend.leftText, toWidth: room)
      #expect(lastLine.hasSuffix(right), "\(columns): \(lastLine)")
      #expect(lastLine.hasPrefix(left), "\(columns): \(lastLine)")
    }
  }
}
