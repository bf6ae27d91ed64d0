import StepperKit

/// Every argument of `StepperConfiguration.init`, as plain values: what a generator makes and
/// a failing case prints, so that it can be pasted into a regression test.
package struct ConfigurationRecipe: Sendable, Hashable {
  /// The visual form.
  package var style: StepperStyle = .circular
  /// The number of main steps.
  package var total = 4
  /// The main step the user is on.
  package var current = 1
  /// The sub-step of `current` the user is on, if any.
  package var currentSubstep: Int?
  /// The component-level status.
  package var status: StepperStatus = .default
  /// Row or column.
  package var axis: StepperAxis = .horizontal
  /// The reading direction.
  package var direction: StepperLayoutDirection = .leftToRight
  /// Light or dark: the built-in theme.
  package var appearance: StepperAppearance = .light
  /// The main-axis length, or `nil` for the style's default.
  package var length: Double?
  /// States set for particular steps.
  package var stateOverrides: [StepperStepID: StepperStepState] = [:]
  /// How many sub-steps each step reveals.
  package var substeps: [Int: Int] = [:]
  /// Step names.
  package var names: [StepperStepID: String] = [:]
  /// Descriptions under step names.
  package var descriptions: [StepperStepID: String] = [:]
  /// Whether the header is shown.
  package var showsHeader = false
  /// Whether the "All steps" control is shown.
  package var showsAllSteps = false
  /// The visible main-axis length, or `nil` for a row drawn whole.
  package var viewport: Double?
  /// A drag offset, or `nil` to page to the current step.
  package var scrollOffset: Double?
  /// Whether a row in a viewport scrolls.
  package var isScrollEnabled = true
  /// Whether steps can be tapped.
  package var isTappable = false
  /// The steps that can be tapped, or `nil` for those already reached.
  package var tappableSteps: Set<StepperStepID>?
  /// The number the first step shows.
  package var firstNumber = 1
  /// Icons in place of numbers, by step (built-in icons; see
  /// ``ArbitraryConfiguration/icons(_:for:wildness:)``).
  package var icons: [StepperStepID: StepperIcon] = [:]
  /// Whether the total is an estimate ("Step 2 of about 6"; see
  /// ``ArbitraryConfiguration/estimate(_:_:)``).
  package var isTotalEstimated = false
  /// Whether the current step is loading (see
  /// ``ArbitraryConfiguration/activity(_:for:wildness:)``).
  package var isLoading = false
  /// The part of the current step done, or `nil`.
  package var stepProgress: Double?
  /// The steps the flow lets the user leave out (see
  /// ``ArbitraryConfiguration/markOptional(_:_:wildness:)``).
  package var optionalSteps: Set<StepperStepID> = []
  /// The most places the row collapses to, or `nil` (see
  /// ``ArbitraryConfiguration/collapse(_:_:)``).
  package var maxVisible: Int?

  /// Creates the recipe of the default configuration of `total` steps.
  package init(total: Int = 4, current: Int = 1) {
    self.total = total
    self.current = current
  }

  /// The configuration the recipe describes, or the error that says why there is none.
  ///
  /// Made through the package's one checking path, so that a recipe with several wrong values
  /// is refused for the first one in the configuration's own order; an offset without a
  /// viewport, which the grouped values cannot hold, is checked last, as the configuration
  /// checked it when it took the offset itself.
  package func make() throws(StepperConfigurationError) -> StepperConfiguration {
    var parts = StepperConfiguration.Options(
      style: style, total: total, current: StepperStepID(current, substep: currentSubstep))
    parts.status = status
    parts.axis = axis
    parts.direction = direction
    parts.theme = .builtIn(appearance)
    parts.length = length
    parts.stateOverrides = stateOverrides
    parts.substeps = StepperSubsteps(unchecked: substeps)
    parts.labels = StepperLabels(
      names: names, descriptions: descriptions, showsHeader: showsHeader,
      showsAllSteps: showsAllSteps)
    parts.scrolling = viewport.map {
      StepperScrolling(unchecked: $0, offset: scrollOffset, isEnabled: isScrollEnabled)
    }
    parts.interaction = StepperInteraction(isTappable: isTappable, tappableSteps: tappableSteps)
    parts.firstNumber = firstNumber
    parts.icons = icons
    parts.isTotalEstimated = isTotalEstimated
    parts.activity = StepperActivity(unchecked: isLoading, stepProgress: stepProgress)
    parts.optionalSteps = optionalSteps
    parts.maxVisible = maxVisible
    let configuration = try StepperConfiguration(parts)
    if let scrollOffset, viewport == nil {
      throw scrollOffset.isFinite ? .offsetWithoutViewport : .invalidOffset(scrollOffset)
    }
    return configuration
  }
}

