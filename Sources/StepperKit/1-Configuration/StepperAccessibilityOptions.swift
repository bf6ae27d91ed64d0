/// The person's accessibility display settings a stepper's drawing follows: the same three on
/// every platform (Increase Contrast, Differentiate Without Color and Bold Text on Apple's),
/// decided in the core so that every renderer draws them alike (see the Accessibility article).
///
/// - ``increaseContrast``: the built-in themes give way to their increased-contrast values
///   (``StepperTheme/increasingContrast()``), which hold every pair the stepper draws to 4.5:1
///   for shapes and 7:1 for text.
/// - ``differentiateWithoutColor``: a failed dash or bullet, which colour alone tells from its
///   neighbours, gets a shape cue too, in the drawing commands every renderer paints: a
///   failed dash is broken in two, a failed bullet has square corners. Disabled and skipped
///   dashes and bullets are hollow, and circular markers carry their state in their mark, in
///   every setting.
/// - ``boldText``: names, descriptions, the header, the "All steps" control and marker numbers
///   are set a weight heavier (regular becomes semibold, medium and semibold become bold), and
///   measured so.
///
/// Without any of them, nothing a stepper draws changes.
///
/// ```swift
/// let configuration = try StepperConfiguration(total: 4, current: 2)
///   .unchecked { $0.accessibilityOptions = [.increaseContrast, .boldText] }
/// print(configuration.resolvedTheme[.brandBase] == StepperTheme.light[.brandBase])
/// // Prints "false"
/// ```
package struct StepperAccessibilityOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  package let rawValue: Int

  /// Creates options from their bits.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Colors of higher contrast (Increase Contrast; `prefers-contrast: more` on the web).
  package static let increaseContrast = StepperAccessibilityOptions(rawValue: 1 << 0)
  /// A shape cue wherever colour alone tells a step's state apart (Differentiate Without Color).
  package static let differentiateWithoutColor = StepperAccessibilityOptions(rawValue: 1 << 1)
  /// Heavier text (Bold Text).
  package static let boldText = StepperAccessibilityOptions(rawValue: 1 << 2)

  /// Each option set, by its name, in the order above: how the JSON scene and the command
  /// line name them.
  package static let named: [(name: String, option: StepperAccessibilityOptions)] = [
    ("increaseContrast", .increaseContrast),
    ("differentiateWithoutColor", .differentiateWithoutColor),
    ("boldText", .boldText),
  ]

  /// The names of the options set, in the order of ``named``.
  package var names: [String] {
    Self.named.filter { contains($0.option) }.map(\.name)
  }
}
