import StepperKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The flags that describe a stepper, shared by every command that draws or checks one.
enum ConfigurationFlags {
  /// Every configuration flag, in the order help lists them: ``OptionFlag/all``.
  static let specs: [FlagSpec] = OptionFlag.all.map(\.spec)

  /// Builds the configuration the flags describe.
  ///
  /// The flags are read in one order (states, names, sub-steps, style, total, status, current,
  /// first number, axis, direction, length, viewport, theme, offset), so that a command line
  /// with several wrong flags names the same first one as ever; the configuration is then made
  /// through the package's one checking path, for the same reason.
  static func configuration(
    from flags: ParsedFlags, files: FileInput = FileInput()
  ) throws(CLIError) -> StepperConfiguration {
    let options = try Self.options(from: flags, files: files)
    do throws(StepperConfigurationError) {
      return try StepperConfiguration(options)
    } catch {
      throw .invalidConfiguration(error, options: options)
    }
  }

  /// The options the flags describe, each flag of ``OptionFlag/all`` read in the order
  /// ``configuration(from:files:)`` gives (``OptionFlag/readOrder``), before the configuration
  /// checks them.
  static func options(
    from flags: ParsedFlags, files: FileInput = FileInput()
  ) throws(CLIError) -> StepperConfiguration.Options {
    var options = OptionFlag.defaults
    for name in OptionFlag.readOrder {
      try OptionFlag.all.first { $0.name == name }?.read(flags, files, &options)
    }
    return options
  }

  /// The number of main steps: `--total`, else one for each name `--step-names` gives, else the
  /// style's showcase count.
  static func total(from flags: ParsedFlags, style: StepperStyle) throws(CLIError) -> Int {
    if let total = try flags.integer("total") { return total }
    guard let labels = flags.value("step-names") else { return style.defaultTotal }
    let count = splitNames(labels).count
    guard count >= 2 else {
      throw .usage(
        "--step-names gives 1 name and no --total: a stepper shows at least two steps; "
          + "give more names, or --total N")
    }
    return count
  }

  /// A state `--step-state` names.
  static func stepState(_ value: String) throws(CLIError) -> StepperStepState {
    guard let state = StepperStepState(rawValue: value) else {
      let states = StepperStepState.allCases.map(\.rawValue)
      throw .usage(
        "--step-state accepts a state of \(ParsedFlags.list(states)); got '\(value)'"
          + Suggestion.didYouMean(value, among: states))
    }
    return state
  }

  /// The names `--step-names` gives in order; `--step-name STEP=NAME`, read after it, gives
  /// them one at a time (a later one wins).
  static func listedNames(from flags: ParsedFlags) -> [StepperStepID: String] {
    var names: [StepperStepID: String] = [:]
    if let labels = flags.value("step-names") {
      for (index, name) in splitNames(labels).enumerated() where !name.isEmpty {
        names[StepperStepID(index + 1)] = name
      }
    }
    return names
  }

  /// A built-in icon `--step-icon` names.
  static func stepIcon(_ name: String) throws(CLIError) -> StepperIcon {
    do throws(StepperIconError) {
      return try StepperIcon.named(name)
    } catch {
      throw .invalidIcon(error)
    }
  }

  /// The sub-step counts `--substeps STEP=COUNT` sets.
  static func substeps(from flags: ParsedFlags) throws(CLIError) -> [Int: Int] {
    var substeps: [Int: Int] = [:]
    for text in flags.all("substeps") {
      let (step, value) = try pair(text, flag: "substeps", form: "STEP=COUNT", example: "2=2")
      guard !step.isSubstep, let count = Int(value) else {
        throw .usage("--substeps accepts STEP=COUNT, such as 2=2; got '\(text)'")
      }
      substeps[step.step] = count
    }
    return substeps
  }

