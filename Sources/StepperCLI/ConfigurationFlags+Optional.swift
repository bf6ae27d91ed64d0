import StepperKit

extension ConfigurationFlags {
  /// `--optional STEP`: a step the flow lets the user leave out.
  static let optionalSpec = FlagSpec(
    "optional", value: "STEP", repeatable: true,
    help: "Mark a step (or sub-step, such as 2.1) optional: \"Optional\" under its name and in "
      + "its accessible text; --state STEP=skipped shows it passed by.")

  /// The steps `--optional STEP` marks, each a step number or a sub-step such as 2.1.
  static func optionalSteps(from flags: ParsedFlags) throws(CLIError) -> Set<StepperStepID> {
    var steps: Set<StepperStepID> = []
    for text in flags.all("optional") {
      guard let id = StepperStepID(parsing: text) else {
        throw .usage("--optional accepts a step number or a sub-step such as 2.1; got '\(text)'")
      }
      steps.insert(id)
    }
    return steps
  }

  /// The `--optional` flags that give `configuration`'s optional steps, in step order.
  static func optionalArguments(for configuration: StepperConfiguration) -> [String] {
    configuration.optionalSteps.sorted().flatMap { ["--optional", $0.description] }
  }
}
