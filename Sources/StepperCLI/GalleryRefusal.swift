import StepperKit

/// A combination the core refuses, shown in the gallery as the command and the typed error it
/// gets, so that the gallery shows what the core chose where a drawing would say two things at
/// once: success before the last step, a partial step in a row that cannot scroll.
struct GalleryRefusal: Sendable, Hashable {
  /// The file-name-safe name, used as the card's anchor: `refused-success-before-last-step`.
  let name: String
  /// A heading for people.
  let title: String
  /// The flags given to `stepper render`.
  let arguments: [String]

  /// The command line, quoted for a POSIX shell.
  var commandLine: String {
    (["stepper", "render"] + arguments).map(ConfigurationFlags.shellQuoted).joined(separator: " ")
  }

  /// The error the CLI's own flag parsing and the core give these flags, or `nil` if they are
  /// accepted (which the gallery's tests forbid).
  var refusal: CLIError? {
    do throws(CLIError) {
      let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
      _ = try ConfigurationFlags.configuration(from: flags)
      return nil
    } catch {
      return error
    }
  }

  /// The refusals the gallery shows.
  static let all: [GalleryRefusal] = [
    GalleryRefusal(
      name: "refused-success-before-last-step",
      title: "success at step 2 of 5: success means the flow finished, so it is refused",
      arguments: ["--status", "success", "--current", "2", "--total", "5"]),
    GalleryRefusal(
      name: "refused-partial-step-without-scrolling",
      title: "10 steps in 375 points that may not scroll: no partial step, so it is refused",
      arguments: ["--total", "10", "--viewport", "375", "--no-scroll"]),
  ]
}
