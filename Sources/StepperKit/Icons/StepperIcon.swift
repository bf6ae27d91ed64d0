/// A picture a step's marker shows in place of its number: a vector outline on a 24 × 24 grid,
/// stroked in the marker's content color.
///
/// The core ships seven icons as path data (``person``, ``document``, ``card``, ``truck``,
/// ``lock``, ``check``, ``home``); an app adds its own with
/// ``init(name:pathData:isDirectional:)``. An icon never replaces a step's accessible text: the
/// step is still read by its name and number. In a right-to-left layout icons stay upright and
/// unmirrored, except those that point the way the flow goes (`isDirectional`, such as the
/// truck), which mirror so that they point forward.
///
/// ```swift
/// let flag = try StepperIcon(name: "flag", pathData: "M5 21V4h10l1 2h4v9h-6l-1-2H7v8z")
/// let icons: [StepperStepID: StepperIcon] = [1: .person, 2: .truck, 3: flag]
/// do {
///   _ = try StepperIcon(name: "broken", pathData: "M5 21 X")
/// } catch {
///   print(error)
/// }
/// // Prints "icon path data has "X" at offset 6: only the commands MLHVCSQTAZ (either case), numbers, spaces and commas are allowed"
/// ```
public struct StepperIcon: Sendable, Hashable {
  /// The icon's name, as the CLI's `--step-icon STEP=NAME` and the JSON scene write it.
  package let name: String
  /// The outline, on a 24 × 24 grid.
  package let path: StepperIconPath
  /// Whether the icon points the way the flow goes, and so mirrors in a right-to-left layout.
  package let isDirectional: Bool
  /// The platform symbol the Apple views draw in place of an outline, for an icon made from a
  /// ``StepperSymbol``; `nil` for an icon drawn from path data. A symbol icon's ``path`` is
  /// empty: outputs without symbols show the step's number in its place.
  package let symbol: StepperSymbol?

  /// The width of an icon's stroke on its 24 × 24 grid, as the check glyph's.
  package static let lineWidth = 2.0

  /// The part of a marker's width an icon is drawn in: two thirds, so that a 24-point marker
  /// shows its icon in a centered 16-point square, its stroke scaled with it (1.33 points).
  package static let markerScale = 2.0 / 3.0

  /// Creates an icon from SVG path data drawn on a 24 × 24 grid.
  ///
  /// - Parameters:
  ///   - name: The icon's name, which JSON output and diagnostics show.
  ///   - pathData: SVG path data: the commands MLHVCSQTAZ (either case), numbers, spaces and
  ///     commas, at most 512 commands, coordinates from -24 to 48.
  ///   - isDirectional: Whether the icon points forward and mirrors in right-to-left layouts.
  /// - Throws: ``StepperIconError`` when the path data cannot be read.
  public init(
    name: String, pathData: String, isDirectional: Bool = false
  )
    throws(StepperIconError)
  {
    self.name = name
    path = try StepperIconPath(pathData: pathData)
    self.isDirectional = isDirectional
    symbol = nil
  }

  /// The icon of a platform symbol: named as the symbol, directional as it is, without an
  /// outline.
  public init(symbol: StepperSymbol) {
    name = symbol.name
    path = StepperIconPath(subpaths: [])
    isDirectional = symbol.isDirectional
    self.symbol = symbol
  }

  /// A built-in icon, from data a test proves readable.
  private init(builtIn name: String, _ pathData: String, isDirectional: Bool = false) {
    self.name = name
    path = (try? StepperIconPath(pathData: pathData)) ?? StepperIconPath(subpaths: [])
    self.isDirectional = isDirectional
    symbol = nil
  }

  /// The built-in icon called `name`.
  ///
  /// - Throws: ``StepperIconError/unknownIcon(_:)`` naming the built-in icons.
  package static func named(_ name: String) throws(StepperIconError) -> StepperIcon {
    guard let icon = builtIn.first(where: { $0.name == name }) else {
      throw .unknownIcon(name)
    }
    return icon
  }

  /// The icon's outline in `frame`, mirrored where the layout runs right to left and the icon
  /// is directional.
  package func placed(in frame: StepperRect, direction: StepperLayoutDirection) -> StepperIconPath {
    path.placed(in: frame, mirrored: isDirectional && direction == .rightToLeft)
  }

  /// A person: head and shoulders, for an identity or profile step.
  public static let person = StepperIcon(
    builtIn: "person",
    "M12 4 A3.75 3.75 0 1 1 12 11.5 A3.75 3.75 0 1 1 12 4 Z"
      + " M4.5 20 C4.5 16 7.5 14 12 14 C16.5 14 19.5 16 19.5 20")
  /// A page with a folded corner, for a documents step.
  public static let document = StepperIcon(
    builtIn: "document", "M6 3 H14 L18 7 V21 H6 Z M14 3 V7 H18 M9 12 H15 M9 16 H15")
  /// A payment card, for a payment step.
  public static let card = StepperIcon(
    builtIn: "card", "M3 6 H21 V18 H3 Z M3 10 H21 M6 14.5 H10")
  /// A delivery truck facing forward, for a shipping step; it mirrors in right-to-left
  /// layouts.
  public static let truck = StepperIcon(
    builtIn: "truck",
    "M2 5.5 H14 V15.5 H2 Z M14 9 H18 L21.5 12.5 V15.5 H14"
      + " M8 18 A2 2 0 1 1 4 18 A2 2 0 1 1 8 18 Z"
      + " M19 18 A2 2 0 1 1 15 18 A2 2 0 1 1 19 18 Z",
    isDirectional: true)
  /// A padlock, for a security or password step.
  public static let lock = StepperIcon(
    builtIn: "lock", "M6 11 H18 V20.5 H6 Z M8.5 11 V8 A3.5 3.5 0 0 1 15.5 8 V11 M12 14.5 V17")
  /// A check mark, for a confirmation step.
  public static let check = StepperIcon(builtIn: "check", "M5 12.5 L10 17 L19 7.5")
  /// A house, for an address step.
  public static let home = StepperIcon(
    builtIn: "home", "M3.5 11.5 L12 4 L20.5 11.5 M6 9.5 V20 H18 V9.5 M10 20 V15 H14 V20")

  /// Every built-in icon.
  package static let builtIn: [StepperIcon] = [person, document, card, truck, lock, check, home]
}
