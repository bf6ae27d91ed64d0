// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module a stage:
//   StepperKit        configuration → state resolution → layout → StepperScene (+ tokens, themes,
//                     accessibility text, guideline diagnostics)
//   StepperRendering  StepperScene → SVG, HTML (fragment and page), terminal (ANSI) text and JSON,
//                     each renderer one file
//   StepperTooling    beside the pipeline, for tools: design-token export (DTCG JSON, CSS, Swift)
//                     and import, and the WCAG contrast audit with its proposals; an app that only
//                     draws steppers does not link it
//   StepperCLI        the `stepper` command's parsing and commands, testable as a library
//   stepper           the executable: a thin `main`
//   StepperUI         the Apple adapters: SwiftUI `EBStepper`, `EBColors`, the UIKit
//                     `EBStepperView`; they draw the same StepperScene and decide nothing themselves.
//   StepperSystemLibrary  beneath them, not a product: the platform's C library (Glibc, Musl or
//                     Darwin) re-exported, the one place the package says which one a platform has.
//
// Platforms, on purpose:
//   - StepperKit, StepperRendering and StepperTooling are plain Swift and Foundation: Linux, and
//     every Apple platform from the iOS 16 generation (the core reads
//     `Locale.Language.characterDirection`, new in iOS 16, macOS 13, tvOS 16, watchOS 9).
//     Where FoundationEssentials exists (Linux) they and the CLI import only it, so `stepper`
//     starts without loading Foundation's ICU; the core opens ICU at run time only for a locale
//     other than English (Sources/StepperKit/Accessibility/LocaleFormatting.swift).
//   - StepperUI supports iOS, iPadOS and Mac Catalyst 16 and macOS 13 (`os(iOS) || os(macOS)`).
//     On tvOS, watchOS and visionOS it compiles to nothing but the two type aliases
//     `EBStepperStyle` and `EBStepperStatus`, as on Linux: the views were written and checked
//     for touch, pointer and VoiceOver on iPhone, iPad and Mac only (watchOS has no `UIView`;
//     tvOS steps by focus, not touch), so they are not offered where nobody has checked them.
//     Sources/StepperUI/README.md says the same.
let package = Package(
  name: "StepperKit",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "StepperKit", targets: ["StepperKit", "StepperRendering"]),
    .library(name: "StepperUI", targets: ["StepperUI"]),
    .library(name: "StepperTooling", targets: ["StepperTooling"]),
    .executable(name: "stepper", targets: ["stepper"]),
  ],
  targets: [
    .target(name: "StepperSystemLibrary"),
    .target(name: "StepperKit", dependencies: ["StepperSystemLibrary"]),
    .target(name: "StepperRendering", dependencies: ["StepperKit"]),
    .target(name: "StepperUI", dependencies: ["StepperKit"], exclude: ["README.md"]),
    .target(name: "StepperTooling", dependencies: ["StepperKit", "StepperSystemLibrary"]),
    .target(
      name: "StepperCLI",
      dependencies: ["StepperKit", "StepperRendering", "StepperSystemLibrary", "StepperTooling"]),
    .executableTarget(name: "stepper", dependencies: ["StepperCLI", "StepperSystemLibrary"]),
    // What the renderer and CLI tests share: external tools, pixels, golden files, the browser.
    .target(
      name: "StepperTestSupport", dependencies: ["StepperKit", "StepperSystemLibrary"],
      path: "Tests/StepperTestSupport",
      exclude: ["AppleSDKTopLevelNames.txt"]),
    // Arbitrary configurations, names and command lines from a stream of bytes, and checks of
    // outputs: shared by the property tests (seeded) and the fuzzer (libFuzzer's bytes).
    .target(name: "StepperArbitrary", dependencies: ["StepperKit"]),
    // The libFuzzer target, built by `scripts/fuzz`; a plain build replays input files.
    // CLibFuzzer only declares libFuzzer's driver, which a fuzzing build calls.
    .target(name: "CLibFuzzer"),
    .executableTarget(
      name: "StepperFuzz",
      dependencies: [
        "CLibFuzzer", "StepperArbitrary", "StepperCLI", "StepperKit", "StepperRendering",
      ]),
    .testTarget(
      name: "StepperKitTests",
      dependencies: ["StepperKit", "StepperArbitrary", "StepperTestSupport"]
    ),
    .testTarget(
      name: "StepperRenderingTests",
      dependencies: ["StepperKit", "StepperRendering", "StepperTestSupport", "StepperArbitrary"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "StepperToolingTests",
      dependencies: ["StepperTooling", "StepperKit", "StepperTestSupport"]
    ),
    .testTarget(
      name: "StepperCLITests",
      dependencies: [
        "StepperArbitrary", "StepperCLI", "StepperKit", "StepperRendering",
        "StepperSystemLibrary", "StepperTooling", "StepperTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "StepperArbitraryTests", dependencies: ["StepperArbitrary", "StepperKit"]),
  ],
  swiftLanguageModes: [.v6]
)
