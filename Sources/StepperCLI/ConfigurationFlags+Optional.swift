import StepperKit

extension ConfigurationFlags {
  /// `--optional-step STEP`: a step the flow lets the user leave out.
  static let optionalStepSpec = FlagSpec(
    "optional-step", value: "STEP", repeatable: true, aliases: ["optional"],
    help: "Mark a step (or sub-step, such as 2.1) optional: \"Optional\" under its name and in "
      + "its accessible text; --step-state STEP=skipped shows it passed by.")

  /// The steps `--optional-step STEP` marks, each a step number or a sub-step such as 2.1.
  static func optionalSteps(from flags: ParsedFlags) throws(CLIError) -> Set<StepperStepID> {
    var steps: Set<StepperStepID> = []
    for text in flags.all("optional-step") {
      guard let id = StepperStepID(parsing: text) else {
        throw .usage(
          "--optional-step accepts a step number or a sub-step such as 2.1; got '\(text)'")
      }
      steps.insert(id)
    }
    return steps
  }

  /// The `--optional-step` flags that give `configuration`'s optional steps, in step order.
  static func optionalArguments(for configuration: StepperConfiguration) -> [String] {
    configuration.options.optionalSteps.sorted().flatMap { ["--optional-step", $0.description] }
  }
}
