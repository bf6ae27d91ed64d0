/// Checks a configuration against the design sources' usage rules.
///
/// ```swift
/// let configuration = try StepperConfiguration(style: .dash, total: 12, current: 1)
/// print(StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule))
/// // Prints "[StepperKit.StepperGuidelineRule.atMostTenDashes]"
/// ```
package enum StepperGuidelineDiagnostics {
  /// The rules a valid configuration breaks, in the order of `StepperGuidelineRule.allCases`.
  package static func warnings(
    for configuration: StepperConfiguration
  ) -> [StepperGuidelineWarning] {
    warnings(for: configuration, measurer: .bundled)
  }

  /// The rules a valid configuration breaks, its text measured by `measurer`.
  package static func warnings(
    for configuration: StepperConfiguration, measurer: some StepperTextMeasuring
  ) -> [StepperGuidelineWarning] {
    var warnings: [StepperGuidelineWarning] = []
    if let warning = substepNameWarning(configuration) { warnings.append(warning) }
    let headerTitle =
      configuration.options.stepNames[configuration.options.current]
      ?? StepperAccessibility(configuration, strings: .english).label
    let layout = StepperLayout(
      configuration, measurer: measurer, headerTitle: headerTitle,
      allStepsTitle: StepperStrings.english.allSteps)
    warnings += nameWarnings(configuration, layout)
    if let title = layout.title, !title.showsFirstWord {
      warnings.append(
        StepperGuidelineWarning(
          .headerShowsAWord,
          "the header shows \"\(title.lines.first ?? "")\" for \"\(headerTitle)\"; give the "
            + "stepper more width or shorten the step's name"))
    }
    if configuration.options.showsHeader, !configuration.options.stepNames.isEmpty {
      warnings.append(
        StepperGuidelineWarning(.headerOrNames, "the header is shown together with step names"))
    }
    let scrolls = configuration.scrollingViewport != nil && layout.viewport?.isScrollable == true
    // A collapsed row shows its places, not its steps.
    let shown =
      configuration.isCollapsed
      ? configuration.options.maxVisible ?? 0 : configuration.options.total
    for guideline in StyleFigures.figures(for: configuration.options.style).stepCountGuidelines
    where guideline.isBroken(total: shown, scrolls: scrolls) {
      warnings.append(guideline.warning(total: shown))
    }
    if let warning = collapseWarning(configuration) { warnings.append(warning) }
    warnings += activityWarnings(configuration)
    if let warning = skippedAheadWarning(configuration) { warnings.append(warning) }
    return warnings
  }

  /// The warning for the steps marked skipped that the user has not passed: the current step,
  /// the main step whose sub-step is current, or a step after the current one; `nil` when
  /// there are none.
  private static func skippedAheadWarning(
    _ configuration: StepperConfiguration
  ) -> StepperGuidelineWarning? {
    let current = configuration.options.current
    let steps = configuration.steps
    let currentOrdinal = steps.ordinal(of: current)
    let ahead = configuration.options.stepStates
      .filter { id, state in
        state == .skipped
          && (steps.ordinal(of: id) >= currentOrdinal
            || (current.isSubstep && id == StepperStepID(current.step)))
      }
      .keys.sorted()
    guard !ahead.isEmpty else { return nil }
    let list = ahead.map(\.description).joined(separator: ", ")
    let one = ahead.count == 1
    return StepperGuidelineWarning(
      .skippedStepsBeforeCurrent,
      "step\(one ? "" : "s") \(list) \(one ? "is" : "are") skipped but not before the current "
        + "step \(current); mark \(one ? "it" : "them") skipped once the user has passed "
        + "\(one ? "it" : "them"), or move the current step")
  }

  /// The warning for the first main step named like a sub-step ("2.1", "a)"), or `nil`.
  private static func substepNameWarning(
    _ configuration: StepperConfiguration
  ) -> StepperGuidelineWarning? {
    let namedLikeSubsteps = configuration.options.stepNames
      .filter { !$0.key.isSubstep && looksLikeSubstep($0.value) }
      .keys.sorted()
    guard let first = namedLikeSubsteps.first else { return nil }
    let name = configuration.options.stepNames[first] ?? ""
    return StepperGuidelineWarning(
      .substepsNotCounted,
      "step \(first) is named \"\(name)\", like a sub-step; reveal sub-steps with "
        + "substeps instead of counting them in total")
  }

  /// The warnings for step names `layout` cuts: names that cannot show their first word whole,
  /// then names that do not fit in two lines.
  private static func nameWarnings(
    _ configuration: StepperConfiguration, _ layout: StepperLayout
  ) -> [StepperGuidelineWarning] {
    var warnings: [StepperGuidelineWarning] = []
    let steps = configuration.steps
    let placed = configuration.options.stepNames.keys.sorted().compactMap { id in
      layout.name(ofOrdinal: steps.ordinal(of: id)).map { (id: id, text: $0) }
    }
    let wordCut = placed.filter { !$0.text.showsFirstWord }
    if !wordCut.isEmpty {
      let list = wordCut.map {
        "\($0.id) (\"\(firstWord(of: configuration.options.stepNames[$0.id]))\")"
      }
      warnings.append(
        StepperGuidelineWarning(
          .namesShowFirstWord,
          "the name\(wordCut.count == 1 ? "" : "s") of step\(wordCut.count == 1 ? "" : "s") "
            + "\(list.joined(separator: ", ")) cannot show \(wordCut.count == 1 ? "its" : "their") "
            + "first word whole and \(wordCut.count == 1 ? "is" : "are") cut with an ellipsis; "
            + "shorten \(wordCut.count == 1 ? "it" : "them") or give the row more room"))
    }
    let cut = placed.filter { $0.text.showsFirstWord && $0.text.isTruncated }.map(\.id)
    if !cut.isEmpty {
      let list = cut.map(\.description).joined(separator: ", ")
      warnings.append(
        StepperGuidelineWarning(
          .namesAtMostTwoLines,
          "the name of step\(cut.count == 1 ? "" : "s") \(list) does not fit in two lines and "
            + "is cut with an ellipsis"))
    }
    warnings += [descriptionWarning(configuration, layout: layout)].compactMap { $0 }
    return warnings
  }

  /// The rule behind a configuration error, when the error is one of the guidelines
  /// (too few steps; connectors under 22 in a fixed row; a partial step in a row that does not
  /// scroll).
  package static func warning(for error: StepperConfigurationError) -> StepperGuidelineWarning? {
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
    case .iconsNeedCircularStyle(let style, let step):
      return StepperGuidelineWarning(
        .iconsNeedCircularMarkers, "step \(step) has an icon in the \(style.rawValue) style")
    default:
      return nil
    }
  }

  /// The descriptions that cannot show their first word whole (cut inside it, or with no line
  /// under their name), among the steps laid out; `nil` when every one can.
  private static func descriptionWarning(
    _ configuration: StepperConfiguration, layout: StepperLayout
  ) -> StepperGuidelineWarning? {
    let hidden = configuration.options.stepDescriptions.keys.sorted().filter { id in
      guard let text = configuration.options.stepDescriptions[id], !text.isEmpty else {
        return false
      }
      let ordinal = configuration.steps.ordinal(of: id)
      guard layout.visibleOrdinals.contains(ordinal) else { return false }
      return layout.description(ofOrdinal: ordinal)?.showsFirstWord != true
    }
    guard !hidden.isEmpty else { return nil }
    let list = hidden.map {
      "\($0) (\"\(firstWord(of: configuration.options.stepDescriptions[$0]))\")"
    }
    let one = hidden.count == 1
    return StepperGuidelineWarning(
      .descriptionsShowFirstWord,
      "the description\(one ? "" : "s") of step\(one ? "" : "s") "
        + "\(list.joined(separator: ", ")) cannot show \(one ? "its" : "their") first word "
        + "whole; shorten \(one ? "it" : "them") or give the stepper more room")
  }

  /// The first word of a name, as lines break it.
  private static func firstWord(of name: String?) -> String {
    LineBreaks.units(of: name ?? "").first.map { String($0.text) } ?? ""
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
