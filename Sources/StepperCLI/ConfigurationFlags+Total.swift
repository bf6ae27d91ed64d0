import StepperKit

/// The flag for a total that changes: `--from CURRENT/TOTAL`, the position shown before a
/// change, for the announcement of it (`--total-estimated`, in ``OptionFlag/all``, says the
/// total is an estimate).
extension ConfigurationFlags {
  /// `--from CURRENT/TOTAL`: the step and total shown before this one.
  static let fromSpec = FlagSpec(
    "from", value: "CURRENT/TOTAL",
    help: "The step and total shown before, such as 3/4: JSON then carries what to announce "
      + "for the change as accessibility.change (\"2 steps added. Step 3 of 6\"), HTML and "
      + "page speak it in a polite live region.")

  /// The configuration `--from CURRENT/TOTAL` describes: `configuration` at another step and
  /// total, its per-step values (names, states, sub-steps, icons) kept for the steps it still
  /// has, a success moved off its last step back to the default status; `nil` without the flag.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a value not of the form CURRENT/TOTAL, and
  ///   ``CLIError/invalidFrom(_:_:)`` for one that describes no stepper (a total under 2, a
  ///   step outside it).
  static func previous(
    from flags: ParsedFlags, configuration: StepperConfiguration
  ) throws(CLIError) -> StepperConfiguration? {
    guard let text = flags.value("from") else { return nil }
    let halves = text.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count == 2, let total = Int(halves[1]),
      let current = StepperStepID(parsing: halves[0]) ?? Int(halves[0]).map({ StepperStepID($0) })
    else {
      throw .usage(
        "--from accepts CURRENT/TOTAL, the step (or sub-step such as 2.1) and the total shown "
          + "before, such as 3/4; got '\(text)'")
    }
    let options = configuration.options.earlier(current: current, total: total)
    do throws(StepperConfigurationError) {
      return try StepperConfiguration(options)
    } catch {
      throw .invalidFrom(text, error)
    }
  }
}
