#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The core's name for a hardware keyboard's `key`, if it moves focus.
  ///
  /// Only from iOS 17 and macOS 14, where `KeyEquivalent` is `Equatable` and `onKeyPress`, the
  /// only caller, exists.
  @available(iOS 17.0, macOS 14.0, *)
  private func stepperKey(_ key: KeyEquivalent) -> StepperKeyboardNavigation.Key? {
    if key == .leftArrow { return .left }
    if key == .rightArrow { return .right }
    if key == .upArrow { return .up }
    if key == .downArrow { return .down }
    if key == .home { return .home }
    if key == .end { return .end }
    return nil
  }

  extension View {
    /// Moves keyboard focus from the button this modifies (`item`, a step or an overflow
    /// marker) along `row` (the buttons in reading order, each with whether it can take focus:
    /// `StepperScene.keyboardItems(includesOverflow:)`) as the core's
    /// `StepperKeyboardNavigation` says: the arrows in reading order, mirrored in a
    /// right-to-left `direction`, Home and End, disabled steps skipped, no wrapping; the same
    /// rule as the HTML output's script and the UIKit view. When `press` is given (an overflow
    /// marker's "All steps"), Return and Space call it; otherwise they are the button's own. A
    /// key with Command, Control, Option or Shift is left to the system.
    ///
    /// Keys are read with `onKeyPress` from iOS 17 and macOS 14; before them the view is
    /// left as it is, with the system's own focus movement and keys.
    @MainActor @ViewBuilder func stepperKeyboardMoves(
      from item: StepperScene.RowItem, row: [(item: StepperScene.RowItem, isSelectable: Bool)],
      direction: StepperLayoutDirection, focus: FocusState<StepperScene.RowItem?>.Binding,
      press: (@MainActor () -> Void)? = nil
    ) -> some View {
      if #available(iOS 17.0, macOS 14.0, *) {
        let selectable = row.map(\.isSelectable)
        let items = row.map(\.item)
        let moves: Set<KeyEquivalent> = [
          .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end,
        ]
        let keys = press == nil ? moves : moves.union([.return, .space])
        onKeyPress(keys: keys) { keyPress in
          let modifiers: EventModifiers = [.command, .control, .option, .shift]
          guard keyPress.modifiers.isDisjoint(with: modifiers) else { return .ignored }
          if let press, keyPress.key == .return || keyPress.key == .space {
            // Once per press: a held key's repeats are taken but press nothing more.
            if keyPress.phase == .down { press() }
            return .handled
          }
          guard let key = stepperKey(keyPress.key), let index = items.firstIndex(of: item),
            let to = StepperKeyboardNavigation.destination(
              from: index, key: key, isSelectable: selectable, direction: direction)
          else { return .ignored }
          focus.wrappedValue = items[to]
          return .handled
        }
      } else {
        self
      }
    }
  }
#endif
