extension ArbitraryConfiguration {
  /// Collapses `recipe`'s row one time in four
  /// (``StepperKit/StepperConfiguration/Options/maxVisible``) to 3 to 14 places: now and then under
  /// the fewest allowed, or beside a viewport, which the configuration refuses. A separate draw,
  /// made after the recipe's own, so that a seed's recipe is the same whether or not a collapse is
  /// drawn for it.
  package static func collapse<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>
  ) {
    guard arbitrary.chance(25) else { return }
    recipe.maxVisible = arbitrary.int(in: 3...14)
  }
}
