import StepperKit
import Testing

@Suite struct StepperLayoutNamesTests {
  private let names: [StepperStepID: String] = [
    1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review",
  ]

  private func layout(
    axis: StepperAxis = .horizontal, direction: StepperLayoutDirection = .leftToRight,
    header: Bool = false, allSteps: Bool = false, tappable: Bool = false,
    textSize: StepperTextSizeCategory = .large
  ) throws -> StepperLayout {
    let configuration = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(
        names: names, showsHeader: header, showsAllSteps: allSteps, textSize: textSize),
      interaction: StepperInteraction(isTappable: tappable)
    ).unchecked {
      $0.axis = axis
      $0.direction = direction
    }
    return StepperLayout(
      configuration, measurer: TenPointMeasurer(), headerTitle: "Shipping address",
      allStepsTitle: "All steps")
  }

  @Test func horizontalNamesAreCenteredUnderTheirMarker() throws {
    let layout = try layout()
    for step in 1...4 {
      let marker = layout.frame(ofStep: step)
      let name = try #require(layout.name(ofOrdinal: step - 1))
      #expect(isClose(name.frame.center.x, marker.center.x))
      #expect(isClose(name.frame.y, marker.maxY + 8))
      #expect(name.anchor == .center)
      #expect(name.baselines.allSatisfy { isClose($0.x, marker.center.x) })
    }
  }

  @Test func namesWrapInThePitchLessTheirSpacing() throws {
    // Pitch 82.667 less 8: room for 7 characters of 10 points. "Shipping" is 8: it is cut
    // with an ellipsis, never split into "Shippin / g".
    let layout = try layout()
    let shipping = try #require(layout.name(ofOrdinal: 1))
    #expect(shipping.lines == ["Shippi…"])
    #expect(!shipping.showsFirstWord)
    #expect(layout.name(ofOrdinal: 0)?.lines == ["Cart"])
    let configuration = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(names: [2: "Add a card"]))
    let words = StepperLayout(configuration, measurer: TenPointMeasurer())
    #expect(words.name(ofOrdinal: 1)?.lines == ["Add a", "card"])
  }

  @Test func theRowGrowsToHoldNamesWiderThanItsEnds() throws {
    let layout = try layout()
    // "Review" is 60 wide, centered on the last marker: 18 past the 272 row's end; "Cart" 40
    // wide: 8 before its start.
    #expect(isClose(layout.frame(ofStep: 1).x, 8))
    #expect(isClose(layout.size.width, 8 + 272 + 18))
    #expect(layout.size.height == 24 + 8 + 16)
  }

  @Test func verticalNamesSitOnTheTrailingSide() throws {
    let ltr = try layout(axis: .vertical)
    let rtl = try layout(axis: .vertical, direction: .rightToLeft)
    for step in 1...4 {
      let marker = ltr.frame(ofStep: step)
      let name = try #require(ltr.name(ofOrdinal: step - 1))
      #expect(isClose(name.frame.x, marker.maxX + 12))
      #expect(name.anchor == .left)
      #expect(isClose(name.frame.y, marker.center.y - 8), "first line centered on the marker")
      let mirrored = try #require(rtl.name(ofOrdinal: step - 1))
      #expect(isClose(mirrored.frame.maxX, rtl.frame(ofStep: step).x - 12))
      #expect(mirrored.anchor == .right)
      #expect(mirrored.lines == name.lines, "text is never flipped")
    }
    #expect(ltr.size == rtl.size)
  }

  @Test func theHeaderSitsAboveTheStepsWithAllStepsAtItsTrailingEnd() throws {
    let layout = try layout(header: true, allSteps: true)
    let title = try #require(layout.title)
    let allSteps = try #require(layout.allSteps)
    #expect(title.frame.x == 0)
    // 12 above the 20-point line lets the control's 44-point hit area fit about it.
    #expect(title.frame.y == 12)
    #expect(allSteps.frame.y == 12)
    #expect(title.anchor == .left)
    #expect(allSteps.anchor == .right)
    #expect(isClose(allSteps.frame.maxX, layout.size.width))
    #expect(allSteps.lines == ["All steps"])
    #expect(layout.frame(ofStep: 2).y == 12 + 20 + 12)
    // The title gives way to "All steps": 298 wide less 90 and a 12 gap leaves 19 characters.
    #expect(title.lines == ["Shipping address"])
  }

  @Test(arguments: StepperAxis.allCases)
  func theHeaderSitsAtTheSamePlaceWithOrWithoutAllSteps(axis: StepperAxis) throws {
    let without = try layout(axis: axis, header: true)
    let with = try layout(axis: axis, header: true, allSteps: true)
    #expect(try #require(without.title).frame == #require(with.title).frame)
    #expect(try #require(without.title).frame.y == 12)
    #expect(without.frame(ofStep: 2) == with.frame(ofStep: 2))
    let steps = without.frame(ofStep: axis == .horizontal ? 2 : 1)
    #expect(steps.y == 12 + 20 + 12)
  }

  @Test func aLongHeaderTakesTwoLinesLikeANameOnEitherAxis() throws {
    for axis in StepperAxis.allCases {
      let configuration = try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(showsHeader: true)
      ).unchecked { $0.axis = axis }
      // 272 (horizontal) or 320 (vertical, the widest a header grows) of 10-point characters.
      let layout = StepperLayout(
        configuration, measurer: TenPointMeasurer(),
        headerTitle: "Upload the front and the back of your identity document and then a selfie "
          + "in good light please")
      let title = try #require(layout.title)
      #expect(title.lines.count == 2, "\(axis)")
      #expect(title.isTruncated && title.lines[1].hasSuffix("…"), "\(axis)")
      #expect(title.frame.height == 40, "\(axis)")
      let first = layout.frame(ofStep: 1)
      #expect(first.y == 12 + 40 + 12, "\(axis)")
    }
  }

  @Test func aVerticalHeaderMakesTheSameRoomForAllSteps() throws {
    let layout = try layout(axis: .vertical, header: true, allSteps: true)
    #expect(try #require(layout.title).frame.y == 12)
    #expect(try #require(layout.allSteps).frame.y == 12)
    #expect(layout.frame(ofStep: 1).y == 12 + 20 + 12)
  }

  @Test func namesAndTheHeaderFollowTheTextSize() throws {
    let layout = try layout(header: true, textSize: .accessibility1)
    let factor = 28.0 / 17
    let title = try #require(layout.title)
    #expect(title.style == StepperTextStyle.header.scaled(for: .accessibility1))
    #expect(isClose(title.frame.height, 20 * factor))
    // The room above the line for the "All steps" hit area, kept with or without the control.
    let pad = max(0, (44 - 20 * factor) / 2)
    #expect(isClose(layout.frame(ofStep: 1).y, pad + 20 * factor + 12))
    let name = try #require(layout.name(ofOrdinal: 0))
    #expect(name.style == StepperTextStyle.stepName.scaled(for: .accessibility1))
    #expect(isClose(name.frame.height, 16 * factor))
    #expect(isClose(name.baselines[0].y - name.frame.y, name.style.baseline(ofLine: 0, top: 0)))
  }

  @Test func largerTextBreaksNamesIntoNoMoreThanTwoLines() throws {
    let names: [StepperStepID: String] = [1: "Upload your identity document", 2: "Selfie"]
    for category in StepperTextSizeCategory.allCases {
      let configuration = try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: names, textSize: category))
      // A measurer whose characters grow with the style, as a platform font's do.
      let layout = StepperLayout(configuration, measurer: ProportionalMeasurer())
      let name = try #require(layout.name(ofOrdinal: 0))
      #expect(name.lines.count <= 2)
      #expect(name.isTruncated, "\(category)")
    }
  }

  @Test func verticalNamesGetOneLineOnceTwoDoNotFitThePitch() throws {
    // A column of four in 272 points has a pitch of 82.667: two 16-point lines fit, two lines
    // of 16 × 53/17 = 49.9 do not.
    func name(at category: StepperTextSizeCategory) throws -> StepperPlacedText? {
      let configuration = try StepperConfiguration(
        total: 4, current: 2,
        labels: StepperLabels(names: [2: "Upload your identity document"], textSize: category)
      ).unchecked { $0.axis = .vertical }
      return StepperLayout(configuration, measurer: TenPointMeasurer()).name(ofOrdinal: 1)
    }
    // 160 points of 10-point characters: 16 a line.
    #expect(try name(at: .large)?.lines == ["Upload your", "identity…"])
    #expect(try name(at: .accessibility5)?.lines == ["Upload your…"])
  }

  @Test func theAllStepsRoomGoesOnceItsLineIsTallEnough() throws {
    // At accessibility3 the line is 20 × 40/17 = 47 points: taller than a hit area.
    let layout = try layout(header: true, allSteps: true, textSize: .accessibility3)
    #expect(try #require(layout.allSteps).frame.y == 0)
    #expect(try #require(layout.title).frame.y == 0)
  }

  @Test func rightToLeftPutsTheHeaderTitleOnTheRight() throws {
    let layout = try layout(direction: .rightToLeft, header: true, allSteps: true)
    let title = try #require(layout.title)
    #expect(isClose(title.frame.maxX, layout.size.width))
    #expect(title.anchor == .right)
    #expect(try #require(layout.allSteps).frame.x == 0)
  }

  @Test func tappableRowsMakeRoomForTheirHitAreas() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, interaction: .reachedSteps)
    let layout = StepperLayout(configuration)
    #expect(layout.size == StepperSize(width: 272 + 20, height: 44))
    #expect(layout.frame(ofStep: 1) == StepperRect(x: 10, y: 10, width: 24, height: 24))
  }
}

