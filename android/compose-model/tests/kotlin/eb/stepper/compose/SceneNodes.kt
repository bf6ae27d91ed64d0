package eb.stepper.compose

import eb.stepper.composemodel.ModelRuntime

/**
 * The recorded node that holds the scene's canvas and touch targets: the stepper itself, or for
 * a row in a scroll container the box pinned to its visible part.
 */
fun ModelRuntime.Node.sceneBox(): ModelRuntime.Node =
    if (children.any { it.kind == "canvas" }) this else children.single { it.kind == "box" }.sceneBox()
