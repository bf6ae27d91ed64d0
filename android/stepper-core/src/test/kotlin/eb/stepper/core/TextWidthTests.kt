package eb.stepper.core

import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * Text is measured as the Swift core measures it (docs: Geometry and tokens, text): an emoji
 * sequence draws as one emoji glyph, one em however many code points it joins; a letter with
 * a combining mark measures as the letter.
 */
class TextWidthTests {
    private val style = StepperTextStyle(size = 16.0, weight = 400, lineHeight = 20.0)

    @Test fun anEmojiSequenceMeasuresOneGlyph() {
        for (sequence in listOf("👨‍👩‍👧", "👍🏽", "🇫🇷", "1️⃣", "©️", "🏳️‍🌈")) {
            assertEquals(sequence, 16.0, style.width(sequence), 0.0)
            assertEquals(sequence, style.width("Family ") + 16.0, style.width("Family $sequence"), 0.0)
        }
    }

    @Test fun singleCodePointsAndCombiningMarksMeasureAsBefore() {
        assertEquals(style.width("e"), style.width("e\u0301"), 0.0)
        assertEquals(16.0, style.width("👨"), 0.0)
        assertEquals(32.0, style.width("支付"), 0.0)
        assertEquals(32.0, style.width("👨‍👩‍👧👨‍👩‍👧"), 0.0)
    }
}
