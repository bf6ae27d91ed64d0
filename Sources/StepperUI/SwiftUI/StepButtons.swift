#if canImport(SwiftUI)
  import StepperKit
  import SwiftUI

  /// The buttons over a stepper whose steps can be tapped: one for each of the core's tap
  /// targets, at its frame (at least 44 × 44 points), labeled "Step 3 of 4", disabled where the
  /// step is.
  ///
  /// Frames are physical (left to right) as the core gives them, so the buttons are laid out in
  /// a left-to-right environment whatever the app's direction; the row itself is already
  /// mirrored by the core. The buttons are clear: what shows is the canvas below.
  ///
  /// `Button(action:label:)`, `Color.clear`, `frame(width:height:)`,
  /// `frame(maxWidth:maxHeight:alignment:)`, `offset(x:y:)`, `environment(_:_:)`,
  /// `disabled(_:)`: iOS 13, macOS 10.15; `contentShape(_:)`, `buttonStyle(.plain)`: iOS 13,
  /// macOS 10.15; `accessibilityLabel(_:)` with `Text`: iOS 14, macOS 11; `ForEach`: iOS 13.
  struct StepButtons: View {
    let targets: [StepperKit.Scene.TapTarget]
    let select: @MainActor (StepID) -> Void

    var body: some View {
      ZStack(alignment: .topLeading) {
        ForEach(targets, id: \.step) { target in
          Button {
            select(target.step)
          } label: {
            Color.clear.contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .frame(width: CGFloat(target.frame.width), height: CGFloat(target.frame.height))
          .offset(x: CGFloat(target.frame.x), y: CGFloat(target.frame.y))
          .disabled(!target.isEnabled)
          .accessibilityLabel(Text(verbatim: target.label))
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
