extension RowMetrics {
  /// The offset of the page that shows the step at `ordinal` whole (Specification#auto-scroll).
  ///
  /// Pages run forward from offset 0; each next page pins the first step not whole on the page
  /// before as the first on screen; a page that would show the final step whole is
  /// right-aligned instead (the final step at the trailing edge). A row that fits the viewport
  /// has offset 0. Sub-steps keep the pitch in a row that scrolls, so every page but the
  /// right-aligned one shows *k* whole steps and half of the next, whatever it holds.
  ///
  /// ```swift
  /// let row = RowMetrics.scrolling(.circular, StepperStepSequence(total: 20), viewport: 375)
  /// print(row?.pageOffset(showing: 15, viewport: 375) ?? 0)
  /// // Prints "1028.3999999999999"
  /// ```
  ///
  /// Uniform pages are skipped arithmetically, so the cost does not grow with the row.
  package func pageOffset(showing ordinal: Int, viewport: Double) -> Double {
    let tolerance = 1e-9
    let last = sequence.count - 1
    let rightAligned = max(0, contentLength - viewport)
    guard rightAligned > tolerance else { return 0 }
    var first = 0
    while true {
      if let k = wholeStepsPerPage {
        // Every step keeps the pitch, so each page shows exactly k whole steps: jump over the
        // pages before the one that holds the step wanted.
        let reach = ordinal - first
        if reach >= k { first += reach / k * k }
      }
      // The page starts at the step's slot, so that a sub-step pinned first keeps the pitch, and
      // the row's end room before it (room for the current bullet's pill).
      let offset = slotStart(ofOrdinal: first) - endRoom
      let windowEnd = offset + viewport + tolerance
      if end(ofOrdinal: last) + endRoom <= windowEnd { return rightAligned }
      let next = firstOrdinal(endingAfter: windowEnd)
      if ordinal < next || next <= first { return offset }
      first = next
    }
  }
}
