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
    // Every other option, read through `Mirror` in the order the options declare them, so
    // that an option added to the options is printed without an entry here.
    let defaults = StepperConfiguration.Options(style: o.style, total: o.total, current: o.current)
    let initialized: Set = ["style", "total", "current"]
    for (option, base) in zip(Mirror(reflecting: o).children, Mirror(reflecting: defaults).children)
    {
      guard let name = option.label, !initialized.contains(name),
        String(reflecting: option.value) != String(reflecting: base.value)
      else { continue }
      lines.append("options.\(name) = \(Self.literal(option.value))")
    }
    return lines.joined(separator: "; ")
  }

  /// An option's value as the Swift expression that makes it.
  private static func literal(_ value: Any) -> String {
    switch value {
    case let value as Bool: "\(value)"
    case let value as Int: "\(value)"
    case let value as Double: number(value)
    case let theme as StepperTheme:
      ".\(theme.appearance)"
        + (theme == .builtIn(theme.appearance) ? "" : " /* with tokens of its own */")
    case let names as [StepperStepID: String]: list(names) { $0.debugDescription }
    case let states as [StepperStepID: StepperStepState]: list(states) { ".\($0)" }
    case let icons as [StepperStepID: StepperIcon]: list(icons) { ".\($0.name)" }
    case let substeps as [Int: Int]:
      list(substeps.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
    case let steps as Set<StepperStepID>: set(steps)
    default:
      // An optional's value or `nil`, a case of an enumeration as `.name`.
      switch Mirror(reflecting: value).displayStyle {
      case .optional: Mirror(reflecting: value).children.first.map { literal($0.value) } ?? "nil"
      case .enum: ".\(value)"
      default: String(reflecting: value)
      }
    }
  }

  /// A step id as the Swift expression that makes it.
  private static func id(_ id: StepperStepID) -> String {
    id.substep.map { "StepperStepID(\(id.step), substep: \($0))" } ?? "StepperStepID(\(id.step))"
  }

  /// A number as a Swift literal, not-a-number and infinities included.
  private static func number(_ value: Double) -> String {
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
