#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A hardware keyboard on a focused tap target (iPad, Mac Catalyst): the arrows, Home and End
  /// move focus along the row as the core's `StepperKeyboardNavigation` says (reading order,
  /// mirrored right to left, disabled steps skipped, no wrapping), the same rule as the HTML
  /// output's script, overflow markers of a collapsed row among the steps; Space and Return
  /// select the focused step or "All steps" (the header's control or an overflow marker), as a
  /// tap does.
  extension EBStepperView {
    /// `key` was pressed while the target of `item` (`nil`: the header's "All steps") had
    /// focus.
    func keyPressed(_ key: StepperFocusTarget.Key, on item: StepperScene.RowItem?) {
      switch key {
      case .move(let move): keyboardMove(from: item, key: move)
      case .select: keyboardSelect(item)
      }
    }

    /// Moves focus from the target of `item` to the step or overflow marker the core names for
    /// `key` (`StepperScene.keyboardDestination(from:key:includesOverflow:)`), by a focus
    /// update the view requests with that target as its preferred environment
    /// (`setNeedsFocusUpdate()`, `updateFocusIfNeeded()`, honored because the view contains
    /// the focused target). The header's "All steps" is not in the row: its keys move nothing.
    func keyboardMove(from item: StepperScene.RowItem?, key: StepperKeyboardNavigation.Key) {
      guard let item, let scene = built?.scene,
        let destination = scene.keyboardDestination(
          from: item, key: key, includesOverflow: didSelectAllSteps != nil),
        destination != item,
        let target = focusTargets.first(where: { $0.item == destination })
      else { return }
      keyboardFocusRequest = target
      setNeedsFocusUpdate()
      updateFocusIfNeeded()
      keyboardFocusRequest = nil
    }

    /// Scrolls a scrolling row when focus reaches a step cut at its edge: the core's least
    /// scroll that shows the step whole (`StepperScene.offset(showing:from:)`), kept as a
    /// drag is while the current step stays current; nothing for a row that does not scroll or a
    /// step already whole.
    func revealFocusedStep() {
      guard let built, let viewport = built.scene.viewport, viewport.isScrollable,
        case .step(let step)? = focusTargets.first(where: { $0.isFocused })?.item,
        let offset = built.scene.offset(showing: step), offset != viewport.offset
      else { return }
      drag = StepperScrollDrag(offset: offset, step: built.configuration.options.current)
      configurationDidChange()
    }

    /// Selects what the focused target stands for, as a tap on it does: a step that can be
    /// tapped (never a disabled one), or "All steps" (the header's control or an overflow
    /// marker).
    func keyboardSelect(_ item: StepperScene.RowItem?) {
      switch item?.selection ?? .allSteps {
      case .allSteps:
        choose(.allSteps)
      case .step(let step):
        guard focusTargets.contains(where: { $0.item == item && $0.isSelectable }) else { return }
        choose(.step(step))
      }
    }
  }
#endif
