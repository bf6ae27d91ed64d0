import StepperKit
import StepperTooling

/// Why a `stepper` command stopped, and the exit status that says so.
package enum CLIError: Error, Sendable, Equatable {
  /// The command line is wrong: an unknown flag, a missing value, a value of the wrong form.
  case usage(String)
  /// The flags parsed, but describe a stepper that cannot exist. Its line is the core's message
  /// with the options named as flags, and the flags that fix it (``ConfigurationErrorFlags``),
  /// each checked against the options the flags gave, when known.
  case invalidConfiguration(
    StepperConfigurationError, options: StepperConfiguration.Options? = nil)
  /// An output file or folder could not be written.
  case cannotWrite(path: String, reason: String)
  /// An input file could not be read.
  case cannotRead(path: String, reason: String)
  /// An input file has more bytes than the tool reads (`limit`), as `/dev/zero` would.
  case inputTooLarge(path: String, limit: Int)
  /// A token file was read but does not describe the stepper's themes.
  case invalidTokens(path: String, StepperDesignTokenError)
  /// `--step-icon STEP=NAME` names no built-in icon; the error lists the names there are.
  case invalidIcon(StepperIconError)
  /// `--from CURRENT/TOTAL` (the text given) describes no stepper: a total under 2, a step
  /// outside it.
  case invalidFrom(String, StepperConfigurationError)

  /// The process exit status: 64 (usage), 65 (invalid data), 66 (cannot open input), 73
  /// (cannot create output), as in BSD's `sysexits.h`.
  package var exitCode: Int32 {
    switch self {
    case .usage, .invalidIcon: 64
    case .invalidConfiguration, .invalidTokens, .inputTooLarge, .invalidFrom: 65
    case .cannotRead: 66
    case .cannotWrite: 73
    }
  }
}

extension CLIError: CustomStringConvertible {
  /// The one line printed on standard error, without the `stepper: ` prefix.
  package var description: String {
    switch self {
    case .usage(let message): message
    case .invalidConfiguration(let error, let options):
      ConfigurationErrorFlags.message(for: error, in: options)
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
    case .inputTooLarge(let path, let limit):
      "cannot read \(path): it has more than \(limit >> 20) MiB, the most the tool reads"
    case .invalidTokens(let path, let error): "\(path): \(error)"
    case .invalidIcon(let error): "--step-icon: \(error)"
    case .invalidFrom(let text, let error): "--from \(text): \(error)"
    }
  }
}
