/// How a step or connector in a given state is painted: the token each part reads.
///
/// This is the one place that maps states to colors; renderers only read the result.
struct StepPaint {
  let fill: StepperColor?
  let stroke: StepperSceneElement.Stroke?
  /// The marker content for the circular style; `nil` for dashes and bullets.
  let content: StepperSceneElement.Content?
  /// The tokens behind `fill`, `stroke` and `content`.
  let tokens: StepperSceneElement.Tokens

  /// The paint of a dash or bullet: filled in its state's color, or, disabled or skipped, hollow
  /// (an outline and no fill), so that a disabled step differs from an upcoming one, and a
  /// skipped step from a complete one, by its shape and not by a tint alone.
  static func bar(
    _ state: StepperStepState, status: StepperStatus, theme: StepperTheme
  ) -> StepPaint {
    if let outline = barStrokeToken(state, status: status) {
      return StepPaint(
        fill: nil, stroke: .init(color: theme[outline], width: StyleMetrics.hollowOutlineWidth),
        content: nil, tokens: .init(stroke: outline))
    }
    let token = barToken(state, status: status)
    return StepPaint(fill: theme[token], stroke: nil, content: nil, tokens: .init(fill: token))
  }

  /// The token of a dash's or bullet's fill, or `nil` for a hollow one (disabled).
  ///
  /// Complete and active share `stepper/color/bg`: Specification#two-tone-rule ("dashes
  /// 1…current fill #005CE5; dashes current+1…total fill #D2E5FF"), so the accessibility text
  /// and, in the bullet style, the current step's wider pill tell them apart. A step that
  /// failed is a full-strength red (3:1 and more against the surface and the track): the
  /// current one `stepper/color/bg-negative`, one that failed earlier
  /// `stepper/color/bg-negative-track`.
  static func barFillToken(_ state: StepperStepState, status: StepperStatus) -> StepperToken? {
    barStrokeToken(state, status: status) == nil ? barToken(state, status: status) : nil
  }

  /// The token a dash or bullet in `state` is seen in: its fill's, or a hollow one's outline's.
  static func barToken(_ state: StepperStepState, status: StepperStatus) -> StepperToken {
    switch state {
    case .complete: status == .success ? .stepperPositive : .stepperBg
    case .active: .stepperBg
    case .default: .stepperTrack
    case .error: .stepperNegativeTrack
    case .errorActive: .stepperNegative
    case .disabled: .textDisabled400
    case .skipped: status == .success ? .stepperPositive : .stepperBg
    }
  }

  /// The token of a dash's or bullet's outline: only a hollow one has one, a disabled step's in
  /// `text/disabled-400`, a skipped step's in its complete neighbors' color.
  ///
  /// A skipped dash or bullet is the outline of a complete one: the tone of the steps already
  /// passed (`stepper/color/bg`, or the positive color once the flow succeeded) says the user
  /// is past it, and the missing fill says it was not done. So it reads apart from a complete
  /// step (filled), an upcoming one (filled in the pale track color) and a disabled one (a
  /// grey outline), in color and without it.
  static func barStrokeToken(_ state: StepperStepState, status: StepperStatus) -> StepperToken? {
    switch state {
    case .disabled: .textDisabled400
    case .skipped: status == .success ? .stepperPositive : .stepperBg
    case .default, .active, .complete, .error, .errorActive: nil
    }
  }

  /// The paint of a circular marker showing `number` in `numberStyle`.
  static func marker(
    _ state: StepperStepState, number: String, numberStyle: StepperTextStyle,
    icon: PlacedIcon? = nil, status: StepperStatus, theme: StepperTheme
  ) -> StepPaint {
    let (fill, stroke, content) = markerTokens(state, status: status)
    let shown = markerContent(
      state, number: number, numberStyle: numberStyle, icon: icon, color: theme[content])
    return StepPaint(
      fill: theme[fill],
      stroke: stroke.map { .init(color: theme[$0], width: StyleMetrics.outlineWidth) },
      content: shown,
      tokens: .init(fill: fill, stroke: stroke, content: content))
  }

