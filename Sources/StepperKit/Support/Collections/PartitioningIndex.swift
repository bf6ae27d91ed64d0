extension RandomAccessCollection {
  /// The index of the first element for which `belongsInSecondPartition` is true, or `endIndex`
  /// if there is none; the collection must be partitioned by the predicate (every element
  /// that fails it comes before every element that passes).
  ///
  /// The one binary search of the package: every search over sorted positions, ordinals or
  /// ranges is a partition of this kind, and finds its boundary in O(log n) predicate calls.
  ///
  /// ```swift
  /// let edges = [0.0, 40, 80, 120]
  /// print(edges.partitioningIndex { $0 > 50 })
  /// // Prints "2"
  /// ```
  @inlinable
  package func partitioningIndex(
    where belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if try belongsInSecondPartition(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
