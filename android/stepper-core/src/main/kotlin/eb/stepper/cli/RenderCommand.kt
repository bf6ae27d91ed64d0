package eb.stepper.cli

import eb.stepper.core.JsonSceneWriter
import eb.stepper.core.StepId
import eb.stepper.core.StepperAccessibilityOption
import eb.stepper.core.StepperAppearance
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStatus
import eb.stepper.core.StepperStepState
import eb.stepper.core.StepperStrings
import eb.stepper.core.StepperStyle
import eb.stepper.core.StepperTheme

/**
 * `stepper render --format json`: the Swift tool's flags, read in the same order so that the
 * first wrong one is reported, and the scene written as the same JSON.
 */
object RenderCommand {
    val specs: List<FlagSpec> get() = RenderFlags.specs

    /**
     * Runs `render` with `arguments` (after the command's name): returns the JSON, and appends to
     * `errors` the lines the Swift tool writes on standard error before it (a notice that the
     * row scrolls in 375 points, warnings of names given empty), in the order it writes them.
     */
    fun run(arguments: List<String>, errors: StringBuilder): String {
        val flags = ParsedFlags(arguments, specs)
        val format = flags.choice("format", RenderFlags.formats.map { it to it }) ?: "svg"
        val background = flags.choice("background", listOf("surface" to 0, "transparent" to 1))
        if (background != null && format != "svg") {
            throw CliError.Usage("--background applies to --format svg; html and page paint the theme's surface")
        }
        // The flags are read, and refused, in the Swift tool's order; what this tool does not
        // draw is refused where the Swift tool would go on to draw it (a `--tokens` file where
        // it reads the file).
        val (configuration, notice) = DefaultViewport.drawable(flags)
        if (notice != null) errors.append("stepper: ${ErrorLine.escaping(notice)}\n")
        for (line in EmptyNames.lines(flags, configuration)) {
            errors.append("stepper: warning: ${ErrorLine.escaping(line)}\n")
        }
        val strings = strings(flags)
        if (flags.has("list")) {
            if (format == "svg" || format == "page") {
                throw CliError.Usage("--list applies to --format html, ansi or json; '$format' draws the stepper only")
            }
            refuseNotPorted(format, flags)
            return eb.stepper.core.JsonListWriter.write(eb.stepper.core.StepperStepList(configuration, strings))
        }
        val previous = previous(flags, configuration)
        if (previous != null && format != "json" && format != "html" && format != "page") {
            throw CliError.Usage(
                "--from applies to --format json (accessibility.change), html and page (a live region that " +
                    "speaks the change)",
            )
        }
        refuseNotPorted(format, flags)
        return JsonSceneWriter.write(StepperScene(configuration, strings, previous))
    }

    /** Exit 69 for a format other than JSON, or a flag whose feature this tool does not have. */
    private fun refuseNotPorted(format: String, flags: ParsedFlags) {
        if (format != "json") throw CliError.NotPorted("--format $format")
        RenderFlags.notPorted.firstOrNull { flags.isGiven(it) }?.let { throw CliError.NotPorted("--$it") }
    }

    /** The configuration the flags describe, refused as they give it (no default viewport). */
    fun configuration(flags: ParsedFlags): StepperConfiguration {
        val options = options(flags)
        try {
            return StepperConfiguration(options)
        } catch (error: StepperConfigurationError) {
            throw CliError.InvalidConfiguration(error, options)
        }
    }

    /** The configuration `--from CURRENT/TOTAL` says was shown before, with what still applies. */
    private fun previous(flags: ParsedFlags, configuration: StepperConfiguration): StepperConfiguration? {
        val text = flags.value("from") ?: return null
        val halves = text.split("/")
        val total = if (halves.size == 2) ParsedFlags.parseInteger(halves[1]) else null
        val current = if (halves.size == 2) StepId.parse(halves[0]) ?: ParsedFlags.parseInteger(halves[0])?.let { StepId(it) } else null
        if (total == null || current == null) {
            throw CliError.Usage(
                "--from accepts CURRENT/TOTAL, the step (or sub-step such as 2.1) and the total shown " +
                    "before, such as 3/4; got '$text'",
            )
        }
        val options = configuration.options
        val steps = 1L..maxOf(1L, total)
        val previous = options.copy(
            total = total, current = current,
            status = if (options.status == StepperStatus.SUCCESS && current != StepId(total)) StepperStatus.DEFAULT else options.status,
            stepStates = options.stepStates.filterKeys { it.step in steps },
            stepNames = options.stepNames.filterKeys { it.step in steps },
            stepDescriptions = options.stepDescriptions.filterKeys { it.step in steps },
            substeps = options.substeps.filterKeys { it in steps },
            stepIcons = options.stepIcons.filterKeys { it.step in steps },
            tappableSteps = options.tappableSteps?.filter { it.step in steps }?.toSet(),
            optionalSteps = options.optionalSteps.filter { it.step in steps }.toSet(),
        )
        try {
            return StepperConfiguration(previous)
        } catch (error: StepperConfigurationError) {
            throw CliError.InvalidFrom(text, error)
        }
    }

