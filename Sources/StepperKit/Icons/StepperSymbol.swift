/// A platform symbol (an SF Symbol) a step's marker shows in place of its number in the Apple
/// views, by name.
///
/// The core decides everything about it but its artwork: the box it is drawn in (a square two
/// thirds of the marker's width, centered, as a path icon's), its color
/// (the marker's content color) and whether it mirrors. Like a path icon, a symbol stays
/// upright and unmirrored in a right-to-left layout unless it is directional: one that points
/// the way the flow goes, which the app marks with `isDirectional`, mirrors so that it points
/// forward. A done step still shows its check and a failed one its exclamation mark, and the
/// symbol never replaces the step's accessible text.
///
/// Only the Apple views draw symbols; the other outputs (SVG, HTML, the terminal) have no
/// symbol artwork and show the step's number in the symbol's place, as an Apple view does for
/// a name its system does not know.
///
/// ```swift
/// let symbol: StepperSymbol = "person.fill"
/// let truck = StepperSymbol("truck.box", isDirectional: true)
/// let icons: [StepperStepID: StepperIcon] = [
///   1: StepperIcon(symbol: symbol), 2: StepperIcon(symbol: truck),
/// ]
/// ```
public struct StepperSymbol: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The symbol's name, such as `person.fill`.
  package let name: String
  /// Whether the symbol points the way the flow goes, and so mirrors in right-to-left layouts.
  package let isDirectional: Bool

  /// The longest name a symbol may have.
  package static let maximumNameLength = 100

  /// A symbol by name; `isDirectional` when it points forward and should mirror in
  /// right-to-left layouts. The configuration checks the name: 1 to 100 ASCII letters, digits
  /// and single dots, not at either end (`person.fill`, `0.circle`).
  public init(_ name: String, isDirectional: Bool = false) {
    self.name = name
    self.isDirectional = isDirectional
  }

  /// A symbol by name, not directional.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// Whether `name` is written as a symbol's name is: 1 to `maximumNameLength` ASCII
  /// letters, digits and dots, not starting or ending with a dot and without two dots in a
  /// row (`person.fill`, `0.circle`).
  package static func isValidName(_ name: String) -> Bool {
    let scalars = name.unicodeScalars
    guard (1...maximumNameLength).contains(scalars.count), scalars.first != ".",
      scalars.last != "."
    else { return false }
    var previous: Unicode.Scalar?
    for scalar in scalars {
      let isAllowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "."
      guard isAllowed, !(scalar == "." && previous == ".") else { return false }
      previous = scalar
    }
    return true
  }
}
