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
}
