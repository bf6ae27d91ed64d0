// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module a stage:
//   StepperKit        configuration → state resolution → layout → Scene (+ tokens, accessibility)
//   StepperRendering  Scene → SVG, JSON (each renderer one file)
//   StepperCLI        the `stepper` command's parsing and commands, testable as a library
//   stepper           the executable: a thin `main`
//   StepperUI         the Apple adapters: SwiftUI `EBStepper`, `EBColors`, the UIKit
//                     `EBStepperView`; they draw the same Scene and decide nothing themselves.
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
    .testTarget(name: "StepperKitTests", dependencies: ["StepperKit"]),
    .testTarget(
      name: "StepperRenderingTests",
      dependencies: ["StepperKit", "StepperRendering", "StepperTestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "StepperCLITests",
      dependencies: ["StepperCLI", "StepperKit", "StepperRendering", "StepperTestSupport"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
