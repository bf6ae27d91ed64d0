import StepperKit

extension ArbitraryConfiguration {
  /// A recipe from every draw the generator has, as the property tests make them: the recipe's
  /// own from `arbitrary`, then from `extras` its names and descriptions, an estimate, icons and
  /// activity, a collapse, the person's settings and, with `tokens`, a theme of tokens of its
  /// own. Each draw is a separate one, so a seed's recipe is the same whatever follows it.
  package static func everyDraw<Source, Extras>(
    _ arbitrary: inout Arbitrary<Source>, extras: inout Arbitrary<Extras>, tokens: Bool = true
  ) -> ConfigurationRecipe {
    var recipe = recipe(&arbitrary)
    describe(&recipe, &extras)
    estimate(&recipe, &extras)
    decorate(&recipe, &extras)
    collapse(&recipe, &extras)
    personalize(&recipe, &extras)
    if tokens { tokenTheme(&recipe, &extras) }
    return recipe
  }
}
