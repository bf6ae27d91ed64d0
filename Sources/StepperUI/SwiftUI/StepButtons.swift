#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The buttons over a stepper: the "All steps" control, and one for each of the core's step
  /// tap targets, each at the frame the core gives it (at least 44 × 44 points) and named as
  /// the core names it ("All steps", "Step 3 of 4"); disabled steps are disabled buttons.
  ///
  /// Frames are physical (left to right) as the core gives them, so the buttons are laid out in
  /// a left-to-right environment whatever the app's direction; the row itself is already
  /// mirrored by the core. The buttons are clear: what shows is the canvas below. "All steps"
  /// comes first, as it sits above the steps.
  ///
  /// `Button(action:label:)`, `Color.clear`, `frame(width:height:)`,
  /// `frame(maxWidth:maxHeight:alignment:)`, `offset(x:y:)`, `environment(_:_:)`,
  /// `disabled(_:)`: iOS 13, macOS 10.15; `contentShape(_:)`, `buttonStyle(.plain)`: iOS 13,
  /// macOS 10.15; `accessibilityLabel(_:)` with `Text`: iOS 14, macOS 11; `ForEach`: iOS 13.
  struct StepButtons: View {
    /// The steps' buttons; used only when ``selectStep`` is set.
    let steps: [StepperScene.TapTarget]
    /// What a step's button does, or `nil` when steps are not buttons.
    let selectStep: (@MainActor (StepperStepID) -> Void)?
    /// The "All steps" button, when the scene shows the control.
    let allSteps: StepperScene.AllStepsTarget?
    /// What the "All steps" button does, or `nil` when it is not shown.
    let selectAllSteps: (@MainActor () -> Void)?

    var body: some View {
      ZStack(alignment: .topLeading) {
        if let allSteps, let selectAllSteps {
          button(frame: allSteps.frame, label: allSteps.label, action: selectAllSteps)
        }
        if let selectStep {
          ForEach(steps, id: \.step) { target in
            button(frame: target.frame, label: target.label) { selectStep(target.step) }
              .disabled(!target.isEnabled)
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
    }

    /// A clear button over `frame`, named `label`.
    @MainActor private func button(
      frame: StepperRect, label: String, action: @escaping @MainActor () -> Void
    ) -> some View {
      Button {
        action()
      } label: {
        Color.clear.contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
      .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
      .accessibilityLabel(Text(verbatim: label))
    }
  }
#endif
