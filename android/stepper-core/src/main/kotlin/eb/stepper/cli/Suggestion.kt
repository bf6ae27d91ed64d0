package eb.stepper.cli

import eb.stepper.core.Graphemes

/**
 * The word a mistyped one was most likely meant to be: "did you mean --total?" for `--totl`, as
 * the Swift tool suggests it (README, "The command line").
 *
 * A candidate is near when it is a few edits away (one edit in four letters, at least one), or
 * when it begins with the first four letters typed (`circle` for `circular`). The nearest wins;
 * a tie goes to the candidate listed first. Nothing is suggested for a word near none of them.
 * Letters are characters as a reader sees them (grapheme clusters), lowercased.
 */
object Suggestion {
    /** The candidate nearest to `word`, if one is near enough to suggest. */
    fun nearest(word: String, candidates: List<String>): String? {
        val typed = Graphemes.split(word.lowercase())
        if (typed.isEmpty()) return null
        var best: String? = null
        var bestDistance = Int.MAX_VALUE
        for (candidate in candidates) {
            val letters = Graphemes.split(candidate.lowercase())
            val distance = editDistance(typed, letters)
            val prefix = minOf(4, letters.size)
            val sharesStart = typed.size >= prefix && typed.take(prefix) == letters.take(prefix)
            if (distance > maxOf(1, typed.size / 4) && !sharesStart) continue
            if (distance < bestDistance) {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    /** "; did you mean" the nearest candidate, or "" when none is near. */
    fun didYouMean(word: String, candidates: List<String>): String =
        nearest(word, candidates)?.let { "; did you mean $it?" } ?: ""

    /**
     * The fewest insertions, deletions, substitutions and swaps of two neighbours that turn `a`
     * into `b` (the optimal string alignment distance).
     */
    fun editDistance(a: List<String>, b: List<String>): Int {
        if (a.isEmpty()) return b.size
        if (b.isEmpty()) return a.size
        var before = IntArray(b.size + 1)
        var previous = IntArray(b.size + 1) { it }
        var current = IntArray(b.size + 1)
        for (i in 1..a.size) {
            current[0] = i
            for (j in 1..b.size) {
                val cost = if (a[i - 1] == b[j - 1]) 0 else 1
                current[j] = minOf(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                    current[j] = minOf(current[j], before[j - 2] + 1)
                }
            }
            val spare = before
            before = previous
            previous = current
            current = spare
        }
        return previous[b.size]
    }
}
