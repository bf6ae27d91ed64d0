/// Where keyboard focus goes in a row of step buttons (the WAI-ARIA "roving tabindex" pattern,
/// as toolbars and radio groups use it): the one rule the HTML script, the SwiftUI view and the
/// UIKit view follow, so a key does the same everywhere.
///
/// The buttons are taken in reading order (step 1 first, whatever the direction), each enabled
/// or not; a disabled button (a disabled step) is never a destination: the keys skip it.
///
/// - **Down** and **Up** move to the next and the previous enabled button, in either axis.
/// - **Right** and **Left** move along the reading direction: Right is next and Left previous
///   left to right; right to left they are mirrored (Left is next). They work in a vertical
///   column too, as in WAI-ARIA's radio group, so a person need not know the axis.
/// - **Home** and **End** move to the first and the last enabled button.
/// - Focus does not wrap: at the last enabled button "next" stays there, as at the first
///   "previous" does (a flow has a start and an end).
///
/// Enter and Space are not moves: they press the focused button, which selects its step.
///
/// ```swift
/// let to = StepperKeyboardNavigation.destination(
///   from: 0, key: .left, isSelectable: [true, false, true], direction: .rightToLeft)
/// print(to ?? -1)
/// // Prints "2"
/// ```
package enum StepperKeyboardNavigation {
  /// A key that moves focus.
  package enum Key: String, Sendable, Hashable, CaseIterable {
    /// The left arrow.
    case left = "ArrowLeft"
    /// The right arrow.
    case right = "ArrowRight"
    /// The up arrow.
    case up = "ArrowUp"
    /// The down arrow.
    case down = "ArrowDown"
    /// Home: the first enabled button.
    case home = "Home"
    /// End: the last enabled button.
    case end = "End"
  }

  /// Where `key` moves within the reading order: one forward or back, or to an end.
  package enum Move: Sendable, Hashable {
    /// To the next enabled button.
    case next
    /// To the previous enabled button.
    case previous
    /// To the first enabled button.
    case first
    /// To the last enabled button.
    case last
  }

  /// What `key` does in a row laid out in `direction`.
  package static func move(
    for key: Key, direction: StepperLayoutDirection
  ) -> Move {
    let isMirrored = direction == .rightToLeft
    switch key {
    case .down: return .next
    case .up: return .previous
    case .right: return isMirrored ? .previous : .next
    case .left: return isMirrored ? .next : .previous
    case .home: return .first
    case .end: return .last
    }
  }

  /// The index of the button `key` moves focus to from the button at `index`, among buttons in
  /// reading order of which `isSelectable` says which can take focus: `index` itself when there is
  /// nothing further that way, and `nil` when no button is enabled.
  ///
  /// `index` may be a disabled button's (one a pointer focused): the move starts from there. An
  /// `index` before the first button or after the last is read as that end of the row: "next"
  /// from before the first is the first enabled button, "previous" from after the last the last.
  package static func destination(
    from index: Int, key: Key, isSelectable: [Bool], direction: StepperLayoutDirection
  ) -> Int? {
    guard let first = isSelectable.firstIndex(of: true),
      let last = isSelectable.lastIndex(of: true)
    else { return nil }
    let isInside = isSelectable.indices.contains(index)
    switch move(for: key, direction: direction) {
    case .first: return first
    case .last: return last
    case .next:
      if index < first { return first }
      return isInside ? isSelectable[(index + 1)...].firstIndex(of: true) ?? index : last
    case .previous:
      if index > last { return last }
      return isInside ? isSelectable[..<index].lastIndex(of: true) ?? index : first
    }
  }

  /// The index of the button that is the row's one tab stop before a person moves: the
  /// selected one (the current step's) when it is enabled, else the first enabled one; `nil`
  /// when none is enabled.
  package static func start(isSelectable: [Bool], isSelected: [Bool]) -> Int? {
    let selected = isSelectable.indices.first {
      isSelectable[$0] && isSelected.indices.contains($0) && isSelected[$0]
    }
    return selected ?? isSelectable.firstIndex(of: true)
  }
}
