import StepperKit
import StepperTooling
import Testing

@Suite struct StepperThemeSwiftSourceTests {
  @Test func writesAThemePerAppearanceWithAnExhaustiveSwitch() {
    let source = StepperTheme.swiftSource([.light, .dark])
    #expect(source.contains("import StepperKit\n"))
    #expect(source.contains("public enum StepperThemes {\n"))
    #expect(
      source.contains(
        """
          public static let light = StepperTheme(
            appearance: .light,
            proposed: [
              .stepperPositive,
              .stepperNegative,
              .stepperNegativeTrack,
              .textStrong950,
              .textSub600,
              .textSoft500,
            ],
            dimensions: dimensions
          ) { token in
            switch token {
            case .stepperBg: StepperColor(0x005CE5)  // stepper/color/bg
        """))
    #expect(source.contains("    case .brandBase: StepperColor(0x2B7FFF)  // brand/base\n"))
    #expect(
      source.contains(
        "    case .stepperTrack: StepperColor(0x1F3354)  // stepper/color/bg-track, proposed\n"))
    for token in StepperToken.allCases {
      #expect(source.components(separatedBy: "    case .\(token): ").count == 3, "\(token)")
    }
    #expect(
      source.contains(
        """
          public static let dimensions = StepperDimensions(
            dashGap: 4, radiusFull: 100,
            minimumTouchTargets: [.ios: 44, .android: 48])
        """))
  }

  @Test func aThemeWithoutProposalsHasAnEmptySet() {
    let theme = StepperTheme(appearance: .dark) { _ in StepperColor(0x000000) }
    #expect(StepperTheme.swiftSource([theme]).contains("    proposed: [],\n"))
  }

  @Test func opensWithTheCommentGivenOneLineCommentALine() {
    #expect(
      StepperTheme.swiftSource([.light]).hasPrefix(
        "// The Stepper's tokens; change the design tokens and write them again\n"
          + "// rather than editing this file.\n\nimport StepperKit\n"))
    let source = StepperTheme.swiftSource([.light], comment: "Made by a tool.\n\nKeep it.")
    #expect(source.hasPrefix("// Made by a tool.\n//\n// Keep it.\n\nimport StepperKit\n"))
  }
}
