import StepperKit

extension ConfigurationFlags {
  /// `--tappable-step STEP`: a step a person can tap, reached or not, where steps can be tapped
  /// (`--tappable`).
  static let tappableStepSpec = FlagSpec(
    "tappable-step", value: "STEP", repeatable: true,
    help: "With --tappable, make this step (or sub-step, such as 2.1) tappable, reached or not; "
      + "once given, only the steps it names are (default: the steps already reached).")

  /// The steps `--tappable-step STEP` names, each a step number or a sub-step such as 2.1, or
  /// `nil` without the flag: the steps already reached.
  static func tappableSteps(from flags: ParsedFlags) throws(CLIError) -> Set<StepperStepID>? {
    let texts = flags.all("tappable-step")
    guard !texts.isEmpty else { return nil }
    var steps: Set<StepperStepID> = []
    for text in texts {
      guard let id = StepperStepID(parsing: text) else {
        throw .usage(
          "--tappable-step accepts a step number or a sub-step such as 2.1; got '\(text)'")
      }
      steps.insert(id)
    }
    return steps
  }

  /// The `--tappable-step` flags that give `configuration`'s tappable steps, in step order;
  /// none for the steps already reached.
  static func tappableArguments(for configuration: StepperConfiguration) -> [String] {
    guard let steps = configuration.options.tappableSteps else { return [] }
    return steps.sorted().flatMap { ["--tappable-step", $0.description] }
  }
}
