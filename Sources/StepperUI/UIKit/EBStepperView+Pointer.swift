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
  ///   shape (`UIPointerInteraction`, `UIPointerRegion(rect:identifier:)`,
  ///   `UIPointerStyle(shape:constrainedAxes:)`, `UIPointerShape.roundedRect`: iOS 13.4).
  /// - **Large Content Viewer.** At the accessibility text sizes, a long press on a step, an
  ///   overflow marker or "All steps", whose marks stay small (24-point markers), shows its
  ///   name large in the middle of the screen, as a tab bar's items do; lifting the finger
  ///   there selects it, as a tap does (`UILargeContentViewerInteraction`, iOS 13, which the
  ///   system enables only at those sizes; `UIView.showsLargeContentViewer`,
  ///   `largeContentTitle`: iOS 13).
  extension EBStepperView: UIPointerInteractionDelegate, UILargeContentViewerInteractionDelegate {
    /// Adds the pointer and Large Content Viewer interactions.
    func addPlatformInteractions() {
      addInteraction(UIPointerInteraction(delegate: self))
      addInteraction(UILargeContentViewerInteraction(delegate: self))
    }

    /// The tap target under the pointer, as a region of its own.
    public func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      guard !isRowScrolling, let target = targetView(at: request.location), target.isEnabled else {
        return nil
      }
      return UIPointerRegion(rect: target.frame, identifier: target.frame.debugDescription)
    }

    /// The pointer takes the target's shape.
    public func pointerInteraction(
      _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
    ) -> UIPointerStyle? {
      UIPointerStyle(shape: .roundedRect(region.rect), constrainedAxes: [])
    }

    /// The step, overflow marker or "All steps" under a long press, named as VoiceOver names it.
    public func largeContentViewerInteraction(
      _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
    ) -> (any UILargeContentViewerItem)? {
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

    /// The focus target of the button the core says `point` (in the view's bounds) lands on.
    private func targetView(at point: CGPoint) -> StepperFocusTarget? {
      guard let scene = built?.scene,
        let target = scene.target(atDrawingPoint: StepperPoint(drawingPoint(point)))
      else { return nil }
      return focusTargets.first { $0.target == target }
    }

    /// Lifting the finger on an item selects it, as a tap there does.
    public func largeContentViewerInteraction(
      _ interaction: UILargeContentViewerInteraction,
      didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint
    ) {
      guard item != nil, let scene = built?.scene else { return }
      let location = drawingPoint(point)
      switch scene.selection(atDrawingPoint: StepperPoint(location)) {
      case .step(let step): didSelectStep?(step)
      case .allSteps: didSelectAllSteps?()
      case nil: break
      }
    }
  }
#endif
