extension StepperStepList {
  /// How the "All steps" list is laid out at one text size, in points (CSS pixels on the web):
  /// the one set of figures the HTML `<dialog>`, SwiftUI's `EBStepperAllSteps` and UIKit's
  /// `EBStepperAllStepsViewController` lay their rows out with, so a row has the same marker,
  /// indent, gaps and fonts in each.
  ///
  /// The specification names the list (Specification#all-steps: "a control beside the header
  /// that opens a list of every step on another screen") but gives it no geometry; these are
  /// the project's figures, built from the ones it does give:
  /// - the marker is the stepper's circular marker (Specification#circular-geometry, 24), grown
  ///   with the text size as body text is (``StepperStepList/markerSide(for:)``), since it
  ///   stands beside text that grows (Specification#text-sizes);
  /// - a row is at least the touch target tall (Specification#touch-targets, 44), so a
  ///   selectable row is a target of the platform's minimum;
  /// - a sub-step is indented by one design-size marker and its gap (24 + 12 = 36), so its
  ///   marker starts where its step's text starts (Specification#sub-steps: "drawn smaller",
  ///   under their step); the indent holds at every text size, so a deep list keeps its room
  ///   for text;
  /// - the rows' text is set in the 14/20 of the header and "All steps" control
  ///   (Specification#text-styles), the name medium (500) and the description and state
  ///   regular (400); the title a step up, 16/24 semibold. Every font grows with the text size
  ///   (``StepperTextStyle/scaled(for:)``); the gaps and padding do not.
  ///
  /// ```swift
  /// let metrics = StepperStepList.Metrics(textSize: .accessibility1)
  /// print(metrics.substepIndent, metrics.markerSide > 24, metrics.name.size)
  /// // Prints "36.0 true 23.058823529411764"
  /// ```
  package struct Metrics: Sendable, Hashable {
    /// The text size the figures are for.
    package let textSize: StepperTextSizeCategory
    /// The side of a row's marker: the stepper's, scaled as body text is.
    package let markerSide: Double
    /// The gap between a row's marker and its text.
    package let markerGap: Double
    /// How much further a sub-step's row starts its content than a main step's.
    package let substepIndent: Double
    /// The shortest a row is, padding included: the touch target.
    package let minimumRowHeight: Double
    /// The padding above and below a row's content, inside the row (and its pressed tint).
    package let rowVerticalPadding: Double
    /// The padding at a row's leading and trailing edges, inside the row.
    package let rowHorizontalPadding: Double
    /// The space between one row and the next (the rows' padding already parts them).
    package let rowSpacing: Double
    /// The space between the pieces of a row's text: its title, description and state.
    package let textSpacing: Double
    /// The room between the list's edge (the sheet's, the dialog's) and its title and rows.
    package let margin: Double
    /// The space between the list's title and its first row (on the web, also between the last
    /// row and the "Close" button).
    package let titleGap: Double
    /// The list's title ("All steps").
    package let title: StepperTextStyle
    /// A row's title: the step's name, or its place ("Step 3 of 4").
    package let name: StepperTextStyle
    /// A row's description and state name.
    package let detail: StepperTextStyle

    /// The figures at `textSize`; the design figures at `.large`.
    package init(textSize: StepperTextSizeCategory) {
      self.textSize = textSize
      markerSide = StepperStepList.markerSide(for: textSize)
      markerGap = Self.designMarkerGap
      substepIndent = StyleMetrics.markerSize + Self.designMarkerGap
      minimumRowHeight = StyleMetrics.minimumHitArea
      rowVerticalPadding = 10
      rowHorizontalPadding = 8
      rowSpacing = 0
      textSpacing = 2
      margin = 16
      titleGap = 8
      title = Self.titleStyle.scaled(for: textSize)
      name = Self.nameStyle.scaled(for: textSize)
      detail = Self.detailStyle.scaled(for: textSize)
    }

    /// Where `row`'s content (its marker) starts, from the row's leading edge: the row's
    /// padding, and a sub-step's indent after it.
    ///
    /// ```swift
    /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
    /// print(list.metrics.leadingInset(of: list[0]))
    /// // Prints "8.0"
    /// ```
    package func leadingInset(of row: Row) -> Double {
      rowHorizontalPadding + (row.isSubstep ? substepIndent : 0)
    }

    /// The styles a row's marker sets its number in, at ``markerSide``
    /// (``StepperStepList/numberStyles(markerSide:)``), then the title's, the name's and the
    /// detail's: every font a renderer that prepares its fonts up front prepares.
    package var allStyles: [StepperTextStyle] {
      StepperStepList.numberStyles(markerSide: markerSide) + [title, name, detail]
    }

    /// The gap between a marker and its text at the design size, which the indent repeats.
    private static let designMarkerGap = 12.0
    /// The title at the design size: Inter 16/24, semibold.
    private static let titleStyle = StepperTextStyle.listStyle(size: 16, weight: 600, line: 24)
    /// A row's name at the design size: Inter 14/20, medium, as "All steps" is.
    private static let nameStyle = StepperTextStyle.allSteps
    /// A row's description and state at the design size: Inter 14/20, regular.
    private static let detailStyle = StepperTextStyle.listStyle(size: 14, weight: 400, line: 20)
  }

  /// The list's figures at its flow's text size (``StepperConfiguration/Options/textSize``):
  /// what the HTML list is written with; the Apple views ask for the person's text size.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// print(list.metrics.markerSide, list.metrics.minimumRowHeight)
  /// // Prints "24.0 44.0"
  /// ```
  package var metrics: Metrics { Metrics(textSize: configuration.textStyles.textSize) }
}

extension StepperTextStyle {
  /// A list style in the stepper's family (Inter) and cap height, at `size` over `line`.
  fileprivate static func listStyle(size: Double, weight: Int, line: Double) -> StepperTextStyle {
    let family = StepperTextStyle.allSteps
    return StepperTextStyle(
      family: family.family, size: size, weight: weight, lineHeight: line,
      capHeight: family.capHeight)
  }
}
