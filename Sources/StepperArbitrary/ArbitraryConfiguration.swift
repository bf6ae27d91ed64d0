import StepperKit

/// Makes configuration recipes from a source of bytes.
///
/// With `wildness` 0 the values are ones an app would pass, nearly always valid: a few to a few
/// hundred steps, lengths the steps fit, viewports a phone has, names in any script. Each value
/// is instead, with probability `wildness` percent, an edge or a wrong one: a total of
/// `Int.min`, a current step past the end, a NaN length, a sub-step of a missing step, a success
/// before the last step, a row that cannot scroll in a viewport too short for it, a first
/// number of 0.
package enum ArbitraryConfiguration {
  /// A recipe for a configuration.
  package static func recipe<Source>(
    _ arbitrary: inout Arbitrary<Source>, wildness: Int = 0
  ) -> ConfigurationRecipe {
    // Each part reads the source in turn, in the order it always has, so that a seed keeps
    // making the same recipe.
    var recipe = ConfigurationRecipe()
    recipe.style = arbitrary.anyCase(of: StepperStyle.self)
    recipe.status = arbitrary.anyCase(of: StepperStatus.self)
    recipe.axis = arbitrary.anyCase(of: StepperAxis.self)
    recipe.direction = arbitrary.anyCase(of: StepperLayoutDirection.self)
    recipe.appearance = arbitrary.anyCase(of: StepperAppearance.self)
    let scrolls = arbitrary.chance(35)
    let steps = counts(&arbitrary, &recipe, wildness: wildness, scrolls: scrolls)
    substeps(&arbitrary, &recipe, wildness: wildness, steps: steps)
    labelsAndStates(&arbitrary, &recipe, wildness: wildness)
    lengths(&arbitrary, &recipe, wildness: wildness, scrolls: scrolls, steps: steps)
    endOfFlow(&arbitrary, &recipe, wildness: wildness, steps: steps)
    return recipe
  }

  /// Sets the recipe's total and current step; returns the number of steps a row of that total
  /// draws (at least 1, at most the largest total).
  private static func counts<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int,
    scrolls: Bool
  ) -> Int {
    func wild() -> Bool { arbitrary.chance(wildness) }
    let total: Int
    if wild() {
      total = arbitrary.element(of: wildCounts)
    } else {
      switch arbitrary.int(in: 0...19) {
      case 0...13: total = arbitrary.int(in: 2...8)
      case 14...17: total = arbitrary.int(in: 9...40)
      case 18: total = arbitrary.int(in: 41...400)
      default:
        total = scrolls ? arbitrary.int(in: 401...100_000_000) : arbitrary.int(in: 401...3_000)
      }
    }
    recipe.total = total
    let steps = max(1, min(total, 100_000_000))
    recipe.current = wild() ? arbitrary.element(of: wildCounts) : arbitrary.int(in: 1...steps)
    return steps
  }

  /// Sub-steps after a few steps, and maybe the current one of them.
  private static func substeps<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int,
    steps: Int
  ) {
    func wild() -> Bool { arbitrary.chance(wildness) }
    guard arbitrary.chance(30) else { return }
    for _ in 0..<arbitrary.int(in: 1...3) {
      let step = wild() ? arbitrary.element(of: wildCounts) : arbitrary.int(in: 1...steps)
      recipe.substeps[step] =
        wild() ? arbitrary.element(of: wildCounts) : arbitrary.int(in: 1...4)
    }
    if let count = recipe.substeps[recipe.current], count > 0, arbitrary.chance(40) {
      recipe.currentSubstep =
        wild() ? arbitrary.element(of: wildCounts) : arbitrary.int(in: 1...min(count, 99))
    }
  }

  /// State overrides, step names, the header, the "All steps" control and which steps a tap
  /// selects.
  private static func labelsAndStates<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int
  ) {
    func wild() -> Bool { arbitrary.chance(wildness) }
    if arbitrary.chance(30) {
      for _ in 0..<arbitrary.int(in: 1...3) {
        let isWild = wild()
        let id = step(&arbitrary, recipe, wild: isWild)
        recipe.stepStates[id] = arbitrary.element(of: overriddenStates)
      }
    }
    if arbitrary.chance(45) {
      for _ in 0..<arbitrary.int(in: 1...6) {
        let isWild = wild()
        let id = step(&arbitrary, recipe, wild: isWild)
        recipe.stepNames[id] = ArbitraryText.name(&arbitrary)
      }
    }
    recipe.showsHeader = arbitrary.chance(20)
    recipe.showsAllSteps = arbitrary.chance(20)
    recipe.isTappable = arbitrary.chance(30)
    if recipe.isTappable, arbitrary.chance(30) {
      var tappable: Set<StepperStepID> = []
      for _ in 0..<arbitrary.int(in: 0...3) {
        let isWild = wild()
        tappable.insert(step(&arbitrary, recipe, wild: isWild))
      }
      recipe.tappableSteps = tappable
    }
  }

  /// The row's length, or its viewport and offset when it scrolls.
  private static func lengths<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int,
    scrolls: Bool, steps: Int
  ) {
    func wild() -> Bool { arbitrary.chance(wildness) }
    let substepCount = recipe.substeps.values.reduce(0) { $0 &+ max(0, $1) }
    let shortest = StyleMetrics.minimumLength(
      of: recipe.style, total: steps, substeps: max(0, min(substepCount, 1_000)))
    if scrolls {
      scrollingLengths(&arbitrary, &recipe, wildness: wildness, shortest: shortest)
    } else if wild() {
      recipe.length = arbitrary.element(of: wildLengths)
    } else {
      let fallback = StyleMetrics.defaultLength(
        of: recipe.style, total: steps, substeps: max(0, min(substepCount, 1_000)))
      if fallback < shortest || arbitrary.chance(50) {
        recipe.length = shortest * arbitrary.double(in: 1...2.5)
      }
    }
    if wild(), arbitrary.chance(20) { recipe.scrollOffset = arbitrary.element(of: wildLengths) }
  }

  /// The viewport and offset of a row that scrolls, whose steps take `shortest` at the least.
  private static func scrollingLengths<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int,
    shortest: Double
  ) {
    func wild() -> Bool { arbitrary.chance(wildness) }
    let minimum = RowMetrics.minimumViewport(of: recipe.style)
    recipe.viewport =
      wild() ? arbitrary.element(of: wildLengths) : arbitrary.double(in: minimum...800)
    if arbitrary.chance(30) {
      recipe.scrollOffset =
        wild()
        ? arbitrary.element(of: wildLengths) : arbitrary.double(in: -100...(shortest + 100))
    }
    // A row that cannot scroll shows every step whole, so its viewport holds them all.
    let fits = shortest <= StepperRowPlan.maximumViewport(of: recipe.style)
    if wild() {
      // Wild: whatever the viewport, maybe one too short for the steps.
      recipe.isScrollEnabled = false
    } else if fits, arbitrary.chance(15) {
      recipe.isScrollEnabled = false
      if let viewport = recipe.viewport, viewport < shortest {
        recipe.viewport = min(
          shortest * arbitrary.double(in: 1...1.5),
          StepperRowPlan.maximumViewport(of: recipe.style))
      }
    }
    if wild() { recipe.length = arbitrary.element(of: wildLengths) }
  }

  /// A successful flow on its last step, and the number of the first step.
  private static func endOfFlow<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: inout ConfigurationRecipe, wildness: Int,
    steps: Int
  ) {
    func wild() -> Bool { arbitrary.chance(wildness) }
    // Success is the end of the flow: the last step is current (on it, or one of its sub-steps).
    if recipe.status == .success, !wild() {
      recipe.current = steps
      let revealed = recipe.substeps[steps] ?? 0
      recipe.currentSubstep =
        (1...StepperConfiguration.maximumSubsteps).contains(revealed)
        ? revealed : nil
    }
    // A flow that started before the indicator: a few steps in, or near the largest number.
    if wild() {
      recipe.firstNumber = arbitrary.element(of: wildCounts)
    } else if arbitrary.chance(20) {
      let highest = StepperConfiguration.maximumFirstNumber(total: steps)
      recipe.firstNumber =
        arbitrary.chance(80)
        ? min(arbitrary.int(in: 2...20), highest) : arbitrary.int(in: max(1, highest - 9)...highest)
    }
  }

  /// Built-in icons for some of `recipe`'s steps: none half the time, else one to four main
  /// steps of a circular row. With probability `wildness` percent the icons go on any step
  /// instead (a sub-step, one past the end) whatever the style, which the configuration
  /// refuses. A separate draw, made after the recipe's own, so that a seed's recipe is the
  /// same whether or not icons are drawn for it.
  package static func icons<Source>(
    _ arbitrary: inout Arbitrary<Source>, for recipe: ConfigurationRecipe, wildness: Int = 0
  ) -> [StepperStepID: StepperIcon] {
    guard arbitrary.chance(50) else { return [:] }
    let isWild = arbitrary.chance(wildness)
    guard isWild || recipe.style == .circular else { return [:] }
    var icons: [StepperStepID: StepperIcon] = [:]
    for _ in 0..<arbitrary.int(in: 1...4) {
      let id =
        isWild
        ? step(&arbitrary, recipe, wild: arbitrary.chance(50))
        : StepperStepID(arbitrary.int(in: 1...max(1, min(recipe.total, 100_000_000))))
      icons[id] = arbitrary.element(of: StepperIcon.builtIn)
    }
    return icons
  }

  /// What the current step of `recipe` is doing: nothing half the time, else loading, a part
  /// of it done, or both, the part 0, 1 or between. With probability `wildness` percent the
  /// part is one the configuration refuses instead (negative, over 1, infinite, NaN). A
  /// separate draw, made after the recipe's own, so that a seed's recipe is the same whether
  /// or not an activity is drawn for it.
  package static func activity<Source>(
    _ arbitrary: inout Arbitrary<Source>, for recipe: ConfigurationRecipe, wildness: Int = 0
  ) -> (isLoading: Bool, stepProgress: Double?) {
    guard arbitrary.chance(50) else { return (false, nil) }
    let isLoading = arbitrary.chance(50)
    guard !isLoading || arbitrary.chance(50) else { return (true, nil) }
    if arbitrary.chance(wildness) {
      return (isLoading, arbitrary.element(of: [-0.5, 1.000_001, .infinity, -.infinity, .nan]))
    }
    switch arbitrary.int(in: 0...9) {
    case 0: return (isLoading, 0)
    case 1: return (isLoading, 1)
    default: return (isLoading, Double(arbitrary.int(in: 1...999)) / 1_000)
    }
  }

  /// Gives `recipe` icons (``icons(_:for:wildness:)``), then its current step's activity
  /// (``activity(_:for:wildness:)``), both drawn from `arbitrary` in that order: what every
  /// generator that varies the drawing's extras draws.
  package static func decorate<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>
  ) {
    recipe.stepIcons = icons(&arbitrary, for: recipe)
    (recipe.isLoading, recipe.stepProgress) = activity(&arbitrary, for: recipe)
  }

  /// Descriptions for some of `recipe`'s steps (or, with probability `wildness` percent each,
  /// any id at all), drawn from `arbitrary`, then optional steps
  /// (``markOptional(_:_:wildness:)``).
  ///
  /// Kept apart from ``recipe(_:wildness:)`` so that the recipes a source made before
  /// descriptions existed are made the same: a caller draws them after everything it drew
  /// before, or from a source of its own.
  package static func describe<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>, wildness: Int = 0
  ) {
    if arbitrary.chance(35) {
      for _ in 0..<arbitrary.int(in: 1...4) {
        let isWild = arbitrary.chance(wildness)
        let id = step(&arbitrary, recipe, wild: isWild)
        recipe.stepDescriptions[id] = ArbitraryText.name(&arbitrary)
      }
    }
    // After the descriptions, so that each seed's descriptions are what they were.
    markOptional(&recipe, &arbitrary, wildness: wildness)
  }

  /// The states ``recipe(_:wildness:)`` overrides steps with: every state but
  /// ``StepperStepState/skipped``, in the order they were declared before it, so that a seed
  /// keeps making the recipe it made before skipped existed (``markOptional(_:_:wildness:)``
  /// draws skipped steps).
  static let overriddenStates: [StepperStepState] = [
    .default, .active, .complete, .error, .errorActive, .disabled,
  ]

  /// Optional steps for some of `recipe`'s steps (or, with probability `wildness` percent each,
  /// any id at all), drawn from `arbitrary`; an optional step before the current one is
  /// skipped half the time, as a flow that let the user pass it by, and one at or after it a
  /// fifth of the time (valid, though a guideline warning).
  package static func markOptional<Source>(
    _ recipe: inout ConfigurationRecipe, _ arbitrary: inout Arbitrary<Source>, wildness: Int = 0
  ) {
    guard arbitrary.chance(30) else { return }
    for _ in 0..<arbitrary.int(in: 1...3) {
      let isWild = arbitrary.chance(wildness)
      let id = step(&arbitrary, recipe, wild: isWild)
      recipe.optionalSteps.insert(id)
      if arbitrary.chance(id.step < recipe.current ? 50 : 20) {
        recipe.stepStates[id] = .skipped
      }
    }
  }

  /// A step of the recipe (a main step or a revealed sub-step), or with `wild` any id at all.
  private static func step<Source>(
    _ arbitrary: inout Arbitrary<Source>, _ recipe: ConfigurationRecipe, wild: Bool
  ) -> StepperStepID {
    if wild {
      let substep: Int? = arbitrary.chance(50) ? nil : arbitrary.element(of: wildCounts)
      return StepperStepID(arbitrary.element(of: wildCounts), substep: substep)
    }
    let step = arbitrary.int(in: 1...max(1, min(recipe.total, 100_000_000)))
    let revealed = recipe.substeps[step] ?? 0
    guard revealed > 0, arbitrary.chance(40) else { return StepperStepID(step) }
    return StepperStepID(step, substep: arbitrary.int(in: 1...min(revealed, 99)))
  }

  /// Counts at and past every edge the configuration checks.
  package static let wildCounts: [Int] = [
    .min, -1, 0, 1, 2, 3, 99, 100, 99_999, 100_000, 100_001, 99_999_999, 100_000_000,
    100_000_001, Int(Int32.max), .max,
  ]

  /// Lengths, viewports and offsets at and past every edge.
  package static let wildLengths: [Double] = [
    .nan, .infinity, -.infinity, -0.0, 0, .leastNonzeroMagnitude, 1e-9, 1, 9.999, 10, 19.9, 20,
    73.9, 74, 375, 1e6, 999_999_999.9, 1e9, 1e9 + 1, 1e15, 1e308, .greatestFiniteMagnitude, -1,
    -375, -1e308,
  ]
}
