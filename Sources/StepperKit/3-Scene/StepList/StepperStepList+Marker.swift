extension StepperStepList {
  /// What a row's marker shows and the tokens it is painted in: the stepper's circular marker
  /// for the row's state, whatever the stepper's style, so that the list reads the same in
  /// every output.
  package struct Marker: Sendable, Hashable {
    /// What a marker holds.
    package enum Content: Sendable, Hashable {
      /// The step's number, as the row writes it ("2.1").
      case number(String)
      /// The step's icon, mirrored where the layout runs right to left and the icon points
      /// the way the flow goes.
      case icon(StepperIcon, isMirrored: Bool)
      /// The check of a done step, or the mark of a failed one.
      case glyph(StepperGlyph)
    }

    /// What the marker holds: the check or error mark of a done or failed step, else the
    /// step's icon, else its number (the scene's rule, `StepPaint.markerContent`).
    package let content: Content
    /// The token of the marker's fill.
    package let fill: StepperToken
    /// The token of its outline, if it has one.
    package let stroke: StepperToken?
    /// The token of what it holds.
    package let contentToken: StepperToken

    /// The token of a one-color mark that stands for the whole marker (the terminal's glyph):
    /// its outline's where that is a color (brand, error), else its fill's where that is one,
    /// else (an upcoming or unavailable step, drawn in quiet grays) its content's, so that the
    /// mark shows on the surface.
    package var inkToken: StepperToken {
      if let stroke, stroke != .bgSoft100 { return stroke }
      return fill == .bgSoft100 || fill == .bgWhite0 ? contentToken : fill
    }
  }
}

extension StepperStepList.Marker {
  /// The style a number is set in: the stepper's marker number, or the smaller sub-step number
  /// for a number of more than two characters ("2.1", "100"), which would not fit the marker
  /// otherwise.
  package var numberStyle: StepperTextStyle {
    guard case .number(let number) = content, number.count > 2 else { return .markerNumber }
    return .substepNumber
  }

  /// The width of a marker's outline, as the stepper's.
  package static let outlineWidth = StyleMetrics.outlineWidth
}

extension StepperStepList {
  /// The token of a row's name: the strongest text, in every state (the marker and the state's
  /// name tell the states apart, so the text stays readable: WCAG 1.4.3).
  package static let nameToken = StepperToken.textStrong950
  /// The token of a row's description and state name.
  package static let detailToken = StepperToken.textSub600
  /// The token of the current row's accent (its edge and the emphasis of its state name).
  package static let currentToken = StepperToken.brandBase

  /// The marker of `row`, painted as the stepper's circular marker in the row's state.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// print(list.marker(of: list[0]).content == .glyph(.check))
  /// // Prints "true"
  /// ```
  package func marker(of row: Row) -> Marker {
    let tokens = StepPaint.markerTokens(row.state, status: configuration.options.status)
    let content: Marker.Content
    if !StepPaint.showsNumber(row.state) {
      content = .glyph(row.state == .complete ? .check : .error)
    } else if let icon = row.icon {
      content = .icon(
        icon, isMirrored: icon.isDirectional && configuration.options.direction == .rightToLeft)
    } else {
      content = .number(row.number)
    }
    return Marker(
      content: content, fill: tokens.fill, stroke: tokens.stroke, contentToken: tokens.content)
  }

  /// The theme the list is painted in: the stepper's.
  package var theme: StepperTheme { configuration.resolvedTheme }
}
