import StepperKit

/// The flags that say what the current step is doing (`StepperActivity`): loading, and the part
/// of it done.
extension ConfigurationFlags {
  /// `--loading` and `--step-progress`.
  static let activitySpecs: [FlagSpec] = [
    FlagSpec(
      "loading",
      help: "The current step is loading (the app checks it before moving on): a still ring "
        + "or segment on it, and \"loading\" at the end of the announcement."),
    FlagSpec(
      "step-progress", value: "FRACTION",
      help: "The part of the current step done, from 0 to 1, such as 0.5: the current dash or "
        + "bullet fills part-way, a circular marker's outline becomes an arc, and the "
        + "percentage counts it (4 steps, step 2 half done: 37.5%)."),
  ]

  /// The activity `--loading` and `--step-progress` describe, unchecked: the configuration
  /// checks the fraction in its order.
  static func activity(from flags: ParsedFlags) throws(CLIError) -> StepperActivity {
    var progress: Double?
    if let text = flags.value("step-progress") {
      guard let number = Double(text) else {
        throw .usage(
          "--step-progress accepts a fraction of the current step from 0 to 1, such as 0.5; "
            + "got '\(text)'")
      }
      progress = number
    }
    return StepperActivity(unchecked: flags.has("loading"), stepProgress: progress)
  }

  /// The flags that describe `configuration`'s activity: none for none.
  static func activityArguments(for configuration: StepperConfiguration) -> [String] {
    var arguments: [String] = []
    if configuration.options.activity.isLoading { arguments.append("--loading") }
    if let progress = configuration.options.activity.stepProgress {
      // Every digit, so that the flags give back the same fraction.
      arguments += ["--step-progress", "\(progress)"]
    }
    return arguments
  }
}
