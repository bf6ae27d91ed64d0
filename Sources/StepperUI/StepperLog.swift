#if canImport(os) && (os(iOS) || os(macOS))
  import os

  /// Where the Apple views write what a developer must know and a person must not see: the
  /// unified log (`os.Logger`), subsystem `com.stepperkit.StepperUI`, category `configuration`.
  enum StepperLog {
    /// The logger, made when a message is written: rare, and `Logger` is `Sendable` only from
    /// the iOS 18 and macOS 15 SDKs, so a stored one could not be shared before.
    private static var logger: Logger {
      Logger(subsystem: "com.stepperkit.StepperUI", category: "configuration")
    }

    /// Reports values a view clamped to draw a valid stepper, with the core's line: a fault,
    /// which Xcode shows as a runtime issue where the app runs (as `ProgressView` reports a
    /// value out of range), and which never stops the app. The line holds only the app's
    /// numbers, so it is public in the log.
    static func runtimeIssue(_ line: String) {
      logger.fault("\(line, privacy: .public)")
    }
  }
#endif
