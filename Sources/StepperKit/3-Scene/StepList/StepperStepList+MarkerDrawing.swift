extension StepperStepList {
  /// `row`'s marker as a scene element in `frame` (a square): the stepper's circular marker in
  /// the row's state, its outline inside the frame, what it holds in the theme's colors, and its
  /// number in ``Marker/numberStyle`` scaled with the frame (a marker drawn larger for a larger
  /// text size keeps its number's proportion: one of ``numberStyles(markerSide:)``). Its
  /// colors are `theme`'s, the list's own by default (a view that follows the appearance
  /// passes the other one's).
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)
  /// print(list.markerElement(of: list[1], in: frame).cornerRadius)
  /// // Prints "12.0"
  /// ```
  package func markerElement(
    of row: Row, in frame: StepperRect, theme: StepperTheme? = nil
  ) -> StepperSceneElement {
    let marker = marker(of: row)
    let theme = theme ?? self.theme
    let color = theme[marker.contentToken]
    let content: StepperSceneElement.Content
    switch marker.content {
    case .number(let number):
      let scaled = marker.numberStyle.scaled(toMarkerSide: frame.width)
      content = .number(number, color: color, style: scaled)
    case .icon(let icon, let isMirrored):
      content = .icon(icon, isMirrored: isMirrored, number: row.number, color: color)
    case .glyph(.check): content = .check(color: color)
    case .glyph(.error): content = .error(color: color)
    case .glyph(.skip): content = .skip(color: color)
    case .glyph(.ellipsis): content = .ellipsis(color: color)
    }
    let paint = StepperSceneElement.Paint(
      fill: theme[marker.fill],
      stroke: marker.stroke.map {
        StepperSceneElement.Stroke(color: theme[$0], width: Marker.outlineWidth)
      },
      content: content,
      tokens: StepperSceneElement.Tokens(
        fill: marker.fill, stroke: marker.stroke, content: marker.contentToken))
    let identity = StepperSceneElement.Identity(
      role: .mark, markShape: .marker, step: row.step, state: row.state)
    return StepperSceneElement(
      identity, frame: frame, cornerRadius: frame.width / 2, paint: paint)
  }

  /// The drawing commands of `row`'s marker in `frame` (a square): the ones a stepper's marker
  /// is drawn from (`StepperSceneDrawing.appendCommands(of:shift:opacity:...)`), so that its
  /// circle, its outline and its number on the baseline the core computes read the same in the
  /// list as in the row, in every output.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)
  /// print(list.markerCommands(of: list[1], in: frame).count)
  /// // Prints "2"
  /// ```
  package func markerCommands(
    of row: Row, in frame: StepperRect, theme: StepperTheme? = nil
  ) -> [StepperDrawCommand] {
    var commands: [StepperDrawCommand] = []
    StepperSceneDrawing.appendCommands(
      of: markerElement(of: row, in: frame, theme: theme), shift: StepperPoint(x: 0, y: 0),
      opacity: 1, to: &commands)
    return commands
  }
}
