import StepperKit

extension OptionFlag {
  /// The configuration flags, one entry each, in the order help lists them (docs/Options.md has
  /// every option's flag). Most set one option as they say; the style, total and current step
  /// (inferred from one another and `--step-names`), the step names, the theme, the contrast
  /// (whose increase gives a tokens theme the contrast audit's proposal) and the sub-steps keep
  /// rules of their own, in ``ConfigurationFlags``.
  static let all: [OptionFlag] = flowFlags + stepFlags + interactionFlags + personFlags

  /// The flags in the order they are read, so that a command line with several wrong flags names
  /// the same first one as ever (states, names, sub-steps, style, total, status, current, first
  /// number, axis, direction, length, viewport, theme, offset, then the rest): the style, total
  /// and status come before the flags that infer from them.
  static let readOrder = [
    "step-state", "step-names", "step-name", "step-description", "substeps", "style", "total",
    "status", "current", "first-number", "axis", "locale", "direction", "length", "viewport",
    "theme", "tokens", "scroll-offset", "no-scroll", "header", "all-steps", "tappable", "disabled",
    "step-icon", "total-estimated", "step-progress", "loading", "optional-step", "tappable-step",
    "max-visible", "contrast", "increase-contrast", "differentiate-without-color", "bold-text",
    "text-size",
  ]

  /// The flags in the order ``ConfigurationFlags/arguments(for:)`` writes them back: every flag
  /// with a way back (``OptionFlag/write``), the step, total and current first.
  static let writeOrder = [
    "style", "total", "current", "status", "first-number", "axis", "direction", "theme", "length",
    "step-state", "substeps", "step-name", "step-description", "header", "all-steps", "viewport",
    "scroll-offset", "no-scroll", "tappable", "disabled", "step-icon", "total-estimated", "loading",
    "step-progress", "optional-step", "tappable-step", "max-visible", "increase-contrast",
    "differentiate-without-color", "bold-text", "text-size",
  ]

  /// The flow: its style, size, position and outcome, and how it is laid out and themed.
  private static let flowFlags: [OptionFlag] = [
    .choice(
      FlagSpec("style", value: "dash|bullet|circular", help: "The visual form (default circular)."),
      \.style, always: true),
    OptionFlag(
      spec: FlagSpec(
        "total", value: "N",
        help: "How many steps, 2 or more (default: one per --step-names name, else circular 3, "
          + "dash and bullet 4)."),
      fields: [\.total],
      read: { flags, _, options throws(CLIError) in
        options.total = try ConfigurationFlags.total(from: flags, style: options.style)
      },
      write: { ["--total", String($0.total)] }),
    OptionFlag(
      spec: FlagSpec(
        "current", value: "N|N.M",
        help: "The step the user is on, 1...total, or a revealed sub-step such as 2.1 "
          + "(default: the last step with --status success, else circular 1, dash and bullet 2)."),
      fields: [\.current],
      read: { flags, _, options throws(CLIError) in
        options.current = try ConfigurationFlags.current(from: flags, in: options)
      },
      write: { ["--current", $0.current.description] }),
    .choice(
      FlagSpec(
        "status", value: "default|success|error",
        help: "success: the whole flow is done, so the current step is the last; "
          + "error: the current step failed."),
      \.status),
    .value(
      FlagSpec(
        "first-number", value: "N",
        help: "The number the first step shows, for a flow that started earlier; the "
          + "announcement counts from it too (default 1)."),
      \.firstNumber, parse: { flags, name throws(CLIError) in try flags.integer(name) },
      print: { String($0) }),
    .choice(
      FlagSpec("axis", value: "horizontal|vertical", help: "Row or column (default horizontal)."),
      \.axis),
    .value(
      FlagSpec(
        "direction", value: "ltr|rtl",
        help: "Reading direction (default: the locale's, ltr for most, rtl for Arabic)."),
      \.direction,
      parse: { flags, name throws(CLIError) in
        if let direction = try flags.choice(name, as: StepperLayoutDirection.self) {
          return direction
        }
        return try ConfigurationFlags.strings(from: flags).layoutDirection
      },
      print: \.rawValue),
    OptionFlag(
      spec: FlagSpec(
        "locale", value: "LOCALE",
        help: "Language of the text and format of its numbers: en, de, es, fr, ja or ar, "
          + "optionally with a region, such as de-CH or ar-EG (default en)."),
      fields: [],
      read: { flags, _, _ throws(CLIError) in _ = try ConfigurationFlags.strings(from: flags) },
      write: nil),
    OptionFlag(
      spec: ThemeFlags.themeSpec, fields: [\.theme],
      read: { flags, files, options throws(CLIError) in
        options.theme = try ThemeFlags.theme(from: flags, files: files)
      },
      // The appearance: a theme from a tokens file has no flag that gives it whole.
      write: { ["--theme", $0.theme.appearance.rawValue] }),
    OptionFlag(spec: ThemeFlags.tokensSpec, fields: [], read: { _, _, _ in }, write: nil),
    .optional(
      FlagSpec(
        "length", value: "POINTS",
        help: "Main-axis length (default: dash 268, circular 272, bullet its natural length; "
          + "steps that do not fit it, with no --viewport or --max-visible, scroll in 375)."),
      \.length, parse: { flags, name throws(CLIError) in try flags.points(name) },
      print: NumberText.points),
  ]

