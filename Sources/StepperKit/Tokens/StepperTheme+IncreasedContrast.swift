extension StepperTheme {
  /// The theme to draw for a person who asked for more contrast (Increase Contrast;
  /// `prefers-contrast: more` on the web): for a built-in theme, its increased-contrast values
  /// (the contrast audit's proposal for it, every pair at its own minimum and text on the
  /// surface at 7:1); any other theme is kept as it is, since only its author knows what it
  /// should become (the contrast audit proposes values for it: `stepper audit --contrast high
  /// --propose`).
  ///
  /// ```swift
  /// print(StepperTheme.light.increasingContrast()[.brandBase])
  /// // Prints "#0039BB"
  /// let grey = StepperTheme(appearance: .light) { _ in StepperColor(0x808080) }
  /// print(grey.increasingContrast() == grey)
  /// // Prints "true"
  /// ```
  public func increasingContrast() -> StepperTheme {
    switch self {
    case .light: .lightIncreasedContrast
    case .dark: .darkIncreasedContrast
    default: self
    }
  }

  /// The light values for more contrast: the contrast audit's proposal for ``light``, every
  /// pair at its own minimum and text on the surface at 7:1 (WCAG 1.4.6). The tooling's tests
  /// propose them again, check that they match, and audit them. Every changed token is marked
  /// proposed.
  package static let lightIncreasedContrast = StepperTheme.light.replacing([
    .stepperBg: 0x0041A8, .stepperTrack: 0x8596AE, .stepperNegative: 0x960200,
    .stepperNegativeTrack: 0x960300, .brandBase: 0x0039BB, .bgSoft100: 0x949495,
    .textDisabled400: 0x2D2D31, .textSoft500: 0x535967,
  ])

  /// The dark values for more contrast: the contrast audit's proposal for ``dark``, as
  /// ``lightIncreasedContrast`` is for ``light``.
  package static let darkIncreasedContrast = StepperTheme.dark.replacing([
    .stepperBg: 0x86B3FF, .stepperTrack: 0x4A6084, .stepperNegative: 0xFF958C,
    .stepperNegativeTrack: 0xFF958A, .brandBase: 0x84B4FF, .iconOnColor: 0x3A3A3A,
    .bgSoft100: 0x5F5F61, .textDisabled400: 0xD9D9DE, .textSoft500: 0x9C9CA1,
  ])

  /// This theme with the colors `values` gives, those tokens marked proposed.
  private func replacing(_ values: [StepperToken: UInt32]) -> StepperTheme {
    let proposed = Set(proposedTokens).union(values.keys)
    return StepperTheme(appearance: appearance, proposed: proposed, dimensions: dimensions) {
      values[$0].map(StepperColor.init) ?? self[$0]
    }
  }
}
