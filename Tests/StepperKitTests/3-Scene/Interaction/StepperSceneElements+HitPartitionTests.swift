import StepperArbitrary
import StepperKit
import Testing

/// The row's tap areas are a partition among its targets (Specification#hit-partition): no two
/// overlap, crowded neighbours meet at the midpoint between their centres, every other target
/// keeps its whole minimum square, and what a tap selects is the target whose area holds it.
@Suite struct StepperSceneElementsHitPartitionTests {
  /// The areas of the row's targets, in order, with the centre of each target's mark.
  private func areas(
    _ scene: StepperScene
  ) -> [(center: StepperPoint, area: StepperRect?, isSelectable: Bool)] {
    let elements = scene.elements
    return elements.indices.filter { elements.role(at: $0).isHitTarget }.map { index in
      (
        elements.frame(at: index).center, elements.partitionedHitArea(at: index),
        elements[index].hitArea != nil
      )
    }
  }

  @Test func crowdedBulletsMeetAtTheMidpointsBetweenTheirCentres() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 6, current: 4, interaction: .reachedSteps))
    let targets = areas(scene)
    #expect(targets.count == 6)
    for (left, right) in zip(targets, targets.dropFirst()) {
      let middle = (left.center.x + right.center.x) / 2
      #expect(abs((left.area?.maxX ?? 0) - middle) < 1e-9 && right.area?.x == middle)
    }
    // Every area is still 44 across the row, and holds its own mark's centre.
    for target in targets {
      #expect(target.area?.height == 44)
      #expect(target.area.map { $0.contains(target.center) } == true)
    }
    // Only steps a tap reaches have a hit area; steps 5 and 6 keep theirs for no one.
    #expect(targets.map(\.isSelectable) == [true, true, true, true, false, false])
    #expect(scene.hitTest(targets[4].center) == nil)
  }

  @Test func circularMarkersFarApartKeepTheirWholeSquares() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .circular, total: 4, current: 3, interaction: .reachedSteps))
    for target in areas(scene) {
      let area = try #require(target.area)
      #expect(area.width == 44 && area.height == 44 && area.center == target.center)
    }
  }

  @Test func aVerticalColumnOfBulletsSplitsAlongY() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 10, current: 10, interaction: .reachedSteps)
        .unchecked { $0.axis = .vertical })
    let targets = areas(scene)
    for (above, below) in zip(targets, targets.dropFirst()) {
      #expect(abs((above.area?.maxY ?? 0) - (below.area?.y ?? 1)) < 1e-9)
      #expect(above.area?.x == below.area?.x && above.area?.width == below.area?.width)
    }
  }

  /// Over generated rows: no two areas overlap; each lies inside its minimum square (and, in a
  /// row that scrolls, where the steps show); and at every target's centre and at points across
  /// the row, a tap selects the one tappable target whose area holds the point, or nothing.
  @Test func theAreasAreAPartitionAndHitTestingReadsThem() {
    let configurations = ScenePropertiesTests.configurations(seed: 0x7A9, count: 120) { recipe in
      recipe.isTappable = true
    }
    for (recipe, configuration, _) in configurations {
      let scene = StepperScene(configuration)
      let targets = areas(scene)
      let horizontal = scene.axis == .horizontal
      let spans = targets.compactMap(\.area).map {
        horizontal ? ($0.x, $0.maxX) : ($0.y, $0.maxY)
      }.sorted { $0.0 < $1.0 }
      for (first, second) in zip(spans, spans.dropFirst()) {
        #expect(first.1 <= second.0 + 1e-9, "\(recipe)")
      }
      if configuration.options.viewport != nil {
        let shown = scene.stepsRect
        for area in targets.compactMap(\.area) {
          let inside =
            horizontal
            ? area.x >= shown.x && area.maxX <= shown.maxX
            : area.y >= shown.y && area.maxY <= shown.maxY
          #expect(inside, "\(recipe)")
        }
      }
      var points = targets.map(\.center)
      if let first = points.first, let last = points.last {
        for step in 0...20 {
          let t = Double(step) / 20
          points.append(
            StepperPoint(
              x: first.x + (last.x - first.x) * t + 0.25, y: first.y + (last.y - first.y) * t))
        }
      }
      for point in points {
        let holders = targets.filter { $0.isSelectable && $0.area?.contains(point) == true }
        let selected = scene.hitTest(point)
        #expect(holders.count <= 1 || isOnAnEdge(point, holders), "\(recipe)")
        if holders.isEmpty { #expect(selected == nil, "\(recipe) at \(point)") }
        if holders.count == 1 { #expect(selected != nil, "\(recipe) at \(point)") }
      }
    }
  }

  /// Whether `point` lies on the edge two neighbouring areas share (both hold it there).
  private func isOnAnEdge(
    _ point: StepperPoint,
    _ holders: [(center: StepperPoint, area: StepperRect?, isSelectable: Bool)]
  ) -> Bool {
    holders.count == 2
      && holders.compactMap(\.area).contains {
        $0.x == point.x || $0.maxX == point.x || $0.y == point.y || $0.maxY == point.y
      }
  }
}
