import StepperKit

extension ConfigurationFlags {
  /// `--max-visible N`: collapse a row of more than N steps to N places.
  static let maxVisibleSpec = FlagSpec(
    "max-visible", value: "N",
    help: "Collapse a row of more steps than N to N places: the first and last steps, the "
      + "current one with its neighbours, and \"…\" markers for the rest (at least "
      + "\(StepperConfiguration.minimumMaxVisible); not with --viewport).")

  /// The `--max-visible` flag that gives `configuration`'s collapse, if it has one.
  static func collapseArguments(for configuration: StepperConfiguration) -> [String] {
    configuration.options.maxVisible.map { ["--max-visible", String($0)] } ?? []
  }
}
