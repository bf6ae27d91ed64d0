/// The fonts of a stepper's text at one text size: which styles follow the person's text size
/// and which keep their design size.
///
/// Step names, their descriptions, the header and the "All steps" control are scaled for
/// ``textSize``; the numbers inside markers are not, since they must fit markers whose size is
/// fixed. With Bold Text every style is a weight heavier.
///
/// There is one way to get them: from the options
/// (``StepperConfiguration/Options/textStyles``), which a configuration's
/// (``StepperConfiguration/textStyles``) returns. The layout measures names in them, the scene
/// sets its text in them, and a renderer that prepares its fonts up front (the Apple adapters)
/// prepares ``all`` of them, so a view cannot measure in one weight and draw in another.
///
/// ```swift
/// var options = StepperConfiguration.Options(total: 4)
/// options.textSize = .xxxLarge
/// print(options.textStyles.header.size, options.textStyles.markerNumber.size)
/// // Prints "18.941176470588236 12.0"
/// ```
package struct StepperTextStyles: Sendable, Hashable {
  /// The text size the styles are for.
  package let textSize: StepperTextSizeCategory
  /// Step names.
  package let stepName: StepperTextStyle
  /// The descriptions under step names.
  package let stepDescription: StepperTextStyle
  /// The header with the current step's name.
  package let header: StepperTextStyle
  /// The "All steps" control.
  package let allSteps: StepperTextStyle
  /// The number inside a circular marker, at its design size.
  package let markerNumber: StepperTextStyle
  /// The number inside a sub-step marker, at its design size.
  package let substepNumber: StepperTextStyle

  /// The styles at `textSize`; the design sizes at `.large`. With `isBold` (Bold Text), every
  /// style is a weight heavier (``StepperTextStyle/bolder``). File-private: the options are the one
  /// source of a stepper's styles.
  fileprivate init(textSize: StepperTextSizeCategory, isBold: Bool) {
    self.textSize = textSize
    func weighted(_ style: StepperTextStyle) -> StepperTextStyle { isBold ? style.bolder : style }
    stepName = weighted(StepperTextStyle.stepName.scaled(for: textSize))
    stepDescription = weighted(StepperTextStyle.stepDescription.scaled(for: textSize))
    header = weighted(StepperTextStyle.header.scaled(for: textSize))
    allSteps = weighted(StepperTextStyle.allSteps.scaled(for: textSize))
    markerNumber = weighted(.markerNumber)
    substepNumber = weighted(.substepNumber)
  }

  /// Every style a scene with these styles may set text in.
  package var all: [StepperTextStyle] {
    [markerNumber, substepNumber, stepName, stepDescription, header, allSteps]
  }
}

extension StepperConfiguration.Options {
  /// The fonts of the stepper's text for these options: at ``textSize``, a weight heavier
  /// with ``boldText``. The layout that sizes a view and the scene it draws both take their
  /// styles from here.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(total: 4)
  /// options.boldText = true
  /// print(options.textStyles.stepName.weight)
  /// // Prints "600"
  /// ```
  package var textStyles: StepperTextStyles {
    StepperTextStyles(textSize: textSize, isBold: boldText)
  }
}

extension StepperConfiguration {
  /// The fonts of this stepper's text: its options' (``Options/textStyles``).
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 4, current: 2, labels: StepperLabels(textSize: .xLarge))
  /// print(configuration.textStyles.stepName.size)
  /// // Prints "13.411764705882353"
  /// ```
  package var textStyles: StepperTextStyles { options.textStyles }
}
