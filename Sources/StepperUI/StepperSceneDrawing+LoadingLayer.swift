#if (os(iOS) || os(macOS)) && (canImport(SwiftUI) || canImport(UIKit))
  import StepperKit

  /// A drawing split for a moving loading mark: the still part, drawn once, and the mark with
  /// the bar it moves along, which a layer of its own redraws each frame of the motion
  /// (`StepperSceneDrawing.moving(loadingAt:)` needs the bar; only the mark is painted).
  extension StepperSceneDrawing {
    /// The drawing without its loading mark, which a view of its own moves.
    var withoutLoadingMark: StepperSceneDrawing {
      StepperSceneDrawing(
        size: size, background: background, commands: commands.filter { $0.tag?.role != .loading })
    }

    /// The loading mark and the mark of the step it is on: what the core moves.
    var loadingMarkWithItsBar: StepperSceneDrawing {
      let mark = commands.filter { $0.tag?.role == .loading }
      let step = mark.first?.tag?.step
      let bar = commands.filter { $0.tag?.role == .mark && $0.tag?.step == step }
      return StepperSceneDrawing(size: size, background: background, commands: bar + mark)
    }

    /// Where the loading mark moves, in the drawing's coordinates: around the mark and the
    /// bar it moves along, with two points to spare for antialiasing; `nil` without a mark.
    /// The layer that moves the mark is this size, so a frame of the motion repaints these
    /// few points rather than the whole stepper.
    var loadingRegion: StepperRect? {
      let moving = loadingMarkWithItsBar
      guard moving.commands.contains(where: { $0.tag?.role == .loading }) else { return nil }
      let frames = moving.commands.compactMap { $0.tag?.frame }
      guard let first = frames.first else { return nil }
      let union = frames.dropFirst().reduce(first) { a, b in
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return StepperRect(
          x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
      }
      return union.insetBy(-2)
    }

    /// Only the loading mark.
    var loadingMarkOnly: StepperSceneDrawing {
      StepperSceneDrawing(
        size: size, background: background, commands: commands.filter { $0.tag?.role == .loading })
    }
  }
#endif
