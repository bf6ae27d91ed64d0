import StepperKit

/// The columns of a vertical column's drawing on a grid of cells: names on the left, the steps,
/// names on the right, a blank column between two bands.
///
/// ```swift
/// let bands = TerminalCellBands(left: 4, steps: 3, right: 0)
/// print(bands.stepsStart, bands.width)
/// // Prints "5 8"
/// ```
struct TerminalCellBands: Equatable, Sendable {
  /// The width of the names on the left, or 0.
  var left = 0
  /// The width of the steps' band: the widest shape drawn whole.
  var steps = 1
  /// The width of the names on the right, or 0.
  var right = 0

  /// Bands of these widths.
  init(left: Int = 0, steps: Int = 1, right: Int = 0) {
    self.left = left
    self.steps = steps
    self.right = right
  }

  /// The column the steps' band starts at.
  var stepsStart: Int { left == 0 ? 0 : left + 1 }
  /// The column the right names start at.
  var rightStart: Int { stepsStart + steps + 1 }
  /// The columns the three bands take.
  var width: Int { stepsStart + steps + (right == 0 ? 0 : right + 1) }

  /// The bands cut to `columns`: the names give way first, so that the steps always fit.
  func fitted(toWidth columns: Int) -> TerminalCellBands {
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
