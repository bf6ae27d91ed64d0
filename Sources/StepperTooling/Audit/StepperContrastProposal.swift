import StepperKit

/// New values for the tokens of a theme whose colors fail the contrast audit: for each failing
/// pair, the nearest color that passes.
///
/// "Nearest" is measured in OKLCH: the hue stays, lightness moves as little as meets the
/// minimum, and chroma is lowered only where no lightness meets it at the original chroma
/// (and as far as the sRGB gamut asks at that lightness). Every ratio is computed on the
/// rounded `#RRGGBB` that would be written, never on the unrounded color.
///
/// Which side of a pair changes: the surface (`bg/white-0`) never does, so a shape that fails
/// against it changes; otherwise the color seen (the pairing's foreground) changes, unless it has
/// already changed once, and then the color it sits on or beside. A new value never breaks a pair
/// that passed, nor fails against the surface; when a token cannot meet every pair it is in (the
/// dash track must reach 3:1 against the white surface and against the filled dash), it meets
/// the surface and the failing pair, and the next round moves the other token of the pair left
/// failing.
///
/// ```swift
/// let proposal = StepperContrastProposal(StepperContrastAudit(theme: .light))
/// print(StepperContrastAudit(theme: proposal.theme).passes)
/// // Prints "true"
/// ```
package struct StepperContrastProposal: Sendable, Hashable {
  /// The theme audited.
  package let original: StepperTheme
  /// The theme with every proposed value in place; a changed token is marked proposed.
  package let theme: StepperTheme
  /// One entry per token whose value changes, in token order.
  package let changes: [Change]

  /// A token's old and new value, and the pairs that made it change.
  package struct Change: Sendable, Hashable {
    /// The token.
    package let token: StepperToken
    /// Its value in the audited theme.
    package let old: StepperColor
    /// The proposed value.
    package let new: StepperColor
    /// Each pair the token is in that failed, or that the change touches, with both ratios.
    package let pairs: [Pair]

    /// The `$description` a token file gives the proposal: starts with "Proposed", names the old
    /// value and, for each pair, both ratios and the minimum.
    package var description: String {
      description(proposedBy: nil)
    }

    /// ``description``, naming the tool that proposed the value: "Proposed by `tool`: was …".
    package func description(proposedBy tool: String?) -> String {
      var text = StepperTheme.proposedMarker
      if let tool { text += " by `\(tool)`" }
      text += ": was \(old.hex)"
      for pair in pairs {
        text += "; against \(pair.other.rawValue) \(ContrastText.ratio(pair.before)) before, "
        text += "\(ContrastText.ratio(pair.after)) now (needs \(pair.requirement.minimumText))"
      }
      return text + ". " + token.purpose + "."
    }
  }

  /// One pair a changed token is in.
  package struct Pair: Sendable, Hashable {
    /// The other token of the pair.
    package let other: StepperToken
    /// The minimum the pair is held to.
    package let requirement: StepperContrastRequirement
    /// The ratio in the audited theme.
    package let before: Double
    /// The ratio with every proposal in place.
    package let after: Double
  }

  /// Proposes values for every failing pair of an audit.
  package init(_ audit: StepperContrastAudit) {
    let original = audit.theme
    let constraints = Constraint.all(in: audit)
    var colors = Dictionary(uniqueKeysWithValues: StepperToken.allCases.map { ($0, original[$0]) })
    var settled: Set<StepperToken> = []
    // Each round fixes one failing pair.
    for _ in 0..<(3 * StepperToken.allCases.count) {
      guard let failing = constraints.first(where: { !$0.holds(colors) }) else { break }
      let movable = [failing.foreground, failing.background].filter { !Self.fixed.contains($0) }
      guard let token = movable.first(where: { !settled.contains($0) }) ?? movable.first else {
        break
      }
      let own = constraints.filter { $0.involves(token) }
      // Keep what holds, fix what fails here; other failing pairs are for later rounds.
      let wanted = own.filter { $0 == failing || $0.holds(colors) }
      let essential = own.filter { $0 == failing || $0.isAgainstFixed(Self.fixed) }
      guard
        let color = Self.nearest(
          for: token, meeting: wanted, colors, keepingOrderOf: original)
          ?? Self.nearest(for: token, meeting: essential, colors, keepingOrderOf: original)
          ?? Self.nearest(for: token, meeting: wanted, colors, keepingOrderOf: nil, original)
          ?? Self.nearest(for: token, meeting: essential, colors, keepingOrderOf: nil, original)
      else { break }
      colors[token] = color
      settled.insert(token)
    }
    let changed = StepperToken.allCases.filter { colors[$0] != original[$0] }
    self.original = original
    self.theme = StepperTheme(
      appearance: original.appearance,
      proposed: Set(original.proposedTokens).union(changed), dimensions: original.dimensions
    ) { colors[$0] ?? original[$0] }
    self.changes = changed.map { token in
      let pairs = constraints.filter { constraint in
        constraint.involves(token)
          && (!constraint.holds(original) || constraint.ratio(colors) != constraint.ratio(original))
      }.map { constraint in
        Pair(
          other: constraint.other(than: token), requirement: constraint.requirement,
          before: constraint.ratio(original),
          after: constraint.ratio(colors))
      }
      return Change(
        token: token, old: original[token], new: colors[token] ?? original[token], pairs: pairs)
    }
  }

  /// Writes proposals as a Design Tokens file that `StepperTheme.themes(designTokens:)` reads:
  /// each theme whole, with the proposed values in place, each changed token's `$description`
  /// saying what it was and both ratios (``Change/description(proposedBy:)``).
  ///
  /// ```swift
  /// let file = StepperContrastProposal.designTokens([
  ///   StepperContrastProposal(StepperContrastAudit(theme: .light))
  /// ])
  /// print(file.contains("was #D2E5FF"))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - proposals: The proposals, at most one per appearance.
  ///   - tool: The command that made them, named in the file's and each change's description;
  ///     `nil` says "the contrast audit".
  package static func designTokens(
    _ proposals: [StepperContrastProposal], proposedBy tool: String? = nil
  ) -> String {
    let descriptions = Dictionary(
      proposals.map { proposal in
        (
          proposal.theme.appearance,
          Dictionary(
            uniqueKeysWithValues: proposal.changes.map {
              ($0.token, $0.description(proposedBy: tool))
            })
        )
      },
      uniquingKeysWith: { first, _ in first })
    let proposer = tool.map { "`\($0)`" } ?? "the contrast audit"
    return StepperTheme.designTokens(
      proposals.map(\.theme),
      title: "The Stepper's color tokens with the values \(proposer) proposes "
        + "where a pair fails its WCAG minimum, one group per appearance.",
      descriptions: descriptions)
  }

  /// The tokens a proposal never changes: the surface every other color is judged against.
  private static let fixed: Set<StepperToken> = [.bgWhite0]

  /// The nearest color to `token`'s value in `original`, in OKLCH at its hue, whose rounded hex
  /// meets every constraint with the other colors as `colors` has them: the smallest change in
  /// lightness at the original chroma; failing that, at chroma lowered in steps of 5 %.
  ///
  /// The token stays lighter (or darker) than each token it is paired with, as in `order`:
  /// a track stays paler than the filled dash, a number darker than its marker. Turning a pair
  /// round would meet the ratio and change the design; with `order` `nil` (the last resort, when
  /// no color keeps it) a pair may turn round: a dark check on a bright green marker.
  private static func nearest(
    for token: StepperToken, meeting constraints: [Constraint],
    _ colors: [StepperToken: StepperColor], keepingOrderOf order: StepperTheme?,
    _ original: StepperTheme? = nil
  ) -> StepperColor? {
    guard let original = order ?? original else { return nil }
    let origin = OKLCH(original[token])
    let lighterThan: [Bool?] = constraints.map { constraint in
      guard order != nil else { return nil }
      let other = original[constraint.other(than: token)]
      return original[token].relativeLuminance >= other.relativeLuminance
    }
    let steps = 1000
    for chromaStep in 0...20 {
      let chroma = origin.c * (1 - Double(chromaStep) / 20)
      for offset in 0...steps {
        for sign in offset == 0 ? [0.0] : [-1.0, 1.0] {
          let lightness = origin.l + sign * Double(offset) / Double(steps)
          guard (0...1).contains(lightness) else { continue }
          let candidate = OKLCH(l: lightness, c: chroma, h: origin.h).mappedIntoSRGB.lab
            .roundedColor
          var trial = colors
          trial[token] = candidate
          let keepsOrder = zip(constraints, lighterThan).allSatisfy { constraint, lighter in
            let other = trial[constraint.other(than: token)] ?? original[token]
            guard let lighter else { return true }
            return (candidate.relativeLuminance >= other.relativeLuminance) == lighter
          }
          if keepsOrder, constraints.allSatisfy({ $0.holds(trial) }) { return candidate }
        }
      }
    }
    return nil
  }
}

