import StepperKit

/// The frames of a row's shapes and connectors, read from the scene once: laying a row out on
/// cells asks for each of them many times (for its cell, its marker's room, whether it shows),
/// and a scene works a frame out each time it is asked.
///
/// A long row (more steps than the grid has columns, which makes it a bar) keeps none, as
/// only a few of its frames are read; its frames are read from the scene.
///
/// ```swift
/// let elements = StepperScene(try StepperConfiguration(.init(total: 3))).elements
/// let frames = TerminalShapeFrames(elements, body: elements.indices, columns: 80)
/// print(frames[0] == elements.frame(at: 0))
/// // Prints "true"
/// ```
struct TerminalShapeFrames {
  /// The scene's elements.
  let elements: StepperSceneElements
  /// The first position kept.
  private let start: Int
  /// Each kept position's frame, from `start`: `nil` for a text.
  private let frames: [StepperRect?]

  /// Reads the frames of the shapes and connectors among `body`, when the scene has at most
  /// `columns` steps.
  init(_ elements: StepperSceneElements, body: Range<Int>, columns: Int) {
    self.elements = elements
    start = body.lowerBound
    guard elements.stepCount <= columns else {
      frames = []
      return
    }
    frames = body.map { position in
      switch elements.role(at: position) {
      case .mark, .overflow, .connector: elements.frame(at: position)
      default: nil
      }
    }
  }

  /// The frame of the element at `position`.
  subscript(position: Int) -> StepperRect {
    let index = position - start
    if frames.indices.contains(index), let frame = frames[index] { return frame }
    return elements.frame(at: position)
  }
}
