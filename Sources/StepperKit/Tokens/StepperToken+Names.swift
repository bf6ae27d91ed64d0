extension StepperToken {
  /// The token's path split into its group names and its own name: `["stepper", "color",
  /// "bg"]`, the nesting of a Design Tokens file.
  package var pathComponents: [String] {
    rawValue.split(separator: "/").map(String.init)
  }

  /// The CSS custom property that holds the token: `--stepper-color-bg`, `--bg-white-0`.
  ///
  /// ```swift
  /// print(StepperToken.brandBase.cssCustomProperty)
  /// // Prints "--brand-base"
  /// ```
  package var cssCustomProperty: String {
    // Looked up, not rebuilt: the HTML renderer asks for it for every color it paints.
    Self.cssCustomProperties[position]
  }

  /// Every token's CSS custom property, at its position in `allCases`.
  private static let cssCustomProperties = allCases.map {
    "--" + $0.pathComponents.joined(separator: "-")
  }

  /// What the stepper paints with the token, in a few words, for token files and reports.
  package var purpose: String {
    switch self {
    case .stepperBg: "Filled dashes and bullets, up to the current step"
    case .stepperTrack: "Empty dashes and bullets, after the current step"
    case .stepperPositive: "Done steps once the whole flow succeeded"
    case .stepperNegative: "A failed step: its fill, or the outline and mark of the current one"
    case .stepperNegativeTrack: "A dash or bullet that failed earlier"
    case .brandBase: "Done markers, the current marker's outline and number, connectors behind"
    case .iconOnColor: "The check and the error mark on a filled marker"
    case .bgWhite0: "The current marker's fill, and the surface the stepper sits on"
    case .bgSoft100: "Upcoming markers, connectors ahead, disabled steps"
    case .textDisabled400: "Numbers of upcoming and disabled steps"
    case .textStrong950: "Step names and the header"
    case .textSub600: "Names of steps not yet reached"
    case .textSoft500: "Descriptions under step names"
    }
  }
}
