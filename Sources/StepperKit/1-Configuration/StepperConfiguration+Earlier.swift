extension StepperConfiguration.Options {
  /// The options of the same flow as it was shown at another step and total, before a change
  /// (Specification#change-announcements): its per-step values (states, names, descriptions,
  /// sub-steps, icons, tappable and optional steps) kept for the steps it still has, a success
  /// moved off its last step back to the default status. Unchecked, as every `Options` is.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(names: ["Cart", "Address", "Payment", "Review"])
  /// options.current = 3
  /// let before = options.earlier(current: 2, total: 3)
  /// print(before.total, before.stepNames.count)
  /// // Prints "3 3"
  /// ```
  package func earlier(current: StepperStepID, total: Int) -> Self {
    var options = self
    options.total = total
    options.current = current
    if options.status == .success, current != StepperStepID(total) { options.status = .default }
    let steps = 1...max(1, total)
    options.keepSteps { steps.contains($0.step) }
    options.substeps = options.substeps.filter { steps.contains($0.key) }
    return options
  }
}
