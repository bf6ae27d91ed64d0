extension StepperStrings {
  /// A table's templates, which hold placeholders a language can put in its own order, and the
  /// separator that joins the parts of an announcement.
  ///
  /// ```swift
  /// let templates = StepperStrings.Templates(
  ///   stepOfTotal: "Passo {step} di {total}", separator: ", ")
  /// print(templates.namedStep ?? "made from the others")
  /// // Prints "made from the others"
  /// ```
  public struct Templates: Sendable, Hashable {
    /// The label, with `{step}` and `{total}` placeholders: "Step {step} of {total}".
    public var stepOfTotal: String
    /// How the parts of an announcement are joined: ", " (the Arabic comma "، " in Arabic).
    public var separator: String
    /// A step with a name, with `{name}`, `{step}` and `{total}` placeholders:
    /// "{name}, step {step} of {total}"; `nil` for the name, ``separator``, then
    /// ``stepOfTotal``.
    public var namedStep: String?

    /// Creates a table's templates.
    ///
    /// - Parameters:
    ///   - stepOfTotal: The label, with `{step}` and `{total}` placeholders.
    ///   - separator: What joins the parts of an announcement.
    ///   - namedStep: A step with a name, with `{name}`, `{step}` and `{total}` placeholders;
    ///     by default the name, `separator`, then `stepOfTotal`.
    public init(stepOfTotal: String, separator: String, namedStep: String? = nil) {
      self.stepOfTotal = stepOfTotal
      self.separator = separator
      self.namedStep = namedStep
    }
  }
}

extension StepperStrings {
  /// The table's templates and separator, as
  /// ``init(languageCode:locale:templates:words:states:)`` takes them; ``Templates/namedStep`` is
  /// the template in use, given or made.
  public var templates: Templates {
    Templates(
      stepOfTotal: stepOfTotalTemplate, separator: separator, namedStep: namedStepTemplate)
  }
}
