#if canImport(os) && (os(iOS) || os(macOS))
  import os
  import StepperKit

  /// Where the Apple views write what a developer must know and a person must not see: to the
  /// unified log (`os.Logger`, iOS 14, macOS 11), subsystem `StepperUI`, category
  /// `configuration`, as error-level messages that Xcode's console and Console.app show in
  /// release builds too, where `print` reaches no one.
  enum StepperLog {
    /// The logger, made when a message is written: rare, and `Logger` is `Sendable` only from
    /// the iOS 18 and macOS 15 SDKs, so a stored one could not be shared before.
    private static var logger: Logger { Logger(subsystem: "StepperUI", category: "configuration") }

    /// Logs that a view draws nothing because the core refused its configuration, with the
    /// core's message (it holds only the app's numbers, so it is public in the log).
    static func configurationRefused(_ error: StepperConfigurationError) {
      let message = error.description
      logger.error("EBStepper draws nothing: \(message, privacy: .public)")
    }
  }
#endif