/// A pair of tokens held to a minimum, once however many pairings draw it.
private struct Constraint: Hashable {
  let foreground: StepperToken
  let background: StepperToken
  let requirement: StepperContrastRequirement

  /// The pairs of an audit that have a minimum, each once, in the audit's order.
  static func all(in audit: StepperContrastAudit) -> [Constraint] {
    var seen: Set<Constraint> = []
    var result: [Constraint] = []
    for check in audit.checks where check.pairing.exemption == nil {
      let pairing = check.pairing
      guard pairing.foreground != pairing.background else { continue }
      let constraint = Constraint(
        foreground: pairing.foreground, background: pairing.background,
        requirement: pairing.requirement)
      if seen.insert(constraint).inserted { result.append(constraint) }
    }
    return result
  }

  func ratio(_ colors: [StepperToken: StepperColor]) -> Double {
    guard let first = colors[foreground], let second = colors[background] else { return 1 }
    return first.contrastRatio(with: second)
  }

  func ratio(_ theme: StepperTheme) -> Double {
    theme[foreground].contrastRatio(with: theme[background])
  }

  func holds(_ colors: [StepperToken: StepperColor]) -> Bool {
    ratio(colors) >= requirement.minimumRatio
  }

  func holds(_ theme: StepperTheme) -> Bool {
    ratio(theme) >= requirement.minimumRatio
  }

  func involves(_ token: StepperToken) -> Bool {
    foreground == token || background == token
  }

  func other(than token: StepperToken) -> StepperToken {
    foreground == token ? background : foreground
  }

  func isAgainstFixed(_ fixed: Set<StepperToken>) -> Bool {
    fixed.contains(foreground) || fixed.contains(background)
  }
}
