import StepperKit

extension StepperContrastProposal {
  /// The theme a person who asked for more contrast (Increase Contrast,
  /// `prefers-contrast: more`) is shown, proposed from `theme` in two rounds: every pair
  /// fixed at its own minimum (``init(_:)`` on the standard audit), then held to
  /// `StepperColorPairing.increased` (text on the surface to 7:1). Proposing the second
  /// round alone can settle a token early and leave pairs failing; two rounds meet every
  /// minimum of both audits for the built-in themes.
  ///
  /// This is how StepperKit's `StepperTheme.lightIncreasedContrast` and
  /// `StepperTheme.darkIncreasedContrast` were made, and how `stepper` makes one
  /// for a theme read from a tokens file.
  ///
  /// ```swift
  /// let theme = StepperContrastProposal.increasedContrast(.light)
  /// print(theme == StepperTheme.lightIncreasedContrast)
  /// // Prints "true"
  /// ```
  package static func increasedContrast(_ theme: StepperTheme) -> StepperTheme {
    let standard = StepperContrastProposal(StepperContrastAudit(theme: theme)).theme
    let audit = StepperContrastAudit(theme: standard, pairings: StepperColorPairing.increased)
    return StepperContrastProposal(audit).theme
  }
}
