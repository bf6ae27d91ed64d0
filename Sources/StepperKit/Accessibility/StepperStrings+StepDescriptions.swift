/// How a table describes one step, for the control or list item that stands for it: its name,
/// its place, "optional" for an optional step, and its state.
extension StepperStrings {
  /// What one step is, for a control or list item that stands for it: "Step 1 of 4, completed".
  ///
  /// ```swift
  /// print(StepperStrings.spanish.description(ofStep: 3, total: 4, state: .default))
  /// // Prints "Paso 3 de 4, pendiente"
  /// ```
  package func description(
    ofStep step: StepperStepID, total: Int, state: StepperStepState
  ) -> String {
    description(ofStep: step, total: total, state: state, name: nil)
  }

  /// What a step with a name is: "Cart, step 1 of 4, completed"; without a name (`nil` or
  /// empty), "Step 1 of 4, completed".
  ///
  /// ```swift
  /// print(StepperStrings.english.description(ofStep: 1, total: 4, state: .complete, name: "Cart"))
  /// // Prints "Cart, step 1 of 4, completed"
  /// ```
  package func description(
    ofStep step: StepperStepID, total: Int, state: StepperStepState, name: String?
  ) -> String {
    var utf8: [UInt8] = []
    appendDescription(ofStep: step, total: total, state: state, name: name, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``description(ofStep:total:state:)``'s text to `output`, without making a string:
  /// what a renderer listing thousands of steps calls for each.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// StepperStrings.english.appendDescription(ofStep: 1, total: 4, state: .complete, to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "Step 1 of 4, completed"
  /// ```
  package func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, total: Int, state: StepperStepState, to output: inout Output
  ) {
    appendDescription(ofStep: step, total: total, state: state, name: nil, to: &output)
  }

  /// Appends ``description(ofStep:total:state:name:)``'s text to `output`, without making a
  /// string.
  package func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, total: Int, state: StepperStepState, name: String?,
    to output: inout Output
  ) {
    appendDescription(ofStep: step, totalText: number(total), state: state, name: name, to: &output)
  }

  /// ``appendDescription(ofStep:total:state:name:to:)`` with the total already written; an
  /// optional step says so before its state ("Address, step 2 of 4, optional, upcoming").
  func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, totalText: String, state: StepperStepState, name: String?,
    isOptional: Bool = false, to output: inout Output
  ) {
    appendStepOfTotal(step: step, totalText: totalText, name: name, to: &output)
    if isOptional {
      output.append(separator)
      output.append(optional)
    }
    output.append(separator)
    output.append(self.name(of: state))
  }
}
