// targets: ios macos catalyst ios18
// stage: sil
// expect: string interpolation cannot be used in this context; if you are calling an os_log function, try a different overload
// Not our code's error but Linux's toolchain's: with Apple's `os` overlay it refuses every
// `Logger` call, even one whose message is a plain literal, which Xcode compiles. This fixture
// is the evidence for the entry of AcceptedDiagnostics.md that accepts it in `StepperLog`.

import os

func note() {
  let logger = Logger(subsystem: "com.stepperkit.AppleCheck", category: "fixture")
  logger.info("plain")
}
