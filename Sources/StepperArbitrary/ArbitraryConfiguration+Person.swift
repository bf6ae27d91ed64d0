import StepperKit

extension ArbitraryConfiguration {
  /// The person's settings and the stepper's availability: a text size other than the default
  /// half the time (any of the twelve, Specification#text-sizes), Increase Contrast,
  /// Differentiate Without Color and Bold Text each one time in five, and the whole stepper
  /// disabled one time in ten. A separate draw, made after the recipe's own, so that a seed's
  /// recipe is the same whether or not these are drawn for it; none of them makes a valid
  /// recipe invalid.
  package static func personalize<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>
  ) {
    recipe.textSize =
      arbitrary.chance(50) ? arbitrary.anyCase(of: StepperTextSizeCategory.self) : .large
    recipe.increaseContrast = arbitrary.chance(20)
    recipe.differentiateWithoutColor = arbitrary.chance(20)
    recipe.boldText = arbitrary.chance(20)
    recipe.isEnabled = !arbitrary.chance(10)
  }

  /// A theme made of tokens rather than built in, one time in four: the recipe's appearance
  /// with one to four token values replaced by arbitrary colors (as an app's own tokens file
  /// gives). A separate draw, as ``personalize(_:_:)``.
  package static func tokenTheme<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>
  ) {
    guard arbitrary.chance(25) else { return }
    let base = recipe.options.theme
    var replaced: [StepperToken: StepperColor] = [:]
    for _ in 0..<arbitrary.int(in: 1...4) {
      replaced[arbitrary.anyCase(of: StepperToken.self)] = StepperColor(
        UInt32(truncatingIfNeeded: arbitrary.bits(bytes: 3)))
    }
    recipe.theme = StepperTheme(appearance: base.appearance, dimensions: base.dimensions) {
      replaced[$0] ?? base[$0]
    }
  }

  /// The step and total shown before this one, for the announcement of a change
  /// (Specification#change-announcements; the command line's `--from CURRENT/TOTAL`), one time
  /// in five: a total a few steps either side, and a step in it. `nil` otherwise. A separate
  /// draw, as ``personalize(_:_:)``; a total under 2 is never drawn, so the earlier
  /// configuration is valid whenever the recipe's is and its step lies inside.
  package static func earlier<Source>(
    _ arbitrary: inout Arbitrary<Source>, for recipe: ConfigurationRecipe
  ) -> (current: StepperStepID, total: Int)? {
    guard arbitrary.chance(20) else { return nil }
    let total = max(2, min(recipe.total, 100_000_000) + arbitrary.int(in: -3...3))
    return (StepperStepID(arbitrary.int(in: 1...total)), total)
  }
}
