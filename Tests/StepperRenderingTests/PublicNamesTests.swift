import StepperTestSupport
import Testing

/// StepperRendering's public top-level names, pinned, read from the module the tests were built
/// with, and checked against Apple's SDKs (`AppleSDKTopLevelNames.txt`).
@Suite struct PublicNamesTests {
  static let pinned: Set<String> = [
    "StepperHTMLColorScheme", "StepperRenderer", "StepperTerminalColorMode",
  ]

  @Test func arePinnedPrefixedAndNotAppleSDKNames() throws {
    let names = try PublicSymbols.topLevelNames(ofModule: "StepperRendering")
    try expectPublicNames(
      names, of: "StepperRendering", arePinned: Self.pinned, prefix: "Stepper")
  }
}
