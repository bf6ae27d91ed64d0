package eb.stepper.compose

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.gestures.FlingBehavior
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.absoluteOffset
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material3.minimumInteractiveComponentSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.runtime.remember
import androidx.compose.ui.AbsoluteAlignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.ProgressBarRangeInfo
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.disabled
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.progressBarRangeInfo
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import eb.stepper.core.SceneDrawing
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperRect
import eb.stepper.core.StepperScene

/**
 * Draws a scene the core made, with its semantics and, given [onStepClick], its steps as tabs.
 *
 * Where a touch lands is the core's, never decided here: every tab, overflow marker and the "All
 * steps" button is a box on the frame the core gives it — for steps and overflow markers their
 * part of the tap-area partition (docs: Tapping), asked for with Android's 48 dp when [EBStepper]
 * builds the scene. The boxes are placed by the core's left-to-right coordinates whatever the
 * layout direction (`AbsoluteAlignment.TopLeft` and `absoluteOffset`: the core has already
 * mirrored a right-to-left row).
 *
 * What Android then does with them:
 * - **Layout bounds** (and TalkBack's) are the core's area exactly. `size` fixes them, and
 *   `minimumInteractiveComponentSize()` comes after it, so it can only grow what is inside the
 *   fixed size: it never makes a box wider than its area (it "only affects layout", and here
 *   the core has already given every target 48 dp wherever there is room).
 * - **Touch bounds** are widened by Compose's pointer input itself, not by that modifier: a
 *   target under the 48 dp minimum touch target (ViewConfiguration) also takes touches up to
 *   half the difference beyond each edge. A touch inside a box is that box's; one that falls
 *   only in widened bounds goes to the nearest box. As the areas tile the row without
 *   overlapping, a touch on the row is always inside exactly the area the core's
 *   [eb.stepper.core.StepperSelection] names; widening only reaches past the row's ends.
 * - The "All steps" button is placed last, so where it meets a step's area it is on top: the
 *   core tests it first.
 * - Disabled steps keep a disabled tab on their area, which takes the touch and does nothing;
 *   steps not reached yet keep a box that takes touches and ignores them (no semantics); an
 *   overflow marker's area opens "All steps" (or, without [onAllStepsClick], is disabled) so a
 *   touch there never reaches a neighbouring step.
 */
@Composable
fun EBStepperScene(
    scene: StepperScene,
    modifier: Modifier = Modifier,
    onStepClick: ((Int) -> Unit)? = null,
    onAllStepsClick: (() -> Unit)? = null,
) {
    Box(stepper(scene, modifier, onStepClick), contentAlignment = AbsoluteAlignment.TopLeft) {
        SceneContent(scene, onStepClick, onAllStepsClick)
    }
}

/**
 * A scene of a row longer than its viewport, in Compose's own scroll container
 * (`horizontalScroll`, `verticalScroll` for a column) on [state]: the stepper is the viewport,
 * its content the whole row's length, and the scene — built by the core at the scroll
 * position, so only what shows is drawn, however long the row — is pinned to the visible part
 * of that content (`offset` by the scroll value, mirrored right to left as the container's own
 * placement is), its tap areas with it. Drags along the row, their flings ([fling]) and
 * TalkBack's scroll actions are the container's; drags across it are left to a scroll
 * container around the stepper (nested scrolling).
 */
@Composable
internal fun ScrollingScene(
    scene: StepperScene,
    state: ScrollState,
    fling: FlingBehavior,
    modifier: Modifier,
    enabled: Boolean,
    onStepClick: ((Int) -> Unit)?,
    onAllStepsClick: (() -> Unit)?,
) {
    val travel = (scene.viewport?.maximumOffset ?: 0.0).toFloat()
    val isRow = scene.axis == StepperAxis.HORIZONTAL
    val container = if (isRow) {
        Modifier.horizontalScroll(state, enabled = enabled, flingBehavior = fling)
    } else {
        Modifier.verticalScroll(state, enabled = enabled, flingBehavior = fling)
    }
    val width = scene.width.toFloat()
    val height = scene.height.toFloat()
    val scrolled = (state.value / LocalDensity.current.density).dp
    Box(stepper(scene, modifier, onStepClick).then(container)) {
        Box(Modifier.size((if (isRow) width + travel else width).dp, (if (isRow) height else height + travel).dp)) {
            Box(
                Modifier.offset(if (isRow) scrolled else 0.dp, if (isRow) 0.dp else scrolled).size(width.dp, height.dp),
                contentAlignment = AbsoluteAlignment.TopLeft,
            ) { SceneContent(scene, onStepClick, onAllStepsClick) }
        }
    }
}

