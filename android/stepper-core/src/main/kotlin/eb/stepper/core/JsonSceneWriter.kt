package eb.stepper.core

/**
 * The scene as JSON, the contract between the Swift and Kotlin cores: keys in a fixed order,
 * colors `#RRGGBB`, numbers to three decimals, step ids as strings, one element per line
 * (docs: Rendering outside Apple platforms, JSON).
 */
object JsonSceneWriter {
    fun write(scene: StepperScene): String {
        val out = StringBuilder(1024 + scene.elements.size * 320)
        writeFrame(scene, out)
        writeAccessibility(scene, out)
        out.append(",\n \"elements\": [")
        scene.elements.forEachIndexed { index, element ->
            out.append(if (index == 0) "\n  " else ",\n  ")
            write(element, out)
        }
        out.append("]}\n")
        return out.toString()
    }

    private fun writeFrame(scene: StepperScene, out: StringBuilder) {
        out.append("{\"style\": ").string(scene.style.rawValue)
        out.append(", \"axis\": ").string(scene.axis.rawValue)
        out.append(", \"direction\": ").string(scene.direction.rawValue)
        out.append(", \"theme\": ").string(scene.theme.appearance.rawValue)
        // Only where the person's settings are followed: every other scene reads as before.
        if (scene.accessibilityOptions.isNotEmpty()) {
            out.append(", \"accessibilityOptions\": [")
            StepperAccessibilityOption.names(scene.accessibilityOptions).forEachIndexed { index, name ->
                if (index > 0) out.append(", ")
                out.string(name)
            }
            out.append("]")
        }
        out.append(", \"background\": ").color(scene.background)
        out.append(",\n \"size\": {\"width\": ").points(scene.width)
        out.append(", \"height\": ").points(scene.height).append("},\n")
        scene.viewport?.let { viewport ->
            out.append(" \"viewport\": {\"offset\": ").points(viewport.offset)
            out.append(", \"length\": ").points(viewport.length)
            out.append(", \"contentLength\": ").points(viewport.contentLength).append("},\n")
        }
        if (scene.stepsRect != scene.visibleRect) {
            out.append(" \"stepsRect\": ").rect(scene.stepsRect).append(",\n")
        }
    }

    private fun writeAccessibility(scene: StepperScene, out: StringBuilder) {
        val axs = scene.accessibility
        out.append(" \"accessibility\": {\"label\": ").string(axs.label)
        out.append(", \"value\": ").string(axs.value)
        out.append(", \"announcement\": ").string(axs.announcement)
        if (axs.isComparedWithPrevious) {
            out.append(", \"change\": ")
            if (axs.change != null) out.string(axs.change) else out.append("null")
        }
        out.append(", \"current\": ")
        if (axs.current.isSubstep) out.step(axs.current) else out.append(axs.current.step)
        out.append(", \"total\": ").append(axs.total)
        if (axs.isTotalEstimated) out.append(", \"totalEstimated\": true")
        if (axs.firstNumber != 1) out.append(", \"firstNumber\": ").append(axs.firstNumber)
        if (axs.isLoading) out.append(", \"loading\": true")
        axs.stepProgress?.let { out.append(", \"stepProgress\": ").points(it) }
        out.append(", \"language\": ").string(axs.language)
        out.append(", \"currentName\": ")
        if (axs.currentName != null) out.string(axs.currentName) else out.append("null")
        out.append(", \"allSteps\": ")
        if (axs.allSteps != null) out.string(axs.allSteps) else out.append("null")
        out.append(", \"steps\": [")
        axs.steps.forEachIndexed { index, step ->
            out.append(if (index == 0) "\n  " else ",\n  ")
            out.append("{\"step\": ").step(step.step)
            out.append(", \"label\": ").string(step.label)
            out.append(", \"selected\": ").append(step.isSelected)
            out.append(", \"button\": ").append(step.isButton)
            out.append(", \"disabled\": ").append(step.isDisabled).append("}")
        }
        out.append("]")
        if (axs.overflows.isNotEmpty()) {
            out.append(", \"overflows\": [")
            axs.overflows.forEachIndexed { index, overflow ->
                out.append(if (index == 0) "\n  {\"first\": " else ",\n  {\"first\": ").step(overflow.first)
                out.append(", \"last\": ").step(overflow.last)
                out.append(", \"label\": ").string(overflow.label)
                out.append(", \"state\": ").string(overflow.state.rawValue)
                out.append(", \"button\": ").append(overflow.isButton).append("}")
            }
            out.append("]")
        }
        out.append("}")
    }

