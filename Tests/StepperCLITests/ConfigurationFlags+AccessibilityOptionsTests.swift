import Foundation
import StepperKit
import StepperTestSupport
import StepperTooling
import Testing

@testable import StepperCLI

/// `--contrast`, `--differentiate-without-color` and `--bold-text` on `render`.
@Suite struct ConfigurationFlagsAccessibilityOptionsTests {
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let run = Run(["render", "--format", "json"] + arguments)
    #expect(run.status == 0, "\(run.err)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
  }

  @Test func theFlagsSetTheOptions() throws {
    let root = try json(["--contrast", "high", "--differentiate-without-color", "--bold-text"])
    #expect(
      root["accessibilityOptions"] as? [String]
        == ["increaseContrast", "differentiateWithoutColor", "boldText"])
    #expect(try json([])["accessibilityOptions"] == nil)
    #expect(try json(["--contrast", "standard"])["accessibilityOptions"] == nil)
  }

  @Test func highContrastDrawsTheIncreasedTokens() {
    let run = Run(["render", "--contrast", "high", "--theme", "dark"])
    #expect(run.status == 0)
    #expect(run.out.contains(StepperTheme.darkIncreasedContrast[.brandBase].hex))
    #expect(!run.out.contains(StepperTheme.dark[.brandBase].hex))
  }

  @Test func aTokensThemeGetsTheAuditsProposal() {
    let grey = StepperTheme(appearance: .light) { _ in StepperColor(0xBBBBBB) }
    let theme = ConfigurationFlags.theme(grey, increasingContrast: true, fromTokens: true)
    #expect(theme == StepperContrastProposal.increasedContrast(grey))
    #expect(ConfigurationFlags.theme(grey, increasingContrast: false, fromTokens: true) == grey)
  }

  @Test func systemContrastWritesTheMediaQueriesInHTMLOnly() {
    let html = Run(["render", "--format", "html", "--contrast", "system"])
    #expect(html.status == 0)
    #expect(html.out.contains("@media (prefers-contrast:more)"))
    #expect(!Run(["render", "--format", "html"]).out.contains("prefers-contrast"))
  }

  @Test func anUnknownContrastIsAUsageError() {
    let run = Run(["render", "--contrast", "loud"])
    #expect(run.status == 64)
    #expect(run.err.contains("--contrast accepts standard, high or system; got 'loud'"))
  }
}
