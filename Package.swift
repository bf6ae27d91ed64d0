// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module a stage:
//   StepperKit        configuration → state resolution → layout → StepperScene (+ tokens, accessibility)
//   StepperRendering  StepperScene → SVG, JSON (each renderer one file)
//   StepperCLI        the `stepper` command's parsing and commands, testable as a library
//   stepper           the executable: a thin `main`
//   StepperUI         the Apple adapters: SwiftUI `EBStepper`, `EBColors`, the UIKit
//                     `EBStepperView`; they draw the same StepperScene and decide nothing themselves.
//                     Behind `#if canImport(SwiftUI)` / `canImport(UIKit)`: on Linux the module
//                     holds only the shared type names.
let package = Package(
  name: "StepperKit",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "StepperKit", targets: ["StepperKit", "StepperRendering"]),
    .library(name: "StepperUI", targets: ["StepperUI"]),
    .executable(name: "stepper", targets: ["stepper"]),
  ],
  targets: [
    .target(name: "StepperKit"),
    .target(name: "StepperRendering", dependencies: ["StepperKit"]),
    .target(name: "StepperUI", dependencies: ["StepperKit"], exclude: ["README.md"]),
    .target(name: "StepperCLI", dependencies: ["StepperKit", "StepperRendering"]),
    .executableTarget(name: "stepper", dependencies: ["StepperCLI"]),
    // What the renderer and CLI tests share: external tools, pixels, golden files, the browser.
    .target(
      name: "StepperTestSupport", dependencies: ["StepperKit"], path: "Tests/StepperTestSupport"),
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
    .testTarget(name: "StepperKitTests", dependencies: ["StepperKit", "StepperArbitrary"]),
    .testTarget(
      name: "StepperRenderingTests",
      dependencies: ["StepperKit", "StepperRendering", "StepperTestSupport", "StepperArbitrary"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "StepperCLITests",
      dependencies: ["StepperCLI", "StepperKit", "StepperRendering", "StepperTestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "StepperArbitraryTests", dependencies: ["StepperArbitrary", "StepperKit"]),
  ],
  swiftLanguageModes: [.v6]
)
