import Foundation
import StepperTestSupport
import Testing

/// StepperKit's public top-level names, pinned, read from the module the tests were built with,
/// and checked against Apple's SDKs (`AppleSDKTopLevelNames.txt`).
@Suite struct PublicNamesTests {
  static let pinned: Set<String> = [
    "StepperAccessibility", "StepperAppearance",
    "StepperAxis",
    "StepperColor", "StepperConfiguration", "StepperConfigurationError",
    "StepperDimensions", "StepperPlatform",
    "StepperIcon", "StepperIconError", "StepperSymbol",
    "StepperLayoutDirection",
    "StepperScene",
    "StepperStatus", "StepperStepID", "StepperStepState",
    "StepperStrings", "StepperStyle",
    "StepperTextSizeCategory", "StepperTheme",
    "StepperToken",
  ]

  @Test func arePinnedPrefixedAndNotAppleSDKNames() throws {
    let names = try PublicSymbols.topLevelNames(ofModule: "StepperKit")
    try expectPublicNames(names, of: "StepperKit", arePinned: Self.pinned, prefix: "Stepper")
  }

  @Test func membersAreNotTopLevelNames() throws {
    let names = try PublicSymbols.topLevelNames(ofModule: "StepperKit")
    #expect(names.contains("StepperScene"))
    #expect(!names.contains("TapTarget"))
    #expect(!names.contains("StepperLayout"), "package, not public")
    for name in [
      "StepperStepList", "StepperSceneElements", "StepperSceneElement", "StepperRect",
      "StepperPoint", "StepperTextMeasuring", "StepperGuidelineRule", "StepperIconPath",
      "StepperGuidelineDiagnostics", "StepperGuidelineWarning", "StepperStepSequence",
    ] {
      #expect(!names.contains(name), "\(name) is package, not public")
    }
  }

  /// What only the package's own modules use is `package`: the Apple views' input, the native
  /// buttons' frames, glyph placement, font plumbing and the formatting helpers behind the
  /// accessibility text. What apps read stays public.
  @Test func plumbingMembersArePackage() throws {
    let paths = try PublicSymbols.paths(ofModule: "StepperKit")
    let packageOnly = [
      "StepperViewInput", "StepperScrollDrag", "StepperGlyph", "StepperPlacedGlyph",
      "StepperScene.tapTargets(strings:)", "StepperScene.allStepsTarget(strings:)",
      "StepperScene.selection(atDrawingPoint:)", "StepperScene.hitTest(drawingPoint:)",
      "StepperScene.background", "StepperTextStyle.FontWeight", "StepperTextStyle.markerNumber",
      "StepperTextStyle.capHeight", "StepperStrings.digits(_:)",
      "StepperAccessibility.isSelected(_:)", "StepperConfiguration.pageOffset",
      "StepperConfiguration.isSelectable(_:)", "StepperRect.insetBy(_:)",
      "StepperScene.hitTest(_:)", "StepperScene.accessibleSteps(strings:)",
      "StepperScene.elements", "StepperScene.announcingChange(from:)",
      "StepperScene.snapOffsets", "StepperScene.holdsWholeRow",
      "StepperStrings.percent(_:)", "StepperStrings.stepOfTotal(step:total:)",
      "StepperStrings.success", "StepperStrings.german", "StepperStrings.TotalWords.english",
      "StepperStrings.PluralForms.one", "StepperIcon.path", "StepperColor.red",
      "StepperConfiguration.resolvedLength", "StepperConfiguration.resolvedTheme",
      "StepperConfiguration.replacing(_:with:)", "StepperConfiguration.changing(_:)",
      "StepperConfiguration.unchecked(_:)", "StepperConfiguration.maximumTotal",
      "StepperDimensions.seed", "StepperSize", "StepperScene.size", "StepperDimensionToken",
      "StepperConfiguration.init(style:total:current:status:axis:direction:theme:length:)",
      "StepperConfiguration.init(style:names:current:status:)",
      "StepperTheme.lightIncreasedContrast", "StepperTheme.darkIncreasedContrast",
      "StepperTextSizeCategory.scaleFactor", "StepperColor.hex", "StepperColor.init(hex:)",
      "StepperAccessibility.announcement(from:to:)",
    ]
    for path in packageOnly {
      #expect(!paths.contains(path), "\(path) is public")
    }
    let appFacing = [
      "StepperScene.init(_:strings:)", "StepperScene.init(wholeRowOf:strings:)",
      "StepperScene.accessibility", "StepperConfiguration.init(_:)",
      "StepperConfiguration.Options.init(style:total:current:)",
      "StepperTheme.increasingContrast()", "StepperColor.description",
      "StepperStrings.english", "StepperStrings.forLanguage(_:)", "StepperStrings.words",
      "StepperStrings.Words.allSteps", "StepperStrings.totalWords",
      "StepperAccessibility.change(from:to:)", "StepperConfiguration.moving(to:)",
    ]
    for path in appFacing {
      #expect(paths.contains(path), "\(path) is not public")
    }
  }
}

/// StepperUI's public top-level names, read from its sources: its adapters compile only on Apple
/// platforms, so the module built here holds only the two type aliases.
@Suite struct StepperUIPublicNamesTests {
  static let pinned: Set<String> = [
    "EBColors", "EBStepper", "EBStepperStatus", "EBStepperStyle", "EBStepperView",
    "EBStepperAllSteps", "EBStepperAllStepsViewController",
  ]

  @Test func arePinnedPrefixedAndNotAppleSDKNames() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/StepperUI")
    let names = try SourceDeclarations.publicTopLevelNames(inFolder: sources)
    try expectPublicNames(names, of: "StepperUI", arePinned: Self.pinned, prefix: "EB")
  }

  @Test func theSourceScannerReadsOnlyFileScopeAndSkipsCommentsAndStrings() {
    let source = """
      #if canImport(SwiftUI)
        /// public struct InADocComment {}
        @MainActor public struct Outer: View {
          public var body: some View { Text("public struct InAString {") }
          public struct Inner {}
        }
        /* public enum InABlockComment {} */
        public typealias Alias = Int
      #endif
      extension Outer { public func member() {} }
      public final class Last {}
      """
    #expect(SourceDeclarations.publicTopLevelNames(in: source) == ["Outer", "Alias", "Last"])
  }
}

/// The transcribed SDK names are there to check against: each framework's section holds the
/// names this package's old public names collided with, so a clash cannot pass unseen.
@Suite struct AppleSDKNamesTests {
  @Test func holdTheNamesThatCollidedBefore() throws {
    let sdk = try AppleSDKNames.byFramework()
    #expect(sdk["SwiftUI", default: []].isSuperset(of: ["Scene", "LayoutDirection", "Stepper"]))
    #expect(sdk["MacTypes", default: []].isSuperset(of: ["Point", "Rect"]))
    #expect(sdk["QuickDraw", default: []].contains("RGBColor"))
    #expect(sdk["UIKit", default: []].contains("UIStepper"))
    #expect(sdk["SwiftUI", default: []].count > 300, "the SwiftUI names transcribed so far")
  }

  @Test func wouldCatchTheOldNames() throws {
    let sdk = try AppleSDKNames.byFramework().values.reduce(into: Set<String>()) {
      $0.formUnion($1)
    }
    let old: Set<String> = [
      "Scene", "LayoutDirection", "Point", "Rect", "Size", "RGBColor",
    ]
    #expect(sdk.intersection(old) == old)
  }
}
