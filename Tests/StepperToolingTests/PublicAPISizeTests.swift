import StepperTestSupport
import Testing

/// The public API of the library modules an app links stays small: at most ``limit`` symbols
/// over StepperKit, StepperRendering, StepperTooling and StepperUI, counted as
/// `scripts/public-api` counts them (every symbol of the public symbol graphs, members the
/// compiler synthesizes from protocols included), from the modules the tests were built with.
/// What only the package's own modules use is `package`; a change that pushes the count over the
/// limit either makes something `package` or raises the limit on purpose, in review.
@Suite struct PublicAPISizeTests {
  /// The most public symbols the four modules may declare together.
  static let limit = 320
  /// The modules an app links; on Linux StepperUI holds only its two type aliases.
  static let modules = ["StepperKit", "StepperRendering", "StepperTooling", "StepperUI"]

  @Test func isAtMostTheLimit() throws {
    var counts: [(module: String, count: Int)] = []
    for module in Self.modules {
      counts.append((module, try PublicSymbols.count(ofModule: module)))
    }
    let total = counts.reduce(0) { $0 + $1.count }
    let report = (counts.map { "\($0.module) \($0.count)" } + ["total \(total)"])
      .joined(separator: ", ")
    print("Public symbols: \(report)")
    #expect(
      total <= Self.limit,
      "\(total) public symbols, more than \(Self.limit) (\(report)): make what only the package uses `package`"
    )
    #expect(counts.allSatisfy { $0.count > 0 }, "a module's graph read empty: \(report)")
  }
}
