package eb.stepper.cli

import eb.stepper.core.InterText
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration

/**
 * Names given empty (`--step-names "Cart,,Payment"`, `--step-name 2=`): taken as "no name",
 * which is what the stepper draws, but said aloud on standard error as the Swift tool says it,
 * since an empty name is more often a slip than a wish (README, "Names").
 */
object EmptyNames {
    /**
     * One line per step of `configuration` whose name the flags gave empty, naming the step and
     * the flag that gave it, in step order; a step a later flag names is not empty.
     */
    fun lines(flags: ParsedFlags, configuration: StepperConfiguration): List<String> {
        val given = HashMap<StepId, Pair<String, String>>()
        flags.value("step-names")?.let { labels ->
            for ((index, name) in RenderCommand.splitNames(labels).withIndex()) {
                given[StepId(index + 1L)] = name to "--step-names"
            }
        }
        for (text in flags.all("step-name")) {
            val equals = text.indexOf('=')
            if (equals < 0) continue
            val step = StepId.parse(text.substring(0, equals)) ?: continue
            given[step] = text.substring(equals + 1) to "--step-name $step="
        }
        return given.keys.sorted().mapNotNull { step ->
            val (name, flag) = given.getValue(step)
            val substep = step.substep
            val shown = step.step <= configuration.total &&
                (substep == null || substep <= configuration.steps.substeps(step.step.toInt()))
            if (!shown || InterText.trimmingSpaces(name).isNotEmpty()) null
            else "step $step is given an empty name by $flag, so it is drawn unnamed; name it with --step-name $step=NAME"
        }
    }
}
