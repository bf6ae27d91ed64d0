extension StepperStrings {
  /// What joins an optional step's caption to its description: " · ", a middle dot between
  /// spaces, which every built-in language reads as a separator and no language's own text
  /// uses inside a short caption.
  package static let captionSeparator = " · "

  /// The caption under an optional step's name: ``optionalCaption`` ("Optional"), followed by
  /// the step's own `description` when it has one ("Optional · 3 documents"), so that the
  /// caption reads first and a long description is cut, not the caption.
  ///
  /// ```swift
  /// print(StepperStrings.german.optionalCaption(description: "3 Dokumente"))
  /// // Prints "Optional · 3 Dokumente"
  /// ```
  package func optionalCaption(description: String?) -> String {
    guard let description, !description.isEmpty else { return optionalCaption }
    return optionalCaption + Self.captionSeparator + description
  }
}
