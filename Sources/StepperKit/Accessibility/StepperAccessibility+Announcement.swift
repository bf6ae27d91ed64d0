extension StepperAccessibility {
  /// What to announce when a stepper changes from `old` to `new`: `new`'s ``announcement``
  /// ("Step 3 of 4, Payment, 75%"; "Step 3 of 4, Payment, 75%, error" when the status became
  /// error) when the step, its name, the total or the status changed, or `nil` when nothing
  /// the progress element says changed.
  ///
  /// A change of language alone is not announced: the text is new, but nothing happened in the
  /// flow. Nor is a change of the part of the current step done alone
  /// (``StepperConfiguration/Options/stepProgress``), which may move many times a second; it is in
  /// the value, read when asked for, and in the next announcement. The views post this text as a
  /// spoken announcement (VoiceOver), so that a move the app makes is heard as a sighted person
  /// sees it.
  ///
  /// ```swift
  /// let before = StepperAccessibility(try StepperConfiguration(total: 4, current: 2))
  /// let after = StepperAccessibility(try StepperConfiguration(total: 4, current: 3))
  /// print(StepperAccessibility.announcement(from: before, to: after) ?? "nothing")
  /// // Prints "Step 3 of 4, 75%"
  /// print(StepperAccessibility.announcement(from: after, to: after) ?? "nothing")
  /// // Prints "nothing"
  /// ```
  package static func announcement(
    from old: StepperAccessibility, to new: StepperAccessibility
  ) -> String? {
    guard old.strings.languageCode == new.strings.languageCode,
      old.strings.localeIdentifier == new.strings.localeIdentifier
    else { return nil }
    return old.announcedText == new.announcedText ? nil : new.announcement
  }

  /// What to announce when a stepper's configuration changes from `old` to `new`, in the
  /// language of `strings`: ``announcement(from:to:)`` of their descriptions.
  package static func announcement(
    from old: StepperConfiguration, to new: StepperConfiguration,
    strings: StepperStrings = .english
  ) -> String? {
    announcement(
      from: StepperAccessibility(old, strings: strings),
      to: StepperAccessibility(new, strings: strings))
  }
}
