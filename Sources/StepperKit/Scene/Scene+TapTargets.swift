extension Scene {
  /// A step a person can tap, as a native button: where it sits on screen, what it is called,
  /// and whether it can be pressed.
  public struct TapTarget: Sendable, Hashable {
    /// The step the button selects.
    public let step: StepID
    /// The button's frame, at least 44 × 44 points, in the drawing's coordinates (a scrolling
    /// row's offset already applied, unlike the scene's content coordinates).
    public let frame: Rect
    /// What assistive technology calls the button: "Step 3 of 4".
    public let label: String
    /// Whether the button can be pressed; a disabled step is exposed as a disabled button.
    public let isEnabled: Bool
  }

  /// The buttons of a row whose steps can be tapped: one for each tappable step on screen, and a
  /// disabled one for each disabled step; none when no step can be tapped.
  ///
  /// Labels are in the language the scene was built with, unless `strings` names another.
  ///
  /// ```swift
  /// let scene = try Scene(StepperConfiguration(total: 4, current: 3, isTappable: true))
  /// print(scene.tapTargets().map(\.label))
  /// // Prints "["Step 1 of 4", "Step 2 of 4", "Step 3 of 4"]"
  /// ```
  public func tapTargets(strings: StepperStrings? = nil) -> [TapTarget] {
    let strings = strings ?? accessibility.strings
    let steps = elements.filter { [.dash, .bullet, .marker].contains($0.role) }
    guard steps.contains(where: { $0.hitArea != nil }) else { return [] }
    return steps.compactMap { element in
      guard let step = element.step else { return nil }
      let area: Rect
      if let hitArea = element.hitArea {
        area = hitArea
      } else if element.state == .disabled {
        area = Self.minimumHitArea(around: element.frame)
      } else {
        return nil
      }
      return TapTarget(
        step: step,
        frame: Rect(
          x: area.x - visibleRect.x, y: area.y - visibleRect.y, width: area.width,
          height: area.height),
        label: strings.stepOfTotal(step: step, total: accessibility.total),
        isEnabled: element.hitArea != nil)
    }
  }

  /// The step a tap at `point` selects, with `point` in the drawing's coordinates (as a view
  /// reports it); `nil` when it selects none.
  public func hitTest(drawingPoint point: Point) -> StepID? {
    hitTest(Point(x: point.x + visibleRect.x, y: point.y + visibleRect.y))
  }

  /// `frame` grown to at least the minimum hit area about its center.
  private static func minimumHitArea(around frame: Rect) -> Rect {
    let minimum = StyleMetrics.minimumHitArea
    let width = max(frame.width, minimum)
    let height = max(frame.height, minimum)
    let center = frame.center
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}
