#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// Draws a configuration at a position between steps, in a `Canvas`.
  ///
  /// SwiftUI animates ``position`` (the view is `Animatable`): when the current step changes
  /// inside an animation, each frame asks the core for the scene at the position reached
  /// (`StepperInterpolatedScene(_:position:strings:measurer:)`) and paints it, with text in the fonts
  /// the measurer measured it in; nothing here decides what a moment looks like.
  ///
  /// `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)`: iOS 15, macOS 12;
  /// `Animatable`: iOS 13, macOS 10.15. `animatableData` is `nonisolated` because `Animatable`
  /// is not main-actor isolated while `View` is (Swift 6); it reads and writes only a
  /// `Double`.
  struct StepperCanvas: View, Animatable {
    /// Everything drawn but the position of the current step.
    let configuration: StepperConfiguration
    /// The words used while building scenes.
    let strings: StepperStrings
    /// How names and the header are measured, and the fonts they are drawn in.
    let measurer: PlatformTextMeasurer
    /// The position of the current step, in steps; fractional while a move is animating.
    var position: Double

    nonisolated var animatableData: Double {
      get { position }
      set { position = newValue }
    }

    var body: some View {
      let drawing = StepperSceneDrawing(
        StepperInterpolatedScene(
          configuration, position: position, strings: strings, measurer: measurer))
      let fonts = measurer
      Canvas { context, _ in
        context.paint(drawing, fonts: fonts)
      }
    }
  }
#endif
