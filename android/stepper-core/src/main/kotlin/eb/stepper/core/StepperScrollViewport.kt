package eb.stepper.core

/** The visible part of a row that scrolls: the offset into it, its length and the row's. */
data class StepperScrollViewport(val offset: Double, val length: Double, val contentLength: Double) {
    val isScrollable: Boolean get() = contentLength > length
}