  /// What each step says and shows.
  private static let stepFlags: [OptionFlag] = [
    .perStep(
      FlagSpec(
        "step-state", value: "STEP=STATE", repeatable: true, aliases: ["state"],
        help: "Override one step's state: default, active, complete, error, errorActive, disabled, "
          + "skipped."),
      example: "3=error", \.stepStates, parse: ConfigurationFlags.stepState, print: \.rawValue),
    OptionFlag(
      spec: FlagSpec(
        "step-names", value: "NAMES", aliases: ["labels"],
        help: "Step names, comma-separated, from step 1 (\\, for a comma in a name); "
          + "without --total, one step each."),
      fields: [\.stepNames],
      read: { flags, _, options in options.stepNames = ConfigurationFlags.listedNames(from: flags)
      },
      write: nil),
    .perStep(
      FlagSpec(
        "step-name", value: "STEP=NAME", repeatable: true, aliases: ["name"],
        help: "One step's or sub-step's name, such as 2.1=Scan ID."),
      example: "2.1=Scan ID", \.stepNames, parse: { $0 }, print: { $0 }),
    .perStep(
      FlagSpec(
        "step-description", value: "STEP=TEXT", repeatable: true, aliases: ["description"],
        help: "A quieter line under one step's name, such as 2=3 documents."),
      example: "2=3 documents", \.stepDescriptions, parse: { $0 }, print: { $0 }),
    .toggle(
      FlagSpec("header", aliases: ["title"], help: "Show the header with the current step's name."),
      \.showsHeader),
    .toggle(
      FlagSpec("all-steps", help: "Show the \"All steps\" control in the header."), \.showsAllSteps),
    OptionFlag(
      spec: FlagSpec(
        "substeps", value: "STEP=COUNT", repeatable: true,
        help: "Reveal COUNT sub-steps after STEP, such as 2=2 for 2.1 and 2.2."),
      fields: [\.substeps],
      read: { flags, _, options throws(CLIError) in
        options.substeps = try ConfigurationFlags.substeps(from: flags)
      },
      write: { options in
        options.substeps.sorted { $0.key < $1.key }.flatMap {
          ["--substeps", "\($0.key)=\($0.value)"]
        }
      }),
  ]

