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

    /// Only the loading mark.
    var loadingMarkOnly: StepperSceneDrawing {
      StepperSceneDrawing(
        size: size, background: background, commands: commands.filter { $0.tag?.role == .loading })
    }
  }
#endif
