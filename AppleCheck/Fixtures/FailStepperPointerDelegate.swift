// targets: ios catalyst ios18
// expect: argument type 'EBStepperView' does not conform to expected type 'UIPointerInteractionDelegate'
// The UIKit stepper is a control whose public interface is a control's: its pointer and Large
// Content Viewer delegates are helpers of its own, so the stepper itself is no
// `UIPointerInteractionDelegate` an app could hand to an interaction.
import StepperUI
import UIKit

@MainActor func pointerInteraction(for stepper: EBStepperView) -> UIPointerInteraction {
  UIPointerInteraction(delegate: stepper)
}
