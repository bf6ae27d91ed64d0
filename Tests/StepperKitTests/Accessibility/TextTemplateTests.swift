import Testing

@testable import StepperKit

@Suite struct TextTemplateTests {
  private func fill(_ template: String) -> String {
    TextTemplate(template).filled { ["step": "2", "total": "4"][$0] }
  }

  @Test func replacesEachPlaceholderInItsPlace() {
    #expect(fill("Step {step} of {total}") == "Step 2 of 4")
    #expect(fill("ステップ{step}（全{total}ステップ）") == "ステップ2（全4ステップ）")
    #expect(fill("{total}/{step}") == "4/2")
    #expect(fill("{step}{step}") == "22")
  }

  @Test func keepsUnknownUnclosedAndNestedBracesAsWritten() {
    #expect(fill("{steps} {step}") == "{steps} 2")
    #expect(fill("Step {step") == "Step {step")
    #expect(fill("{a{step}}") == "{a2}")
    #expect(fill("{}") == "{}")
    #expect(fill("") == "")
  }

  @Test func neverFillsAValuesOwnPlaceholders() {
    #expect(TextTemplate("{a} {b}").filled { $0 == "a" ? "{b}" : "x" } == "{b} x")
  }

  @Test func appendingWritesWhatFillingReturns() {
    let value = { (name: String) in ["step": "2", "total": "4"][name] }
    for text in ["Step {step} of {total}", "{steps} {step}", "Step {step", "{a{step}}", "", "{}"] {
      var utf8: [UInt8] = Array("…".utf8)
      TextTemplate(text).append(to: &utf8, value)
      #expect(String(decoding: utf8, as: UTF8.self) == "…" + TextTemplate(text).filled(value))
    }
  }
}
