extension StepperStrings {
  /// ``appendStepOfTotal(step:total:name:to:)`` with the total already written
  /// (``number(_:)``), for a caller that describes many steps of one stepper.
  func appendStepOfTotal<Output: UTF8Output & ~Copyable>(
    step: StepperStepID, totalText: String, name: String?, to output: inout Output
  ) {
    let pieces = name?.isEmpty == false ? namedStepPieces : stepOfTotalPieces
    // Each value is appended in place: the step's number is written digit by digit.
    pieces.append(to: &output) { placeholder, output in
      switch (placeholder, name) {
      case ("name", let name?): output.append(name)
      case ("step", _): appendStep(step, to: &output)
      case ("total", _): output.append(totalText)
      default: return false
      }
      return true
    }
  }

  /// Appends ``step(_:)``'s text for `id` to `output` ("2", or "2.1" for a sub-step, in the
  /// locale's digits), without making a string: what describing thousands of steps calls once
  /// a step.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// StepperStrings.english.appendStep(StepperStepID(1_234, substep: 1), to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "1,234.1"
  /// ```
  package func appendStep<Output: UTF8Output & ~Copyable>(
    _ id: StepperStepID, to output: inout Output
  ) {
    appendNumber(id.step, to: &output)
    guard let substep = id.substep else { return }
    output.append(".")
    appendNumber(substep, to: &output)
  }

  /// Appends ``number(_:)``'s text for `value` to `output`. A number the locale writes in
  /// Western digits, grouped by a pattern it follows (``NumberGrouping``), is written in place
  /// digit by digit; any other is the text ``number(_:)`` makes.
  package func appendNumber<Output: UTF8Output & ~Copyable>(
    _ value: Int, to output: inout Output
  ) {
    // Under 1,000 no locale groups digits, so English's grouping writes them as any would.
    guard localDigits == nil, value >= 0,
      let grouping = value < 1_000 ? NumberGrouping.english : grouping
    else { return output.append(number(value)) }
    grouping.appendWesternDigits(of: value, to: &output)
  }
}
