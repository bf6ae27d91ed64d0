import StepperKit

/// What `render` draws for a row too long for its style's default length when the command line
/// gives no length, viewport or collapse: the row scrolls (Specification#minimum-connector: "A
/// row whose connectors would drop below 22 does not shrink: it scrolls").
extension ConfigurationFlags {
  /// The flags that say how a row meets its length; given any of them, the command line is
  /// taken at its word and a row that does not fit is refused.
  static let lengthFlags = ["length", "viewport", "max-visible", "no-scroll"]

  /// The configuration `render` draws for the flags, and the line to say on standard error when
  /// it is not the one the flags describe.
  ///
  /// Flags that name no length, viewport, collapse or `--no-scroll` for steps that do not fit
  /// the style's default length (12 circular steps need 706 points, the default is 272) or are
  /// more than a row drawn whole holds get the row in a viewport of
  /// ``ConfigurationErrorFlags/suggestedViewport`` points, the width of the design's phone
  /// screen, which it scrolls in; the line says so and names the flags that draw it otherwise.
  /// Every other refusal stands.
  static func drawable(
    from flags: ParsedFlags, files: FileInput = FileInput()
  ) throws(CLIError) -> (configuration: StepperConfiguration, notice: String?) {
    let options = try Self.options(from: flags, files: files)
    do throws(StepperConfigurationError) {
      return (try StepperConfiguration(options), nil)
    } catch {
      guard lengthFlags.allSatisfy({ flags.value($0) == nil && !flags.has($0) }),
        let reason = tooLong(error)
      else { throw .invalidConfiguration(error, options: options) }
      var scrolling = options
      scrolling.viewport = ConfigurationErrorFlags.suggestedViewport
      guard let configuration = try? StepperConfiguration(scrolling) else {
        throw .invalidConfiguration(error, options: options)
      }
      let viewport = NumberText.points(ConfigurationErrorFlags.suggestedViewport)
      var notice =
        "\(reason); drawn scrolling in a \(viewport)-point viewport, as --viewport \(viewport) "
        + "draws it"
      if case .lengthTooShort(let style, let total, let length, _) = error,
        let places = ConfigurationErrorFlags.collapsedPlaces(
          style: style, total: total, length: length, in: options)
      {
        notice += "; --max-visible \(places) collapses it instead"
      }
      return (configuration, notice)
    }
  }

  /// Why `error` is a row too long for a length nobody asked for, in words; `nil` for any
  /// other error.
  private static func tooLong(_ error: StepperConfigurationError) -> String? {
    switch error {
    case .lengthTooShort(let style, let total, let length, let minimum):
      let p = NumberText.points
      return "\(total) \(style.rawValue) steps need \(p(minimum)) points, more than the default "
        + "length of \(p(length))"
    case .totalTooLarge(let total, let maximum) where maximum == StepperConfiguration.maximumTotal:
      return "\(total) steps are more than the \(maximum) a row drawn whole holds"
    default:
      return nil
    }
  }
}
