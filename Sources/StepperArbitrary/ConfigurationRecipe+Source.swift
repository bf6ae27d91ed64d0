import StepperKit

extension ConfigurationRecipe: CustomStringConvertible {
  /// The recipe as the Swift statements that make its options, names escaped so that every
  /// character shows; options at their defaults are left out.
  ///
  /// ```swift
  /// var recipe = ConfigurationRecipe(total: 5, current: 2)
  /// recipe.viewport = 200
  /// print(recipe)
  /// // Prints "var options = StepperConfiguration.Options(style: .circular, total: 5, current: StepperStepID(2)); options.viewport = 200.0"
  /// ```
  package var description: String {
    let o = options
    var lines = [
      "var options = StepperConfiguration.Options(style: .\(o.style), total: \(o.total), "
        + "current: \(Self.id(o.current)))"
    ]
    func set(_ name: String, _ value: String, unless isDefault: Bool) {
      if !isDefault { lines.append("options.\(name) = \(value)") }
    }
    set("status", ".\(o.status)", unless: o.status == .default)
    set("axis", ".\(o.axis)", unless: o.axis == .horizontal)
    set("direction", ".\(o.direction)", unless: o.direction == .leftToRight)
    set("theme", ".\(appearance)", unless: appearance == .light)
    set("length", Self.number(o.length), unless: o.length == nil)
    set("viewport", Self.number(o.viewport), unless: o.viewport == nil)
    set("scrollOffset", Self.number(o.scrollOffset), unless: o.scrollOffset == nil)
    set("isScrollEnabled", "false", unless: o.isScrollEnabled)
    set(
      "stateOverrides", Self.list(o.stateOverrides) { ".\($0)" }, unless: o.stateOverrides.isEmpty)
    let substeps = o.substeps.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    set("substeps", Self.list(substeps), unless: substeps.isEmpty)
    set("names", Self.list(o.names) { $0.debugDescription }, unless: o.names.isEmpty)
    set(
      "descriptions", Self.list(o.descriptions) { $0.debugDescription },
      unless: o.descriptions.isEmpty)
    set("showsHeader", "true", unless: !o.showsHeader)
    set("showsAllSteps", "true", unless: !o.showsAllSteps)
    set("isTappable", "true", unless: !o.isTappable)
    set("tappableSteps", o.tappableSteps.map(Self.set) ?? "nil", unless: o.tappableSteps == nil)
    set("firstNumber", "\(o.firstNumber)", unless: o.firstNumber == 1)
    set("icons", Self.list(o.icons) { ".\($0.name)" }, unless: o.icons.isEmpty)
    set("isTotalEstimated", "true", unless: !o.isTotalEstimated)
    set("isLoading", "true", unless: !o.isLoading)
    set("stepProgress", Self.number(o.stepProgress), unless: o.stepProgress == nil)
    set("optionalSteps", Self.set(o.optionalSteps), unless: o.optionalSteps.isEmpty)
    set("maxVisible", o.maxVisible.map(String.init) ?? "nil", unless: o.maxVisible == nil)
    return lines.joined(separator: "; ")
  }

  /// A step id as the Swift expression that makes it.
  private static func id(_ id: StepperStepID) -> String {
    id.substep.map { "StepperStepID(\(id.step), substep: \($0))" } ?? "StepperStepID(\(id.step))"
  }

  /// A number as a Swift literal, not-a-number and infinities included.
  private static func number(_ value: Double?) -> String {
    guard let value else { return "nil" }
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }

  /// A dictionary literal of `items`, keys in order.
  private static func list(_ items: [String]) -> String {
    "[\(items.isEmpty ? ":" : items.joined(separator: ", "))]"
  }

  /// A dictionary literal of values by step, keys in order.
  private static func list<Value>(
    _ values: [StepperStepID: Value], _ show: (Value) -> String
  ) -> String {
    list(values.sorted { $0.key < $1.key }.map { "\(id($0.key)): \(show($0.value))" })
  }

  /// A set literal of steps, in order.
  private static func set(_ steps: Set<StepperStepID>) -> String {
    "[" + steps.sorted().map(id).joined(separator: ", ") + "]"
  }
}