  /// The paint of an overflow marker in `state`, the most urgent among the steps it hides: a
  /// circular marker's shape and colors in that state with three dots in place of its number
  /// or glyph; for dashes and bullets, three dots alone in the color a bar in that state is
  /// seen in (a dot of a filled bar's fill, or a hollow one's outline).
  static func overflow(
    _ state: StepperStepState, shape: StepperSceneElement.MarkShape, status: StepperStatus,
    theme: StepperTheme
  ) -> StepPaint {
    guard shape.isMarker else {
      let token = barToken(state, status: status)
      return StepPaint(
        fill: nil, stroke: nil, content: .ellipsis(color: theme[token]),
        tokens: .init(content: token))
    }
    let (fill, stroke, content) = markerTokens(state, status: status)
    return StepPaint(
      fill: theme[fill],
      stroke: stroke.map { .init(color: theme[$0], width: StyleMetrics.outlineWidth) },
      content: .ellipsis(color: theme[content]),
      tokens: .init(fill: fill, stroke: stroke, content: content))
  }

  /// A step's icon and whether it is drawn mirrored.
  typealias PlacedIcon = (icon: StepperIcon, isMirrored: Bool)

  /// What a circular marker in `state` shows, in `color`: a check, an exclamation mark, its
  /// `icon` where it has one, or `number` (made only when it is shown). An icon takes the
  /// number's place only: a done or failed step shows its check or exclamation mark whatever
  /// its icon, so that its state is never told by the icon alone.
  static func markerContent(
    _ state: StepperStepState, number: @autoclosure () -> String, numberStyle: StepperTextStyle,
    icon: PlacedIcon? = nil, color: StepperColor
  ) -> StepperSceneElement.Content {
    guard showsNumber(state) else {
      switch state {
      case .complete: return .check(color: color)
      case .skipped: return .skip(color: color)
      default: return .error(color: color)
      }
    }
    if let icon {
      return .icon(icon.icon, isMirrored: icon.isMirrored, number: number(), color: color)
    }
    return .number(number(), color: color, style: numberStyle)
  }

  /// Whether a circular marker in `state` shows its number: not when it is done (a check),
  /// failed (an exclamation mark) or skipped (a skip mark).
  static func showsNumber(_ state: StepperStepState) -> Bool {
    switch state {
    case .complete, .error, .errorActive, .skipped: false
    case .active, .default, .disabled: true
    }
  }

  /// The tokens of a circular marker's fill, outline (if any) and content.
  ///
  /// A skipped marker is hollow, the surface's `bg/white-0` inside a `text/soft-500` outline,
  /// with a skip mark (a short bar: passed over, nothing done) in the same grey where a done
  /// marker has its check: no brand fill, so it does not read as done; an outline and a mark
  /// where an upcoming marker has a soft fill and a number, so it does not read as ahead; a
  /// grey darker than a disabled marker's outline, and a mark in place of its number. The
  /// grey is the description text's, 3:1 and more against the surface in both themes.
  static func markerTokens(
    _ state: StepperStepState, status: StepperStatus
  ) -> (fill: StepperToken, stroke: StepperToken?, content: StepperToken) {
    switch state {
    case .complete: (status == .success ? .stepperPositive : .brandBase, nil, .iconOnColor)
    case .active: (.bgWhite0, .brandBase, .brandBase)
    case .default: (.bgSoft100, nil, .textDisabled400)
    case .error: (.stepperNegative, nil, .iconOnColor)
    case .errorActive: (.bgWhite0, .stepperNegative, .stepperNegative)
    case .disabled: (.bgWhite0, .bgSoft100, .textDisabled400)
    case .skipped: (.bgWhite0, .textSoft500, .textSoft500)
    }
  }

  /// The token of a connector.
  static func connectorToken(_ state: StepperStepState, status: StepperStatus) -> StepperToken {
    switch state {
    case .complete, .active, .skipped: status == .success ? .stepperPositive : .brandBase
    case .error, .errorActive: .stepperNegative
    case .default, .disabled: .bgSoft100
    }
  }

  /// The token of a step's name: strong once reached, subdued ahead, disabled and error colors
  /// for those states.
  static func nameToken(_ state: StepperStepState) -> StepperToken {
    switch state {
    case .complete, .active: .textStrong950
    case .default, .skipped: .textSub600
    case .error, .errorActive: .stepperNegative
    case .disabled: .textDisabled400
    }
  }

  /// The token of a step's description: quieter than the name, in every state but a failed or
  /// disabled step's, which keep their name's color so the state still reads.
  static func descriptionToken(_ state: StepperStepState) -> StepperToken {
    switch state {
    case .complete, .active, .default, .skipped: .textSoft500
    case .error, .errorActive: .stepperNegative
    case .disabled: .textDisabled400
    }
  }

  /// The color of a step's name.
  static func name(_ state: StepperStepState, theme: StepperTheme) -> StepperColor {
    theme[nameToken(state)]
  }
}
