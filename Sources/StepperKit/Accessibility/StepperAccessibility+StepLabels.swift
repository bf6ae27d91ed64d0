extension StepperAccessibility {
  /// The labels of a row's steps, as ``StepperAccessibility/description(ofStep:state:)``
  /// writes them, with what they share worked out once: for a renderer that writes thousands.
  ///
  /// A step with no name, no description and not optional, as in most rows, reads as the
  /// template filled in ("Step 5 of 10,000, completed"): the template's text around its step
  /// number, with the total and unknown placeholders in it, is put together once, and so is
  /// the end of the label for each state; a label is then a few copies and the step's digits.
  /// Any other step is described as ``StepperAccessibility/appendDescription(ofStep:state:to:)``
  /// does.
  ///
  /// ```swift
  /// let labels = StepperAccessibility.StepLabels(
  ///   StepperAccessibility(try StepperConfiguration(total: 10_000, current: 2)))
  /// var utf8: [UInt8] = []
  /// labels.append(ofStep: 5, state: .default, to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "Step 5 of 10,000, upcoming"
  /// ```
  package struct StepLabels: Sendable {
    /// What the labels describe.
    private let accessibility: StepperAccessibility
    /// The text before each step number the template has, all but the step filled in.
    private let leads: [[UInt8]]
    /// The text after the last step number, then the separator and the state's name: one for
    /// each state, in the order of ``states``.
    private let endings: [[UInt8]]

    /// The labels of the steps `accessibility` describes.
    package init(_ accessibility: StepperAccessibility) {
      self.accessibility = accessibility
      let strings = accessibility.strings
      var leads: [[UInt8]] = []
      var text: [UInt8] = []
      for piece in strings.stepOfTotalPieces.pieces {
        switch piece {
        case .literal(let literal): text.append(contentsOf: literal.utf8)
        case .placeholder("step"):
          leads.append(text)
          text.removeAll()
        case .placeholder("total"): text.append(contentsOf: accessibility.totalText.utf8)
        // "{name}" too: a step without a name keeps it as written.
        case .placeholder(let name): text.append(contentsOf: "{\(name)}".utf8)
        }
      }
      self.leads = leads
      endings = Self.states.map { state in
        text + Array((strings.separator + strings.name(of: state)).utf8)
      }
    }

    /// Appends the label of `step` (an id counted from 1) in `state` to `output`.
    package func append<Output: UTF8Output & ~Copyable>(
      ofStep step: StepperStepID, state: StepperStepState, to output: inout Output
    ) {
      guard accessibility.spokenName(of: step) == nil, !accessibility.isOptional(step) else {
        return accessibility.appendDescription(ofStep: step, state: state, to: &output)
      }
      let shown = accessibility.shownNumber(of: step)
      for lead in leads {
        lead.withUnsafeBufferPointer { output.append(utf8: $0) }
        accessibility.strings.appendStep(shown, to: &output)
      }
      endings[Self.index(of: state)].withUnsafeBufferPointer { output.append(utf8: $0) }
    }

    /// The states, in the order of ``endings``.
    private static let states: [StepperStepState] = [
      .default, .active, .complete, .error, .errorActive, .disabled, .skipped,
    ]

    /// Where `state` is in ``states``.
    private static func index(of state: StepperStepState) -> Int {
      switch state {
      case .default: 0
      case .active: 1
      case .complete: 2
      case .error: 3
      case .errorActive: 4
      case .disabled: 5
      case .skipped: 6
      }
    }
  }
}
