extension StepperAccessibility {
  /// What to announce, once, when a stepper changes from `old` to `new`.
  ///
  /// - When the total changed (a flow that branched): how many steps were added or removed,
  ///   then where the user is now, as the label reads it, with the status word on success or
  ///   error: "2 steps added. Step 3 of 6", "1 step removed. Step 3 of 4", "2 steps added. Step
  ///   4 of 6, Payment" when the user moved on at the same time. The percentage is left out:
  ///   the new position is the news, and a percentage of another total says little.
  /// - Otherwise `new`'s ``announcement`` when the step, its name, the status or whether the
  ///   total is an estimate changed ("Step 3 of 4, Payment, 75%").
  /// - `nil` when nothing the progress element says changed, or only the language did.
  ///
  /// The total compared is the last step's number, the one the text counts in. The words are
  /// ``StepperStrings/totalWords`` in the language's plural forms ("1 étape supprimée", "أضيفت
  /// خطوتان"). The views post this text as a spoken announcement when their configuration
  /// changes.
  ///
  /// ```swift
  /// let four = StepperConfiguration.Options(style: .dash, total: 4, current: 3)
  /// let six = StepperConfiguration.Options(style: .dash, total: 6, current: 3)
  /// let before = try StepperAccessibility(StepperConfiguration(four))
  /// let after = try StepperAccessibility(StepperConfiguration(six))
  /// print(StepperAccessibility.change(from: before, to: after) ?? "nothing")
  /// // Prints "2 steps added. Step 3 of 6"
  /// print(StepperAccessibility.change(from: after, to: after) ?? "nothing")
  /// // Prints "nothing"
  /// ```
  public static func change(
    from old: StepperAccessibility, to new: StepperAccessibility
  ) -> String? {
    guard old.strings.languageCode == new.strings.languageCode,
      old.strings.localeIdentifier == new.strings.localeIdentifier
    else { return nil }
    let strings = new.strings
    guard let added = strings.stepsChanged(by: new.lastNumber - old.lastNumber) else {
      return announcement(from: old, to: new)
    }
    var text = added + strings.totalWords.sentenceSeparator + new.label
    switch new.status {
    case .default: break
    case .success: text += strings.separator + strings.success
    case .error: text += strings.separator + strings.error
    }
    return text
  }

  /// What to announce when a stepper's configuration changes from `old` to `new`, in the
  /// language of `strings`: ``change(from:to:)`` of their descriptions.
  ///
  /// ```swift
  /// let before = try StepperConfiguration(total: 4, current: 3)
  /// let after = try StepperConfiguration(total: 3, current: 3)
  /// print(StepperAccessibility.change(from: before, to: after, strings: .german) ?? "")
  /// // Prints "1 Schritt entfernt. Schritt 3 von 3"
  /// ```
  package static func change(
    from old: StepperConfiguration, to new: StepperConfiguration,
    strings: StepperStrings = .english
  ) -> String? {
    change(
      from: StepperAccessibility(old, strings: strings),
      to: StepperAccessibility(new, strings: strings))
  }

  /// What ``change(from:to:)`` said against the configuration the scene was compared with
  /// (``StepperScene/announcingChange(from:)``), or `nil` when nothing changed or it was
  /// compared with none.
  package var change: String? { comparedChange ?? nil }

  /// Whether the scene was compared with an earlier configuration
  /// (``StepperScene/announcingChange(from:)``), so that ``change`` means "nothing changed"
  /// when it is `nil`.
  package var isComparedWithPrevious: Bool { comparedChange != .none }
}
