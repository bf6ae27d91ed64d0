package eb.stepper.compose

import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.DrawCommand
import eb.stepper.core.SceneDrawing
import eb.stepper.core.StepperScene

/**
 * The oracle for text size: each text drawn (through the model's Android font-scale converter)
 * is at the size the core set, in pixels at the density. Reports each difference.
 */
object FontSizeOracle {
    fun check(scene: StepperScene, drawn: List<ModelRuntime.Draw.Text>, density: Float): List<String> {
        val core = SceneDrawing.commands(scene).filterIsInstance<DrawCommand.Text>()
        if (core.map { it.text } != drawn.map { it.text }) return listOf("texts drawn ${drawn.map { it.text }}; the core's ${core.map { it.text }}")
        return drawn.zip(core).mapNotNull { (draw, command) ->
            val wanted = command.size * density
            if (Math.abs(draw.size - wanted) <= 1e-3) null
            else "size of '${command.text}' drawn ${draw.size}; the core's $wanted"
        }
    }
}
