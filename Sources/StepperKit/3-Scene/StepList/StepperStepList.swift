/// The "All steps" list: every step and sub-step of a flow in one column, with its number or
/// icon, name, description and state, the current one marked and the reached ones selectable.
///
/// It is what the "All steps" control opens (Specification#all-steps: "Allows users to view all
/// steps on another screen"). It is built from the same configuration and words as the scene, and
/// it decides everything the outputs show: the HTML `<dialog>` (`StepperListRenderer.html`), the
/// terminal listing, the JSON `list`, SwiftUI's `EBStepperAllSteps` and UIKit's
/// `EBStepperAllStepsViewController` only write its rows.
///
/// - The rows are every step of ``StepperConfiguration/steps``, main steps and revealed
///   sub-steps in the order they are drawn, whatever part of the row a viewport shows.
/// - A row's state is the scene's (``StepperConfiguration/state(of:)``), named in the table's
///   words; its label is what the step's button says
///   (``StepperAccessibility/description(ofStep:state:)``).
/// - A row is selectable where the step is reachable by the rule that makes a row's steps
///   tappable (the steps the app named, else those already reached, never a disabled one),
///   whether or not the row itself can be tapped: the list is where a person goes back.
///
/// Rows are made when read, so a list of 100,000 steps costs no memory per step.
///
/// ```swift
/// let configuration = try StepperConfiguration(
///   total: 3, current: 2, labels: StepperLabels(names: [1: "Cart", 2: "Address"]))
/// let list = StepperStepList(configuration)
/// print(list.map(\.label))
/// // Prints "["Cart, step 1 of 3, completed", "Address, step 2 of 3, current", "Step 3 of 3, upcoming"]"
/// print(list.map(\.isSelectable))
/// // Prints "[true, true, false]"
/// ```
package struct StepperStepList: RandomAccessCollection, Sendable, Hashable {
  /// The flow the list shows.
  package let configuration: StepperConfiguration
  /// The words of the list and its rows, with the numbers the markers show.
  package let accessibility: StepperAccessibility
  /// The states of the steps, by ordinal: the scene's rule.
  private let states: StepStates

  /// Lists the steps of `configuration` in the language of `strings`.
  package init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    self.configuration = configuration
    accessibility = StepperAccessibility(configuration, strings: strings)
    states = StepStates(configuration)
  }

  /// The list's title, which is the "All steps" control's: "All steps".
  package var title: String { accessibility.strings.allSteps }
  /// The name of the control that closes the list: "Close".
  package var closeTitle: String { accessibility.strings.close }
  /// The language of the text, as a BCP 47 tag (`en`, `ar-EG`), for a `lang` attribute.
  package var language: String { accessibility.language }
  /// The reading direction, the stepper's.
  package var direction: StepperLayoutDirection { configuration.options.direction }
  /// The position of the current step's row.
  package var currentIndex: Int { configuration.steps.ordinal(of: configuration.options.current) }

  /// The position of the first row.
  package var startIndex: Int { 0 }
  /// The position past the last row: the number of steps drawn, sub-steps included.
  package var endIndex: Int { configuration.steps.count }

  /// The row at `position`, which must be in `startIndex..<endIndex`.
  package subscript(position: Int) -> Row {
    let step = configuration.steps.id(at: position)
    let state = states.state(ofOrdinal: position)
    let strings = accessibility.strings
    let name = Self.nonEmpty(accessibility.names[step])
    return Row(
      step: step, number: strings.step(accessibility.shownNumber(of: step)),
      icon: configuration.options.stepIcons[step], name: name,
      title: name ?? accessibility.stepOfTotal(step),
      description: Self.nonEmpty(accessibility.descriptions[step]), state: state,
      stateName: strings.name(of: state),
      label: accessibility.description(ofStep: step, state: state),
      isCurrent: accessibility.isSelected(step),
      isSelectable: states.isReachable(ordinal: position, state: state))
  }

  /// The row of `step`, or `nil` when the flow has no such step.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 4, current: 2))
  /// print(list.row(of: 2)?.isCurrent ?? false, list.row(of: 9) == nil)
  /// // Prints "true true"
  /// ```
  package func row(of step: StepperStepID) -> Row? {
    guard configuration.steps.contains(step) else { return nil }
    return self[configuration.steps.ordinal(of: step)]
  }

  /// The step a person picked in the list, when the list lets them: `step` if its row is
  /// selectable, else `nil`, so that a view never moves to a step the list shows as unreachable.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 4, current: 2))
  /// print(list.selection(of: 1) as Any, list.selection(of: 3) as Any)
  /// // Prints "Optional(1) nil"
  /// ```
  package func selection(of step: StepperStepID) -> StepperStepID? {
    row(of: step)?.isSelectable == true ? step : nil
  }

  /// `text`, or `nil` when it is `nil` or empty.
  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// Two lists are equal when they list the same flow in the same words.
  package static func == (a: StepperStepList, b: StepperStepList) -> Bool {
    a.configuration == b.configuration && a.accessibility == b.accessibility
  }

  /// Hashes the flow and the words.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(configuration)
    hasher.combine(accessibility)
  }
}
