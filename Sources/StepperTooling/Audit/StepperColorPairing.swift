import StepperKit

/// Two tokens the stepper draws one on or beside the other, and the contrast WCAG asks of them.
///
/// Every shape is held to 3:1 against the surface it sits on (WCAG 1.4.11), a marker's check
/// or error mark to 3:1 and its number to 4.5:1 against the marker's fill (1.4.3), and a
/// reached dash or bullet to 3:1 against an upcoming one beside it: the boundary that shows
/// progress, which Specification#contrast holds to 1.4.11, and a failed dash or bullet to 3:1
/// against the surface and an upcoming one beside it, so that a failure reads at a glance. Disabled
/// steps are exempt as inactive components (they are told apart by shape: hollow); other meetings
/// of neighboring dashes are listed, exempt, because those shapes do not touch.
///
/// Pairings are not listed by hand: ``all`` draws a scene of every style in every status and
/// state, and reads from each element the tokens it is painted with
/// (`StepperSceneElement.tokens`) and what it is drawn on. So the audit follows the drawing:
/// change what a state paints, and the pairings change with it.
///
/// ```swift
/// let pairing = StepperColorPairing.all.first {
///   $0.style == .dash && $0.against == "active dash beside it"
/// }
/// print(pairing.map { "\($0.foreground.rawValue) / \($0.background.rawValue)" } ?? "")
/// // Prints "stepper/color/bg-track / stepper/color/bg"
/// ```
package struct StepperColorPairing: Sendable, Hashable {
  /// The style that draws the pair.
  package let style: StepperStyle
  /// What is seen: "complete marker fill", "active marker number".
  package let subject: String
  /// What it is seen on or beside: "surface", "its marker's fill", "active dash".
  package let against: String
  /// The token of what is seen.
  package let foreground: StepperToken
  /// The token it is seen on or beside.
  package let background: StepperToken
  /// The minimum WCAG asks: 4.5:1 for the number in a marker, 3:1 for shapes.
  package let requirement: StepperContrastRequirement
  /// Why no minimum applies, or `nil` when one does.
  package let exemption: String?
  /// What a reader should know beside the figure, or `nil`.
  package let note: String?

  /// Creates a pairing.
  package init(
    style: StepperStyle, subject: String, against: String, foreground: StepperToken,
    background: StepperToken, requirement: StepperContrastRequirement, exemption: String? = nil,
    note: String? = nil
  ) {
    self.style = style
    self.subject = subject
    self.against = against
    self.foreground = foreground
    self.background = background
    self.requirement = requirement
    self.exemption = exemption
    self.note = note
  }

  /// Why a disabled step's colors have no minimum.
  package static let inactiveExemption =
    "a disabled step is an inactive component: WCAG 1.4.3 and 1.4.11 set no minimum for those"

  /// Why two neighboring dashes or bullets in states other than reached and upcoming have no
  /// minimum.
  package static let separateShapesExemption =
    "neighboring dashes and bullets do not touch (a gap of surface lies between), and WCAG "
    + "1.4.11 asks 3:1 only of adjacent colors; listed because color alone tells these states "
    + "apart (WCAG 1.4.1)"

  /// How a disabled dash or bullet is told from its neighbors where color cannot do it.
  package static let hollowShapeNote =
    "a disabled dash or bullet is hollow (an outline in text/disabled-400, no fill), so it "
    + "differs from an upcoming one by its shape, not by a tint (WCAG 1.4.1)"

  /// How a skipped dash or bullet is told from a complete one, whose color it shares.
  package static let skippedShapeNote =
    "a skipped dash or bullet is hollow (an outline in the passed steps' color, no fill), so it "
    + "differs from a complete one by its shape, not by a tint (WCAG 1.4.1)"

  /// Why a complete dash or bullet and the current one may share a color.
  package static let twoToneNote =
    "the dash's two-tone rule fills dashes 1…current alike; the accessibility text tells "
    + "complete from current, and in the bullet style the current step is a wider pill"

  /// What Specification#contrast says of upcoming numbers, and why the audit holds them to 4.5:1.
  package static let upcomingNumberNote =
    "the design gives text/disabled-400 no contrast minimum, but an upcoming step is not an "
    + "inactive component (it is the next step of the flow), so WCAG 1.4.3 asks 4.5:1 of its "
    + "number; only where upcoming steps are controls that cannot be used yet is it exempt"

  /// Every pairing the stepper draws, in style order, each once.
  package static let all: [StepperColorPairing] = ScenePairings.derive()

  /// Every pairing the stepper draws, held to the minimums for a person who asked for more
  /// contrast (Increase Contrast, `prefers-contrast: more`): text on the surface (names,
  /// descriptions, the header) to 7:1, WCAG's enhanced level (1.4.6); every other pair to its
  /// own minimum, since WCAG sets no enhanced level for shapes, and a number inside a marker
  /// whose fill must itself stand 3:1 from the surface cannot reach 7:1 with any color.
  /// Exemptions stay: a disabled step is still an inactive component.
  ///
  /// ```swift
  /// let audit = StepperContrastAudit(theme: .light, pairings: StepperColorPairing.increased)
  /// print(audit.passes)
  /// // Prints "false"
  /// ```
  package static let increased: [StepperColorPairing] = all.map { $0.increasingContrast() }

  /// This pairing as ``increased`` holds it: text on the surface to
  /// ``StepperContrastRequirement/increasedText``, any other pair as it is.
  package func increasingContrast() -> StepperColorPairing {
    guard requirement == .text, background == .bgWhite0 else { return self }
    return StepperColorPairing(
      style: style, subject: subject, against: against, foreground: foreground,
      background: background, requirement: .increasedText, exemption: exemption, note: note)
  }
}
