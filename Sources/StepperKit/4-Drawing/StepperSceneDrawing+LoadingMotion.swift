// `sin` and `cos`, from the C library: internal, so that the module's interface does not name it.
internal import StepperSystemLibrary

/// How a loading mark moves where motion is allowed, the same in every output that animates
/// it (the Apple views draw ``StepperSceneDrawing/moving(loadingAt:)``; the HTML fragment's
/// keyframes follow these periods).
///
/// A circular marker's ring turns once a ``ringPeriod``, clockwise. A dash's or bullet's
/// segment swings along the part of the bar not filled, from its leading third to its trailing
/// third and back, once a ``sweepPeriod``, easing at each end. The still drawing is the
/// moment the ring has not turned and the segment is at the middle.
package enum StepperLoadingMotion {
  /// Seconds a loading ring takes to turn once.
  package static let ringPeriod = 1.0
  /// Seconds a loading segment takes to swing there and back.
  package static let sweepPeriod = 1.6

  /// The ring's turn at `time` seconds, in turns (0 up to 1).
  package static func ringTurn(at time: Double) -> Double {
    guard time.isFinite else { return 0 }
    let turns = time / ringPeriod
    return turns - turns.rounded(.down)
  }

  /// The segment's offset at `time` seconds, in segment lengths from the middle: −1 (the
  /// leading third) to 1 (the trailing third).
  package static func sweepOffset(at time: Double) -> Double {
    guard time.isFinite else { return 0 }
    return sin(2 * Double.pi * time / sweepPeriod)
  }
}

extension StepperSceneDrawing {
  /// Whether the drawing has a loading mark for a view to animate.
  package var hasLoadingMark: Bool {
    commands.contains { $0.tag?.role == .loading }
  }

  /// The drawing with its loading mark where it is `time` seconds into its motion
  /// (``StepperLoadingMotion``): the ring turned about its center, the segment moved along the
  /// bar; every other command as it is. The drawing itself when it has no loading mark.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 3, current: 2).replacing(\.activity, with: .loading))
  /// let drawing = StepperSceneDrawing(scene)
  /// print(drawing.moving(loadingAt: 0.25) == drawing, drawing.moving(loadingAt: 1) == drawing)
  /// // Prints "false true"
  /// ```
  package func moving(loadingAt time: Double) -> StepperSceneDrawing {
    guard hasLoadingMark else { return self }
    let turn = StepperLoadingMotion.ringTurn(at: time)
    let offset = StepperLoadingMotion.sweepOffset(at: time)
    // The bar the segment moves along: the current step's mark, longer along the main axis.
    let loading = commands.first { $0.tag?.role == .loading }?.tag
    let bar = commands.first { $0.tag?.role == .mark && $0.tag?.step == loading?.step }?.tag?.frame
    let isHorizontal = bar.map { $0.width >= $0.height } ?? true
    let moved = commands.map { command -> StepperDrawCommand in
      guard let tag = command.tag, tag.role == .loading else { return command }
      switch command.primitive {
      case .path(let path):
        let center = tag.frame.center
        let angle = 2 * Double.pi * turn
        let (s, c) = (sin(angle), cos(angle))
        let rotated = path.path.mapped { point in
          let x = point.x - center.x
          let y = point.y - center.y
          return StepperPoint(x: center.x + x * c - y * s, y: center.y + x * s + y * c)
        }
        return StepperDrawCommand(
          .path(.init(rotated, lineWidth: path.lineWidth, path.paint)), of: tag)
      case .shape(let shape):
        // The segment is a third of the part not filled, so it moves by its own length.
        let shift =
          isHorizontal
          ? StepperPoint(x: offset * shape.frame.width, y: 0)
          : StepperPoint(x: 0, y: offset * shape.frame.height)
        return StepperDrawCommand(
          .shape(
            .init(
              frame: shape.frame.offset(by: shift), cornerRadius: shape.cornerRadius,
              path: .init(
                rect: shape.path.rect.offset(by: shift), cornerRadius: shape.path.cornerRadius),
              fill: shape.fill, stroke: shape.stroke)),
          of: tag)
      case .text, .polyline, .dot, .symbol, .clip:
        return command
      }
    }
    return StepperSceneDrawing(size: size, background: background, commands: moved)
  }
}

extension StepperIconPath {
  /// The path with every point passed through `transform`.
  func mapped(_ transform: (StepperPoint) -> StepperPoint) -> StepperIconPath {
    StepperIconPath(subpaths: subpaths.map { $0.mapped(transform) })
  }
}
