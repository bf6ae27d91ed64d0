import StepperArbitrary
import StepperKit
import Testing

@Suite struct ArbitraryConfigurationPersonTests {
  /// Recipes from every draw the generator has, in the order the property tests make them.
  static func recipes(count: Int, seed: UInt64) -> [ConfigurationRecipe] {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    var extras = Arbitrary(SplitMix64(seed: seed &+ 1))
    return (0..<count).map { _ in ArbitraryConfiguration.everyDraw(&arbitrary, extras: &extras) }
  }

  /// The recipe printer names every option a generated recipe sets away from its default, read
  /// through `Mirror`: an option added to `StepperConfiguration.Options` that the printer leaves
  /// out fails here by name.
  @Test func thePrinterNamesEveryOptionSet() {
    let initialized: Set = ["style", "total", "current"]
    for recipe in Self.recipes(count: 2_000, seed: 0x0B7_1045) {
      let o = recipe.options
      let defaults = StepperConfiguration.Options(
        style: o.style, total: o.total, current: o.current)
      let printed = recipe.description
      for (child, base) in zip(
        Mirror(reflecting: o).children, Mirror(reflecting: defaults).children)
      {
        guard let name = child.label, !initialized.contains(name),
          String(reflecting: child.value) != String(reflecting: base.value)
        else { continue }
        #expect(
          printed.contains("options.\(name) = "), "\(name) is set but not printed: \(printed)")
      }
    }
  }

  /// Every stored property of the options takes at least two values over the generated
  /// recipes, read through `Mirror`: an option added to `StepperConfiguration.Options` with no
  /// draw in the generator fails here by name.
  @Test func theGeneratorVariesEveryOption() {
    let recipes = Self.recipes(count: 2_000, seed: 0x0B7_1045)
    var values: [String: Set<AnyHashable>] = [:]
    var names: [String] = []
    for recipe in recipes {
      for child in Mirror(reflecting: recipe.options).children {
        guard let name = child.label else { continue }
        if values[name] == nil { names.append(name) }
        let value = child.value as? AnyHashable ?? AnyHashable(String(reflecting: child.value))
        values[name, default: []].insert(value)
      }
    }
    #expect(names.count >= 30, "\(names)")
    for name in names {
      #expect(values[name, default: []].count >= 2, "the generator never varies \(name)")
    }
  }

  @Test func thePersonsSettingsTakeEveryValue() {
    let recipes = Self.recipes(count: 2_000, seed: 0x5E77_1265)
    #expect(Set(recipes.map(\.textSize)) == Set(StepperTextSizeCategory.allCases))
    #expect(recipes.contains { $0.increaseContrast && $0.differentiateWithoutColor && $0.boldText })
    #expect(recipes.contains { !$0.isEnabled })
    let themes = recipes.filter { $0.theme != .light && $0.theme != .dark }
    #expect(themes.count > 300)
    #expect(Set(themes.map(\.appearance)) == Set(StepperAppearance.allCases))
  }

  /// The person's settings never make a valid recipe invalid: they are drawn after the rest.
  @Test func thePersonsSettingsKeepAValidRecipeValid() {
    var arbitrary = Arbitrary(SplitMix64(seed: 41))
    var person = Arbitrary(SplitMix64(seed: 42))
    var checked = 0
    for _ in 0..<500 {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      guard (try? recipe.make()) != nil else { continue }
      ArbitraryConfiguration.personalize(&recipe, &person)
      ArbitraryConfiguration.tokenTheme(&recipe, &person)
      #expect(throws: Never.self, "\(recipe)") { try recipe.make() }
      checked += 1
    }
    #expect(checked >= 450)
  }

  /// The earlier position is a valid configuration of the same flow, at a total a few steps
  /// either side, whenever the recipe's is valid and draws no fixed viewport it must fit.
  @Test func anEarlierPositionIsAnotherPlaceInTheSameFlow() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 43))
    var person = Arbitrary(SplitMix64(seed: 44))
    var drawn = 0
    var valid = 0
    for _ in 0..<1_000 {
      let recipe = ArbitraryConfiguration.recipe(&arbitrary)
      guard (try? recipe.make()) != nil,
        let (current, total) = ArbitraryConfiguration.earlier(&person, for: recipe)
      else { continue }
      drawn += 1
      #expect(abs(total - recipe.total) <= 3 || recipe.total > 100_000_000)
      #expect(total >= 2 && (1...total).contains(current.step))
      let earlier = recipe.options.earlier(current: current, total: total)
      #expect(earlier.stepNames.keys.allSatisfy { $0.step <= total })
      if (try? StepperConfiguration(earlier)) != nil { valid += 1 }
    }
    #expect(drawn >= 150)
    #expect(valid * 10 >= drawn * 8, "\(valid) of \(drawn)")
  }
}
