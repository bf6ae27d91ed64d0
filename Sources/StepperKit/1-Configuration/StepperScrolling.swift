/// A row shown in a viewport: how long the viewport is, where a drag has scrolled it, and
/// whether it scrolls at all.
///
/// Scrolling is a part of a ``StepperConfiguration``; a configuration without it draws its row
/// whole. The values that need no other part are checked here: a viewport that is not a
/// finite number of points greater than 0 and at most `StepperConfiguration.maximumLength`,
/// or an offset that is not finite, is a ``StepperConfigurationError``. What depends on the
/// style and the steps (a viewport too short or too long for them, a row that does not scroll
/// but would show part of a step) is checked by the configuration.
///
/// ```swift
/// let scrolling = try StepperScrolling(viewport: 200)
/// let configuration = try StepperConfiguration(
///   style: .dash, total: 30, current: 12, scrolling: scrolling)
/// print(configuration.options.scrolling?.viewport ?? 0)
/// // Prints "200.0"
/// ```
package struct StepperScrolling: Sendable, Hashable {
  /// The visible main-axis length, in points. When the steps do not fit it, the row scrolls.
  package let viewport: Double
  /// The drag offset along the main axis, clamped to the scrollable range, or `nil` to page to
  /// the current step.
  package let offset: Double?
  /// Whether the row can scroll. A row that cannot must show every step whole: its viewport is
  /// at least as long as the steps need (Specification#no-partial-step: no partial step when the
  /// row does not scroll).
  package let isScrollEnabled: Bool

  /// Creates the scrolling of a row, checking the viewport and the offset.
  ///
  /// - Parameters:
  ///   - viewport: The visible main-axis length in points.
  ///   - offset: A drag offset; `nil` pages to the current step.
  ///   - isScrollEnabled: Whether the row scrolls (default); one that does not must fit its
  ///     viewport whole.
  /// - Throws: ``StepperConfigurationError/invalidViewport(_:)`` or
  ///   ``StepperConfigurationError/invalidOffset(_:)``.
  package init(
    viewport: Double, offset: Double? = nil, isScrollEnabled: Bool = true
  ) throws(StepperConfigurationError) {
    guard Self.isValid(viewport: viewport) else { throw .invalidViewport(viewport) }
    if let offset, !offset.isFinite { throw .invalidOffset(offset) }
    self.init(unchecked: viewport, offset: offset, isScrollEnabled: isScrollEnabled)
  }

  /// Creates the scrolling without checking it, for a path that checks the whole
  /// configuration in its own order (``StepperConfiguration/init(_:)``).
  package init(unchecked viewport: Double, offset: Double?, isScrollEnabled: Bool) {
    self.viewport = viewport
    self.offset = offset
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether `viewport` is a finite number of points greater than 0 and at most
  /// `StepperConfiguration.maximumLength`.
  static func isValid(viewport: Double) -> Bool {
    viewport.isFinite && viewport > 0 && viewport <= StepperConfiguration.maximumLength
  }
}
