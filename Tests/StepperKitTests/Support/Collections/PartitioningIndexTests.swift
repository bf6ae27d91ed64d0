import Testing

@testable import StepperKit

struct PartitioningIndexTests {
  @Test(arguments: 0...9)
  func findsTheFirstElementOfTheSecondPartitionAmongAllBoundaries(count: Int) {
    for boundary in 0...count {
      let flags = (0..<count).map { $0 >= boundary }
      #expect(flags.partitioningIndex { $0 } == boundary)
    }
  }

  @Test func worksOnSlicesWithTheirOwnIndices() {
    let values = [1, 3, 5, 7, 9, 11][2...]
    #expect(values.partitioningIndex { $0 > 6 } == 3)
    #expect(values.partitioningIndex { $0 > 100 } == values.endIndex)
    #expect(values.partitioningIndex { _ in true } == values.startIndex)
  }

  @Test func callsThePredicateLogarithmicallyOften() {
    var calls = 0
    let index = (0..<1_000_000).partitioningIndex {
      calls += 1
      return $0 >= 765_432
    }
    #expect(index == 765_432)
    #expect(calls <= 21)
  }
}
