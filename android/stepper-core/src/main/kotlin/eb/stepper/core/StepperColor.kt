package eb.stepper.core

/** An sRGB color, written `#RRGGBB` in upper case. */
data class StepperColor(val rgb: Int) {
    val red: Int get() = (rgb shr 16) and 0xFF
    val green: Int get() = (rgb shr 8) and 0xFF
    val blue: Int get() = rgb and 0xFF

    val hex: String get() = "#%02X%02X%02X".format(red, green, blue)

    /** The color as Android's 0xAARRGGBB, opaque. */
    val argb: Long get() = 0xFF000000L or rgb.toLong()

    override fun toString(): String = hex
}
