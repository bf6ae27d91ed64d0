#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// A row's marker in ``EBStepperAllSteps``: the core's drawing commands for it
  /// (`StepperStepList.markerCommands(of:in:theme:)`, the ones a stepper's marker is drawn
  /// from), painted in a `Canvas` as the stepper's own canvas paints its commands
  /// (`GraphicsContext.paint(_:fonts:)`).
  struct StepListMarker: View {
    /// The commands, for a frame of ``side`` points at the origin.
    let commands: [StepperDrawCommand]
    /// The fonts the number is set in.
    let fonts: PlatformTextMeasurer
    /// The marker's side: the stepper's marker's at the text size
    /// (`StepperStepList.markerSide(for:)`).
    let side: Double

    var body: some View {
      let commands = commands
      let fonts = fonts
      return Canvas { context, _ in
        context.paint(commands, fonts: fonts)
      }
      .frame(width: CGFloat(side), height: CGFloat(side))
    }
  }
#endif
