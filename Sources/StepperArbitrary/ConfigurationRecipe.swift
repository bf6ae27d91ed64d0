import StepperKit

/// Every argument of `StepperConfiguration.init`, as plain values: what a generator makes and
/// a failing case prints, so that it can be pasted into a regression test.
public struct ConfigurationRecipe: Sendable, Hashable {
  /// The visual form.
  public var style: StepperStyle = .circular
  /// The number of main steps.
  public var total = 4
  /// The main step the user is on.
  public var current = 1
  /// The sub-step of `current` the user is on, if any.
  public var currentSubstep: Int?
  /// The component-level status.
  public var status: StepperStatus = .default
  /// Row or column.
  public var axis: StepperAxis = .horizontal
  /// The reading direction.
  public var direction: StepperLayoutDirection = .leftToRight
  /// Light or dark: the built-in theme.
  public var appearance: StepperAppearance = .light
  /// The main-axis length, or `nil` for the style's default.
  public var length: Double?
  /// States set for particular steps.
  public var stateOverrides: [StepperStepID: StepperStepState] = [:]
  /// How many sub-steps each step reveals.
  public var substeps: [Int: Int] = [:]
  /// Step names.
  public var names: [StepperStepID: String] = [:]
  /// Whether the header is shown.
  public var showsHeader = false
  /// Whether the "All steps" control is shown.
  public var showsAllSteps = false
  /// The visible main-axis length, or `nil` for a row drawn whole.
  public var viewport: Double?
  /// A drag offset, or `nil` to page to the current step.
  public var scrollOffset: Double?
  /// Whether a row in a viewport scrolls.
  public var isScrollEnabled = true
  /// Whether steps can be tapped.
  public var isTappable = false
  /// The steps that can be tapped, or `nil` for those already reached.
  public var tappableSteps: Set<StepperStepID>?
  /// The number the first step shows.
  public var firstNumber = 1

  /// Creates the recipe of the default configuration of `total` steps.
  public init(total: Int = 4, current: Int = 1) {
    self.total = total
    self.current = current
  }

  /// The configuration the recipe describes, or the error that says why there is none.
  public func make() throws(StepperConfigurationError) -> StepperConfiguration {
    try StepperConfiguration(
      style: style, total: total, current: current, currentSubstep: currentSubstep,
      status: status, axis: axis, direction: direction, theme: .builtIn(appearance),
      length: length, stateOverrides: stateOverrides, substeps: substeps, names: names,
      showsHeader: showsHeader, showsAllSteps: showsAllSteps, viewport: viewport,
      scrollOffset: scrollOffset, isScrollEnabled: isScrollEnabled, isTappable: isTappable,
      tappableSteps: tappableSteps, firstNumber: firstNumber)
  }
}

extension ConfigurationRecipe: CustomStringConvertible {
  /// The recipe as the Swift call that makes it, names escaped so that every character shows.
  public var description: String {
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
    return """
      StepperConfiguration(style: .\(style), total: \(total), current: \(current), \
      currentSubstep: \(currentSubstep.map(String.init) ?? "nil"), status: .\(status), \
      axis: .\(axis), direction: .\(direction), theme: .\(appearance), \
      length: \(number(length)), stateOverrides: [\(overrides.isEmpty ? ":" : overrides.joined(separator: ", "))], \
      substeps: [\(substeps.isEmpty ? ":" : substeps.joined(separator: ", "))], \
      names: [\(names.isEmpty ? ":" : names.joined(separator: ", "))], \
      showsHeader: \(showsHeader), showsAllSteps: \(showsAllSteps), \
      viewport: \(number(viewport)), scrollOffset: \(number(scrollOffset)), \
      isScrollEnabled: \(isScrollEnabled), isTappable: \(isTappable), \
      tappableSteps: \(tappable ?? "nil"), firstNumber: \(firstNumber))
      """
  }
}
