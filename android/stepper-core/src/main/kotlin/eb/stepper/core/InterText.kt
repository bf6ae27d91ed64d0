package eb.stepper.core

/** Which text the Kotlin core lays out: text its table of Inter's advances covers. */
object InterText {
    fun covers(character: Char): Boolean = character in ' '..'~'
}
