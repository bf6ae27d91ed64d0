#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// What VoiceOver meets after the progress element: the "All steps" button, then one element
  /// per step on screen and per overflow marker of a collapsed row, in reading order
  /// (`StepperScene.accessibleItems(strings:)`), each at the frame the core gives it (at least
  /// 44 × 44 points) and named as the core names it ("Cart, step 1 of 4, completed", "3 more
  /// steps, 1 failed").
  ///
  /// When ``selectStep`` is set, the steps the core makes buttons (those a tap selects, and
  /// disabled ones as disabled buttons) are buttons; the others are plain elements, so every
  /// name the picture shows is spoken. An overflow marker the core makes a button is one when
  /// ``selectAllSteps`` is set, and pressing it (a tap, VoiceOver, Return or Space) asks for
  /// "All steps". The current step has the selected trait, and disabled steps are disabled. A
  /// button pressed, or focused from the keyboard, shows the core's look
  /// (``StepperTargetStyle``): a tint of `brand/base`, a ring of it.
  ///
  /// Frames are physical (left to right) as the core gives them, so the elements are laid out
  /// in a left-to-right environment whatever the app's direction; the row itself is already
  /// mirrored by the core. Everything here is clear: what shows is the canvas below.
  ///
  /// A step's button carries the step as its identity (`id(_:)`), so that a scrolling row
  /// brings the step into view when keyboard focus reaches it.
  struct StepElements: View {
    /// The steps on screen and the overflow markers, in reading order, as the core describes
    /// them.
    let items: [StepperScene.AccessibleItem]
    /// The buttons the keyboard moves among, in reading order, each with whether it can take
    /// focus (`StepperScene.keyboardItems(includesOverflow:)`).
    let keyboardRow: [(item: StepperScene.RowItem, isSelectable: Bool)]
    /// What a step's button does, or `nil` when steps are not buttons.
    let selectStep: (@MainActor (StepperStepID) -> Void)?
    /// The "All steps" button, when the scene shows the control.
    let allSteps: StepperScene.AllStepsTarget?
    /// What the "All steps" button and the overflow buttons do, or `nil` when they are not
    /// shown.
    let selectAllSteps: (@MainActor () -> Void)?
    /// The scene's theme, whose tokens paint a pressed or focused button
    /// (``StepperTargetStyle``).
    let theme: StepperTheme
    /// The row's direction, which mirrors the arrow keys (`stepperKeyboardMoves`).
    let direction: StepperLayoutDirection
    /// The step or overflow marker whose button has keyboard focus, which the arrow keys move:
    /// the stepper's, shared by the elements of every tile of a scrolling row.
    let focus: FocusState<StepperScene.RowItem?>.Binding

    var body: some View {
      ZStack(alignment: .topLeading) {
        if let allSteps, let selectAllSteps {
          button(
            frame: allSteps.frame, label: allSteps.label, isSelectable: true, action: selectAllSteps
          )
        }
        ForEach(items, id: \.item) { item in
          switch item {
          case .step(let step): stepElement(step)
          case .overflow(let target): overflowElement(target)
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.layoutDirection, .leftToRight)
    }

    /// A step's element: a button where the core makes it one and steps can be selected, else
    /// a plain element.
    @MainActor @ViewBuilder private func stepElement(
      _ step: StepperScene.AccessibleStep
    ) -> some View {
      if step.isButton, let selectStep {
        button(frame: step.frame, label: step.label, isSelectable: !step.isDisabled) {
          selectStep(step.step)
        }
        .accessibilityAddTraits(step.isSelected ? .isSelected : [])
        // At the largest text sizes a long press shows the step's name and state large, as
        // the 24-point markers cannot grow.
        .accessibilityShowsLargeContentViewer()
        .disabled(step.isDisabled)
        .focused(focus, equals: .step(step.step))
        .id(StepperScene.RowItem.step(step.step))
        .stepperKeyboardMoves(
          from: .step(step.step), row: keyboardRow, direction: direction, focus: focus)
      } else {
        plainElement(frame: step.frame, label: step.label)
          .accessibilityAddTraits(step.isSelected ? .isSelected : [])
          .disabled(step.isDisabled)
      }
    }

    /// An overflow marker's element: a button that asks for "All steps" where the core makes
    /// it one and "All steps" has a handler (Return and Space press it too), else a plain
    /// element.
    @MainActor @ViewBuilder private func overflowElement(
      _ target: StepperScene.OverflowTarget
    ) -> some View {
      if target.isButton, let selectAllSteps {
        let item = StepperScene.RowItem.overflow(target.steps)
        button(frame: target.frame, label: target.label, isSelectable: true, action: selectAllSteps)
          .focused(focus, equals: item)
          .stepperKeyboardMoves(
            from: item, row: keyboardRow, direction: direction, focus: focus,
            press: selectAllSteps)
      } else {
        plainElement(frame: target.frame, label: target.label)
      }
    }

    /// A clear element over `frame`, named `label`, that takes no touches.
    @MainActor private func plainElement(frame: StepperRect, label: String) -> some View {
      Color.clear
        .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
        .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
        .allowsHitTesting(false)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: label))
    }

    /// A clear button over `frame`, named `label`, that shows the core's pressed and focused
    /// look (``StepperTargetStyle``).
    @MainActor private func button(
      frame: StepperRect, label: String, isSelectable: Bool,
      action: @escaping @MainActor () -> Void
    ) -> some View {
      Button {
        action()
      } label: {
        Color.clear.contentShape(Rectangle())
      }
      .buttonStyle(
        StepperTargetStyle(
          size: StepperSize(width: frame.width, height: frame.height), isSelectable: isSelectable,
          theme: theme)
      )
      .frame(width: CGFloat(frame.width), height: CGFloat(frame.height))
      .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
      .accessibilityLabel(Text(verbatim: label))
    }
  }
#endif
