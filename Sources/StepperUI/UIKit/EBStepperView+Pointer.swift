#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A pointer (iPad with a trackpad or mouse, Mac Catalyst) and the Large Content Viewer.
  ///
  /// Both ask the core which target a point belongs to (`StepperScene.target(atDrawingPoint:)`,
  /// the rule a tap follows), so the pointer, the Large Content Viewer and a tap agree where
  /// targets lie close together.
  ///
  /// - **Hover.** Over a step or control a person can tap, the pointer takes the target's
  ///   shape (`UIPointerInteraction`).
  /// - **Large Content Viewer.** At the accessibility text sizes, a long press on a step, an
  ///   overflow marker or "All steps", whose marks stay small (24-point markers), shows its
  ///   name large in the middle of the screen, as a tab bar's items do; lifting the finger
  ///   there selects it, as a tap does (`UILargeContentViewerInteraction`, which the system
  ///   enables only at those sizes).
  extension EBStepperView {
    /// Adds the pointer and Large Content Viewer interactions, whose delegate is a helper of
    /// the view's own (``StepperInteractionDelegate``), so that the view's public interface
    /// stays a control's.
    func addPlatformInteractions() {
      addInteraction(UIPointerInteraction(delegate: interactionDelegate))
      addInteraction(UILargeContentViewerInteraction(delegate: interactionDelegate))
    }

    /// The tap target under the pointer at `location` (in the view's bounds), as a region of
    /// its own, or `nil` where there is none or the row moves.
    func pointerRegion(at location: CGPoint) -> UIPointerRegion? {
      guard !isRowScrolling, let target = targetView(at: location), target.isSelectable else {
        return nil
      }
      return UIPointerRegion(rect: target.frame, identifier: target.frame.debugDescription)
    }

    /// The step, overflow marker or "All steps" under a long press at `point`, named as
    /// VoiceOver names it.
    func largeContentItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
      guard let scene = built?.scene,
        let target = scene.target(atDrawingPoint: StepperPoint(drawingPoint(point)))
      else { return nil }
      let element: StepperStepElement?
      switch target {
      case .allStepsControl: element = allStepsElement
      case .item(let item): element = stepElements[item]
      }
      guard let element else { return nil }
      largeContentItem.showsLargeContentViewer = true
      largeContentItem.largeContentTitle = element.accessibilityLabel
      return largeContentItem
    }

    /// The finger lifted on the Large Content Viewer's item at `point`: it chooses what is
    /// there, as a tap there does.
    func largeContentEnded(at point: CGPoint) {
      guard let scene = built?.scene,
        let selection = scene.selection(atDrawingPoint: StepperPoint(drawingPoint(point)))
      else { return }
      choose(selection)
    }

    /// The focus target of the button the core says `point` (in the view's bounds) lands on.
    private func targetView(at point: CGPoint) -> StepperFocusTarget? {
      guard let scene = built?.scene,
        let target = scene.target(atDrawingPoint: StepperPoint(drawingPoint(point)))
      else { return nil }
      return focusTargets.first { $0.target == target }
    }
  }

  /// The delegate of the stepper's pointer and Large Content Viewer interactions, a helper of
  /// the stepper's own (as ``StepperRowScrollDelegate`` is the scroll view's), so that
  /// ``EBStepperView`` conforms to neither protocol in public. The interactions hold their
  /// delegate weakly; the stepper keeps this one. It forwards each question to the stepper.
  @MainActor
  final class StepperInteractionDelegate: NSObject, UIPointerInteractionDelegate,
    UILargeContentViewerInteractionDelegate
  {
    weak var stepper: EBStepperView?

    init(stepper: EBStepperView) {
      self.stepper = stepper
    }

    /// The tap target under the pointer, as a region of its own.
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      stepper?.pointerRegion(at: request.location)
    }

    /// The pointer takes the target's shape.
    func pointerInteraction(
      _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
    ) -> UIPointerStyle? {
      UIPointerStyle(shape: .roundedRect(region.rect), constrainedAxes: [])
    }

    /// The step, overflow marker or "All steps" under a long press.
    func largeContentViewerInteraction(
      _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)? {
      stepper?.largeContentItem(at: point)
    }

    /// Lifting the finger on an item selects it, as a tap there does.
    func largeContentViewerInteraction(
      _ interaction: UILargeContentViewerInteraction,
      didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint
    ) {
      guard item != nil else { return }
      stepper?.largeContentEnded(at: point)
    }
  }
#endif
