import StepperKit
import StepperRendering

extension Command {
  /// `stepper lint`: the guideline warnings for a configuration, one line each, and a warning
  /// for each step the flags name with an empty name. A configuration the core refuses for a
  /// guideline's sake is reported as that guideline, with a `hint:` line naming the flags that
  /// draw it (``ConfigurationErrorFlags/fix(for:in:)``).
  ///
  /// A warning quotes names as the user gave them, so it is cleaned for the terminal with
  /// `TerminalText.quoted(_:)`: escape sequences and controls are removed and line breaks
  /// written as `\n`, so a name can neither restyle the terminal nor forge a second warning.
  static let lint = Command(
    name: "lint",
    summary: "Lists the design guidelines a stepper breaks; exits 1 when it breaks any.",
    usage: "lint [the flags of render]",
    flags: ConfigurationFlags.specs + [ConfigurationFlags.fromSpec],
    run: { flags, context throws(CLIError) in
      var warnings: [StepperGuidelineWarning]
      var findings: [String] = []
      var hint: String?
      do throws(CLIError) {
        let configuration = try ConfigurationFlags.configuration(from: flags, files: context.input)
        warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
        findings = ConfigurationFlags.emptyNames(from: flags, in: configuration)
        if let previous = try ConfigurationFlags.previous(from: flags, configuration: configuration)
        {
          warnings += StepperGuidelineDiagnostics.warnings(
            forChangeFrom: previous, to: configuration)
        }
      } catch {
        guard case .invalidConfiguration(let invalid, let options) = error,
          let warning = StepperGuidelineDiagnostics.warning(for: invalid)
        else { throw error }
        warnings = [warning]
        // The rule is the core's; the flags that draw the stepper are the command line's.
        hint = ConfigurationErrorFlags.fix(for: invalid, in: options)
      }
      if warnings.isEmpty, findings.isEmpty {
        context.console.out("No guideline warnings.\n")
        return 0
      }
      for line in warnings.map(\.description) + findings {
        context.console.out("warning: \(TerminalText.quoted(line))\n")
      }
      if let hint { context.console.out("hint: to draw it, \(hint)\n") }
      return 1
    })
}