extension ConfigurationRecipe: CustomStringConvertible {
  /// The recipe as the Swift call that makes it, names escaped so that every character shows.
  package var description: String {
    func id(_ id: StepperStepID) -> String {
      id.substep.map { "StepperStepID(\(id.step), substep: \($0))" } ?? "StepperStepID(\(id.step))"
    }
    func number(_ value: Double?) -> String {
      guard let value else { return "nil" }
      if value.isNaN { return ".nan" }
      if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
      return "\(value)"
    }
    let names = self.names.sorted { $0.key < $1.key }
      .map { "\(id($0.key)): \($0.value.debugDescription)" }
    let overrides = stateOverrides.sorted { $0.key < $1.key }
      .map { "\(id($0.key)): .\($0.value)" }
    let substeps = self.substeps.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    let tappable = tappableSteps.map { "[" + $0.sorted().map(id).joined(separator: ", ") + "]" }
    func list(_ items: [String]) -> String {
      "[\(items.isEmpty ? ":" : items.joined(separator: ", "))]"
    }
    let descriptions = self.descriptions.sorted { $0.key < $1.key }
      .map { "\(id($0.key)): \($0.value.debugDescription)" }
    // Written only when there are any, so that a recipe without them reads as it always did.
    let described = descriptions.isEmpty ? "" : "descriptions: \(list(descriptions)), "
    let labels =
      "StepperLabels(names: \(list(names)), \(described)showsHeader: \(showsHeader), "
      + "showsAllSteps: \(showsAllSteps))"
    let counts = "StepperSubsteps(\(list(substeps)))"
    let interaction =
      "StepperInteraction(isTappable: \(isTappable), tappableSteps: \(tappable ?? "nil"))"
    let scrolling = viewport.map {
      "StepperScrolling(viewport: \(number($0)), offset: \(number(scrollOffset)), "
        + "isEnabled: \(isScrollEnabled))"
    }
    let step = id(StepperStepID(current, substep: currentSubstep))
    let iconList = icons.sorted { $0.key < $1.key }.map { "\(id($0.key)): .\($0.value.name)" }
    // Written only when there are icons, so that a recipe without them reads as it always has.
    let later =
      ".stateOverrides(\(list(overrides))).firstNumber(\(firstNumber))"
      + (icons.isEmpty ? "" : ".icons(\(list(iconList)))")
      + (isTotalEstimated ? ".estimatedTotal()" : "")
      + (!isLoading && stepProgress == nil
        ? ""
        : ".activity(try StepperActivity(isLoading: \(isLoading), "
          + "stepProgress: \(number(stepProgress))))")
      + (optionalSteps.isEmpty
        ? "" : ".optionalSteps([" + optionalSteps.sorted().map(id).joined(separator: ", ") + "])")
      + (maxVisible.map { ".maxVisible(\($0))" } ?? "")
    let unscrolled =
      viewport == nil ? scrollOffset.map { " // offset \(number($0)), no viewport" } : nil
    guard length != nil else {
      // The grouped initializer: a viewport comes with the steps it scrolls.
      return "StepperConfiguration(style: .\(style), total: \(total), current: \(step), "
        + "status: .\(status), substeps: \(counts), labels: \(labels), "
        + "scrolling: \(scrolling ?? "nil"), interaction: \(interaction))"
        + ".axis(.\(axis)).direction(.\(direction)).theme(.\(appearance))\(later)"
        + (unscrolled ?? "")
    }
    // A fixed length: the sub-steps are added to a row of that length, and the move to a
    // sub-step comes once it is revealed.
    return "StepperConfiguration(style: .\(style), total: \(total), current: \(current), "
      + "status: .\(status), axis: .\(axis), direction: .\(direction), "
      + "theme: .\(appearance), length: \(number(length)))"
      + ".substeps(\(counts)).labels(\(labels)).interaction(\(interaction))\(later)"
      + (currentSubstep == nil ? "" : ".moving(to: \(step))")
      + (scrolling.map { ".scrolling(\($0))" } ?? "") + (unscrolled ?? "")
  }
}
