package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Test

/** The did-you-mean, read as the Swift tool's: near by edits or by the first four letters. */
class SuggestionTests {
    private val styles = listOf("dash", "bullet", "circular")

    @Test
    fun aFewEditsOrTheFirstFourLettersAreNear() {
        assertEquals("--total", Suggestion.nearest("totl", listOf("style", "total")).let { "--$it" })
        assertEquals("circular", Suggestion.nearest("circle", styles))
        assertEquals("dash", Suggestion.nearest("DASH", styles))
        assertEquals("bullet", Suggestion.nearest("bulelt", styles))
    }

    @Test
    fun aWordNearNoneGetsNoSuggestion() {
        assertEquals(null, Suggestion.nearest("square", styles))
        assertEquals(null, Suggestion.nearest("", styles))
        assertEquals("", Suggestion.didYouMean("zzzz", styles))
    }

    @Test
    fun aTieGoesToTheCandidateListedFirst() {
        assertEquals("ab", Suggestion.nearest("a", listOf("ab", "ac")))
        assertEquals("ac", Suggestion.nearest("a", listOf("ac", "ab")))
    }

    @Test
    fun editDistanceCountsASwapOfNeighboursAsOneEdit() {
        fun distance(a: String, b: String) = Suggestion.editDistance(a.map { "$it" }, b.map { "$it" })
        assertEquals(1, distance("ab", "ba"))
        assertEquals(3, distance("kitten", "sitting"))
        assertEquals(4, distance("", "four"))
    }
}