/** The stepper's own modifiers: one merged element with its progress and state, a group of tabs, its size. */
private fun stepper(scene: StepperScene, modifier: Modifier, onStepClick: ((Int) -> Unit)?): Modifier {
    val accessibility = scene.accessibility
    val lastNumber = (accessibility.firstNumber + accessibility.total - 1).toFloat()
    val group = if (onStepClick != null) Modifier.selectableGroup() else Modifier
    return modifier
        .semantics(mergeDescendants = true) {
            progressBarRangeInfo = ProgressBarRangeInfo(
                (accessibility.fraction * lastNumber).toFloat(), 0f..lastNumber,
            )
            // After a move, the core's change text; TalkBack speaks it, as a live region.
            stateDescription = accessibility.change ?: accessibility.announcement
            liveRegion = LiveRegionMode.Polite
        }
        .then(group)
        .then(Modifier.size(scene.width.toFloat().dp, scene.height.toFloat().dp))
}

/** The scene's drawing and its touch targets, in the scene's left-to-right coordinates. */
@Composable
private fun SceneContent(
    scene: StepperScene,
    onStepClick: ((Int) -> Unit)?,
    onAllStepsClick: (() -> Unit)?,
) {
    val commands = remember(scene) { SceneDrawing.commands(scene) }
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    // Measured once for the scene and the density (its font scale), not on every draw.
    val texts = remember(commands, density) { density.measureTexts(commands, measurer) }
    val accessibility = scene.accessibility
    val size = Modifier.size(scene.width.toFloat().dp, scene.height.toFloat().dp)
    Canvas(size.clipToBounds()) { drawCommands(commands, texts) }
    if (onStepClick != null) {
        for (step in accessibility.steps) {
            if (!step.isButton) {
                // A step that cannot be tapped still holds its area: the touch stops there,
                // so widening never hands it to the reached step next to it.
                key(step.step) { Box(on(step.frame).pointerInput(Unit) {}) }
                continue
            }
            key(step.step) {
                Box(
                    on(step.frame).semantics {
                        contentDescription = step.label
                        if (step.isDisabled) disabled()
                    }.selectable(selected = step.isSelected, enabled = !step.isDisabled, role = Role.Tab) {
                        onStepClick(step.step.step.toInt())
                    },
                )
            }
        }
        for (overflow in scene.overflowTargets) {
            key(overflow.frame) {
                Box(
                    on(overflow.frame).semantics {
                        contentDescription = overflow.label
                        if (onAllStepsClick == null) disabled()
                    }.clickable(enabled = onAllStepsClick != null, role = Role.Button) { onAllStepsClick?.invoke() },
                )
            }
        }
    }
    val allSteps = scene.allStepsTarget
    if (onAllStepsClick != null && allSteps != null) {
        Box(
            on(allSteps).semantics {
                role = Role.Button
                contentDescription = accessibility.allSteps ?: ""
            }.clickable(role = Role.Button, onClick = onAllStepsClick),
        )
    }
}

/** A box on a frame of the core's, left to right; no larger than the frame (see [EBStepperScene]). */
private fun on(frame: StepperRect): Modifier = Modifier
    .absoluteOffset(frame.x.toFloat().dp, frame.y.toFloat().dp)
    .size(frame.width.toFloat().dp, frame.height.toFloat().dp)
    .minimumInteractiveComponentSize()
