import StepperKit
import Testing

@Suite struct TextStyleScalingTests {
  @Test func largeLeavesAStyleAsDesigned() {
    #expect(StepperTextStyle.stepName.scaled(for: .large) == .stepName)
    #expect(StepperTextStyle.header.scaled(for: .large) == .header)
  }

  @Test(arguments: StepperTextSizeCategory.allCases)
  func sizeAndLineHeightGrowByTheFactor(_ category: StepperTextSizeCategory) {
    let style = StepperTextStyle.header
    let scaled = style.scaled(for: category)
    #expect(isClose(scaled.size, 14 * category.scaleFactor))
    #expect(isClose(scaled.lineHeight, 20 * category.scaleFactor))
    #expect(scaled.family == style.family)
    #expect(scaled.weight == style.weight)
    #expect(scaled.capHeight == style.capHeight)
  }

  @Test func accessibility5SetsAStepNameAt37Points() {
    let name = StepperTextStyle.stepName.scaled(for: .accessibility5)
    #expect(isClose(name.size, 12 * 53 / 17))
    #expect(NumberText.points(name.size) == "37.412")
  }
}
