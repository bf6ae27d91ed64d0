extension StepperAccessibility {
  /// What the labels of a row's steps share, worked out once for a renderer that writes
  /// thousands of them (``StepperAccessibility/appendDescription(ofStep:state:using:to:)``).
  ///
  /// A step with no name, no description and not optional, as in most rows, reads as the
  /// template filled in ("Step 5 of 10,000, completed"): the template's text before the step
  /// number and after it, with the total and unknown placeholders filled in, is put together
  /// once; a label is then a few copies and the step's digits. Made of strings short enough to
  /// be held inline, most often, so that a row of a few steps pays no allocation for it.
  package struct StepLabels: Sendable {
    /// The template's text before the step number, or `nil` when the template has not exactly
    /// one: its labels are then filled in step by step.
    fileprivate let head: String?
    /// The template's text after the step number.
    fileprivate let tail: String
  }

  /// What the labels of this stepper's steps share, for
  /// ``appendDescription(ofStep:state:using:to:)``.
  package func stepLabels() -> StepLabels {
    var head: String?
    var text = ""
    var steps = 0
    for piece in strings.stepOfTotalPieces.pieces {
      switch piece {
      case .literal(let literal): text += literal
      case .placeholder("step"):
        steps += 1
        head = text
        text = ""
      case .placeholder("total"): text += totalText
      // "{name}" too: a step without a name keeps it as written.
      case .placeholder(let name): text += "{\(name)}"
      }
    }
    return StepLabels(head: steps == 1 ? head : nil, tail: text)
  }

  /// Appends ``description(ofStep:state:)``'s text to `output`, as
  /// ``appendDescription(ofStep:state:to:)`` does, with what `labels` (``stepLabels()``)
  /// worked out for every step.
  ///
  /// ```swift
  /// let accessibility = StepperAccessibility(
  ///   try StepperConfiguration(style: .dash, total: 10_000, current: 2, length: 80_000))
  /// var utf8: [UInt8] = []
  /// accessibility.appendDescription(
  ///   ofStep: 5, state: .default, using: accessibility.stepLabels(), to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "Step 5 of 10,000, upcoming"
  /// ```
  package func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, state: StepperStepState, using labels: StepLabels,
    to output: inout Output
  ) {
    guard let head = labels.head, spokenName(of: step) == nil, !isOptional(step) else {
      return appendDescription(ofStep: step, state: state, to: &output)
    }
    output.append(head)
    strings.appendStep(shownNumber(of: step), to: &output)
    output.append(labels.tail)
    output.append(strings.separator)
    output.append(strings.name(of: state))
  }
}
