package eb.stepper.core

/**
 * A built-in icon a circular step shows in place of its number (docs: Long and real flows,
 * icons). A directional icon (the truck) points forward, so it mirrors in a right-to-left row.
 */
data class StepperIcon(val name: String, val isDirectional: Boolean = false) {
    /** The outline on its 24 × 24 grid, stroked 2 wide in the marker's content color. */
    val path: StepperPath get() = StepperPath.parse(PATH_DATA[name] ?: "")

    companion object {
        /** The part of a marker's width an icon is drawn in, centered: two thirds. */
        const val MARKER_SCALE = 2.0 / 3.0
        const val LINE_WIDTH = 2.0

        private val PATH_DATA = mapOf(
            "person" to "M12 4 A3.75 3.75 0 1 1 12 11.5 A3.75 3.75 0 1 1 12 4 Z" +
                " M4.5 20 C4.5 16 7.5 14 12 14 C16.5 14 19.5 16 19.5 20",
            "document" to "M6 3 H14 L18 7 V21 H6 Z M14 3 V7 H18 M9 12 H15 M9 16 H15",
            "card" to "M3 6 H21 V18 H3 Z M3 10 H21 M6 14.5 H10",
            "truck" to "M2 5.5 H14 V15.5 H2 Z M14 9 H18 L21.5 12.5 V15.5 H14" +
                " M8 18 A2 2 0 1 1 4 18 A2 2 0 1 1 8 18 Z" +
                " M19 18 A2 2 0 1 1 15 18 A2 2 0 1 1 19 18 Z",
            "lock" to "M6 11 H18 V20.5 H6 Z M8.5 11 V8 A3.5 3.5 0 0 1 15.5 8 V11 M12 14.5 V17",
            "check" to "M5 12.5 L10 17 L19 7.5",
            "home" to "M3.5 11.5 L12 4 L20.5 11.5 M6 9.5 V20 H18 V9.5 M10 20 V15 H14 V20",
        )

        val BUILT_IN: List<StepperIcon> = listOf(
            StepperIcon("person"), StepperIcon("document"), StepperIcon("card"),
            StepperIcon("truck", isDirectional = true), StepperIcon("lock"), StepperIcon("check"),
            StepperIcon("home"),
        )

        /** The built-in icon of that name, or null. */
        fun named(name: String): StepperIcon? = BUILT_IN.firstOrNull { it.name == name }

        /** Why there is no icon of that name, as the Swift core says it. */
        fun unknownIconMessage(name: String): String =
            "no icon is named ${SwiftText.reflecting(name)}: the built-in icons are " +
                BUILT_IN.joinToString(", ") { it.name }
    }
}
