import StepperArbitrary
import StepperKit
import Testing

@Suite struct ArbitraryConfigurationTests {
  @Test func tameRecipesAreNearlyAllValidAndCoverEveryOption() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 6))
    var valid: [StepperConfiguration] = []
    for _ in 0..<1_000 {
      if let configuration = try? ArbitraryConfiguration.recipe(&arbitrary).make() {
        valid.append(configuration)
      }
    }
    #expect(valid.count >= 950)
    for style in StepperStyle.allCases { #expect(valid.contains { $0.options.style == style }) }
    #expect(valid.contains { $0.options.axis == .vertical && $0.options.direction == .rightToLeft })
    #expect(valid.contains { $0.options.viewport != nil && $0.options.scrollOffset != nil })
    #expect(valid.contains { $0.steps.substepCount > 0 && $0.options.current.substep != nil })
    #expect(
      valid.contains {
        !$0.options.stepNames.isEmpty && $0.options.showsHeader && $0.options.showsAllSteps
      })
    #expect(valid.contains { $0.options.isTappable && $0.options.tappableSteps != nil })
    #expect(valid.contains { !$0.options.stepStates.isEmpty && $0.options.status == .error })
    #expect(valid.contains { $0.options.total > 1_000 })
    #expect(valid.contains { $0.options.status == .success && $0.options.current.substep != nil })
    #expect(valid.contains { $0.options.viewport != nil && !$0.options.isScrollEnabled })
    #expect(valid.contains { $0.options.firstNumber > 1 && $0.options.firstNumber < 100 })
    #expect(
      valid.contains {
        $0.options.firstNumber >= StepperConfiguration.maximumFirstNumber(total: $0.options.total)
          - 9
          && $0.options.firstNumber > 1_000
      })
  }

  @Test func tameRecipesKeepToTheRulesThatAreNowErrors() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 11))
    for _ in 0..<1_000 {
      let recipe = ArbitraryConfiguration.recipe(&arbitrary)
      do {
        _ = try recipe.make()
      } catch .successBeforeLastStep, .partialStepWithoutScrolling, .firstNumberOutOfRange {
        Issue.record("a tame recipe breaks a count rule: \(recipe)")
      } catch {}
    }
  }

  @Test func wildRecipesReachTheErrors() {
    var arbitrary = Arbitrary(SplitMix64(seed: 7))
    var errors: Set<String> = []
    for _ in 0..<2_000 {
      do {
        _ = try ArbitraryConfiguration.recipe(&arbitrary, wildness: 40).make()
      } catch {
        errors.insert(Mirror(reflecting: error).children.first?.label ?? "\(error)")
      }
    }
    for expected in [
      "totalTooSmall", "totalTooLarge", "currentOutOfRange", "invalidLength", "unknownStep",
      "invalidSubstepCount", "invalidViewport", "viewportTooLong", "invalidOffset",
      "successBeforeLastStep", "partialStepWithoutScrolling", "firstNumberOutOfRange",
    ] {
      #expect(errors.contains(expected), "\(expected)")
    }
  }

  @Test func theSameSeedGivesTheSameRecipes() {
    var first = Arbitrary(SplitMix64(seed: 9))
    var second = Arbitrary(SplitMix64(seed: 9))
    for _ in 0..<50 {
      // Compared as text: a NaN length is not equal to itself.
      #expect(
        ArbitraryConfiguration.recipe(&first, wildness: 10).description
          == ArbitraryConfiguration.recipe(&second, wildness: 10).description)
    }
  }

  @Test func aRecipeDescribesTheStatementsThatMakeIt() {
    var recipe = ConfigurationRecipe(total: 5, current: 2)
    recipe.style = .dash
    recipe.length = .nan
    recipe.stepNames = [StepperStepID(2, substep: 1): "a\n\"b\""]
    recipe.substeps = [2: 1]
    recipe.tappableSteps = [StepperStepID(1)]
    #expect(
      recipe.description
        == "var options = StepperConfiguration.Options(style: .dash, total: 5, "
        + "current: StepperStepID(2)); options.length = .nan; options.substeps = [2: 1]; "
        + "options.stepNames = [StepperStepID(2, substep: 1): \"a\\n\\\"b\\\"\"]; "
        + "options.tappableSteps = [StepperStepID(1)]")
  }

  @Test func aRecipesStatementsPastedMakeTheSameConfiguration() throws {
    var recipe = ConfigurationRecipe(total: 30, current: 3)
    recipe.substeps = [3: 2]
    recipe.currentSubstep = 1
    recipe.viewport = 200
    recipe.scrollOffset = -4
    recipe.axis = .vertical
    recipe.stepStates = [1: .error]
    #expect(
      recipe.description
        == "var options = StepperConfiguration.Options(style: .circular, total: 30, "
        + "current: StepperStepID(3, substep: 1)); options.axis = .vertical; "
        + "options.viewport = 200.0; options.scrollOffset = -4.0; "
        + "options.stepStates = [StepperStepID(1): .error]; options.substeps = [3: 2]")
    // The described statements, pasted, make the same configuration.
    var options = StepperConfiguration.Options(
      style: .circular, total: 30, current: StepperStepID(3, substep: 1))
    options.axis = .vertical
    options.viewport = 200.0
    options.scrollOffset = -4.0
    options.stepStates = [StepperStepID(1): .error]
    options.substeps = [3: 2]
    #expect(try recipe.make() == StepperConfiguration(options))
  }

  @Test func anOffsetWithoutAViewportIsRefusedLast() {
    var recipe = ConfigurationRecipe(total: 4, current: 2)
    recipe.scrollOffset = 10
    #expect(throws: StepperConfigurationError.offsetWithoutViewport) { try recipe.make() }
    #expect(recipe.description.hasSuffix("; options.scrollOffset = 10.0"))
    recipe.scrollOffset = .infinity
    #expect(throws: StepperConfigurationError.invalidOffset(.infinity)) { try recipe.make() }
    recipe.total = 1
    #expect(throws: StepperConfigurationError.totalTooSmall(total: 1)) { try recipe.make() }
  }

  /// The recipes seeds make, pinned: a change to how ``ArbitraryConfiguration/recipe(_:wildness:)``
  /// reads its source would make every seed in a bug report mean another configuration.
  @Test(arguments: [(2, 0), (3, 40)])
  func aSeedMakesTheSameRecipeAsBefore(seed: UInt64, wildness: Int) {
    var arbitrary = Arbitrary(SplitMix64(seed: seed))
    let recipe = ArbitraryConfiguration.recipe(&arbitrary, wildness: wildness)
    #expect(recipe.description == Self.pinned[seed])
  }

  /// Hundreds of recipes, tame and wild, read to one digest (FNV-1a of their descriptions,
  /// which name the options as `StepperConfiguration.Options` does).
  @Test func manySeedsMakeTheSameRecipesAsBefore() {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for wildness in [0, 40] {
      var arbitrary = Arbitrary(SplitMix64(seed: 99))
      for _ in 0..<400 {
        for byte in ArbitraryConfiguration.recipe(&arbitrary, wildness: wildness).description.utf8 {
          digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
        }
      }
    }
    #expect(digest == 3_448_694_842_540_267_080)
  }

  /// The descriptions of ``aSeedMakesTheSameRecipeAsBefore(seed:wildness:)``'s seeds.
  private static let pinned: [UInt64: String] = [
    2: "var options = StepperConfiguration.Options(style: .circular, total: 3, "
      + "current: StepperStepID(3)); options.status = .success; options.axis = .vertical; "
      + "options.theme = .dark",
    3: "var options = StepperConfiguration.Options(style: .circular, total: 5, "
      + "current: StepperStepID(99999)); options.status = .success; "
      + "options.direction = .rightToLeft; options.theme = .dark; options.length = 1.0; "
      + "options.firstNumber = 100000",
  ]
}

