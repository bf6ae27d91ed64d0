extension StepperStepList {
  /// One step in the "All steps" list: what it shows, what it is called, and whether a person
  /// can go to it.
  ///
  /// ```swift
  /// let labels = StepperLabels(names: [1: "Cart"], descriptions: [1: "3 items"])
  /// let list = StepperStepList(try StepperConfiguration(total: 4, current: 2, labels: labels))
  /// let row = list[0]
  /// print(row.number, row.name ?? "", row.description ?? "", row.stateName)
  /// // Prints "1 Cart 3 items completed"
  /// ```
  package struct Row: Sendable, Hashable {
    /// The step.
    package let step: StepperStepID
    /// The number its marker shows, in the numbers shown
    /// (``StepperConfiguration/Options/firstNumber``) and the locale's digits: "2", "2.1", "٢".
    package let number: String
    /// The icon its marker shows in place of ``number``, if the app gave one.
    package let icon: StepperIcon?
    /// Its name, or `nil` when it has none (or an empty one).
    package let name: String?
    /// What the row shows first: its name, or its place ("Step 3 of 4") when it has none.
    package let title: String
    /// The description under its name, or `nil` when it has none (or an empty one).
    package let description: String?
    /// Its state, as the stepper draws it.
    package let state: StepperStepState
    /// Its state in the table's words: "completed", "current"; "current, failed" for the
    /// current step in error.
    package let stateName: String
    /// What assistive technology calls the row: its name and description, its place and its
    /// state ("Cart, 3 items, step 1 of 4, completed"), as the step's button says it.
    package let label: String
    /// Whether it is the step the user is on: the one item the list marks as current (a main
    /// step whose sub-step is current is drawn active, but is not marked).
    package let isCurrent: Bool
    /// Whether a person can go to it from the list: a button, not plain text.
    package let isSelectable: Bool

    /// Whether the row is a dynamic sub-step ("2.1"), which the list indents under its step.
    package var isSubstep: Bool { step.isSubstep }
  }
}

extension StepperStepList.Row: Identifiable {
  /// The row's identity: its step, which a flow lists once.
  package var id: StepperStepID { step }
}