    private fun write(element: SceneElement, out: StringBuilder) {
        out.append("{\"role\": ").string(element.roleName)
        val step = element.step
        if (element.nextStep != null) {
            out.append(", \"from\": ")
            if (step != null) out.step(step) else out.append("\"\"")
            out.append(", \"to\": ").step(element.nextStep)
        } else if (step != null) {
            out.append(", \"step\": ").step(step)
        }
        out.append(", \"state\": ").string(element.state.rawValue)
        out.append(", \"frame\": ").rect(element.frame)
        val text = element.text
        if (text != null) {
            writeText(text, out)
        } else if (element.role == SceneElement.Role.CONNECTOR) {
            out.append(", \"fill\": ").color(element.fill)
        } else {
            writeShape(element, out)
        }
        element.hitArea?.let { out.append(", \"hitArea\": ").rect(it) }
        out.append("}")
    }

    private fun writeText(text: SceneElement.SceneText, out: StringBuilder) {
        val placed = text.placed
        out.append(", \"lines\": [")
        placed.lines.forEachIndexed { index, line ->
            if (index > 0) out.append(", ")
            out.string(line)
        }
        out.append("], \"truncated\": ").append(placed.isTruncated)
        out.append(", \"color\": ").color(text.color)
        out.append(", \"anchor\": ").string(placed.anchor.rawValue)
        out.append(", \"baselines\": [")
        placed.baselines.forEachIndexed { index, baseline ->
            out.append(if (index == 0) "{\"x\": " else ", {\"x\": ").points(baseline.x)
            out.append(", \"y\": ").points(baseline.y).append("}")
        }
        out.append("], \"font\": {\"family\": ").string(placed.style.family)
        out.append(", \"size\": ").points(placed.style.size)
        out.append(", \"weight\": ").append(placed.style.weight).append("}")
    }

    private fun writeShape(element: SceneElement, out: StringBuilder) {
        out.append(", \"cornerRadius\": ").points(element.cornerRadius)
        out.append(", \"fill\": ").color(element.fill)
        out.append(", \"stroke\": ")
        val stroke = element.stroke
        if (stroke != null) {
            out.append("{\"color\": ").color(stroke.color)
            out.append(", \"width\": ").points(stroke.width).append("}")
        } else {
            out.append("null")
        }
        out.append(", \"content\": ")
        val content = element.content
        if (content == null) {
            out.append("null")
        } else {
            out.string(content.kind)
            if (content is SceneElement.Content.Number) out.append(", \"text\": ").string(content.text)
            if (content is SceneElement.Content.Icon) {
                out.append(", \"icon\": ").string(content.icon.name)
                out.append(", \"mirrored\": ").append(content.isMirrored)
                out.append(", \"text\": ").string(content.number)
            }
            out.append(", \"contentColor\": ").color(content.color)
        }
        element.arc?.let { arc ->
            out.append(", \"arc\": {\"start\": ").points(arc.start)
            out.append(", \"sweep\": ").points(arc.sweep).append("}")
        }
    }

    private fun StringBuilder.points(value: Double): StringBuilder = append(NumberText.points(value))

    private fun StringBuilder.color(color: StepperColor?): StringBuilder =
        if (color == null) append("null") else append('"').append(color.hex).append('"')

    private fun StringBuilder.step(id: StepId): StringBuilder = append('"').append(id.toString()).append('"')

    private fun StringBuilder.rect(rect: StepperRect): StringBuilder {
        append("{\"x\": ").points(rect.x)
        append(", \"y\": ").points(rect.y)
        append(", \"width\": ").points(rect.width)
        return append(", \"height\": ").points(rect.height).append("}")
    }

    /** A JSON string: quotes, backslashes and control characters escaped, the rest as it is. */
    fun StringBuilder.string(text: String): StringBuilder {
        append('"')
        for (character in text) {
            when {
                character == '"' -> append("\\\"")
                character == '\\' -> append("\\\\")
                character == '\n' -> append("\\n")
                character == '\r' -> append("\\r")
                character == '\t' -> append("\\t")
                character < ' ' -> append("\\u00").append("%02X".format(character.code))
                else -> append(character)
            }
        }
        return append('"')
    }
}
