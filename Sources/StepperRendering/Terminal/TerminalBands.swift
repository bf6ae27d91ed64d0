import StepperKit

/// The columns of a vertical column's drawing: names on the left, the steps, names on the
/// right, a blank column between two bands.
///
/// ```swift
/// let bands = TerminalBands(left: 4, steps: 3, right: 0)
/// print(bands.stepsStart, bands.width)
/// // Prints "5 8"
/// ```
struct TerminalBands: Equatable {
  /// The width of the names on the left, or 0.
  var left = 0
  /// The width of the steps' band: the widest shape drawn whole.
  var steps = 1
  /// The width of the names on the right, or 0.
  var right = 0

  /// The column the steps' band starts at.
  var stepsStart: Int { left == 0 ? 0 : left + 1 }
  /// The column the right names start at.
  var rightStart: Int { stepsStart + steps + 1 }
  /// The columns the three bands take.
  var width: Int { stepsStart + steps + (right == 0 ? 0 : right + 1) }

  /// The bands cut to `columns`: the names give way first, so that the steps always fit.
  func fitted(toWidth columns: Int) -> TerminalBands {
    var bands = self
    let room = max(0, columns - steps)
    if left > 0, right > 0 {
      bands.left = min(left, max(1, (room - 2) / 2))
      bands.right = min(right, max(1, (room - 2) / 2))
    } else if left > 0 {
      bands.left = min(left, max(0, room - 1))
    } else if right > 0 {
      bands.right = min(right, max(0, room - 1))
    }
    return bands
  }
}

extension TerminalLayout {
  /// The bands of a vertical column in `columns` columns: the steps' band as wide as the widest
  /// shape drawn whole, and each side's names and descriptions as wide as the widest of their
  /// printed lines.
  func columnBands(columns: Int) -> TerminalBands {
    var bands = TerminalBands()
    for position in body where isDrawnWhole(position) {
      bands.steps = max(bands.steps, crossWidth(at: position))
    }
    for name in names + descriptions {
      let textWidth =
        name.text.map {
          TerminalText.printedLines(of: $0, width: columns).map { DisplayWidth.of($0) }.max() ?? 0
        } ?? 0
      if isBeforeSteps(name) {
        bands.left = max(bands.left, textWidth)
      } else {
        bands.right = max(bands.right, textWidth)
      }
    }
    return bands.fitted(toWidth: columns)
  }

  /// The columns the header takes on its line: its texts, and a blank between two.
  var headerWidth: Int {
    header.compactMap(\.text).map {
      DisplayWidth.of(TerminalText.printedLine(of: $0))
    }.reduce(header.count > 1 ? 1 : 0, +)
  }

  /// Whether the shape at `position` sets the steps' band: in a full row every shape; in a bar
  /// or a compact row, the ones drawn whole over it.
  private func isDrawnWhole(_ position: Int) -> Bool {
    guard mode == .full else {
      return position == currentShape || (position == lastShape && lastExtent != nil)
    }
    return isShape(at: position)
  }

  /// How many cells the shape at `position` takes across the main axis of a vertical column.
  private func crossWidth(at position: Int) -> Int {
    guard elements.part(at: position) == .marker else { return 1 }
    return Self.markerWidth(at: position, in: elements)
  }

  /// Whether a name sits before the steps across a vertical column (right-to-left layouts).
  func isBeforeSteps(_ name: borrowing StepperSceneElement) -> Bool {
    guard let stepFrame = stepFrame(of: name) else { return false }
    return name.frame.center.x < stepFrame.center.x
  }

  /// The frame of the shape of the step a name names.
  func stepFrame(of name: borrowing StepperSceneElement) -> StepperRect? {
    guard let step = name.step, let shape = Self.shapePosition(of: step, in: elements, body)
    else { return nil }
    return elements.frame(at: shape)
  }
}
