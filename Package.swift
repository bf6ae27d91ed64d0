// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module a stage:
//   StepperKit        configuration → state resolution → layout → Scene (+ tokens, accessibility)
//   StepperRendering  Scene → SVG, JSON (each renderer one file)
//   StepperCLI        the `stepper` command's parsing and commands, testable as a library
//   stepper           the executable: a thin `main`
// The Apple adapters (SwiftUI `EBStepper`, the UIKit view) get their own module, `StepperUI`,
// beside StepperRendering: they draw the same Scene and decide nothing themselves.
let package = Package(
  name: "StepperKit",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "StepperKit", targets: ["StepperKit", "StepperRendering"]),
    .executable(name: "stepper", targets: ["stepper"]),
  ],
  targets: [
    .target(name: "StepperKit"),
    .target(name: "StepperRendering", dependencies: ["StepperKit"]),
    .target(name: "StepperCLI", dependencies: ["StepperKit", "StepperRendering"]),
    .executableTarget(name: "stepper", dependencies: ["StepperCLI"]),
    .testTarget(name: "StepperKitTests", dependencies: ["StepperKit"]),
    .testTarget(
      name: "StepperRenderingTests",
      dependencies: ["StepperKit", "StepperRendering"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "StepperCLITests", dependencies: ["StepperCLI", "StepperKit"]),
  ],
  swiftLanguageModes: [.v6]
)
