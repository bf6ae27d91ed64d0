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
}
