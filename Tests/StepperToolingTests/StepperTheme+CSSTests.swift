import StepperKit
import StepperTooling
import Testing

@Suite struct StepperThemeCSSTests {
  @Test func lightIsTheRootAndDarkFollowsTheSystemOrTheAttribute() {
    let css = StepperTheme.css([.light, .dark])
    #expect(
      css.contains(
        """
        :root,
        [data-theme="light"] {
          --stepper-color-bg: #005CE5;
          --stepper-color-bg-track: #D2E5FF;
          --stepper-color-bg-positive: #079455; /* proposed */
        """))
    #expect(
      css.contains(
        """
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme="light"]) {
            --stepper-color-bg: #4C8DFF; /* proposed */
        """))
    #expect(
      css.contains(
        """
        [data-theme="dark"] {
          --stepper-color-bg: #4C8DFF; /* proposed */
        """))
    #expect(
      css.hasSuffix(
        "  --text-sub-600: #A1A1AA; /* proposed */\n  --text-soft-500: #8E8E93; /* proposed */\n}\n"
      ))
  }

  @Test func everyTokenIsDeclaredOncePerBlock() {
    let css = StepperTheme.css([.light, .dark])
    for token in StepperToken.allCases {
      let declarations = css.components(separatedBy: "\(token.cssCustomProperty): ").count - 1
      #expect(declarations == 3, "\(token)")
    }
  }

  @Test func writesOnlyTheAppearancesGiven() {
    let light = StepperTheme.css([.light])
    #expect(light.contains(":root,"))
    #expect(!light.contains("prefers-color-scheme"))
    let dark = StepperTheme.css([.dark])
    #expect(!dark.contains(":root,"))
    #expect(dark.contains("[data-theme=\"dark\"] {"))
  }

  @Test func opensWithTheCommentGivenWhichCannotEndItself() {
    #expect(StepperTheme.css([.light]).hasPrefix("/* The Stepper's tokens. */\n\n:root {\n"))
    let css = StepperTheme.css([.light], comment: "Written by a tool. */ :root { }")
    #expect(css.hasPrefix("/* Written by a tool. * / :root { } */\n"))
    let firstLine = String(css.prefix(while: { $0 != "\n" }))
    #expect(firstLine.components(separatedBy: "*/").count == 2, "the comment ends once")
  }
}
