/// The words a stepper shows around its markers: step names and the descriptions under them,
/// the header with the current step's name, the "All steps" control, and the text size they
/// are set at.
///
/// Labels are a part of a ``StepperConfiguration``; the configuration checks that every name
/// and every description belongs to a step it has (see ``StepperConfiguration/init(_:)``).
///
/// ```swift
/// let labels = StepperLabels(names: [1: "Cart", 2: "Address", 3: "Payment"], showsHeader: true)
/// let configuration = try StepperConfiguration(total: 3, current: 2, labels: labels)
/// print(configuration.options.labels.names[2] ?? "")
/// // Prints "Address"
/// ```
package struct StepperLabels: Sendable, Hashable {
  /// No names, no header, no "All steps" control, at the design text size.
  package static let none = StepperLabels()

  /// Step names, shown under (horizontal) or beside (vertical) their step; at most two lines of
  /// each are shown.
  package let names: [StepperStepID: String]
  /// Descriptions: a second, quieter line under a step's name, such as "3 documents" or
  /// "Optional", by step. Each follows the names' rule (at most two lines, then an ellipsis) in
  /// a smaller type, and is read after its step's name.
  package let descriptions: [StepperStepID: String]
  /// Whether the header with the current step's name is shown above the steps.
  package let showsHeader: Bool
  /// Whether the "All steps" control is shown at the header's trailing end (the app handles
  /// it).
  package let showsAllSteps: Bool
  /// The person's text size: step names, the header and "All steps" are set at it (see
  /// ``StepperTextSizeCategory/scaleFactor``); `.large`, the design size, by default.
  package let textSize: StepperTextSizeCategory

  /// Creates the labels of a stepper.
  ///
  /// - Parameters:
  ///   - names: Step names, by step; a step without one shows none.
  ///   - descriptions: Descriptions under step names, by step; a step without one shows none.
  ///   - showsHeader: Whether to show the current step's name above the steps.
  ///   - showsAllSteps: Whether to show the "All steps" control in the header.
  ///   - textSize: The text size names and the header are set at (Dynamic Type).
  package init(
    names: [StepperStepID: String] = [:], descriptions: [StepperStepID: String] = [:],
    showsHeader: Bool = false, showsAllSteps: Bool = false,
    textSize: StepperTextSizeCategory = .large
  ) {
    self.names = names
    self.descriptions = descriptions
    self.showsHeader = showsHeader
    self.showsAllSteps = showsAllSteps
    self.textSize = textSize
  }
}
