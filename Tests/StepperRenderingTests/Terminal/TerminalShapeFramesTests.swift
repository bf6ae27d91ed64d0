import StepperKit
import Testing

@testable import StepperRendering

/// The frames a row's layout on cells reads once are the scene's own.
@Suite struct TerminalShapeFramesTests {
  @Test(arguments: StepperStyle.allCases)
  func keepsEachShapeAndConnectorFrameAsTheSceneGivesIt(_ style: StepperStyle) throws {
    let scene = StepperScene(
      try StepperConfiguration(
        StepperConfiguration.Options(
          style: style, names: ["Cart", "Address", "Pay", "Done"], current: 3)))
    let elements = scene.elements
    for columns in [1, 6, 80] {
      let frames = TerminalShapeFrames(elements, body: elements.indices, columns: columns)
      for position in elements.indices {
        #expect(frames[position] == elements.frame(at: position), "\(style) \(position)")
      }
    }
  }

  /// A row of more steps than columns, drawn as a bar, reads the few frames it needs from the
  /// scene.
  @Test func aLongRowReadsItsFramesFromTheScene() throws {
    let scene = try TerminalCellPlanTests.circularRow(total: 10_000, current: 5_000)
    let elements = scene.elements
    let frames = TerminalShapeFrames(elements, body: elements.indices, columns: 80)
    for position in [0, 1, 9_999, elements.endIndex - 1] {
      #expect(frames[position] == elements.frame(at: position))
    }
  }
}
