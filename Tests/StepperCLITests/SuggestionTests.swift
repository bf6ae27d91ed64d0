import Testing

@testable import StepperCLI

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("totl", ["style", "total", "current"], "total"),
    ("circle", ["dash", "bullet", "circular"], "circular"),
    ("rendr", ["render", "lint", "examples"], "render"),
    ("dahs", ["dash", "bullet", "circular"], "dash"),
    ("eror", ["default", "error", "errorActive"], "error"),
  ])
  func aSlipIsMatchedToTheWordMeant(word: String, candidates: [String], meant: String) {
    #expect(Suggestion.nearest(to: word, among: candidates) == meant)
  }

  @Test(arguments: [
    ("colour", ["style", "total", "contrast", "locale"]),
    ("round", ["dash", "bullet", "circular"]),
    ("png", ["svg", "json", "html", "page", "ansi"]),
    ("draw", ["render", "lint", "demo", "bench"]),
    ("", ["render"]),
  ])
  func aWordNearNoneGetsNoGuess(word: String, candidates: [String]) {
    #expect(Suggestion.nearest(to: word, among: candidates) == nil)
  }

  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(Suggestion.editDistance(Array("dahs"), Array("dash")) == 1)
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance([], Array("abc")) == 3)
  }
}
