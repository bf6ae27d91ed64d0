import StepperKit
import Testing

@Suite struct StepperScrollContentTests {
  /// Twenty circular steps in 375 points, scrolled to `offset`.
  private func scene(
    offset: Double? = nil, axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight, header: Bool = false
  ) throws -> StepperScene {
    try StepperScene(
      StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(showsHeader: header),
        scrolling: StepperScrolling(viewport: 375, offset: offset)
      ).unchecked {
        $0.axis = axis
        $0.direction = direction
      })
  }

  @Test func aRowDrawnWholeOrThatDoesNotScrollHasNoScrollContent() throws {
    let whole = try StepperScene(StepperConfiguration(total: 4, current: 2))
    #expect(StepperScrollContent(whole) == nil)
    let fixed = try StepperScene(
      StepperConfiguration(
        total: 4, current: 4, scrolling: StepperScrolling(viewport: 375, isScrollEnabled: false)))
    #expect(StepperScrollContent(fixed) == nil)
  }

  @Test func thePlatformOffsetIsWhereTheSceneShowsItsVisiblePart() throws {
    for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
      for axis in [StepperAxis.horizontal, .vertical] {
        for offset in [0.0, 100, 500, 1_028.4] {
          let scene = try scene(offset: offset, axis: axis, direction: direction, header: true)
          let content = try #require(StepperScrollContent(scene))
          let shown = axis == .horizontal ? scene.visibleRect.x : scene.visibleRect.y
          let core = try #require(scene.viewport?.offset)
          #expect(isClose(content.physicalOffset(of: core), shown), "\(axis) \(direction)")
          #expect(isClose(content.offset(ofPhysical: shown), core))
        }
      }
    }
  }

  @Test func aRightToLeftRowStartsAtTheContentsRightEnd() throws {
    let content = try #require(StepperScrollContent(try scene(direction: .rightToLeft)))
    #expect(isClose(content.physicalOffset(of: 0), 1_028.4))
    #expect(isClose(content.offset(ofPhysical: 0), 1_028.4))
    #expect(isClose(content.size.width, 375 + 1_028.4))
    // Content moving right (its offset growing) reveals earlier steps.
    #expect(content.velocity(ofPhysical: StepperPoint(x: 600, y: 40)) == -600)
    let ltr = try #require(StepperScrollContent(try scene()))
    #expect(ltr.velocity(ofPhysical: StepperPoint(x: 600, y: 40)) == 600)
    #expect(ltr.velocity(ofPhysical: StepperPoint(x: .nan, y: 0)) == 0)
  }

  @Test func aColumnsScrollViewSitsBelowItsHeader() throws {
    let scene = try scene(axis: .vertical, header: true)
    let content = try #require(StepperScrollContent(scene))
    #expect(content.frame.y > 0)
    #expect(isClose(content.frame.y + content.frame.height, scene.size.height))
    #expect(content.length == 375)
    #expect(isClose(content.velocity(ofPhysical: StepperPoint(x: 9, y: -250)), -250))
  }

  @Test func tilesCoverTheContentOnceEachBuiltInsideTheRow() throws {
    for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
      let content = try #require(StepperScrollContent(try scene(direction: direction)))
      #expect(content.tileCount == 4)
      var covered = 0.0
      for index in 0..<content.tileCount {
        let tile = content.tile(at: index)
        #expect(isClose(tile.rect.x, covered))
        covered += tile.rect.width
        #expect(tile.offset >= 0 && tile.offset <= 1_028.4 + 1e-9)
      }
      #expect(isClose(covered, content.size.width))
      // The last tile is built at the row's end and moved so its stretch shows.
      let last = content.tile(at: 3)
      #expect(isClose(last.rect.width, 1_403.4 - 1_125))
      #expect(isClose(last.shift.x, 1_028.4 - 1_125))
    }
  }

  @Test func aTilesSceneDrawsItsStretchWhereTheContentShowsIt() throws {
    for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
      let whole = try #require(StepperScrollContent(try scene(direction: direction)))
      let tile = whole.tile(at: 2)
      let built = try scene(offset: tile.offset, direction: direction)
      let content = try #require(StepperScrollContent(built))
      // A step of the tile's scene, moved by the shift, lands where the content holds it: at
      // its place in the scene scrolled to the content's own offset for that point.
      let step = try #require(built.accessibleItems(strings: .english).first)
      guard case .step(let first) = step else { return }
      let moved = first.frame.x + tile.shift.x + tile.rect.x
      #expect(isClose(moved, first.frame.x + content.physicalOffset(of: tile.offset)))
    }
  }

  @Test func eachStepsElementIsHeldByOneTile() throws {
    for direction in [StepperLayoutDirection.leftToRight, .rightToLeft] {
      let content = try #require(StepperScrollContent(try scene(direction: direction)))
      var held: [StepperStepID: Int] = [:]
      for index in 0..<content.tileCount {
        let built = try scene(offset: content.tile(at: index).offset, direction: direction)
        for case .step(let step) in content.heldItems(of: built, inTile: index) {
          held[step.step, default: 0] += 1
        }
      }
      #expect(held.count == 20, "\(direction)")
      #expect(held.values.allSatisfy { $0 == 1 })
    }
  }
}
