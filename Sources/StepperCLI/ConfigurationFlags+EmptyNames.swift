import StepperKit

/// Names given empty (`--step-names "Cart,,Payment"`, `--step-name 2=`): taken as "no name", which
/// is what the stepper draws, but said aloud, since an empty name is more often a slip than a wish.
/// `render` warns on standard error and draws the step unnamed; `lint` reports each one as a
/// finding (README, "Names").
extension ConfigurationFlags {
  /// One line per step of `configuration` whose name the flags gave empty, naming the step and
  /// the flag that gave it, in step order; a step a later flag names is not empty.
  static func emptyNames(
    from flags: ParsedFlags, in configuration: StepperConfiguration
  ) -> [String] {
    var given: [StepperStepID: (name: String, flag: String)] = [:]
    if let labels = flags.value("step-names") {
      for (index, name) in splitNames(labels).enumerated() {
        given[StepperStepID(index + 1)] = (name, "--step-names")
      }
    }
    for text in flags.all("step-name") {
      guard let equals = text.unicodeScalars.firstIndex(of: "="),
        let step = StepperStepID(parsing: Substring(text.unicodeScalars[..<equals]))
      else { continue }
      let name = String(text.unicodeScalars[text.unicodeScalars.index(after: equals)...])
      given[step] = (name, "--step-name \(step)=")
    }
    let steps = configuration.steps
    return given.keys.sorted().compactMap { step in
      guard let entry = given[step], entry.name.trimmingSpaces.isEmpty,
        step.step <= configuration.options.total,
        step.substep.map({ $0 <= steps.substeps(of: step.step) }) ?? true
      else { return nil }
      return "step \(step) is given an empty name by \(entry.flag), so it is drawn unnamed; "
        + "name it with --step-name \(step)=NAME"
    }
  }
}
