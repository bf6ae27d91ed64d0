package eb.stepper.core

import eb.stepper.core.JsonSceneWriter.string

/** The "All steps" list as JSON, as the Swift core writes it: one row a line. */
object JsonListWriter {
    fun write(list: StepperStepList): String {
        val out = StringBuilder()
        out.append("{\n  \"kind\": \"stepList\",\n  \"title\": ").string(list.strings.allSteps)
        out.append(",\n  \"closeTitle\": ").string(list.strings.close)
        out.append(",\n  \"language\": ").string(list.strings.localeTag)
        out.append(",\n  \"direction\": \"").append(list.configuration.direction.rawValue)
        out.append("\",\n  \"current\": \"").append(list.configuration.currentStep.toString())
        out.append("\",\n  \"list\": [")
        list.rows.forEachIndexed { index, row ->
            out.append(if (index == 0) "\n" else ",\n")
            out.append("    {\"step\": \"").append(row.step.toString())
            out.append("\", \"number\": ").string(row.number)
            out.append(", \"icon\": ").optional(row.icon?.name)
            out.append(", \"name\": ").optional(row.name)
            out.append(", \"title\": ").string(row.title)
            out.append(", \"description\": ").optional(row.description)
            out.append(", \"state\": \"").append(row.state.rawValue)
            out.append("\", \"stateName\": ").string(row.stateName)
            out.append(", \"label\": ").string(row.label)
            out.append(", \"isCurrent\": ").append(row.isCurrent)
            out.append(", \"isSelectable\": ").append(row.isSelectable).append("}")
        }
        out.append(if (list.rows.isEmpty()) "]\n}\n" else "\n  ]\n}\n")
        return out.toString()
    }

    private fun StringBuilder.optional(text: String?): StringBuilder = if (text == null) append("null") else string(text)
}
