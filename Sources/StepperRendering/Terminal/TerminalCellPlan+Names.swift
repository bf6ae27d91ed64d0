import StepperKit

extension TerminalCellPlan {
  /// The names drawn, in the order of their steps: a bar shows the current step's alone.
  static func names(
    in elements: StepperSceneElements, _ body: Range<Int>, currentShape: Int?, isBar: Bool
  ) -> [StepperSceneElement] {
    guard isBar else {
      return body.filter { isLabel(elements.role(at: $0)) }.map { elements[$0] }
    }
    // The current step's name follows its shape, after its part done and loading mark.
    guard let currentShape,
      let name = (currentShape + 1..<body.upperBound).first(where: {
        switch elements.role(at: $0) {
        case .stepProgress, .loading: return false
        default: return true
        }
      }), isLabel(elements.role(at: name))
    else { return [] }
    return [elements[name]]
  }

  /// The cells under the anchors of `names` and `descriptions` along a row, sorted, each once:
  /// a description's anchor bounds its neighbors' room as a name's does. Nothing is allocated
  /// for a row without names (a bar of steps that have none).
  static func anchorCells(
    of names: [StepperSceneElement], _ descriptions: [StepperSceneElement], cells: MainAxisCells
  ) -> [Int] {
    var anchors: [Int] = []
    func addAnchors(of elements: [StepperSceneElement]) {
      for element in elements {
        guard let anchor = element.text?.baselines.first else { continue }
        anchors.append(cells.cell(ofMain: anchor.x))
      }
    }
    addAnchors(of: names)
    addAnchors(of: descriptions)
    anchors.sort()
    // Each once: the sorted anchors less those equal to the one before.
    var unique = 0
    for index in anchors.indices where index == 0 || anchors[index] != anchors[unique - 1] {
      anchors[unique] = anchors[index]
      unique += 1
    }
    if unique < anchors.count { anchors.removeSubrange(unique...) }
    return anchors
  }

  /// The main-axis cell a name or description along a row is centered on: the cell under its
  /// first line's anchor.
  func anchorCell(of name: borrowing StepperSceneElement) -> Int {
    cells.cell(ofMain: name.text?.baselines.first?.x ?? name.frame.center.x)
  }

  /// The columns a name centered on `center` may take along a row: up to a cell short of
  /// halfway to the names on either side, so that neighbors keep a blank between them, or to
  /// the edge where there is none.
  func territory(of center: Int) -> Range<Int> {
    Self.territory(of: center, among: nameCells, width: width)
  }

  /// ``territory(of:)`` among the sorted `anchors` of a row `width` cells wide.
  static func territory(of center: Int, among anchors: [Int], width: Int) -> Range<Int> {
    // The nearest anchors on either side, in the sorted anchors.
    let below = anchors.partitioningIndex { $0 >= center }
    let above = anchors[below...].partitioningIndex { $0 > center }
    let left = below > 0 ? anchors[below - 1] : nil
    let right = above < anchors.endIndex ? anchors[above] : nil
    let start = left.map { center - ($0 == center - 1 ? 0 : (center - $0 - 2) / 2) } ?? 0
    let end = right.map { center + 1 + ($0 == center + 1 ? 0 : ($0 - center - 2) / 2) } ?? width
    return max(0, min(start, width - 1))..<max(min(end, width), min(start, width - 1) + 1)
  }

}
