import Testing

@testable import StepperKit

@Suite struct MainAxisRowTests {
  /// A frame as a horizontal left-to-right layout would place it: mirrored back for a
  /// right-to-left layout, transposed for a vertical one.
  private func alongAndAcross(
    _ frame: StepperRect, in layout: StepperLayout
  ) -> StepperRect {
    let x = layout.direction == .rightToLeft ? layout.size.width - frame.maxX : frame.x
    return layout.axis == .horizontal
      ? StepperRect(x: x, y: frame.y, width: frame.width, height: frame.height)
      : StepperRect(x: frame.y, y: x, width: frame.height, height: frame.width)
  }

  /// The configurations of the property: every style, short and long rows, with and without
  /// revealed sub-steps, hit areas and a viewport, both directions; those the configuration
  /// refuses are left out.
  private func configurations(
    _ axis: StepperAxis
  ) -> [(name: String, configuration: StepperConfiguration)] {
    var all: [(name: String, configuration: StepperConfiguration)] = []
    for style in StepperStyle.allCases {
      for total in [3, 5, 12] {
        for substeps in [[:], [2: 2], [total: 1]] as [[Int: Int]] {
          for tappable in [false, true] {
            for viewport in [nil, 150.0] as [Double?] {
              for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
                let length =
                  viewport == nil
                  ? StyleMetrics.minimumLength(
                    of: style, total: total, substeps: substeps.values.reduce(0, +)) + 40 : nil
                guard
                  let configuration = try? StepperConfiguration(
                    style: style, total: total, current: 2, axis: axis, direction: direction,
                    length: length
                  ).replacing(\.substeps, with: substeps).replacing(\.viewport, with: viewport)
                    .replacing(\.isTappable, with: tappable)
                else { continue }
                let name =
                  "\(style) \(total) \(substeps) tappable \(tappable) viewport \(viewport ?? 0) "
                  + "\(direction)"
                all.append((name, configuration))
              }
            }
          }
        }
      }
    }
    return all
  }

  /// Without names or a header, nothing in a layout depends on the axis but the mapping: a
  /// vertical column is a horizontal row's transpose, frame by frame.
  @Test func aColumnIsTheTransposeOfTheRow() {
    let rows = configurations(.horizontal)
    let columns = configurations(.vertical)
    #expect(rows.count == columns.count)
    #expect(rows.count > 100, "the property runs over many configurations")
    for ((name, row), (_, column)) in zip(rows, columns) {
      let horizontal = StepperLayout(row)
      let vertical = StepperLayout(column)
      #expect(
        vertical.size.width == horizontal.size.height
          && vertical.size.height == horizontal.size.width, "\(name)")
      #expect(vertical.visibleOrdinals == horizontal.visibleOrdinals, "\(name)")
      // Equal but for the rounding of a right-to-left layout's mirroring.
      let same = { (column: StepperRect, row: StepperRect) in
        isClose(alongAndAcross(column, in: vertical), alongAndAcross(row, in: horizontal))
      }
      #expect(same(vertical.visibleRect, horizontal.visibleRect), "\(name)")
      #expect(same(vertical.stepsRect, horizontal.stepsRect), "\(name)")
      for ordinal in 0..<row.steps.count {
        #expect(
          same(vertical.frame(ofOrdinal: ordinal), horizontal.frame(ofOrdinal: ordinal)),
          "\(name), ordinal \(ordinal)")
        let connectors = (
          vertical.connectorFrame(afterOrdinal: ordinal),
          horizontal.connectorFrame(afterOrdinal: ordinal)
        )
        switch connectors {
        case (nil, nil): break
        case (let column?, let row?):
          #expect(same(column, row), "\(name), connector after \(ordinal)")
        default: Issue.record("\(name): a connector after \(ordinal) on one axis only")
        }
      }
    }
  }

  @Test func aRowDrawnWholeGrowsToHoldNamesPastItsEnds() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 4, current: 1, labels: StepperLabels(names: [1: "Shipping"]))
    let (row, viewport) = MainAxisRow.row(configuration)
    let names = StepNames(configuration, row: row, measurer: TenPointMeasurer())
    let main = MainAxisRow(configuration, row: row, viewport: viewport, names: names)
    let first = row.start(ofOrdinal: 0) + row.size(ofOrdinal: 0) / 2
    let reach = names.reach(at: 0)
    #expect(reach.before > first, "the name reaches past the row's start")
    #expect(main.leading == reach.before - first)
    #expect(main.length == main.leading + row.contentLength)
  }

  @Test func aRowInAViewportKeepsItsLengthAndShowsItsWindow() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 10, current: 6,
      labels: StepperLabels(names: [1: "A rather long first name"]),
      scrolling: StepperScrolling(viewport: 200), interaction: .reachedSteps)
    let (row, viewport) = MainAxisRow.row(configuration)
    let names = StepNames(configuration, row: row, measurer: .bundled)
    let main = MainAxisRow(configuration, row: row, viewport: viewport, names: names)
    let scroll = try #require(viewport)
    #expect(main.leading == 0 && main.length == row.contentLength)
    let window = main.window(extent: main.length, headerBefore: 30)
    #expect(window.visible.start == scroll.offset)
    #expect(window.visible.length == scroll.length + 30)
    #expect(window.steps.start == scroll.offset + 30 && window.steps.length == scroll.length)
    for ordinal in 0..<row.sequence.count {
      let onScreen =
        row.end(ofOrdinal: ordinal) > scroll.offset
        && row.start(ofOrdinal: ordinal) < scroll.offset + scroll.length
      #expect(window.ordinals.contains(ordinal) == onScreen, "ordinal \(ordinal)")
    }
  }

  @Test func aRowDrawnWholeShowsAllOfItself() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 4, current: 1)
    let (row, viewport) = MainAxisRow.row(configuration)
    let main = MainAxisRow(
      configuration, row: row, viewport: viewport,
      names: StepNames(configuration, row: row, measurer: .bundled))
    let window = main.window(extent: 300, headerBefore: 0)
    #expect(window.visible == (0, 300) && window.steps == (0, 300))
    #expect(window.ordinals == 0..<4)
  }
}
