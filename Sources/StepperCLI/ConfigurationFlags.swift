import StepperKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The flags that describe a stepper, shared by every command that draws or checks one.
enum ConfigurationFlags {
  static let specs: [FlagSpec] =
    [
      FlagSpec("style", value: "dash|bullet|circular", help: "The visual form (default circular)."),
      FlagSpec(
        "total", value: "N",
        help: "How many steps, 2 or more (default: one per --step-names name, else circular 3, "
          + "dash and bullet 4)."),
      FlagSpec(
        "current", value: "N|N.M",
        help: "The step the user is on, 1...total, or a revealed sub-step such as 2.1 "
          + "(default: the last step with --status success, else circular 1, dash and bullet 2)."),
      FlagSpec(
        "status", value: "default|success|error",
        help: "success: the whole flow is done, so the current step is the last; "
          + "error: the current step failed."),
      FlagSpec(
        "first-number", value: "N",
        help: "The number the first step shows, for a flow that started earlier; the "
          + "announcement counts from it too (default 1)."),
      FlagSpec("axis", value: "horizontal|vertical", help: "Row or column (default horizontal)."),
      FlagSpec(
        "direction", value: "ltr|rtl",
        help: "Reading direction (default: the locale's, ltr for most, rtl for Arabic)."),
      FlagSpec(
        "locale", value: "LOCALE",
        help: "Language of the text and format of its numbers: en, de, es, fr, ja or ar, "
          + "optionally with a region, such as de-CH or ar-EG (default en)."),
      ThemeFlags.themeSpec,
      ThemeFlags.tokensSpec,
      FlagSpec(
        "length", value: "POINTS",
        help: "Main-axis length (default: dash 268, circular 272, bullet its natural length; "
          + "steps that do not fit it, with no --viewport or --max-visible, scroll in 375)."),
      FlagSpec(
        "step-state", value: "STEP=STATE", repeatable: true, aliases: ["state"],
        help: "Override one step's state: default, active, complete, error, errorActive, disabled, "
          + "skipped."),
      FlagSpec(
        "step-names", value: "NAMES", aliases: ["labels"],
        help: "Step names, comma-separated, from step 1 (\\, for a comma in a name); "
          + "without --total, one step each."),
      FlagSpec(
        "step-name", value: "STEP=NAME", repeatable: true, aliases: ["name"],
        help: "One step's or sub-step's name, such as 2.1=Scan ID."),
      FlagSpec(
        "step-description", value: "STEP=TEXT", repeatable: true, aliases: ["description"],
        help: "A quieter line under one step's name, such as 2=3 documents."),
      FlagSpec(
        "header", aliases: ["title"], help: "Show the header with the current step's name."),
      FlagSpec("all-steps", help: "Show the \"All steps\" control in the header."),
      FlagSpec(
        "substeps", value: "STEP=COUNT", repeatable: true,
        help: "Reveal COUNT sub-steps after STEP, such as 2=2 for 2.1 and 2.2."),
      FlagSpec(
        "viewport", value: "POINTS",
        help: "The visible main-axis length; the row scrolls when its steps do not fit."),
      FlagSpec(
        "scroll-offset", value: "POINTS", aliases: ["offset"],
        help: "A drag offset into a scrolling row (default: the page showing the current step)."),
      FlagSpec(
        "no-scroll",
        help: "Keep the row from scrolling; the viewport must then hold every step whole."),
      FlagSpec("tappable", help: "Make the steps already reached tappable (44 x 44 hit areas)."),
      tappableStepSpec,
      FlagSpec(
        "disabled", help: "Draw the whole stepper disabled, as a control that cannot be used yet."),
      FlagSpec(
        "step-icon", value: "STEP=NAME", repeatable: true, aliases: ["icon"],
        help: "Show a built-in icon in place of a circular step's number: person, document, "
          + "card, truck, lock, check or home, such as 3=truck (a done step still shows its "
          + "check, a failed one its exclamation mark)."),
      totalEstimatedSpec,
      optionalStepSpec,
      maxVisibleSpec,
    ] + activitySpecs + accessibilitySpecs + [textSizeSpec]

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

