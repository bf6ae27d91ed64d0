import StepperArbitrary
import StepperKit

/// Configurations from a seeded generator (`StepperArbitrary`), with names in any script and
/// full of markup characters, quotes and control characters on several steps, and sometimes
/// the header that shows the current step's name: the same cases on every run.
enum GeneratedSteppers {
  /// `count` valid configurations from `seed`, each with the recipe that made it; with
  /// `icons`, some circular ones show built-in icons, and with `activity` some current steps load
  /// or show a part done (each drawn after everything else, so that the same seed without them
  /// makes the same configurations as ever).
  static func named(
    seed: UInt64, count: Int, icons: Bool = false, activity: Bool = false
  ) -> [(recipe: String, configuration: StepperConfiguration)] {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    // Descriptions come from a source of their own, so that each seed's recipes stay as they
    // were before descriptions.
    var descriptions = Arbitrary(SplitMix64(seed: seed &+ 0x0DE5_C41B))
    var made: [(String, StepperConfiguration)] = []
    while made.count < count {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      ArbitraryConfiguration.describe(&recipe, &descriptions)
      for step in 1...min(max(recipe.total, 1), 6) {
        recipe.stepNames[StepperStepID(step)] = ArbitraryText.name(&arbitrary)
      }
      if arbitrary.chance(50) {
        recipe.stepNames[StepperStepID(recipe.current)] = ArbitraryText.name(&arbitrary)
      }
      recipe.showsHeader = arbitrary.chance(40)
      recipe.showsAllSteps = arbitrary.chance(20)
      if icons { recipe.stepIcons = ArbitraryConfiguration.icons(&arbitrary, for: recipe) }
      if activity {
        (recipe.isLoading, recipe.stepProgress) = ArbitraryConfiguration.activity(
          &arbitrary, for: recipe)
      }
      if let configuration = try? recipe.make() { made.append(("\(recipe)", configuration)) }
    }
    return made
  }
}
