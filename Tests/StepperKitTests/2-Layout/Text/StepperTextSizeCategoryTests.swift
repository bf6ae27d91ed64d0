import StepperKit
import Testing

@Suite struct TextSizeCategoryTests {
  @Test func largeIsTheDesignSize() {
    #expect(StepperTextSizeCategory.large.scaleFactor == 1)
  }

  // Apple's body text size at each category, in points.
  @Test(
    arguments: zip(
      StepperTextSizeCategory.allCases,
      [
        14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,
      ]))
  func scalesAsApplesBodyText(_ category: StepperTextSizeCategory, _ body: Double) {
    #expect(abs(category.scaleFactor * 17 - body) < 1e-9)
  }

  @Test func eachSizeIsLargerThanTheOneBefore() {
    let factors = StepperTextSizeCategory.allCases.map(\.scaleFactor)
    #expect(zip(factors, factors.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func theLastFiveAreTheAccessibilitySizes() {
    let accessibility = StepperTextSizeCategory.allCases.filter(\.isAccessibilitySize)
    #expect(
      accessibility == [
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
      ])
  }
}
