import StepperKit
import Testing

@Suite struct JSONTextTests {
  @Test(arguments: [
    ("Cart", "\"Cart\""), ("Say \"hi\"", "\"Say \\\"hi\\\"\""), ("a\\b", "\"a\\\\b\""),
    ("two\nlines\tand\r", "\"two\\nlines\\tand\\r\""), ("bell\u{7}", "\"bell\\u0007\""),
    ("esc\u{1B}[31m", "\"esc\\u001B[31m\""), ("支払い 🎉", "\"支払い 🎉\""),
  ])
  func escapesWhatJSONNeedsAndNothingElse(text: String, literal: String) {
    #expect(JSONText.string(text) == literal)
  }
}
