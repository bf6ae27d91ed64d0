/// What a tappable step, or the "All steps" control, looks like while a person presses it or
/// while it has keyboard or accessibility focus (Specification#tapping):
/// the one definition both Apple views paint, with the tokens and figures of the HTML
/// renderer's `:active` and `:focus-visible` rules.
///
/// - **Pressed** (a finger or pointer down inside an enabled target, until it lifts or the
///   touch is cancelled): the target's frame filled with `brand/base` at 16% opacity, corners
///   rounded by 8 points (never more than half the frame's shorter side). A disabled step has
///   no pressed look: pressing it does nothing.
/// - **Focused**: a 2-point ring of `brand/base`, 2 points outside the frame (the stroke's
///   middle 3 points out), its corners the frame's radius grown by that distance, as a CSS
///   outline follows `border-radius`. A disabled step that a platform lets take focus shows the
///   ring too, so a keyboard user sees where they are.
/// - Both at once: the tint, then the ring over it. Neither moves or animates, so Reduce Motion
///   has nothing to stop.
///
/// The views lay the look over the drawn step (the HTML page lays its tint under it); at 16% the
/// step stays readable either way. Colors come from the theme's tokens, so a theme read from a
/// token file (`--tokens`) changes them with everything else.
///
/// ```swift
/// let look = StepperInteractionLook(
///   frame: StepperRect(x: 0, y: 0, width: 44, height: 44), isSelectable: true,
///   state: [.pressed, .focused], theme: .light)
/// print(look.commands.count, look.bounds.width)
/// // Prints "2 52.0"
/// ```
package struct StepperInteractionLook: Sendable, Hashable {
  /// The interactions a target is in: pressed, focused, both or neither.
  package struct State: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    /// Creates a set of interactions from its bits.
    package init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// A finger or pointer is down inside the target.
    package static let pressed = State(rawValue: 1 << 0)
    /// The target has keyboard or accessibility focus.
    package static let focused = State(rawValue: 1 << 1)
  }

  /// One thing a look paints: the pressed tint or the focus ring, a rounded rectangle each.
  package enum Command: Sendable, Hashable {
    /// Fill a rounded rectangle: the pressed tint.
    case fill(StepperDrawCommand.RoundedRect, StepperDrawCommand.Paint)
    /// Stroke a rounded rectangle's outline, centered on its edge: the focus ring.
    case stroke(StepperDrawCommand.RoundedRect, lineWidth: Double, StepperDrawCommand.Paint)
  }

  /// The token both the tint and the ring are painted in.
  package static let token = StepperToken.brandBase
  /// The opacity of the pressed tint: the HTML page's `color-mix(… 16%, transparent)`.
  package static let pressedOpacity = 0.16
  /// The corner radius of the pressed tint, before it is limited to half the shorter side.
  package static let cornerRadius = 8.0
  /// The width of the focus ring.
  package static let ringWidth = 2.0
  /// The gap between the target's frame and the focus ring's inner edge.
  package static let ringOffset = 2.0

  /// The target's frame, in the coordinates the caller gave.
  package let frame: StepperRect
  /// The interactions drawn: `state` without `.pressed` when the target is disabled.
  package let state: State
  /// What to paint, in order, in the frame's coordinates: the pressed tint, then the ring;
  /// empty when nothing is drawn.
  package let commands: [Command]

  /// The look of a target at `frame` in `state`, in `theme`'s colors.
  ///
  /// - Parameters:
  ///   - frame: The target's frame (a step's tap target, at least 44 × 44 points, or the "All
  ///     steps" button).
  ///   - isSelectable: Whether pressing the target does something; a disabled step is never
  ///     drawn pressed.
  ///   - state: The interactions the target is in.
  ///   - theme: The theme whose `brand/base` paints the look.
  package init(frame: StepperRect, isSelectable: Bool, state: State, theme: StepperTheme) {
    var state = state
    if !isSelectable { state.remove(.pressed) }
    self.frame = frame
    self.state = state
    let color = theme[Self.token]
    let radius = Self.radius(of: frame)
    var commands: [Command] = []
    if state.contains(.pressed) {
      commands.append(
        .fill(
          StepperDrawCommand.RoundedRect(rect: frame, cornerRadius: radius),
          StepperDrawCommand.Paint(color: color, opacity: Self.pressedOpacity)))
    }
    if state.contains(.focused) {
      let out = Self.ringOffset + Self.ringWidth / 2
      commands.append(
        .stroke(
          StepperDrawCommand.RoundedRect(rect: frame.insetBy(-out), cornerRadius: radius + out),
          lineWidth: Self.ringWidth, StepperDrawCommand.Paint(color: color)))
    }
    self.commands = commands
  }

  /// The rectangle that holds everything the look paints: the frame, grown by the ring's
  /// outer edge when it is focused. A view that paints the look is at least this large.
  package var bounds: StepperRect {
    state.contains(.focused) ? frame.insetBy(-(Self.ringOffset + Self.ringWidth)) : frame
  }

  /// The same look moved so that its ``bounds`` start at the origin: what a canvas or view of
  /// the bounds' size, placed at the bounds' origin, paints.
  package var movedToOrigin: StepperInteractionLook {
    let origin = bounds
    func move(_ rect: StepperRect) -> StepperRect {
      StepperRect(
        x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
    }
    func move(_ shape: StepperDrawCommand.RoundedRect) -> StepperDrawCommand.RoundedRect {
      StepperDrawCommand.RoundedRect(rect: move(shape.rect), cornerRadius: shape.cornerRadius)
    }
    let commands = commands.map { command -> Command in
      switch command {
      case .fill(let shape, let paint): .fill(move(shape), paint)
      case .stroke(let shape, let width, let paint): .stroke(move(shape), lineWidth: width, paint)
      }
    }
    return StepperInteractionLook(frame: move(frame), state: state, commands: commands)
  }

  private init(frame: StepperRect, state: State, commands: [Command]) {
    self.frame = frame
    self.state = state
    self.commands = commands
  }

  /// The tint's corner radius for `frame`: ``cornerRadius``, at most half the shorter side.
  package static func radius(of frame: StepperRect) -> Double {
    max(0, min(cornerRadius, min(frame.width, frame.height) / 2))
  }
}