  /// The options the flags describe, read in the order ``configuration(from:files:)`` gives,
  /// before the configuration checks them.
  static func options(
    from flags: ParsedFlags, files: FileInput = FileInput()
  ) throws(CLIError) -> StepperConfiguration.Options {
    let states = try Self.stepStates(from: flags)
    let names = try Self.stepNames(from: flags)
    let descriptions = try Self.stepDescriptions(from: flags)
    let substeps = try Self.substeps(from: flags)
    let style = try flags.choice("style", as: StepperStyle.self) ?? .circular
    let total = try Self.total(from: flags, style: style)
    let status = try flags.choice("status", as: StepperStatus.self) ?? .default
    let current = try Self.current(from: flags, style: style, total: total, status: status)
    var options = StepperConfiguration.Options(style: style, total: total, current: current)
    options.status = status
    options.firstNumber = try flags.integer("first-number") ?? 1
    options.axis = try flags.choice("axis", as: StepperAxis.self) ?? .horizontal
    let localeDirection = try strings(from: flags).layoutDirection
    options.direction =
      try flags.choice("direction", as: StepperLayoutDirection.self) ?? localeDirection
    options.length = try flags.points("length")
    options.viewport = try flags.points("viewport")
    options.theme = try ThemeFlags.theme(from: flags, files: files)
    options.scrollOffset = try flags.points("scroll-offset")
    options.isScrollEnabled = !flags.has("no-scroll")
    options.stepStates = states
    options.substeps = substeps
    options.stepNames = names
    options.stepDescriptions = descriptions
    options.showsHeader = flags.has("header")
    options.showsAllSteps = flags.has("all-steps")
    options.isTappable = flags.has("tappable")
    options.isEnabled = !flags.has("disabled")
    options.stepIcons = try Self.stepIcons(from: flags)
    options.isTotalEstimated = flags.has("total-estimated")
    let activity = try Self.activity(from: flags)
    options.isLoading = activity.isLoading
    options.stepProgress = activity.stepProgress
    options.optionalSteps = try Self.optionalSteps(from: flags)
    options.tappableSteps = try Self.tappableSteps(from: flags)
    options.maxVisible = try flags.integer("max-visible")
    options.accessibilityOptions = try Self.accessibilityOptions(from: flags)
    options.textSize = try Self.textSize(from: flags)
    options.theme = Self.theme(
      options.theme, for: options.accessibilityOptions, fromTokens: flags.value("tokens") != nil)
    return options
  }

