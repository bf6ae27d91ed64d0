/// Checks a configuration against the design sources' usage rules.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .dash, total: 12, current: 1)
/// print(StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule))
/// // Prints "[StepperGuidelineRule.atMostTenDashes]"
/// ```
public enum StepperGuidelineDiagnostics {
  /// The rules a valid configuration breaks, in the order of `StepperGuidelineRule.allCases`.
  public static func warnings(
    for configuration: StepperConfiguration, measurer: some StepperTextMeasuring = .bundled
  ) -> [StepperGuidelineWarning] {
    var warnings: [StepperGuidelineWarning] = []
    let steps = configuration.steps
    let namedLikeSubsteps = configuration.names
      .filter { !$0.key.isSubstep && looksLikeSubstep($0.value) }
      .keys.sorted()
    if let first = namedLikeSubsteps.first {
      let name = configuration.names[first] ?? ""
      warnings.append(
        StepperGuidelineWarning(
          .substepsNotCounted,
          "step \(first) is named \"\(name)\", like a sub-step; reveal sub-steps with "
            + "substeps instead of counting them in total"))
    }
    let layout = StepperLayout(configuration, measurer: measurer)
    let cut = configuration.names.keys.sorted().filter {
      layout.name(ofOrdinal: steps.ordinal(of: $0))?.isTruncated == true
    }
    if !cut.isEmpty {
      let list = cut.map(\.description).joined(separator: ", ")
      warnings.append(
        StepperGuidelineWarning(
          .namesAtMostTwoLines,
          "the name of step\(cut.count == 1 ? "" : "s") \(list) needs more than two lines and "
            + "is cut with an ellipsis"))
    }
    if configuration.showsHeader, !configuration.names.isEmpty {
      warnings.append(
        StepperGuidelineWarning(.headerOrNames, "the header is shown together with step names"))
    }
    if configuration.style == .circular, configuration.total < 3 {
      warnings.append(
        StepperGuidelineWarning(
          .circularAtLeastThreeSteps,
          "\(configuration.total) circular steps; use three to five, or a dash or bullet row"))
    }
    let scrolls = configuration.isScrollEnabled && layout.viewport?.isScrollable == true
    if configuration.style == .circular, configuration.total > 5, !scrolls {
      warnings.append(
        StepperGuidelineWarning(
          .circularAtMostFiveSteps,
          "\(configuration.total) circular steps in a row that does not scroll; use a progress "
            + "bar with a step counter, or a viewport they scroll in"))
    }
    if configuration.style == .dash, configuration.total > 10 {
      warnings.append(
        StepperGuidelineWarning(
          .atMostTenDashes,
          "\(configuration.total) dashes; use a scrolling circular row or a progress bar with "
            + "a step counter"))
    }
    return warnings
  }

  /// The rule behind a configuration error, when the error is one of the guidelines
  /// (too few steps; connectors under 22 in a fixed row; a partial step in a row that does not
  /// scroll).
  public static func warning(for error: StepperConfigurationError) -> StepperGuidelineWarning? {
    switch error {
    case .totalTooSmall(let total):
      return StepperGuidelineWarning(.atLeastTwoSteps, "total is \(total)")
    case .lengthTooShort(.circular, let total, let length, let minimum):
      return StepperGuidelineWarning(
        .connectorsAtLeast22,
        "\(total) circular steps in \(NumberText.points(length)) points need "
          + "\(NumberText.points(minimum)); give a viewport to scroll them")
    case .partialStepWithoutScrolling(_, let total, let viewport, let minimum):
      return StepperGuidelineWarning(
        .noPartialStepWithoutScrolling,
        "\(total) steps need \(NumberText.points(minimum)) points in a viewport of "
          + "\(NumberText.points(viewport)) that does not scroll")
    default:
      return nil
    }
  }

  /// Whether a name starts like a sub-step's number: "2.1", "2.1 Scan ID".
  private static func looksLikeSubstep(_ name: String) -> Bool {
    let token = name.split(whereSeparator: \.isWhitespace).first ?? ""
    return StepperStepID(parsing: token.trimmingSuffix(":"))?.isSubstep == true
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: Character) -> Substring {
    last == suffix ? dropLast() : self
  }
}
