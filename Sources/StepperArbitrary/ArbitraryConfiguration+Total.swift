extension ArbitraryConfiguration {
  /// Marks `recipe`'s total as an estimate one time in five ("Step 2 of about 6"). A separate
  /// draw, made after the recipe's own, so that a seed's recipe is the same whether or not an
  /// estimate is drawn for it; any total can be an estimate, so it never makes a recipe
  /// invalid.
  package static func estimate<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>
  ) {
    recipe.isTotalEstimated = arbitrary.chance(20)
  }
}
