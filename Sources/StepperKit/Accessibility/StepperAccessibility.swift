/// What assistive technology is told about a stepper: one element with progress semantics.
///
/// The words come from a ``StepperStrings`` table, the numbers are formatted for its locale.
/// They are the numbers the markers show: a flow whose first step shows 3
/// (``StepperConfiguration/Options/firstNumber``) counts from there, so step 2 of 5 is read as
/// "Step 4 of 7, 57%".
///
/// The label names the current step as the picture does: "Step 2 of 4", and its name after
/// that when it has one ("Step 2 of 4, Address"; the header shows that name). The value is
/// the percentage, then the status word on success or error ("50%", "75%, error"), then the
/// word for a current step that is loading ("50%, loading"); a step progress counts in the
/// percentage, to a tenth ("37.5%": half of step 2 of 4; see
/// ``StepperConfiguration/Options/stepProgress``). A platform element with this label and value
/// is read as "Step 2 of 4, Address, 50%", which is the ``announcement``. Each step is described
/// to assistive technology with its name, the description under it, and its state ("Cart, 3
/// documents, step 1 of 4, completed").
///
/// ```swift
/// let configuration = try StepperConfiguration(.init(total: 4, current: 2))
/// print(StepperAccessibility(configuration).announcement)
/// // Prints "Step 2 of 4, 50%"
/// if let german = StepperStrings.forLanguage("de") {
///   print(StepperAccessibility(configuration, strings: german).announcement)
/// }
/// // Prints "Schritt 2 von 4, 50 %"
/// ```
public struct StepperAccessibility: Sendable, Hashable {
  /// The element's label: "Step 2 of 4", or "Step 2 of 4, Address" when the current step has a
  /// name, in the numbers shown.
  public let label: String
  /// The current step's name, or `nil` when it has none.
  package let currentName: String?
  /// The steps' names, as the configuration gives them, for describing single steps.
  package let names: [StepperStepID: String]
  /// The descriptions under the steps' names, as the configuration gives them: each is read
  /// after its step's name.
  package let descriptions: [StepperStepID: String]
  /// The steps the flow lets the user leave out (``StepperConfiguration/Options/optionalSteps``):
  /// each is described as "optional".
  package let optionalSteps: Set<StepperStepID>
  /// The element's value: "50%", followed by the status word on success or error.
  public let value: String
  /// Label and value read together: "Step 2 of 4, 50%".
  public let announcement: String
  /// The current step, counted from 1 at the indicator's first step (as
  /// ``StepperConfiguration/Options/current`` is).
  package let current: StepperStepID
  /// The number of main steps.
  package let total: Int
  /// The number the first step shows (``StepperConfiguration/Options/firstNumber``).
  package let firstNumber: Int
  /// The number the last step shows, and the total the text counts in: ``total`` when the flow
  /// starts at 1.
  package let lastNumber: Int
  /// How far through the flow the user is, 0–1, in the numbers shown: the current step's
  /// number over `lastNumber`, or 1 once the flow succeeded; with a step progress, the steps
  /// before the current one and the part of it done, over `lastNumber`. Skipped steps count as
  /// done: those before the current step already do, and a main step after it that the app marks
  /// ``StepperStepState/skipped`` adds one step (step 2 of 5 with step 4 skipped is 60%).
  package let fraction: Double
  /// The language of the text, as a BCP 47 tag (`en`, `de-CH`), for a `lang` attribute.
  package let language: String
  /// The table the text comes from, for describing single steps.
  package let strings: StepperStrings
  /// Whether the total is an estimate (``StepperConfiguration/Options/isTotalEstimated``): the text
  /// then reads "Step 2 of about 6" and "about 33%".
  package let isTotalEstimated: Bool
  /// The component-level status, for telling a change of it apart.
  package let status: StepperStatus
  /// What ``change(from:to:)`` says against the configuration this one was compared with
  /// (``StepperScene/announcingChange(from:)``): `.none` when it was compared with none,
  /// `.some(nil)` when nothing changed.
  package var comparedChange: String?? = .none
  /// Whether the current step is loading, as the picture shows it (the value ends with the
  /// table's word for it: "50%, loading").
  package let isLoading: Bool
  /// The fraction of the current step done, as the picture shows it, or `nil`; ``fraction``
  /// and the value count it ("37.5%" for half of step 2 of 4).
  package let stepProgress: Double?
  /// The announcement without the part of the current step done: what
  /// ``announcement(from:to:)`` compares.
  let announcedText: String
  /// `lastNumber` as the locale writes it ("about 6" when the total is an estimate), made
  /// once for the descriptions of every step.
  let totalText: String

  /// `lastNumber` as the locale of `strings` writes it, an estimate read as one.
  package func totalText(in strings: StepperStrings) -> String {
    strings.totalText(lastNumber, isEstimated: isTotalEstimated)
  }

