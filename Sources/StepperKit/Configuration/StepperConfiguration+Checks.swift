extension StepperConfiguration {
  /// Checks that icons are set on main steps of a circular row: only its markers show numbers
  /// for an icon to take the place of.
  static func checkIcons(
    _ icons: [StepperStepID: StepperIcon], style: StepperStyle, total: Int
  ) throws(StepperConfigurationError) {
    guard let first = icons.keys.min() else { return }
    guard style == .circular else { throw .iconsNeedCircularStyle(style: style, step: first) }
    for step in icons.keys.sorted() {
      guard (1...total).contains(step.step) else { throw .unknownStep(step, total: total) }
      guard !step.isSubstep else { throw .iconOnSubstep(step) }
      if let symbol = icons[step]?.symbol, !StepperSymbol.isValidName(symbol.name) {
        throw .invalidSymbolName(symbol.name, step: step)
      }
    }
  }

  /// Checks that the steps fit their length, or that a viewport can scroll them.
  static func checkFit(
    _ style: StepperStyle, _ steps: StepperStepSequence, length: Double?, viewport: Double?,
    scrolls: Bool
  ) throws(StepperConfigurationError) {
    let minimum = StyleMetrics.minimumLength(
      of: style, total: steps.total, substeps: steps.substepCount)
    if let viewport {
      guard StepperScrolling.isValid(viewport: viewport) else {
        throw .invalidViewport(viewport)
      }
      let longest = maximumViewport(of: style)
      guard viewport <= longest else {
        throw .viewportTooLong(style: style, viewport: viewport, maximum: longest)
      }
      guard scrolls || viewport >= minimum else {
        throw .partialStepWithoutScrolling(
          style: style, total: steps.total, viewport: viewport, minimum: minimum)
      }
      let shortest = RowMetrics.minimumViewport(of: style)
      guard viewport >= minimum || viewport >= shortest else {
        throw .viewportTooShort(style: style, viewport: viewport, minimum: shortest)
      }
      return
    }
    if let length {
      guard length.isFinite, length > 0, length <= maximumLength else {
        throw .invalidLength(length)
      }
    }
    let fitted = length ?? minimum
    guard fitted >= minimum else {
      throw .lengthTooShort(style: style, total: steps.total, length: fitted, minimum: minimum)
    }
  }
}