    /**
     * The options the flags describe, read in the Swift tool's order so that the first wrong
     * flag is the one reported, before the configuration checks them.
     */
    fun options(flags: ParsedFlags): StepperConfiguration.Options {
        val stepStates = LinkedHashMap<StepId, StepperStepState>()
        for (text in flags.all("step-state")) {
            val (step, value) = pair(text, "step-state", "3=error")
            val states = StepperStepState.entries.map { it.rawValue }
            stepStates[step] = StepperStepState.parse(value) ?: throw CliError.Usage(
                "--step-state accepts a state of ${ParsedFlags.list(states)}; got '$value'" +
                    Suggestion.didYouMean(value, states),
            )
        }
        val names = LinkedHashMap<StepId, String>()
        flags.value("step-names")?.let { labels ->
            for ((index, name) in splitNames(labels).withIndex()) if (name.isNotEmpty()) names[StepId(index + 1L)] = name
        }
        for (text in flags.all("step-name")) {
            val (step, name) = pair(text, "step-name", "2.1=Scan ID")
            names[step] = name
        }
        val descriptions = LinkedHashMap<StepId, String>()
        for (text in flags.all("step-description")) {
            val (step, description) = pair(text, "step-description", "2=3 documents")
            descriptions[step] = description
        }
        val substeps = LinkedHashMap<Long, Long>()
        for (text in flags.all("substeps")) {
            val (step, value) = pair(text, "substeps", "2=2")
            val count = ParsedFlags.parseInteger(value)
            if (step.isSubstep || count == null) {
                throw CliError.Usage("--substeps accepts STEP=COUNT, such as 2=2; got '$text'")
            }
            substeps[step.step] = count
        }
        val style = flags.choice("style", StepperStyle.entries.map { it.rawValue to it }) ?: StepperStyle.CIRCULAR
        // Without --total, the names --step-names gives count the steps: "A,,C" is three, the second
        // without a name. --total, when given, wins; a single name says how to fix it.
        val total = flags.integer("total") ?: stepNamesTotal(flags) ?: style.defaultTotal.toLong()
        val status = flags.choice("status", StepperStatus.entries.map { it.rawValue to it }) ?: StepperStatus.DEFAULT
        val current = current(flags, style, total, status)
        val firstNumber = flags.integer("first-number") ?: 1
        val axis = flags.choice("axis", StepperAxis.entries.map { it.rawValue to it }) ?: StepperAxis.HORIZONTAL
        val localeDirection = strings(flags).layoutDirection
        val direction = flags.choice("direction", StepperLayoutDirection.entries.map { it.rawValue to it })
            ?: localeDirection
        val length = flags.points("length")
        val viewport = flags.points("viewport")
        val appearance = flags.choice("theme", StepperAppearance.entries.map { it.rawValue to it })
            ?: StepperAppearance.LIGHT
        if (flags.isGiven("tokens")) throw CliError.NotPorted("--tokens")
        val offset = flags.points("scroll-offset")
        val icons = LinkedHashMap<StepId, eb.stepper.core.StepperIcon>()
        for (text in flags.all("step-icon")) {
            val (step, name) = pair(text, "step-icon", "3=truck")
            icons[step] = eb.stepper.core.StepperIcon.named(name)
                ?: throw CliError.InvalidIcon(eb.stepper.core.StepperIcon.unknownIconMessage(name))
        }
        val progress = flags.value("step-progress")?.let { text ->
            eb.stepper.core.SwiftDouble.parse(text) ?: throw CliError.Usage(
                "--step-progress accepts a fraction of the current step from 0 to 1, such as 0.5; got '$text'",
            )
        }
        val optional = LinkedHashSet<StepId>()
        for (text in flags.all("optional-step")) {
            optional += StepId.parse(text)
                ?: throw CliError.Usage("--optional-step accepts a step number or a sub-step such as 2.1; got '$text'")
        }
        // Without --tappable-step, the steps already reached (null); with it, the steps it names.
        val tappable = flags.all("tappable-step").takeIf { it.isNotEmpty() }?.mapTo(LinkedHashSet()) { text ->
            StepId.parse(text)
                ?: throw CliError.Usage("--tappable-step accepts a step number or a sub-step such as 2.1; got '$text'")
        }
        val maxVisible = flags.integer("max-visible")
        val accessibilityOptions = accessibilityOptions(flags)
        val textScale = flags.choice("text-size", RenderFlags.textSizes) ?: 1.0
        if ((names.values + descriptions.values).any { !eb.stepper.core.InterText.covers(it) }) {
            throw CliError.NotPorted("names or descriptions in scripts it does not split yet")
        }
        return StepperConfiguration.Options(
            style = style, total = total, current = current, status = status, axis = axis,
            direction = direction, theme = StepperTheme.builtIn(appearance), length = length,
            stepStates = stepStates, substeps = substeps, viewport = viewport,
            scrollOffset = offset, isScrollEnabled = !flags.has("no-scroll"),
            isTappable = flags.has("tappable"), tappableSteps = tappable, isEnabled = !flags.has("disabled"),
            firstNumber = firstNumber,
            isTotalEstimated = flags.has("total-estimated"),
            activity = eb.stepper.core.StepperActivity(flags.has("loading"), progress),
            stepIcons = icons,
            stepNames = names, stepDescriptions = descriptions, showsHeader = flags.has("header"),
            showsAllSteps = flags.has("all-steps"), optionalSteps = optional, maxVisible = maxVisible,
            accessibilityOptions = accessibilityOptions, textScale = textScale,
        )
    }