  /// Describes a configuration in the language of `strings`.
  public init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    current = configuration.options.current
    total = configuration.options.total
    firstNumber = configuration.options.firstNumber
    lastNumber = configuration.lastNumber
    let shown = configuration.shownNumber(of: current)
    let activity = configuration.shownActivity
    // Skipped steps after the current one count as done; a step progress counts the steps before
    // the current one and its part of the current.
    let wholeSteps = Double(shown.step + configuration.skippedStepsAfterCurrent)
    let stepsDone = activity.stepProgress.map { wholeSteps - 1 + $0 } ?? wholeSteps
    fraction = configuration.options.status == .success ? 1 : stepsDone / Double(lastNumber)
    names = configuration.options.stepNames
    descriptions = configuration.options.stepDescriptions
    optionalSteps = configuration.options.optionalSteps
    let currentName = configuration.options.stepNames[current].flatMap { $0.isEmpty ? nil : $0 }
    self.currentName = currentName
    isTotalEstimated = configuration.options.isTotalEstimated
    status = configuration.options.status
    let totalText = strings.totalText(lastNumber, isEstimated: isTotalEstimated)
    label = strings.progressLabel(step: shown, totalText: totalText, name: currentName)
    // Whole percents unless the current step is part done: then to a tenth (37.5%); "about"
    // one while the total is an estimate and the flow is not done.
    let percent = strings.percent(
      activity.stepProgress == nil
        ? strings.percent(Int((fraction * 100).rounded()))
        : strings.percent(tenths: Int((fraction * 1_000).rounded())),
      isEstimated: isTotalEstimated && configuration.options.status != .success)
    var words: [String] = []
    switch configuration.options.status {
    case .default: break
    case .success: words.append(strings.success)
    case .error: words.append(strings.error)
    }
    if activity.isLoading { words.append(strings.loading) }
    value = ([percent] + words).joined(separator: strings.separator)
    announcement = label + strings.separator + value
    // What is announced when it changes: the announcement, less the part of the current step
    // done, which may change many times a second (an upload) and is read when asked for.
    let wholeStep = strings.percent(
      strings.percent(
        Int(
          ((configuration.options.status == .success ? Double(lastNumber) : wholeSteps)
            / Double(lastNumber) * 100).rounded())),
      isEstimated: isTotalEstimated && configuration.options.status != .success)
    announcedText =
      activity.stepProgress == nil
      ? announcement
      : ([label, wholeStep] + words).joined(separator: strings.separator)
    isLoading = activity.isLoading
    stepProgress = activity.stepProgress
    language = strings.localeTag
    self.strings = strings
    self.totalText = totalText
  }

  /// How far through the flow the user is, in steps: ``fraction`` × `lastNumber`, the value a
  /// progress element with a range of 0 to `lastNumber` reports.
  package var stepsDone: Double { fraction * Double(lastNumber) }

  /// A step as the text numbers it: its main step moved by ``firstNumber`` − 1.
  package func shownNumber(of step: StepperStepID) -> StepperStepID {
    step.shown(from: firstNumber)
  }

  /// "Step 2 of 4" for one step (an id counted from 1), in the numbers shown: the name of the
  /// control that stands for it.
  package func stepOfTotal(_ step: StepperStepID) -> String {
    var utf8: [UInt8] = []
    strings.appendStepOfTotal(
      step: shownNumber(of: step), totalText: totalText, name: nil, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// What one step is, for the control or list item that stands for it: its name and the
  /// description under it when it has them, its place in the numbers shown, "optional" for an
  /// optional step, and its state ("Cart, 3 documents, step 1 of 4, completed"; "Step 1 of 4,
  /// completed"; "Step 2 of 4, optional, skipped").
  ///
  /// ```swift
  /// let labels = StepperLabels(names: [1: "Cart"], descriptions: [1: "3 documents"])
  /// let configuration = try StepperConfiguration(total: 4, current: 2, labels: labels)
  /// print(StepperAccessibility(configuration).description(ofStep: 1, state: .complete))
  /// // Prints "Cart, 3 documents, step 1 of 4, completed"
  /// ```
  package func description(ofStep step: StepperStepID, state: StepperStepState) -> String {
    var utf8: [UInt8] = []
    appendDescription(ofStep: step, state: state, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Whether `step` is optional (``optionalSteps``): read without hashing the step when no step
  /// is, as in most rows, so that describing thousands of steps costs nothing more.
  package func isOptional(_ step: StepperStepID) -> Bool {
    !optionalSteps.isEmpty && optionalSteps.contains(step)
  }

  /// Whether `step` is the one the user is on: the step a platform marks as selected.
  package func isSelected(_ step: StepperStepID) -> Bool { step == current }

  /// Appends ``description(ofStep:state:)``'s text to `output`, without making a string.
  package func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, state: StepperStepState, to output: inout Output
  ) {
    strings.appendDescription(
      ofStep: shownNumber(of: step), totalText: totalText, state: state,
      name: spokenName(of: step), isOptional: isOptional(step), to: &output)
  }

  /// What is read for a step before its place: its name, then the description under it, joined
  /// by the language's separator ("Cart, 3 documents"); either alone when the step has only
  /// one; `nil` when it has neither (or both are empty).
  ///
  /// ```swift
  /// let labels = StepperLabels(
  ///   names: [1: "Cart"], descriptions: [1: "3 documents", 2: "Optional"])
  /// let accessibility = StepperAccessibility(
  ///   try StepperConfiguration(total: 3, current: 1, labels: labels))
  /// print(accessibility.spokenName(of: 1) ?? "-", accessibility.spokenName(of: 2) ?? "-")
  /// // Prints "Cart, 3 documents Optional"
  /// ```
  package func spokenName(of step: StepperStepID) -> String? {
    // Most steppers name no step: an empty table is not searched (a search hashes the id).
    let name = names.isEmpty ? nil : names[step].flatMap { $0.isEmpty ? nil : $0 }
    guard !descriptions.isEmpty, let description = descriptions[step], !description.isEmpty
    else { return name }
    guard let name else { return description }
    return name + strings.separator + description
  }
}
