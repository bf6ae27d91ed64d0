/// How a step or connector in a given state is painted: the token each part reads.
///
/// This is the one place that maps states to colors; renderers only read the result.
struct StepPaint {
  let fill: RGBColor
  let stroke: SceneElement.Stroke?
  /// The marker content for the circular style; `nil` for dashes and bullets.
  let content: SceneElement.Content?

  /// The paint of a dash or bullet.
  static func bar(_ state: StepState, status: StepperStatus, theme: StepperTheme) -> StepPaint {
    let token: StepperToken =
      switch state {
      case .complete: status == .success ? .stepperPositive : .stepperBg
      case .active: .stepperBg
      case .default: .stepperTrack
      case .error: .stepperNegativeTrack
      case .errorActive: .stepperNegative
      case .disabled: .bgSoft100
      }
    return StepPaint(fill: theme[token], stroke: nil, content: nil)
  }

  /// The paint of a circular marker showing `number` in `numberStyle`.
  static func marker(
    _ state: StepState, number: String, numberStyle: TextStyle, status: StepperStatus,
    theme: StepperTheme
  ) -> StepPaint {
    let outlineWidth = StyleMetrics.outlineWidth
    func numbered(_ token: StepperToken) -> SceneElement.Content {
      .number(number, color: theme[token], style: numberStyle)
    }
    switch state {
    case .complete:
      let fill: StepperToken = status == .success ? .stepperPositive : .brandBase
      return StepPaint(
        fill: theme[fill], stroke: nil, content: .check(color: theme[.iconOnColor]))
    case .active:
      return StepPaint(
        fill: theme[.bgWhite0],
        stroke: .init(color: theme[.brandBase], width: outlineWidth),
        content: numbered(.brandBase))
    case .default:
      return StepPaint(fill: theme[.bgSoft100], stroke: nil, content: numbered(.textDisabled400))
    case .error:
      return StepPaint(
        fill: theme[.stepperNegative], stroke: nil, content: .error(color: theme[.iconOnColor]))
    case .errorActive:
      return StepPaint(
        fill: theme[.bgWhite0],
        stroke: .init(color: theme[.stepperNegative], width: outlineWidth),
        content: .error(color: theme[.stepperNegative]))
    case .disabled:
      return StepPaint(
        fill: theme[.bgWhite0],
        stroke: .init(color: theme[.bgSoft100], width: outlineWidth),
        content: numbered(.textDisabled400))
    }
  }

  /// The color of a connector.
  static func connector(
    _ state: StepState, status: StepperStatus, theme: StepperTheme
  ) -> RGBColor {
    switch state {
    case .complete, .active: theme[status == .success ? .stepperPositive : .brandBase]
    case .error, .errorActive: theme[.stepperNegative]
    case .default, .disabled: theme[.bgSoft100]
    }
  }

  /// The color of a step's name: strong once reached, subdued ahead, disabled and error colors
  /// for those states.
  static func name(_ state: StepState, theme: StepperTheme) -> RGBColor {
    switch state {
    case .complete, .active: theme[.textStrong950]
    case .default: theme[.textSub600]
    case .error, .errorActive: theme[.stepperNegative]
    case .disabled: theme[.textDisabled400]
    }
  }
}
