import StepperArbitrary
import StepperKit
import Testing

/// Estimated totals in generated recipes.
@Suite struct ArbitraryConfigurationTotalTests {
  @Test func someRecipesHaveAnEstimatedTotalAndWriteIt() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 16))
    var estimates = Arbitrary(SplitMix64(seed: 61))
    var estimated = 0
    var known = 0
    for _ in 0..<300 {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      ArbitraryConfiguration.estimate(&recipe, &estimates)
      guard let configuration = try? recipe.make() else { continue }
      #expect(configuration.options.isTotalEstimated == recipe.isTotalEstimated)
      #expect("\(recipe)".contains("options.isTotalEstimated = true") == recipe.isTotalEstimated)
      if recipe.isTotalEstimated { estimated += 1 } else { known += 1 }
    }
    #expect(estimated > 20)
    #expect(known > estimated)
  }

  @Test func theEstimateIsADrawOfItsOwn() {
    var first = Arbitrary(SplitMix64(seed: 3))
    var second = Arbitrary(SplitMix64(seed: 3))
    var estimates = Arbitrary(SplitMix64(seed: 4))
    var recipe = ArbitraryConfiguration.recipe(&first)
    ArbitraryConfiguration.estimate(&recipe, &estimates)
    var same = ArbitraryConfiguration.recipe(&second)
    same.isTotalEstimated = recipe.isTotalEstimated
    #expect("\(recipe)" == "\(same)")
  }
}
