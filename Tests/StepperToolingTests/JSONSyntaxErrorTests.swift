import Foundation
import StepperKit
import Testing

@testable import StepperTooling

/// Where a token file stops being JSON: line and column, 1-based, and what was expected.
@Suite struct JSONSyntaxErrorTests {
  private func error(_ text: String) -> JSONSyntaxError? {
    JSONSyntaxError.first(in: Data(text.utf8))
  }

  @Test(arguments: [
    "{}", "[]", "0", "-0.5e+10", "\"a\\u00e9\\n\"", "true", "null",
    "{\"light\": {\"brand\": [1, 2.5, false, null, \"x\"]}}", " \n\t{ } \r\n",
    "\u{FEFF}{\"a\": 1}",
  ])
  func jsonHasNoError(_ text: String) {
    #expect(error(text) == nil)
  }

  @Test(arguments: [
    ("{\n  \"a\": 1,\n}", 3, 1, "expected a key in double quotes but found '}'"),
    ("{\"light\": ", 1, 11, "expected a value but found the end of the text"),
    ("[1 2]", 1, 4, "expected ',' or ']' but found '2'"),
    ("{\"a\" 1}", 1, 6, "expected ':' but found '1'"),
    ("{\"a\": tru}", 1, 10, "expected 'true' but found '}'"),
    ("{\"é\": 01}", 1, 8, "expected ',' or '}' but found '1'"),
    (
      "[\"a\tb\"]", 1, 4,
      "expected a character other than a control character in a string but found the control "
        + "character U+9"
    ),
    (
      "[\"\\x\"]", 1, 4,
      "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\' but found 'x'"
    ),
    ("[1.]", 1, 4, "expected a digit but found ']'"),
    ("{} {}", 1, 4, "expected the end of the text but found '{'"),
    ("\"open", 1, 6, "expected '\"' to end the string but found the end of the text"),
    ("{\n\"a\": 1\n\"b\": 2}", 3, 1, "expected ',' or '}' but found '\"'"),
  ])
  func aMistakeIsPlaced(text: String, line: Int, column: Int, problem: String) throws {
    let found = try #require(error(text))
    #expect(found == JSONSyntaxError(line: line, column: column, problem: problem))
    #expect(found.description == "\(problem) at line \(line), column \(column)")
  }

  @Test func bytesThatAreNotUTF8ArePlaced() throws {
    let found = try #require(JSONSyntaxError.first(in: Data([0x7B, 0x0A, 0x20, 0xFF, 0x7D])))
    #expect(found.line == 2 && found.column == 2)
    #expect(found.problem == "expected UTF-8 text but found a byte that is not")
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let depth = JSONSyntaxError.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let found = try #require(error(text))
    #expect(found.column == depth)
    #expect(found.problem.contains("at most \(JSONSyntaxError.maximumDepth) nested"))
    let allowed = JSONSyntaxError.maximumDepth
    #expect(
      error(String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed))
        == nil)
  }

  /// The token file's error says where.
  @Test func theTokenFileErrorGivesTheLineAndColumn() throws {
    let text = "{\n  \"light\": {\n    \"brand\": {\"base\": \"#123ABC\" \"x\": 1}\n  }\n}"
    do {
      _ = try StepperTheme(designTokens: Data(text.utf8), appearance: .light)
      Issue.record("a token file without a comma between two members was read")
    } catch {
      #expect(
        String(describing: error)
          == "the token file does not parse: it is not valid JSON: expected ',' or '}' but "
          + "found '\"' at line 3, column 33")
    }
  }
}
