import StepperKit
import Testing

/// Whether two lengths agree to a billionth of a point.
func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

func isClose(_ a: StepperRect, _ b: StepperRect) -> Bool {
  isClose(a.x, b.x) && isClose(a.y, b.y) && isClose(a.width, b.width)
    && isClose(a.height, b.height)
}

@Suite struct StepperLayoutTests {
  private func layout(
    _ style: StepperStyle, total: Int, axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight, length: Double? = nil
  ) throws -> StepperLayout {
    StepperLayout(
      try StepperConfiguration(
        style: style, total: total, current: 1, axis: axis, direction: direction, length: length))
  }

  @Test func tenDashesOf23Point2In268() throws {
    let layout = try layout(.dash, total: 10)
    #expect(layout.size == StepperSize(width: 268, height: 4))
    for step in 1...10 {
      let expected = StepperRect(x: Double(step - 1) * 27.2, y: 0, width: 23.2, height: 4)
      #expect(isClose(layout.frame(ofStep: step), expected), "dash \(step)")
    }
    #expect(isClose(layout.frame(ofStep: 10).maxX, 268))
    #expect(layout.connectorFrame(after: 1) == nil)
  }

  @Test(arguments: [(3, 84.0), (4, 128.0 / 3), (5, 22.0)])
  func circularConnectorsIn272(total: Int, connector: Double) throws {
    let layout = try layout(.circular, total: total)
    #expect(layout.size == StepperSize(width: 272, height: 24))
    #expect(isClose(try #require(layout.connectorLength), connector))
    for step in 1...total {
      let x = Double(step - 1) * (24 + 16 + connector)
      #expect(isClose(layout.frame(ofStep: step), StepperRect(x: x, y: 0, width: 24, height: 24)))
      if step < total {
        let frame = try #require(layout.connectorFrame(after: step))
        #expect(isClose(frame, StepperRect(x: x + 32, y: 11, width: connector, height: 2)))
      }
    }
    #expect(layout.connectorFrame(after: total) == nil, "no connector after the final step")
    #expect(isClose(layout.frame(ofStep: total).maxX, 272))
  }

  @Test func connectorOf42Point667ReadsSo() throws {
    let layout = try layout(.circular, total: 4)
    #expect(NumberText.points(try #require(layout.connectorLength)) == "42.667")
  }

  @Test func bulletsSitAtTheirNaturalPitch() throws {
    let layout = try layout(.bullet, total: 4)
    // 4 of room at each end for the current step's pill (16 wide, about its place).
    #expect(layout.size == StepperSize(width: 64, height: 8))
    #expect((1...4).map { layout.frame(ofStep: $0).x } == [4, 20, 36, 52])
  }

  @Test func aLongerBulletRowIsCentered() throws {
    let layout = try layout(.bullet, total: 4, length: 100)
    #expect(layout.size == StepperSize(width: 100, height: 8))
    #expect((1...4).map { layout.frame(ofStep: $0).x } == [22, 38, 54, 70])
  }

  @Test(arguments: StepperStyle.allCases)
  func rightToLeftMirrorsTheRow(_ style: StepperStyle) throws {
    let total = style == .dash ? 10 : 4
    let ltr = try layout(style, total: total)
    let rtl = try layout(style, total: total, direction: .rightToLeft)
    #expect(rtl.size == ltr.size)
    for step in 1...total {
      let frame = ltr.frame(ofStep: step)
      let mirrored = StepperRect(
        x: ltr.size.width - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
      #expect(isClose(rtl.frame(ofStep: step), mirrored))
    }
    // A bullet row keeps 4 of room at its ends for the current step's pill.
    let room = style == .bullet ? 4.0 : 0
    #expect(rtl.frame(ofStep: 1).maxX == ltr.size.width - room, "step 1 sits at the right")
  }

  @Test(arguments: StepperStyle.allCases, StepperLayoutDirection.allCases)
  func verticalIsTheTransposeOfHorizontal(
    _ style: StepperStyle, _ direction: StepperLayoutDirection
  )
    throws
  {
    let total = style == .dash ? 10 : 4
    let row = try layout(style, total: total)
    let column = try layout(style, total: total, axis: .vertical, direction: direction)
    #expect(column.size == StepperSize(width: row.size.height, height: row.size.width))
    func transposed(_ r: StepperRect) -> StepperRect {
      StepperRect(x: r.y, y: r.x, width: r.height, height: r.width)
    }
    for step in 1...total {
      #expect(isClose(column.frame(ofStep: step), transposed(row.frame(ofStep: step))))
      if let connector = row.connectorFrame(after: step) {
        let frame = try #require(column.connectorFrame(after: step))
        #expect(isClose(frame, transposed(connector)))
      }
    }
  }

  /// A column that scrolls keeps its header at the top of the visible part, and the steps show
  /// in the viewport's length below the header band: the room above the line for the "All
  /// steps" hit area, the line and the gap under it (12 + 20 + 12), with or without the control.
  @Test(arguments: [(false, 44.0), (true, 44.0)], StepperLayoutDirection.allCases)
  func aColumnThatScrollsCutsItsStepsBelowTheHeaderBand(
    _ header: (allSteps: Bool, band: Double), _ direction: StepperLayoutDirection
  ) throws {
    let layout = StepperLayout(
      try StepperConfiguration(
        total: 20, current: 5,
        labels: StepperLabels(showsHeader: true, showsAllSteps: header.allSteps),
        scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked {
        $0.axis = .vertical
        $0.direction = direction
      },
      headerTitle: "Step 5 of 20", allStepsTitle: "All steps")
    let band = header.band
    let visible = layout.visibleRect
    #expect(visible == StepperRect(x: 0, y: 20, width: layout.size.width, height: 400 + band))
    #expect(layout.stepsRect == StepperRect(x: 0, y: 20 + band, width: visible.width, height: 400))
    // Step 1, 24 points from the top of the row, is scrolled 20 under the header: 4 show.
    #expect(layout.frame(ofStep: 1).maxY - layout.stepsRect.y == 4)
    #expect(try #require(layout.title).frame.maxY <= layout.stepsRect.y)
  }

  /// Everywhere else the steps show in the whole visible part, and nothing is cut.
  @Test func theStepsShowInTheWholeVisiblePartUnlessAColumnScrollsUnderAHeader() throws {
    let uncut = [
      // A column that scrolls without a header.
      try StepperConfiguration(
        total: 20, current: 5, scrolling: StepperScrolling(viewport: 400, offset: 20)
      ).unchecked { $0.axis = .vertical },
      // A row that scrolls, its header above it.
      try StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
        scrolling: StepperScrolling(viewport: 375, offset: 20)),
      // A column with a header, drawn whole.
      try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsHeader: true))
        .unchecked { $0.axis = .vertical },
      // A column with a header in a viewport it fits, which does not scroll.
      try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(showsHeader: true),
        scrolling: StepperScrolling(viewport: 400)
      ).unchecked { $0.axis = .vertical },
    ]
    for configuration in uncut {
      let layout = StepperLayout(configuration, headerTitle: "Step", allStepsTitle: "All steps")
      #expect(layout.stepsRect == layout.visibleRect, "\(configuration)")
    }
  }
}