    /**
     * The options `--contrast high` (or `--increase-contrast`), `--differentiate-without-color`
     * and `--bold-text` set.
     * (`--contrast system` asks an HTML fragment to follow the reader's setting: a JSON scene
     * is drawn with the theme's own values, as with `standard`.)
     */
    private fun accessibilityOptions(flags: ParsedFlags): Set<StepperAccessibilityOption> {
        val options = LinkedHashSet<StepperAccessibilityOption>()
        val contrast = flags.choice("contrast", listOf("standard", "high", "system").map { it to it })
        if (contrast == "high" || flags.has("increase-contrast")) options += StepperAccessibilityOption.INCREASE_CONTRAST
        if (flags.has("differentiate-without-color")) options += StepperAccessibilityOption.DIFFERENTIATE_WITHOUT_COLOR
        if (flags.has("bold-text")) options += StepperAccessibilityOption.BOLD_TEXT
        return options
    }

    fun strings(flags: ParsedFlags): StepperStrings {
        val identifier = flags.value("locale") ?: return StepperStrings.ENGLISH
        val valid = identifier.all { it.code < 128 && (it.isLetterOrDigit() || it == '-' || it == '_') }
        val language = identifier.split('-', '_').firstOrNull()?.lowercase()
        if (!valid || language !in listOf("en", "de", "es", "fr", "ja", "ar")) {
            throw CliError.Usage(
                "--locale accepts a locale of en, de, es, fr, ja or ar, optionally with a region " +
                    "such as de-CH; got '$identifier'",
            )
        }
        return StepperStrings.forLanguage(identifier) ?: throw CliError.NotPorted("--locale $identifier")
    }

    private fun current(flags: ParsedFlags, style: StepperStyle, total: Long, status: StepperStatus): StepId {
        val text = flags.value("current")
            ?: return if (status == StepperStatus.SUCCESS) StepId(total) else StepId(style.defaultCurrent.toLong())
        return StepId.parse(text) ?: ParsedFlags.parseInteger(text)?.let { StepId(it) }
            ?: throw CliError.Usage("--current accepts a step number or a sub-step such as 2.1; got '$text'")
    }

    /** Names separated by commas, `\\,` for a comma in a name, each trimmed of spaces. */
    fun splitNames(text: String): List<String> {
        val names = ArrayList<String>()
        val name = StringBuilder()
        var escaped = false
        for (character in eb.stepper.core.Graphemes.split(text)) {
            when {
                escaped -> {
                    name.append(character)
                    escaped = false
                }
                character == "\\" -> escaped = true
                character == "," -> {
                    names += name.toString()
                    name.clear()
                }
                else -> name.append(character)
            }
        }
        if (escaped) name.append('\\')
        names += name.toString()
        return names.map { eb.stepper.core.InterText.trimmingSpaces(it) }
    }

    private fun pair(text: String, flag: String, example: String): Pair<StepId, String> {
        // Split at the first "=": the step is digits and a dot, so "=" separates even when the
        // value starts with a mark that joins it into one character ("2=\u0301x" names step 2).
        val equals = text.indexOf('=')
        val step = if (equals >= 0) StepId.parse(text.substring(0, equals)) else null
        if (step == null) {
            val form = when (flag) {
                "step-state" -> "STEP=STATE"
                "step-name", "step-icon" -> "STEP=NAME"
                "step-description" -> "STEP=TEXT"
                else -> "STEP=COUNT"
            }
            throw CliError.Usage("--$flag accepts $form, such as $example; got '$text'")
        }
        return step to text.substring(equals + 1)
    }

    /** The number of names `--step-names` gives, or `null` without the flag; one name is refused. */
    private fun stepNamesTotal(flags: ParsedFlags): Long? {
        val labels = flags.value("step-names") ?: return null
        val count = splitNames(labels).size
        if (count < 2) {
            throw CliError.Usage(
                "--step-names gives 1 name and no --total: a stepper shows at least two steps; " +
                    "give more names, or --total N"
            )
        }
        return count.toLong()
    }
}
