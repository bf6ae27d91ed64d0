// Must-fail fixtures for the model's layout, hit testing and font scaling: each is a way of
// placing the core's step buttons or text that Compose would get wrong, and each must be caught,
// with the reason on its "Expect" line (OracleMustFailTests).
package eb.stepper.compose.mustfail

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.absoluteOffset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.runtime.Composable
import androidx.compose.ui.AbsoluteAlignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import eb.stepper.core.DrawCommand
import eb.stepper.core.SceneDrawing
import eb.stepper.core.StepperRect
import eb.stepper.core.StepperScene

private fun Modifier.on(frame: StepperRect) =
    absoluteOffset(frame.x.toFloat().dp, frame.y.toFloat().dp).size(frame.width.toFloat().dp, frame.height.toFloat().dp)

/**
 * Expect: reached
 * The root Box aligns its children TopStart, the top-right corner right to left, and
 * absoluteOffset then adds the core's left-to-right x: every button lands right to left.
 */
@Composable
fun MisplacedRightToLeft(scene: StepperScene, onStepClick: (Int) -> Unit) {
    Box(Modifier.size(scene.width.toFloat().dp, scene.height.toFloat().dp)) {
        for (step in scene.accessibility.steps) if (step.isButton) {
            Box(Modifier.on(step.frame).selectable(step.isSelected, !step.isDisabled, Role.Tab) { onStepClick(step.step.step.toInt()) })
        }
    }
}

/**
 * Expect: overlap
 * Each button a 48 dp square about its mark, as before the partition: bullets 16 dp apart
 * overlap, and the one placed last takes the touch meant for its neighbour.
 */
@Composable
fun OverlappingSquares(scene: StepperScene, onStepClick: (Int) -> Unit) {
    Box(Modifier.size(scene.width.toFloat().dp, scene.height.toFloat().dp), contentAlignment = AbsoluteAlignment.TopLeft) {
        for (mark in scene.elements) {
            val step = mark.step ?: continue
            if (mark.hitArea == null) continue
            val square = mark.frame.hitArea(48.0)
            val frame = StepperRect(square.x - scene.visibleRect.x, square.y - scene.visibleRect.y, square.width, square.height)
            Box(Modifier.on(frame).selectable(false, true, Role.Tab) { onStepClick(step.step.toInt()) })
        }
    }
}

/**
 * Expect: size of
 * The core's text size turned into sp by dividing by the font scale: Android scales sp
 * non-linearly from a font scale of 1.03, so large text is drawn at the wrong size.
 */
@Composable
fun LinearSp(scene: StepperScene) {
    val measurer = rememberTextMeasurer()
    val texts = SceneDrawing.commands(scene).filterIsInstance<DrawCommand.Text>()
    Canvas(Modifier.size(scene.width.toFloat().dp, scene.height.toFloat().dp)) {
        for (command in texts) {
            val layout = measurer.measure(command.text, TextStyle(fontSize = (command.size.toFloat() / fontScale).sp))
            drawText(layout, topLeft = Offset(command.baseline.x.toFloat() * density, command.baseline.y.toFloat() * density - layout.firstBaseline))
        }
    }
}
