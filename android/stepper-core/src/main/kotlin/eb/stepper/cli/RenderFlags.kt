package eb.stepper.cli

/**
 * The flags `render` takes: the Swift tool's, in its order (a did-you-mean tie goes to the flag
 * listed first, so the order is part of the answer), with the help this tool prints for each,
 * and the old names each still parses under (`--state` for `--step-state`; README, "The command
 * line"). A flag in [notPorted] parses as in the Swift tool and is then refused with exit 69.
 */
object RenderFlags {
    private val textSizeNames = listOf(
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    )

    val specs: List<FlagSpec> = listOf(
        FlagSpec("style", "dash|bullet|circular", help = "The visual form (default circular)."),
        FlagSpec(
            "total", "N",
            help = "How many steps, 2 or more (default: one per --step-names name, else circular 3, dash and bullet 4).",
        ),
        FlagSpec(
            "current", "N|N.M",
            help = "The step the user is on, 1...total, or a revealed sub-step such as 2.1 (default: the " +
                "last step with --status success, else circular 1, dash and bullet 2).",
        ),
        FlagSpec(
            "status", "default|success|error",
            help = "success: the whole flow is done, so the current step is the last; error: the current step failed.",
        ),
        FlagSpec(
            "first-number", "N",
            help = "The number the first step shows, for a flow that started earlier; the announcement " +
                "counts from it too (default 1).",
        ),
        FlagSpec("axis", "horizontal|vertical", help = "Row or column (default horizontal)."),
        FlagSpec("direction", "ltr|rtl", help = "Reading direction (default: the locale's, ltr for most, rtl for Arabic)."),
        FlagSpec(
            "locale", "LOCALE",
            help = "Language of the text and format of its numbers: en, de, es, fr, ja or ar, optionally " +
                "with a region, such as de-CH or ar-EG (default en).",
        ),
        FlagSpec("theme", "light|dark", help = "Token set (default light)."),
        FlagSpec("tokens", "FILE", help = "Not ported: the Swift tool reads themes from a design-tokens file."),
        FlagSpec(
            "length", "POINTS",
            help = "Main-axis length (default: dash 268, circular 272, bullet its natural length; steps " +
                "that do not fit it, with no --viewport or --max-visible, scroll in 375).",
        ),
        FlagSpec(
            "step-state", "STEP=STATE", repeatable = true, aliases = listOf("state"),
            help = "Override one step's state: default, active, complete, error, errorActive, disabled, skipped.",
        ),
        FlagSpec(
            "step-names", "NAMES", aliases = listOf("labels"),
            help = "Step names, comma-separated, from step 1 (\\, for a comma in a name); without --total, one step each.",
        ),
        FlagSpec(
            "step-name", "STEP=NAME", repeatable = true, aliases = listOf("name"),
            help = "One step's or sub-step's name, such as 2.1=Scan ID.",
        ),
        FlagSpec(
            "step-description", "STEP=TEXT", repeatable = true, aliases = listOf("description"),
            help = "A quieter line under one step's name, such as 2=3 documents.",
        ),
        FlagSpec("header", aliases = listOf("title"), help = "Show the header with the current step's name."),
        FlagSpec("all-steps", help = "Show the \"All steps\" control in the header."),
        FlagSpec(
            "substeps", "STEP=COUNT", repeatable = true,
            help = "Reveal COUNT sub-steps after STEP, such as 2=2 for 2.1 and 2.2.",
        ),
        FlagSpec("viewport", "POINTS", help = "The visible main-axis length; the row scrolls when its steps do not fit."),
        FlagSpec(
            "scroll-offset", "POINTS", aliases = listOf("offset"),
            help = "A drag offset into a scrolling row (default: the page showing the current step).",
        ),
        FlagSpec("no-scroll", help = "Keep the row from scrolling; the viewport must then hold every step whole."),
        FlagSpec("tappable", help = "Make the steps already reached tappable (44 x 44 hit areas)."),
        FlagSpec(
            "tappable-step", "STEP", repeatable = true,
            help = "With --tappable, make this step (or sub-step, such as 2.1) tappable, reached or not; " +
                "once given, only the steps it names are (default: the steps already reached).",
        ),
        FlagSpec("disabled", help = "Draw the whole stepper disabled, as a control that cannot be used yet."),
        FlagSpec(
            "step-icon", "STEP=NAME", repeatable = true, aliases = listOf("icon"),
            help = "Show a built-in icon in place of a circular step's number: person, document, card, " +
                "truck, lock, check or home, such as 3=truck.",
        ),
        FlagSpec(
            "total-estimated", aliases = listOf("estimated-total"),
            help = "The total is an estimate: the text reads \"Step 2 of about 6\" and \"about 33%\".",
        ),
        FlagSpec(
            "optional-step", "STEP", repeatable = true, aliases = listOf("optional"),
            help = "Mark a step (or sub-step, such as 2.1) optional: \"Optional\" under its name and in " +
                "its accessible text; --step-state STEP=skipped shows it passed by.",
        ),
        FlagSpec(
            "max-visible", "N",
            help = "Collapse a row of more steps than N to N places: the first and last steps, the " +
                "current one with its neighbours, and \"…\" markers for the rest (at least " +
                "${eb.stepper.core.CollapsedRow.MINIMUM_VISIBLE}; not with --viewport).",
        ),
        FlagSpec(
            "loading",
            help = "The current step is loading: a still ring or segment on it, and \"loading\" at the " +
                "end of the announcement.",
        ),
        FlagSpec(
            "step-progress", "FRACTION",
            help = "The part of the current step done, from 0 to 1, such as 0.5.",
        ),
        FlagSpec(
            "contrast", "standard|high|system",
            help = "high: the increased-contrast tokens, as --increase-contrast; system draws JSON with the " +
                "theme's own values, as standard (default standard).",
        ),
        FlagSpec("increase-contrast", help = "The increased-contrast tokens (Increase Contrast), as --contrast high."),
        FlagSpec(
            "differentiate-without-color",
            help = "A shape cue on failed dashes and bullets (Differentiate Without Color).",
        ),
        FlagSpec("bold-text", help = "Names, header and numbers a weight heavier (Bold Text)."),
        FlagSpec(
            "text-size", "CATEGORY",
            help = "The person's text size, which names, descriptions, the header and \"All steps\" are " +
                "set at: ${textSizeNames.joinToString(", ")} (default large; marker numbers keep their size).",
        ),
        FlagSpec(
            "format", "svg|json|html|page|ansi",
            help = "Output format: json, the scene as data, is the one this tool writes; the others are not ported.",
        ),
        FlagSpec("background", "surface|transparent", help = "Not ported: what an SVG paints behind the steps."),
        FlagSpec(
            "from", "CURRENT/TOTAL",
            help = "The step and total shown before, such as 3/4: the JSON then carries what to announce " +
                "for the change as accessibility.change (\"2 steps added. Step 3 of 6\").",
        ),
        FlagSpec(
            "list",
            help = "Write the \"All steps\" list (every step, its state, the current one marked) as JSON " +
                "rows instead of the stepper.",
        ),
        FlagSpec("output", "FILE", help = "Not ported: the JSON goes to standard output."),
        FlagSpec("force", help = "Not ported, with --output."),
    )

    /** Flags whose features the Swift tool has and this one does not yet: each exits 69. */
    val notPorted: List<String> = listOf("tokens", "output", "force", "background")

    /** The formats `--format` names; only json is written here. */
    val formats: List<String> = listOf("svg", "json", "html", "page", "ansi")

    /**
     * `--text-size`'s categories, as the Swift tool names them (Apple's Dynamic Type sizes),
     * each with how much larger than the design size text is set: Apple's body text size at
     * that category over its size at `large`, 17 points (Specification#text-sizes).
     */
    val textSizes: List<Pair<String, Double>> =
        textSizeNames.zip(listOf(14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53)).map { (name, body) ->
            name to body.toDouble() / 17.0
        }
}