  /// The number of main steps: `--total`, else one for each name `--step-names` gives, else the
  /// style's showcase count.
  private static func total(from flags: ParsedFlags, style: StepperStyle) throws(CLIError) -> Int {
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

  /// The descriptions `--step-description STEP=TEXT` gives, one at a time (a later one for the
  /// same step wins).
  private static func stepDescriptions(
    from flags: ParsedFlags
  ) throws(CLIError) -> [StepperStepID: String] {
    var descriptions: [StepperStepID: String] = [:]
    for text in flags.all("step-description") {
      let (step, description) = try pair(
        text, flag: "step-description", example: "2=3 documents")
      descriptions[step] = description
    }
    return descriptions
  }

  /// The states `--step-state STEP=STATE` sets.
  private static func stepStates(
    from flags: ParsedFlags
  ) throws(CLIError) -> [StepperStepID: StepperStepState] {
    var states: [StepperStepID: StepperStepState] = [:]
    for text in flags.all("step-state") {
      let (step, value) = try pair(text, flag: "step-state", example: "3=error")
      guard let state = StepperStepState(rawValue: value) else {
        let states = StepperStepState.allCases.map(\.rawValue)
        throw .usage(
          "--step-state accepts a state of \(ParsedFlags.list(states)); got '\(value)'"
            + Suggestion.didYouMean(value, among: states))
      }
      states[step] = state
    }
    return states
  }

  /// The names `--step-names` gives in order and `--step-name STEP=NAME` gives one at a time (a
  /// later one wins).
  private static func stepNames(
    from flags: ParsedFlags
  ) throws(CLIError) -> [StepperStepID: String] {
    var names: [StepperStepID: String] = [:]
    if let labels = flags.value("step-names") {
      for (index, name) in splitNames(labels).enumerated() where !name.isEmpty {
        names[StepperStepID(index + 1)] = name
      }
    }
    for text in flags.all("step-name") {
      let (step, name) = try pair(text, flag: "step-name", example: "2.1=Scan ID")
      names[step] = name
    }
    return names
  }

  /// The icons `--step-icon STEP=NAME` sets, by built-in name (a later one for a step wins).
  private static func stepIcons(
    from flags: ParsedFlags
  ) throws(CLIError) -> [StepperStepID: StepperIcon] {
    var icons: [StepperStepID: StepperIcon] = [:]
    for text in flags.all("step-icon") {
      let (step, name) = try pair(text, flag: "step-icon", example: "3=truck")
      do throws(StepperIconError) {
        icons[step] = try StepperIcon.named(name)
      } catch {
        throw .invalidIcon(error)
      }
    }
    return icons
  }

  /// The sub-step counts `--substeps STEP=COUNT` sets.
  private static func substeps(from flags: ParsedFlags) throws(CLIError) -> [Int: Int] {
    var substeps: [Int: Int] = [:]
    for text in flags.all("substeps") {
      let (step, value) = try pair(text, flag: "substeps", example: "2=2")
      guard !step.isSubstep, let count = Int(value) else {
        throw .usage("--substeps accepts STEP=COUNT, such as 2=2; got '\(text)'")
      }
      substeps[step.step] = count
    }
    return substeps
  }

  /// The step `--current` names, else the last step of a success, else the style's default.
  private static func current(
    from flags: ParsedFlags, style: StepperStyle, total: Int, status: StepperStatus
  ) throws(CLIError) -> StepperStepID {
    guard let text = flags.value("current") else {
      // A finished flow is on its last step.
      return status == .success ? StepperStepID(total) : StepperStepID(style.defaultCurrent)
    }
    guard let id = StepperStepID(parsing: text) ?? Int(text).map({ StepperStepID($0) }) else {
      throw .usage("--current accepts a step number or a sub-step such as 2.1; got '\(text)'")
    }
    return id
  }

  /// The flags that describe `configuration`: what ``configuration(from:)`` turns back into
  /// it. Flags that would say the default are left out; names go one `--step-name` each, so that
  /// no comma needs escaping. (A theme other than the built-in light and dark and their
  /// increased-contrast values, and an empty set of tappable steps, have no flag.)
  static func arguments(for configuration: StepperConfiguration) -> [String] {
    let options = configuration.options
    var arguments = ["--style", options.style.rawValue]
    arguments += ["--total", String(options.total)]
    arguments += ["--current", options.current.description]
    if options.status != .default {
      arguments += ["--status", options.status.rawValue]
    }
    if options.firstNumber != 1 {
      arguments += ["--first-number", String(options.firstNumber)]
    }
    if options.axis != .horizontal {
      arguments += ["--axis", options.axis.rawValue]
    }
    if options.direction != .leftToRight {
      arguments += ["--direction", options.direction.rawValue]
    }
    arguments += ["--theme", configuration.resolvedTheme.appearance.rawValue]
    if let length = options.length {
      arguments += ["--length", NumberText.points(length)]
    }
    for (step, state) in options.stepStates.sorted(by: { $0.key < $1.key }) {
      arguments += ["--step-state", "\(step)=\(state.rawValue)"]
    }
    if configuration.steps.substepCount > 0 {
      for step in 1...options.total where configuration.steps.substeps(of: step) > 0 {
        arguments += ["--substeps", "\(step)=\(configuration.steps.substeps(of: step))"]
      }
    }
    for (step, name) in options.stepNames.sorted(by: { $0.key < $1.key }) {
      arguments += ["--step-name", "\(step)=\(name)"]
    }
    for (step, text) in options.stepDescriptions.sorted(by: { $0.key < $1.key }) {
      arguments += ["--step-description", "\(step)=\(text)"]
    }
    if options.showsHeader { arguments.append("--header") }
    if options.showsAllSteps { arguments.append("--all-steps") }
    if let viewport = options.viewport {
      arguments += ["--viewport", NumberText.points(viewport)]
    }
    if let offset = options.scrollOffset {
      arguments += ["--scroll-offset", NumberText.points(offset)]
    }
    if options.viewport != nil, !options.isScrollEnabled { arguments.append("--no-scroll") }
    if options.isTappable { arguments.append("--tappable") }
    if !options.isEnabled { arguments.append("--disabled") }
    // Built-in icons by name: `--step-icon` names no icon made from an app's own path data.
    for (step, icon) in options.stepIcons.sorted(by: { $0.key < $1.key }) {
      arguments += ["--step-icon", "\(step)=\(icon.name)"]
    }
    if options.isTotalEstimated { arguments.append("--total-estimated") }
    arguments += activityArguments(for: configuration)
    arguments += optionalArguments(for: configuration)
    arguments += tappableArguments(for: configuration)
    arguments += collapseArguments(for: configuration)
    arguments += accessibilityArguments(for: configuration)
    arguments += textSizeArguments(for: configuration)
    return arguments
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

  /// Splits `STEP=VALUE` at the first "=": the step is digits and a dot, so that "=" is the
  /// separator even when the value starts with a mark that joins it into one character
  /// (`2=\u{301}x` names step 2 "\u{301}x").
  private static func pair(
    _ text: String, flag: String, example: String
  ) throws(CLIError) -> (
    StepperStepID, String
  ) {
    let scalars = text.unicodeScalars
    let equals = scalars.firstIndex(of: "=")
    let parts = equals.map {
      [Substring(scalars[..<$0]), Substring(scalars[scalars.index(after: $0)...])]
    }
    guard let parts, let step = StepperStepID(parsing: parts[0]) else {
      let form =
        switch flag {
        case "step-state": "STEP=STATE"
        case "step-name", "step-icon": "STEP=NAME"
        case "step-description": "STEP=TEXT"
        default: "STEP=COUNT"
        }
      throw .usage("--\(flag) accepts \(form), such as \(example); got '\(text)'")
    }
    return (step, String(parts[1]))
  }
}
