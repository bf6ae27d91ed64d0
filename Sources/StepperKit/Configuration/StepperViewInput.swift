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
/// scroll view) leaves the row at its natural length. A vertical stepper keeps its natural
/// length, as its height also holds the header. A horizontal row that collapses
/// (``maxVisible``) never scrolls: the offered width becomes its `length` instead, widened to
/// what its places need.
///
/// ```swift
/// var input = StepperViewInput(style: .circular, current: 2, total: 4)
/// input.offeredLength = 390
/// print(try input.configuration().viewport ?? 0)
/// // Prints "390.0"
/// input.length = 300
/// print(try input.configuration().length)
/// // Prints "300.0"
/// ```
package struct StepperViewInput: Sendable, Hashable {
  /// The visual form.
  package var style: StepperStyle
  /// The main step the user is on, `1...total`.
  package var current: Int
  /// The number of main steps, 2 or more.
  package var total: Int
  /// The component-level status.
  package var status: StepperStatus
  /// The axis steps follow.
  package var axis: StepperAxis
  /// The main-axis length the app asked for, or `nil`.
  package var length: Double?
  /// The viewport the app asked for, or `nil`.
  package var viewport: Double?
  /// The main-axis length the view is offered by its container, or `nil` when none is known;
  /// see "Filling the offered length" above.
  package var offeredLength: Double?
  /// The drag offset the view holds, or `nil` to page to the current step; used only when the
  /// row ends up in a viewport.
  package var scrollOffset: Double?
  /// States for particular steps, overriding the derived ones.
  package var stateOverrides: [StepperStepID: StepperStepState]
  /// Step names.
  package var names: [StepperStepID: String]
  /// Descriptions under step names.
  package var descriptions: [StepperStepID: String]
  /// How many sub-steps each step reveals.
  package var substeps: [Int: Int]
  /// The revealed sub-step of `current` the user is on, if any.
  package var currentSubstep: Int?
  /// Whether the header with the current step's name is shown.
  package var showsHeader: Bool
  /// Whether the "All steps" control is shown (the app handles it).
  package var showsAllSteps: Bool
  /// Whether steps can be tapped (the app handles them).
  package var isTappable: Bool
  /// The number the first step shows, 1 unless the flow starts later (Specification#flow-start: "an
  /// override on the instance"); the announcement counts in the same numbers
  /// (``StepperConfiguration/firstNumber``).
  package var firstNumber: Int
  /// Icons circular markers show in place of their numbers, by main step
  /// (``StepperConfiguration/icons(_:)``).
  package var icons: [StepperStepID: StepperIcon] = [:]
  /// Platform symbols circular markers show in place of their numbers, by main step; a step
  /// with both a symbol and an icon shows its symbol.
  package var symbols: [StepperStepID: StepperSymbol] = [:]
  /// Whether the total is an estimate (``StepperConfiguration/isTotalEstimated``).
  package var isTotalEstimated = false
  /// Whether the current step is loading (``StepperActivity/isLoading``).
  package var isLoading = false
  /// The part of the current step done, 0 to 1, or `nil` (``StepperActivity/stepProgress``);
  /// anything else makes ``configuration()`` throw.
  package var stepProgress: Double?
  /// The steps the flow lets the user leave out (``StepperConfiguration/optionalSteps(_:)``).
  package var optionalSteps: Set<StepperStepID> = []
  /// The most places the row collapses to, or `nil` for every step
  /// (``StepperConfiguration/maxVisible(_:)``); a count the core refuses, or one with a
  /// ``viewport``, makes ``configuration()`` throw.
  package var maxVisible: Int?
  /// The words the app set, or `nil` for the built-in table of ``localeIdentifier``.
  package var strings: StepperStrings?
  /// The environment's locale, such as `de-CH`, or `nil` for English.
  package var localeIdentifier: String?
  /// The environment's reading direction.
  package var direction: StepperLayoutDirection
  /// Light or dark.
  package var appearance: StepperAppearance
  /// The environment's text size.
  package var textSize: StepperTextSizeCategory
  /// The environment's accessibility display settings (Increase Contrast, Differentiate
  /// Without Color, Bold Text).
  package var accessibilityOptions: StepperAccessibilityOptions = []

  /// Creates the input of a view with the app's three required values; everything else takes
  /// its default (circular, horizontal, left to right, light, English, the design text size).
  package init(
    style: StepperStyle = .circular, current: Int, total: Int, status: StepperStatus = .default,
    axis: StepperAxis = .horizontal
  ) {
    self.style = style
    self.current = current
    self.total = total
    self.status = status
    self.axis = axis
    stateOverrides = [:]
    names = [:]
    descriptions = [:]
    substeps = [:]
    showsHeader = false
    showsAllSteps = false
    isTappable = false
    firstNumber = 1
    direction = .leftToRight
    appearance = .light
    textSize = .large
  }

  /// The words the view speaks and shows: the app's, else the built-in table for the
  /// environment's locale (numbers formatted for it), else English.
  package var resolvedStrings: StepperStrings {
    strings ?? localeIdentifier.flatMap(StepperStrings.forLanguage) ?? .english
  }

  /// The viewport the row is shown in: the app's, else the offered length of a horizontal
  /// row that has no `length` (see "Filling the offered length"), else `nil`.
  package var resolvedViewport: Double? {
    if let viewport { return viewport }
    guard length == nil, maxVisible == nil, axis == .horizontal, let offered = offeredLength,
      offered.isFinite,
      offered > 0, total >= 2
    else { return nil }
    let revealed = substeps.values.reduce(0) { $0 + min(max($1, 0), 99) }
    let fits = StyleMetrics.minimumLength(of: style, total: total, substeps: revealed)
    let shortest = min(fits, RowMetrics.minimumViewport(of: style))
    return min(max(offered, shortest), StepperConfiguration.maximumViewport(of: style))
  }

  /// The main-axis length the row is laid out in: the app's; else, for a row that collapses
  /// (``maxVisible``, which cannot scroll), the offered length of a horizontal row or the
  /// style's natural length, widened to the shortest length its places fit (see "Filling the
  /// offered length"); else `nil`, the style's default.
  package var resolvedLength: Double? {
    if let length { return length }
    guard let maxVisible, maxVisible >= StepperConfiguration.minimumMaxVisible, viewport == nil,
      total >= 2
    else { return nil }
    let revealed = substeps.values.reduce(0) { $0 + min(max($1, 0), 99) }
    let collapses = total + revealed > maxVisible
    let places = collapses ? maxVisible : total
    let substeps = collapses ? 0 : revealed
    var length = StyleMetrics.defaultLength(of: style, total: places, substeps: substeps)
    if axis == .horizontal, let offered = offeredLength, offered.isFinite, offered > 0 {
      length = offered
    }
    let needed = StyleMetrics.minimumLength(of: style, total: places, substeps: substeps)
    return min(max(length, needed), StepperConfiguration.maximumLength)
  }

  /// The checked configuration for these values.
  ///
  /// - Throws: ``StepperConfigurationError`` naming the first value the app gave that is
  ///   wrong (a `current` outside `1...total`, a length the steps do not fit, a name for a step
  ///   that does not exist, a `firstNumber` below 1 or too high); the environment's values and
  ///   the offered length never make one invalid.
  package func configuration() throws(StepperConfigurationError) -> StepperConfiguration {
    var parts = StepperConfiguration.Options(
      style: style, total: total, current: StepperStepID(current, substep: currentSubstep))
    parts.status = status
    parts.axis = axis
    parts.direction = direction
    parts.theme = appearance == .dark ? .dark : .light
    parts.length = resolvedLength
    parts.stateOverrides = stateOverrides
    parts.substeps = StepperSubsteps(unchecked: substeps)
    parts.labels = StepperLabels(
      names: names, descriptions: descriptions, showsHeader: showsHeader,
      showsAllSteps: showsAllSteps, textSize: textSize)
    parts.scrolling = resolvedViewport.map {
      StepperScrolling(
        unchecked: $0, offset: scrollOffset.flatMap { $0.isFinite ? $0 : nil }, isEnabled: true)
    }
    parts.interaction = StepperInteraction(isTappable: isTappable)
    parts.firstNumber = firstNumber
    parts.icons = icons.merging(symbols.mapValues(StepperIcon.init(symbol:))) { _, symbol in
      symbol
    }
    parts.isTotalEstimated = isTotalEstimated
    parts.activity = StepperActivity(unchecked: isLoading, stepProgress: stepProgress)
    parts.optionalSteps = optionalSteps
    parts.maxVisible = maxVisible
    parts.accessibilityOptions = accessibilityOptions
    return try StepperConfiguration(parts)
  }
}

extension StepperViewInput {
  /// The same input offered `length` points along the main axis (see ``offeredLength``).
  ///
  /// ```swift
  /// let input = StepperViewInput(current: 2, total: 4).offering(390)
  /// print(input.offeredLength ?? 0)
  /// // Prints "390.0"
  /// ```
  package func offering(_ length: Double?) -> StepperViewInput {
    var offered = self
    offered.offeredLength = length
    return offered
  }
}
