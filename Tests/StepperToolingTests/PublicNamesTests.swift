import StepperTestSupport
import Testing

/// StepperTooling's public top-level names, pinned, read from the module the tests were built
/// with, and checked against Apple's SDKs (`AppleSDKTopLevelNames.txt`). Its exporters and
/// readers extend `StepperTheme`, so they are members, not top-level names; the contrast audit
/// is `package`, the `stepper audit` command's.
@Suite struct PublicNamesTests {
  static let pinned: Set<String> = [
    "StepperDesignTokenError"
  ]

  @Test func arePinnedPrefixedAndNotAppleSDKNames() throws {
    let names = try PublicSymbols.topLevelNames(ofModule: "StepperTooling")
    try expectPublicNames(names, of: "StepperTooling", arePinned: Self.pinned, prefix: "Stepper")
  }

  /// The core no longer declares what moved here.
  @Test func theCoreHoldsNoneOfThem() throws {
    let core = try PublicSymbols.topLevelNames(ofModule: "StepperKit")
    #expect(core.isDisjoint(with: Self.pinned))
    #expect(
      core.isDisjoint(with: [
        "StepperColorPairing", "StepperContrastCheck", "StepperContrastAudit",
        "StepperContrastProposal",
      ]))
  }
}