@Suite struct StepperLayoutViewportTests {
  @Test func laysOutOnlyTheStepsOnScreen() throws {
    let configuration = try StepperConfiguration(
      total: 1_000_000, current: 500_000, scrolling: StepperScrolling(viewport: 375))
    let layout = StepperLayout(configuration)
    let viewport = try #require(layout.viewport)
    #expect(layout.visibleOrdinals.count <= 7)
    #expect(layout.visibleOrdinals.contains(499_999))
    #expect(isClose(viewport.contentLength, 999_999 * 72.6 + 24))
    #expect(layout.visibleRect.width == 375)
    #expect(isClose(layout.visibleRect.x, viewport.offset))
  }

  /// Found by the scene properties: a row in a viewport cannot grow, so the first step's name
  /// hung past the row's start and no scroll offset showed it whole.
  @Test func theEndNamesOfAScrollingRowStayInsideIt() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 1,
      labels: StepperLabels(names: [1: "Shipping", 2: "Payment", 20: "Done and dusted"]),
      scrolling: StepperScrolling(viewport: 375))
    let layout = StepperLayout(configuration, measurer: TenPointMeasurer())
    let content = try #require(layout.viewport).contentLength
    // An end name is no wider than its step and half the spacing (24 + 40.6 / 2 = 44.3)...
    let first = try #require(layout.name(ofOrdinal: 0))
    #expect(first.lines == ["Shi…"])
    // ...and is shifted inward: it starts where the row does, not 8 points before.
    #expect(first.frame.x == 0)
    #expect(first.baselines.allSatisfy { isClose($0.x, 20) })
    let last = try #require(layout.name(ofOrdinal: 19))
    #expect(last.lines == ["Done", "and…"])
    #expect(isClose(last.frame.maxX, content))
    // The names between keep their width and stay centered, clear of the end names.
    let second = try #require(layout.name(ofOrdinal: 1))
    #expect(second.lines == ["Payme…"])
    #expect(isClose(second.frame.center.x, layout.frame(ofStep: 2).center.x))
    #expect(second.frame.x - first.frame.maxX >= StepperLayout.nameSpacing)
  }

  @Test func theEndNamesOfAScrollingColumnAreOneLineInsideIt() throws {
    let configuration = try StepperConfiguration(
      style: .bullet, total: 30, current: 1,
      labels: StepperLabels(names: [1: "Upload your identity document", 30: "Done and dusted"]),
      scrolling: StepperScrolling(viewport: 200)
    ).unchecked { $0.axis = .vertical }
    let layout = StepperLayout(configuration, measurer: TenPointMeasurer())
    let content = try #require(layout.viewport).contentLength
    let first = try #require(layout.name(ofOrdinal: 0))
    let last = try #require(layout.name(ofOrdinal: 29))
    #expect(first.lines.count == 1 && last.lines.count == 1)
    #expect(first.frame.y == 0)
    #expect(isClose(last.frame.maxY, content))
  }

  @Test func aNarrowRowGrowsToHoldItsHeader() throws {
    let configuration = try StepperConfiguration(
      style: .bullet, total: 2, current: 1, labels: StepperLabels(showsAllSteps: true))
    let layout = StepperLayout(
      configuration, measurer: TenPointMeasurer(), allStepsTitle: "All steps")
    let allSteps = try #require(layout.allSteps)
    #expect(allSteps.lines == ["All steps"])
    #expect(layout.size.width == 90)
    #expect(allSteps.frame.x == 0 && allSteps.frame.maxX == layout.size.width)
    // With the title: the title, a 12-point gap and the control, and the bullets at the start,
    // after the 4 points a row of bullets keeps at each end for the current step's pill.
    let titled = StepperLayout(
      try StepperConfiguration(
        style: .bullet, total: 5, current: 2,
        labels: StepperLabels(showsHeader: true, showsAllSteps: true)),
      measurer: TenPointMeasurer(), headerTitle: "Address", allStepsTitle: "All steps")
    #expect(try #require(titled.title).lines == ["Address"])
    #expect(titled.size.width == 70 + 12 + 90)
    #expect(titled.frame(ofStep: 1).x == 4)
  }

  @Test func aHeaderInAViewportKeepsTheViewportsLength() throws {
    let configuration = try StepperConfiguration(
      style: .bullet, total: 30, current: 2, labels: StepperLabels(showsHeader: true),
      scrolling: StepperScrolling(viewport: 60))
    let layout = StepperLayout(
      configuration, measurer: TenPointMeasurer(), headerTitle: "Verification")
    let title = try #require(layout.title)
    #expect(title.lines == ["Verif…"])
    #expect(!title.showsFirstWord)
  }

  @Test func framesStayInContentCoordinates() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 11, scrolling: StepperScrolling(viewport: 375))
    let layout = StepperLayout(configuration)
    #expect(isClose(try #require(layout.viewport).offset, 726))
    #expect(isClose(layout.frame(ofStep: 11).x, 726))
    #expect(layout.visibleOrdinals == 10..<16)
  }

  @Test func rightToLeftMirrorsTheWindow() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 11, scrolling: StepperScrolling(viewport: 375)
    ).unchecked { $0.direction = .rightToLeft }
    let layout = StepperLayout(configuration)
    let content = 19 * 72.6 + 24
    #expect(isClose(layout.visibleRect.x, content - 726 - 375))
    #expect(isClose(layout.frame(ofStep: 11).maxX, content - 726))
  }

  @Test(arguments: [(-50.0, 0.0), (100, 100), (1e6, 1028.4)])
  func aDragOffsetIsClampedToTheRow(drag: Double, offset: Double) throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 1, scrolling: StepperScrolling(viewport: 375, offset: drag))
    #expect(isClose(try #require(StepperLayout(configuration).viewport).offset, offset))
  }

  @Test func aRowThatFitsItsViewportDoesNotScroll() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 4, scrolling: StepperScrolling(viewport: 375))
    let layout = StepperLayout(configuration)
    let viewport = try #require(layout.viewport)
    #expect(viewport.offset == 0)
    #expect(!viewport.isScrollable)
    #expect(isClose(try #require(layout.connectorLength), (375.0 - 96 - 48) / 3))
  }

  @Test func aRowThatCannotScrollShowsEveryStepAtZero() throws {
    // Specification#no-partial-step: no partial step when the row does not scroll, so its
    // viewport holds them all.
    let configuration = try StepperConfiguration(
      total: 20, current: 15, scrolling: StepperScrolling(viewport: 1_202, isScrollEnabled: false))
    let viewport = try #require(StepperLayout(configuration).viewport)
    #expect(viewport.offset == 0)
    #expect(!viewport.isScrollable)
    #expect(viewport.contentLength == 1_202)
  }

  @Test func theNameOfAStepOnScreenStaysOnScreen() throws {
    let names = Dictionary(
      uniqueKeysWithValues: (1...20).map { (StepperStepID($0), "Step number \($0)") })
    let configuration = try StepperConfiguration(
      total: 20, current: 11, labels: StepperLabels(names: names),
      scrolling: StepperScrolling(viewport: 375))
    let layout = StepperLayout(configuration, measurer: TenPointMeasurer())
    let visible = layout.visibleRect
    let first = try #require(layout.name(ofOrdinal: 10))
    #expect(first.frame.x == visible.x, "pushed in from the window's leading edge")
    let middle = try #require(layout.name(ofOrdinal: 12))
    #expect(isClose(middle.frame.center.x, layout.frame(ofStep: 13).center.x), "still centered")
  }

  @Test func substepsAreSmallerAndCenteredOnTheRow() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, length: 400).replacing(
      \.substeps, with: [2: 2])
    let layout = StepperLayout(configuration)
    let substep = layout.frame(ofOrdinal: 2)
    #expect(substep.width == 16 && substep.height == 16)
    #expect(substep.center.y == 12)
    let connector = try #require(layout.connectorFrame(afterOrdinal: 1))
    #expect(isClose(connector.maxX + 8, substep.x))
  }
}

/// Measures every character as wide as 0.6 of the style's size, as a proportional font does.
private struct ProportionalMeasurer: StepperTextMeasuring {
  func width(of text: Substring, style: StepperTextStyle) -> Double {
    Double(text.count) * style.size * 0.6
  }
}
