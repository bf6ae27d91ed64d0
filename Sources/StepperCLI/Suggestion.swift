/// The word a mistyped one was most likely meant to be: "did you mean --total?" for `--totl`.
///
/// A candidate is near when it is a few edits away (one edit in four letters, at least one), or
/// when it begins with the first four letters typed (`circle` for `circular`). The nearest wins;
/// a tie goes to the candidate listed first. Nothing is suggested for a word near none of them,
/// so that a suggestion is a likely fix, never a guess.
enum Suggestion {
  /// The candidate nearest to `word`, if one is near enough to suggest.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let letters = Array(candidate.lowercased())
      let distance = editDistance(typed, letters)
      let prefix = min(4, letters.count)
      let sharesStart = typed.count >= prefix && typed.prefix(prefix) == letters.prefix(prefix)
      guard distance <= max(1, typed.count / 4) || sharesStart else { continue }
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// "; did you mean" the nearest candidate, or "" when none is near.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let nearest = nearest(to: word, among: candidates) else { return "" }
    return "; did you mean \(nearest)?"
  }

  /// The fewest insertions, deletions, substitutions and swaps of two neighbours that turn `a`
  /// into `b` (the optimal string alignment distance).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
