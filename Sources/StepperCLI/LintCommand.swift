import StepperKit

extension Command {
  /// `stepper lint`: the guideline warnings for a configuration.
  static let lint = Command(
    name: "lint",
    summary: "Lists the design guidelines a stepper breaks; exits 1 when it breaks any.",
    usage: "lint [the flags of render]",
    flags: ConfigurationFlags.specs,
    run: { flags, context throws(CLIError) in
      let warnings: [StepperGuidelineWarning]
      do throws(CLIError) {
        warnings = StepperGuidelineDiagnostics.warnings(
          for: try ConfigurationFlags.configuration(from: flags, files: context.input))
      } catch {
        guard case .invalidConfiguration(let invalid) = error,
          let warning = StepperGuidelineDiagnostics.warning(for: invalid)
        else { throw error }
        warnings = [warning]
      }
      if warnings.isEmpty {
        context.console.out("No guideline warnings.\n")
        return 0
      }
      for warning in warnings { context.console.out("warning: \(warning)\n") }
      return 1
    })
}