  /// How the row scrolls, and what a person can do with it.
  private static let interactionFlags: [OptionFlag] = [
    .optional(
      FlagSpec(
        "viewport", value: "POINTS",
        help: "The visible main-axis length; the row scrolls when its steps do not fit."),
      \.viewport, parse: { flags, name throws(CLIError) in try flags.points(name) },
      print: NumberText.points),
    .optional(
      FlagSpec(
        "scroll-offset", value: "POINTS", aliases: ["offset"],
        help: "A drag offset into a scrolling row (default: the page showing the current step)."),
      \.scrollOffset, parse: { flags, name throws(CLIError) in try flags.points(name) },
      print: NumberText.points),
    .toggle(
      FlagSpec(
        "no-scroll",
        help: "Keep the row from scrolling; the viewport must then hold every step whole."),
      \.isScrollEnabled, negated: true),
    .toggle(
      FlagSpec("tappable", help: "Make the steps already reached tappable (44 x 44 hit areas)."),
      \.isTappable),
    OptionFlag(
      spec: FlagSpec(
        "tappable-step", value: "STEP", repeatable: true,
        help:
          "With --tappable, make this step (or sub-step, such as 2.1) tappable, reached or not; "
          + "once given, only the steps it names are (default: the steps already reached)."),
      fields: [\.tappableSteps],
      read: { flags, _, options throws(CLIError) in
        options.tappableSteps = try ConfigurationFlags.stepIDs(flags, "tappable-step")
      },
      // No step tappable (an empty set) has no flag: without one, the steps reached are.
      write: { options in
        (options.tappableSteps ?? []).sorted().flatMap { ["--tappable-step", $0.description] }
      }),
    .toggle(
      FlagSpec(
        "disabled", help: "Draw the whole stepper disabled, as a control that cannot be used yet."),
      \.isEnabled, negated: true),
    .perStep(
      FlagSpec(
        "step-icon", value: "STEP=NAME", repeatable: true, aliases: ["icon"],
        help: "Show a built-in icon in place of a circular step's number: person, document, "
          + "card, truck, lock, check or home, such as 3=truck (a done step still shows its "
          + "check, a failed one its exclamation mark)."),
      // Built-in icons by name: `--step-icon` names no icon made from an app's own path data.
      example: "3=truck", \.stepIcons, parse: ConfigurationFlags.stepIcon, print: \.name),
    .toggle(
      FlagSpec(
        "total-estimated", aliases: ["estimated-total"],
        help: "The total is an estimate: the text reads \"Step 2 of about 6\" and \"about 33%\"."),
      \.isTotalEstimated),
    .steps(
      FlagSpec(
        "optional-step", value: "STEP", repeatable: true, aliases: ["optional"],
        help: "Mark a step (or sub-step, such as 2.1) optional: \"Optional\" under its name and in "
          + "its accessible text; --step-state STEP=skipped shows it passed by."),
      \.optionalSteps),
    .optional(
      FlagSpec(
        "max-visible", value: "N",
        help: "Collapse a row of more steps than N to N places: the first and last steps, the "
          + "current one with its neighbours, and \"…\" markers for the rest (at least "
          + "\(StepperConfiguration.minimumMaxVisible); not with --viewport)."),
      \.maxVisible, parse: { flags, name throws(CLIError) in try flags.integer(name) },
      print: { String($0) }),
  ]

  /// What the current step is doing, and the person's own settings (Specification#text-sizes).
  private static let personFlags: [OptionFlag] = [
    .toggle(
      FlagSpec(
        "loading",
        help: "The current step is loading (the app checks it before moving on): a still ring "
          + "or segment on it, and \"loading\" at the end of the announcement."),
      \.isLoading),
    .optional(
      FlagSpec(
        "step-progress", value: "FRACTION",
        help: "The part of the current step done, from 0 to 1, such as 0.5: the current dash or "
          + "bullet fills part-way, a circular marker's outline becomes an arc, and the "
          + "percentage counts it (4 steps, step 2 half done: 37.5%)."),
      // Unchecked here: the configuration checks the fraction in its order. Written with every
      // digit, so that the flags give back the same fraction.
      \.stepProgress,
      parse: { flags, _ throws(CLIError) in try ConfigurationFlags.stepProgress(flags) },
      print: { "\($0)" }),
    OptionFlag(
      spec: FlagSpec(
        "contrast", value: "standard|high|system",
        help: "high: the increased-contrast tokens, as --increase-contrast; system: an html "
          + "fragment or page follows the reader's prefers-contrast (default standard)."),
      fields: [\.increaseContrast],
      read: { flags, _, options throws(CLIError) in
        if try flags.choice("contrast", as: ContrastChoice.self) == .high {
          options.increaseContrast = true
        }
      },
      write: nil),
    OptionFlag(
      spec: FlagSpec(
        "increase-contrast",
        help: "The increased-contrast tokens (Increase Contrast; a --tokens theme gets the "
          + "contrast audit's proposal), as --contrast high."),
      fields: [\.increaseContrast],
      read: { flags, _, options in
        if flags.has("increase-contrast") { options.increaseContrast = true }
        options.theme = ConfigurationFlags.theme(
          options.theme, increasingContrast: options.increaseContrast,
          fromTokens: flags.value("tokens") != nil)
      },
      write: { $0.increaseContrast ? ["--increase-contrast"] : [] }),
    .toggle(
      FlagSpec(
        "differentiate-without-color",
        help: "A shape cue on failed dashes and bullets (Differentiate Without Color)."),
      \.differentiateWithoutColor),
    .toggle(
      FlagSpec("bold-text", help: "Names, header and numbers a weight heavier (Bold Text)."),
      \.boldText),
    .choice(
      FlagSpec(
        "text-size", value: "CATEGORY",
        help: "The person's text size, which names, descriptions, the header and \"All steps\" "
          + "are set at: "
          + StepperTextSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
          + " (default large; marker numbers keep their size)."),
      \.textSize),
  ]
}