  /// The steps a repeatable `STEP` flag names, each a step number or a sub-step such as 2.1, or
  /// `nil` when it is not given.
  static func stepIDs(_ flags: ParsedFlags, _ name: String) throws(CLIError) -> Set<StepperStepID>?
  {
    let texts = flags.all(name)
    guard !texts.isEmpty else { return nil }
    var steps: Set<StepperStepID> = []
    for text in texts {
      guard let id = StepperStepID(parsing: text) else {
        throw .usage("--\(name) accepts a step number or a sub-step such as 2.1; got '\(text)'")
      }
      steps.insert(id)
    }
    return steps
  }

  /// The step `--current` names, else the last step of a success, else the style's default.
  static func current(
    from flags: ParsedFlags, in options: StepperConfiguration.Options
  ) throws(CLIError) -> StepperStepID {
    guard let text = flags.value("current") else {
      // A finished flow is on its last step.
      return options.status == .success
        ? StepperStepID(options.total) : StepperStepID(options.style.defaultCurrent)
    }
    guard let id = StepperStepID(parsing: text) ?? Int(text).map({ StepperStepID($0) }) else {
      throw .usage("--current accepts a step number or a sub-step such as 2.1; got '\(text)'")
    }
    return id
  }

  /// The flags that describe `configuration`: what ``configuration(from:)`` turns back into
  /// it, each flag of ``OptionFlag/all`` in the order ``OptionFlag/writeOrder`` gives. Flags
  /// that would say the default are left out; names go one `--step-name` each, so that no comma
  /// needs escaping. (A theme other than the built-in light and dark and their
  /// increased-contrast values, and an empty set of tappable steps, have no flag.)
  static func arguments(for configuration: StepperConfiguration) -> [String] {
    OptionFlag.writeOrder.flatMap { name in
      OptionFlag.all.first { $0.name == name }?.write?(configuration.options) ?? []
    }
  }

  /// An argument as a POSIX shell reads it back: as it is when it holds only safe characters,
  /// else in single quotes.
  static func shellQuoted(_ argument: String) -> String {
    let safe = argument.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_=./,:+@%".contains($0))
    }
    if safe, !argument.isEmpty { return argument }
    return "'"
      + argument.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''") + "'"
  }

  /// Splits `--step-names` at commas; `\,` is a comma inside a name. Names are trimmed.
  static func splitNames(_ text: String) -> [String] {
    var names: [String] = []
    var name = ""
    var escaped = false
    for character in text {
      if escaped {
        name.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        names.append(name)
        name = ""
      } else {
        name.append(character)
      }
    }
    if escaped { name.append("\\") }
    names.append(name)
    return names.map { $0.trimmingSpaces }
  }

  /// The strings the `--locale` flag picks: the table for its language, numbers formatted for
  /// the whole locale.
  static func strings(from flags: ParsedFlags) throws(CLIError) -> StepperStrings {
    guard let identifier = flags.value("locale") else { return .english }
    let languages = ParsedFlags.list(StepperStrings.all.map(\.languageCode))
    guard
      identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
      ),
      let strings = StepperStrings.forLanguage(identifier)
    else {
      throw .usage(
        "--locale accepts a locale of \(languages), optionally with a region such as de-CH; "
          + "got '\(identifier)'")
    }
    return strings
  }

  /// Splits `STEP=VALUE` at the first "=", else says that `--flag` accepts `form`, such as
  /// `example`: the step is digits and a dot, so that "=" is the separator even when the value
  /// starts with a mark that joins it into one character (`2=\u{301}x` names step 2
  /// "\u{301}x").
  static func pair(
    _ text: String, flag: String, form: String, example: String
  ) throws(CLIError) -> (StepperStepID, String) {
    let scalars = text.unicodeScalars
    let equals = scalars.firstIndex(of: "=")
    let parts = equals.map {
      [Substring(scalars[..<$0]), Substring(scalars[scalars.index(after: $0)...])]
    }
    guard let parts, let step = StepperStepID(parsing: parts[0]) else {
      throw .usage("--\(flag) accepts \(form), such as \(example); got '\(text)'")
    }
    return (step, String(parts[1]))
  }
}
