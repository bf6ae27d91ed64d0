import StepperKit

/// The flags that describe a stepper, shared by every command that draws or checks one.
enum ConfigurationFlags {
  static let specs: [FlagSpec] = [
    FlagSpec("style", value: "dash|bullet|circular", help: "The visual form (default circular)."),
    FlagSpec("total", value: "N", help: "How many steps, 2 or more (default 4)."),
    FlagSpec("current", value: "N", help: "The step the user is on, 1...total (default 2)."),
    FlagSpec(
      "status", value: "default|success|error",
      help: "success: the whole flow is done; error: the current step failed."),
    FlagSpec("axis", value: "horizontal|vertical", help: "Row or column (default horizontal)."),
    FlagSpec("direction", value: "ltr|rtl", help: "Reading direction (default ltr)."),
    FlagSpec("theme", value: "light|dark", help: "Token set (default light)."),
    FlagSpec(
      "length", value: "POINTS",
      help: "Main-axis length (default: dash 268, circular 272, bullet its natural length)."),
    FlagSpec(
      "state", value: "STEP=STATE", repeatable: true,
      help: "Override one step's state: default, active, complete, error, errorActive, disabled."),
  ]

  /// Builds the configuration the flags describe.
  static func configuration(from flags: ParsedFlags) throws(CLIError) -> StepperConfiguration {
    let appearance = try flags.choice("theme", as: StepperAppearance.self) ?? .light
    var overrides: [StepID: StepState] = [:]
    for text in flags.all("state") {
      let (step, state) = try stateOverride(text)
      overrides[step] = state
    }
    let style = try flags.choice("style", as: StepperStyle.self) ?? .circular
    let total = try flags.integer("total") ?? 4
    let current = try flags.integer("current") ?? 2
    let status = try flags.choice("status", as: StepperStatus.self) ?? .default
    let axis = try flags.choice("axis", as: StepperAxis.self) ?? .horizontal
    let direction = try flags.choice("direction", as: LayoutDirection.self) ?? .leftToRight
    let length = try flags.points("length")
    do {
      return try StepperConfiguration(
        style: style, total: total, current: current, status: status, axis: axis,
        direction: direction, theme: .builtIn(appearance), length: length,
        stateOverrides: overrides)
    } catch {
      throw .invalidConfiguration(error)
    }
  }

  private static func stateOverride(_ text: String) throws(CLIError) -> (StepID, StepState) {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let states = ParsedFlags.list(StepState.allCases.map(\.rawValue))
    guard parts.count == 2, let step = StepID(parsing: parts[0]) else {
      throw .usage("--state accepts STEP=STATE, such as 3=error; got '\(text)'")
    }
    guard let state = StepState(rawValue: String(parts[1])) else {
      throw .usage("--state accepts a state of \(states); got '\(parts[1])'")
    }
    return (step, state)
  }
}
