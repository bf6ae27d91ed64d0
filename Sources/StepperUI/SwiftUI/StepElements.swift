#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// What VoiceOver meets after the progress element: the "All steps" button, then one element
  /// per step on screen, each at the frame the core gives it (at least 44 × 44 points) and
  /// named as the core names it ("Cart, step 1 of 4, completed").
  ///
  /// When ``selectStep`` is set, the steps the core makes buttons (those a tap selects, and
  /// disabled ones as disabled buttons) are buttons; the others are plain elements, so every
  /// name the picture shows is spoken. The current step has the selected trait, and disabled
  /// steps are disabled. A button pressed, or focused from the keyboard, shows the core's
  /// look (``StepperTargetStyle``): a tint of `brand/base`, a ring of it.
  ///
  /// Frames are physical (left to right) as the core gives them, so the elements are laid out
  /// in a left-to-right environment whatever the app's direction; the row itself is already
  /// mirrored by the core. Everything here is clear: what shows is the canvas below.
  ///
  /// `Button(action:label:)`, `Color.clear`, `frame(width:height:)`,
  /// `frame(maxWidth:maxHeight:alignment:)`, `offset(x:y:)`, `environment(_:_:)`,
  /// `disabled(_:)`, `contentShape(_:)`, `ForEach`, `allowsHitTesting(_:)`: iOS 13, macOS
  /// 10.15; `buttonStyle(_:)` with a `ButtonStyle`: iOS 13, macOS 10.15; `accessibilityLabel(_:)` with `Text`,
  /// `accessibilityAddTraits(_:)` with `.isSelected`, `accessibilityElement(children:)`:
  /// iOS 14 / 13, macOS 11 / 10.15; `onChange(of:perform:)` (the focused step, for
  /// ``revealStep``): iOS 14, macOS 11.
  struct StepElements: View {
    /// The steps on screen, as the core describes them.
    let steps: [StepperScene.AccessibleStep]
    /// What a step's button does, or `nil` when steps are not buttons.
    let selectStep: (@MainActor (StepperStepID) -> Void)?
    /// The "All steps" button, when the scene shows the control.
    let allSteps: StepperScene.AllStepsTarget?
    /// What the "All steps" button does, or `nil` when it is not shown.
    let selectAllSteps: (@MainActor () -> Void)?
    /// The scene's theme, whose tokens paint a pressed or focused button
    /// (``StepperTargetStyle``).
    let theme: StepperTheme
    /// The row's direction, which mirrors the arrow keys (`stepperKeyboardMoves`).
    let direction: StepperLayoutDirection
    /// What the stepper does when keyboard focus reaches a step: scroll a scrolling row so that
    /// the step shows whole (`StepperScene.scrollOffset(showing:from:)`); `nil` to do nothing.
    var revealStep: (@MainActor (StepperStepID) -> Void)? = nil
    /// The step whose button has keyboard focus, which the arrow keys move
    /// (`FocusState`, `focused(_:equals:)`: iOS 15, macOS 12).
    @FocusState private var focusedStep: StepperStepID?

    var body: some View {
      ZStack(alignment: .topLeading) {
        if let allSteps, let selectAllSteps {
          button(
            frame: allSteps.frame, label: allSteps.label, isEnabled: true, action: selectAllSteps)
        }
        ForEach(steps, id: \.step) { step in
          if step.isButton, let selectStep {
            button(frame: step.frame, label: step.label, isEnabled: !step.isDisabled) {
              selectStep(step.step)
            }
            .accessibilityAddTraits(step.isSelected ? .isSelected : [])
            .disabled(step.isDisabled)
            .focused($focusedStep, equals: step.step)
            .stepperKeyboardMoves(
              from: step.step, row: keyboardRow, direction: direction, focus: $focusedStep)
          } else {
            Color.clear
              .frame(width: CGFloat(step.frame.width), height: CGFloat(step.frame.height))
              .offset(x: CGFloat(step.frame.x), y: CGFloat(step.frame.y))
              .allowsHitTesting(false)
              .accessibilityElement(children: .ignore)
              .accessibilityLabel(Text(verbatim: step.label))
              .accessibilityAddTraits(step.isSelected ? .isSelected : [])
              .disabled(step.isDisabled)
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
      .onChange(of: focusedStep) { step in
        if let step, let revealStep { revealStep(step) }
      }
    }

    /// The step buttons in reading order, each with whether it can take focus.
    private var keyboardRow: [(step: StepperStepID, isEnabled: Bool)] {
      steps.filter(\.isButton).map { ($0.step, !$0.isDisabled) }
    }

    /// A clear button over `frame`, named `label`, that shows the core's pressed and focused
    /// look (``StepperTargetStyle``).
    @MainActor private func button(
      frame: StepperRect, label: String, isEnabled: Bool,
      action: @escaping @MainActor () -> Void
    ) -> some View {
      Button {
        action()
      } label: {
        Color.clear.contentShape(Rectangle())
      }
      .buttonStyle(
        StepperTargetStyle(
          size: StepperSize(width: frame.width, height: frame.height), isEnabled: isEnabled,
          theme: theme)
      )
      .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
      .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
      .accessibilityLabel(Text(verbatim: label))
    }
  }
#endif
