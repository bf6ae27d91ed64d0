/// Light or dark.
public enum StepperAppearance: String, CaseIterable, Sendable, Hashable {
  /// The light token values.
  case light
  /// The dark token values.
  case dark
}

/// A complete set of token values for one appearance.
///
/// The design fixes some values; the rest are proposals of this package, which StepperTooling's
/// CSS and design-token exports mark as proposed.
public struct StepperTheme: Sendable, Hashable {
  /// Which appearance these values are for.
  public let appearance: StepperAppearance
  /// Each token's color, at the token's position in `StepperToken.allCases`: a look-up is an
  /// index, not a hash of the token's name (a scene looks colors up for every element).
  private let colors: [StepperColor]
  private let proposed: Set<StepperToken>
  /// The size tokens: the gap between dashes, the full radius, the smallest hit area.
  package let dimensions: StepperDimensions

  /// Creates a theme from a value for every token.
  ///
  /// - Parameters:
  ///   - appearance: Light or dark.
  ///   - colors: A value for each token; a missing one is a
  ///     ``StepperThemeError/missingToken(_:)``.
  ///   - proposed: The tokens whose values no design source fixed.
  ///   - dimensions: The size tokens (the specified values unless given).
  package init(
    appearance: StepperAppearance,
    colors: [StepperToken: StepperColor],
    proposed: Set<StepperToken> = [],
    dimensions: StepperDimensions = .seed
  ) throws(StepperThemeError) {
    if let missing = StepperToken.allCases.first(where: { colors[$0] == nil }) {
      throw .missingToken(missing)
    }
    self.appearance = appearance
    self.colors = Self.table(colors)
    self.proposed = proposed
    self.dimensions = dimensions
  }

  /// Creates a theme from a function that gives every token a value, so none can be missing.
  ///
  /// An exhaustive `switch` over the token makes the compiler check that every token has a
  /// value; this is the form `stepper tokens --format swift` writes.
  ///
  /// ```swift
  /// let grey = StepperTheme(appearance: .light) { _ in StepperColor(0x808080) }
  /// print(grey[.brandBase])
  /// // Prints "#808080"
  /// ```
  public init(
    appearance: StepperAppearance, proposed: Set<StepperToken> = [],
    dimensions: StepperDimensions? = nil, color: (StepperToken) -> StepperColor
  ) {
    self.appearance = appearance
    self.colors = Self.table(
      Dictionary(uniqueKeysWithValues: StepperToken.allCases.map { ($0, color($0)) }))
    self.proposed = proposed
    self.dimensions = dimensions ?? .seed
  }

  /// The tokens whose values are this package's proposals, in token order.
  package var proposedTokens: [StepperToken] {
    StepperToken.allCases.filter(proposed.contains)
  }

  /// The value of a token.
  public subscript(token: StepperToken) -> StepperColor {
    colors[token.position]
  }

  /// Whether the value of `token` is this package's proposal rather than a specified figure.
  package func isProposed(_ token: StepperToken) -> Bool {
    proposed.contains(token)
  }

  /// The built-in theme for an appearance.
  package static func builtIn(_ appearance: StepperAppearance) -> StepperTheme {
    switch appearance {
    case .light: light
    case .dark: dark
    }
  }

  /// The light values: the figures of Specification#color-tokens, and proposals for the rest.
  public static let light = StepperTheme(
    builtIn: .light,
    seed: [
      .stepperBg: 0x005CE5, .stepperTrack: 0xD2E5FF,
      .brandBase: 0x155DFC, .iconOnColor: 0xFFFFFF, .bgWhite0: 0xFFFFFF,
      .bgSoft100: 0xE9E9EA, .textDisabled400: 0xAEAEB2,
    ],
    proposed: [
      .stepperPositive: 0x079455, .stepperNegative: 0xD92D20, .stepperNegativeTrack: 0xB42318,
      .textStrong950: 0x0E121B, .textSub600: 0x525866,
      .textSoft500: 0x6B7280,
    ])

  /// The dark values: the figures of Specification#color-tokens, and proposals for the rest.
  public static let dark = StepperTheme(
    builtIn: .dark,
    seed: [
      .brandBase: 0x2B7FFF, .iconOnColor: 0xFFFFFF, .bgWhite0: 0x0E0E0F,
      .bgSoft100: 0x48484A, .textDisabled400: 0x8E8E93,
    ],
    proposed: [
      .stepperBg: 0x4C8DFF, .stepperTrack: 0x1F3354,
      .stepperPositive: 0x16A34A, .stepperNegative: 0xEF4444, .stepperNegativeTrack: 0xF97066,
      .textStrong950: 0xFFFFFF, .textSub600: 0xA1A1AA,
      .textSoft500: 0x8E8E93,
    ])

  private init(
    builtIn appearance: StepperAppearance,
    seed: [StepperToken: UInt32],
    proposed: [StepperToken: UInt32]
  ) {
    self.appearance = appearance
    self.colors = Self.table(
      seed.merging(proposed) { seedValue, _ in seedValue }.mapValues(StepperColor.init))
    self.proposed = Set(proposed.keys)
    self.dimensions = .seed
  }

  /// The colors in token order; a token without one (the initializers rule that out) is black.
  private static func table(_ colors: [StepperToken: StepperColor]) -> [StepperColor] {
    var table = [StepperColor](repeating: StepperColor(0), count: StepperToken.allCases.count)
    for (token, color) in colors { table[token.position] = color }
    return table
  }
}

/// Why a ``StepperTheme`` could not be made.
package enum StepperThemeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The theme has no value for a token the stepper reads.
  case missingToken(StepperToken)

  /// A one-line message naming the token.
  package var description: String {
    switch self {
    case .missingToken(let token): "the theme has no value for the token \(token.rawValue)"
    }
  }
}
