#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The core's name for a hardware keyboard's `key`, if it moves focus.
  ///
  /// `KeyEquivalent.upArrow`, `.downArrow`, `.leftArrow`, `.rightArrow`, `.home`, `.end`:
  /// iOS 14, macOS 11.
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
    /// Moves keyboard focus from the step button this modifies (`step`) along `row` (the step
    /// buttons in reading order, each with whether it can take focus) as the core's
    /// `StepperKeyboardNavigation` says: the arrows in reading order, mirrored in a
    /// right-to-left `direction`, Home and End, disabled steps skipped, no wrapping; the same
    /// rule as the HTML output's script and the UIKit view. A key with Command, Control, Option
    /// or Shift is left to the system; Space and Return are the button's own.
    ///
    /// `onKeyPress(keys:phases:action:)`, `KeyPress.key`, `.modifiers`, `KeyPress.Result`:
    /// iOS 17, macOS 14, inside `if #available`; before them the system's own focus movement
    /// is left as it is. `FocusState.Binding`: iOS 15, macOS 12.
    @MainActor @ViewBuilder func stepperKeyboardMoves(
      from step: StepperStepID, row: [(step: StepperStepID, isEnabled: Bool)],
      direction: StepperLayoutDirection, focus: FocusState<StepperStepID?>.Binding
    ) -> some View {
      if #available(iOS 17.0, macOS 14.0, *) {
        let enabled = row.map(\.isEnabled)
        let steps = row.map(\.step)
        let keys: Set<KeyEquivalent> = [
          .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end,
        ]
        onKeyPress(keys: keys) { press in
          let modifiers: EventModifiers = [.command, .control, .option, .shift]
          guard press.modifiers.isDisjoint(with: modifiers), let key = stepperKey(press.key),
            let index = steps.firstIndex(of: step),
            let to = StepperKeyboardNavigation.destination(
              from: index, key: key, isEnabled: enabled, direction: direction)
          else { return .ignored }
          focus.wrappedValue = steps[to]
          return .handled
        }
      } else {
        self
      }
    }
  }
#endif
