/// What a stepper view knows, from the app and from its environment: the one place the SwiftUI
/// and UIKit views turn their values into a ``StepperConfiguration``.
///
/// The app's values (style, steps, status, names, descriptions, sub-steps, lengths, taps) and the
/// environment's (reading direction, light or dark, locale, text size, the length offered
/// along the main axis) and the view's own state (a drag's scroll offset) go in; one throwing
/// function, ``configuration()``, gives the checked configuration, and ``resolvedStrings`` the
/// words. The views decide nothing else.
///
/// **Filling the offered length.** Like a progress bar, a horizontal stepper fills the width it
/// is offered unless the app gives a `length` or a `viewport`: the offered width becomes the
/// configuration's viewport, so the steps spread across it when they fit and the row scrolls
/// (Specification#scrolling) when they do not. A width narrower than the shortest viewport the row
/// accepts is widened to it (the view then overflows what it was offered rather than vanish); one
/// longer than the style's longest viewport is shortened to it; an offered length that is
/// `nil`, zero, negative or infinite (a view asked for its ideal size, or inside a horizontal
/// scroll view) leaves the row at its natural length: the style's default, or the shortest that
/// holds its steps when the default does not. A vertical stepper keeps its natural length, as
/// its height also holds the header. A horizontal row that collapses
/// (``maxVisible``) never scrolls: the offered width becomes its `length` instead, widened to
/// what its places need.
///
/// ```swift
/// var input = StepperViewInput(StepperConfiguration.Options(total: 4, current: 2))
/// input.offeredLength = 390
/// print(try input.configuration().options.viewport ?? 0)
/// // Prints "390.0"
/// input.options.length = 300
/// print(try input.configuration().options.length ?? 0)
/// // Prints "300.0"
/// ```
package struct StepperViewInput: Sendable, Hashable {
  /// The app's options, with the environment's reading direction, text size and accessibility
  /// settings written into them by the view.
  package var options: StepperConfiguration.Options
  /// The main-axis length the view is offered by its container, or `nil` when none is known;
  /// see "Filling the offered length" above.
  package var offeredLength: Double?
  /// The words the app set, or `nil` for the built-in table of ``localeIdentifier``.
  package var strings: StepperStrings?
  /// The environment's locale, such as `de-CH`, or `nil` for English.
  package var localeIdentifier: String?
  /// Light or dark: the options' theme is this appearance's token set.
  package var appearance: StepperAppearance = .light

  /// The input of a view with the app's options and nothing known of its environment.
  package init(_ options: StepperConfiguration.Options) {
    self.options = options
  }

  /// The input of a view with the app's three required values, everything else at its default.
  package init(
    style: StepperStyle = .circular, current: Int, total: Int, status: StepperStatus = .default,
    axis: StepperAxis = .horizontal
  ) {
    options = StepperConfiguration.Options(
      style: style, total: total, current: StepperStepID(current))
    options.status = status
    options.axis = axis
  }

  /// The words the view speaks and shows: the app's, else the built-in table for the
  /// environment's locale (numbers formatted for it), else English.
  package var resolvedStrings: StepperStrings {
    strings ?? localeIdentifier.flatMap(StepperStrings.forLanguage) ?? .english
  }

  /// The options the configuration is made from: the app's, in the appearance's token set,
  /// in the viewport or length the offered length gives (see "Filling the offered length").
  package var resolvedOptions: StepperConfiguration.Options {
    var resolved = options
    resolved.theme = appearance == .dark ? .dark : .light
    let offered = offeredLength.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let horizontal = options.axis == .horizontal
    if options.maxVisible != nil {
      // A row that collapses cannot scroll: the offered width becomes its length.
      guard options.length == nil, options.viewport == nil,
        let maxVisible = options.maxVisible, maxVisible >= StepperRowPlan.minimumMaxVisible
      else { return resolved }
      resolved.length = StepperRowPlan(options).length(offered: horizontal ? offered : nil)
    } else if options.viewport == nil, options.length == nil {
      let plan = StepperRowPlan(options)
      if horizontal, let offered {
        resolved.viewport = plan.viewport(offered: offered)
      } else {
        // Offered nothing, or a column: the row's natural length, which holds its steps even
        // where the style's default does not (six circular steps).
        resolved.length = plan.length(offered: nil)
      }
    }
    if resolved.viewport == nil { resolved.scrollOffset = nil }
    return resolved
  }

  /// The checked configuration for these values.
  ///
  /// - Throws: ``StepperConfigurationError`` naming the first value the app gave that is
  ///   wrong (a `current` outside `1...total`, a length the steps do not fit, a name for a step
  ///   that does not exist, a `firstNumber` below 1 or too high); the environment's values and
  ///   the offered length never make one invalid.
  package func configuration() throws(StepperConfigurationError) -> StepperConfiguration {
    try StepperConfiguration(resolvedOptions)
  }
}

extension StepperViewInput {
  /// The same input offered `length` points along the main axis (see ``offeredLength``).
  ///
  /// ```swift
  /// let input = StepperViewInput(StepperConfiguration.Options(total: 4, current: 2))
  ///   .offering(390)
  /// print(input.offeredLength ?? 0)
  /// // Prints "390.0"
  /// ```
  package func offering(_ length: Double?) -> StepperViewInput {
    var offered = self
    offered.offeredLength = length
    return offered
  }
}