/// The activity draw: tame ones are valid on the recipes they are drawn for, wild ones reach the
/// step progress error, and a recipe with one says so.
@Suite struct ArbitraryConfigurationActivityTests {
  @Test func tameActivitiesAreValidAndCoverEveryKind() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 21))
    var kinds: Set<String> = []
    for _ in 0..<400 {
      var recipe = ConfigurationRecipe(total: 4, current: 2)
      (recipe.isLoading, recipe.stepProgress) = ArbitraryConfiguration.activity(
        &arbitrary, for: recipe)
      let configuration = try recipe.make()
      kinds.insert(
        "\(configuration.options.activity.isLoading) \(configuration.options.activity.stepProgress != nil)"
      )
    }
    #expect(kinds == ["false false", "true false", "false true", "true true"])
  }

  @Test func wildActivitiesReachTheStepProgressError() {
    var arbitrary = Arbitrary(SplitMix64(seed: 22))
    var refused = 0
    for _ in 0..<400 {
      var recipe = ConfigurationRecipe(total: 4, current: 2)
      (recipe.isLoading, recipe.stepProgress) = ArbitraryConfiguration.activity(
        &arbitrary, for: recipe, wildness: 100)
      do {
        _ = try recipe.make()
      } catch .invalidStepProgress {
        refused += 1
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(refused > 50)
  }

  @Test func aRecipeWithAnActivityDescribesIt() {
    var recipe = ConfigurationRecipe(total: 4, current: 2)
    recipe.isLoading = true
    recipe.stepProgress = .nan
    #expect(
      recipe.description.hasSuffix("; options.isLoading = true; options.stepProgress = .nan"))
    #expect(!ConfigurationRecipe(total: 4, current: 2).description.contains("isLoading"))
  }
}

@Suite struct ArbitraryConfigurationOptionalTests {
  /// Described recipes mark optional steps and skip some, before the current step and after
  /// it; the description's call makes them again.
  @Test func describedRecipesCoverOptionalAndSkippedSteps() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 21))
    var valid: [StepperConfiguration] = []
    for _ in 0..<1_000 {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      ArbitraryConfiguration.describe(&recipe, &arbitrary)
      if let configuration = try? recipe.make() { valid.append(configuration) }
    }
    #expect(valid.count >= 900)
    #expect(
      valid.contains { !$0.options.optionalSteps.isEmpty && !$0.options.stepDescriptions.isEmpty })
    func skipped(_ configuration: StepperConfiguration) -> [StepperStepID] {
      configuration.options.stepStates.filter { $0.value == .skipped }.map(\.key)
    }
    #expect(valid.contains { c in skipped(c).contains { $0.step < c.options.current.step } })
    #expect(valid.contains { c in skipped(c).contains { $0.step > c.options.current.step } })
    #expect(valid.contains { c in skipped(c).contains { c.isOptional($0) } })
  }

  @Test func aRecipeDescribesItsOptionalSteps() {
    var recipe = ConfigurationRecipe(total: 4, current: 3)
    recipe.optionalSteps = [4, 2]
    #expect(
      recipe.description.hasSuffix("; options.optionalSteps = [StepperStepID(2), StepperStepID(4)]")
    )
    #expect((try? recipe.make())?.options.optionalSteps == [2, 4])
  }
}
