#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// The button style of a step's, or "All steps"', clear button: it paints the core's
  /// `StepperInteractionLook` over the target while the button is pressed or focused, and
  /// nothing otherwise. Every figure and color is the core's; this only reads SwiftUI's pressed
  /// and focused states. A button is pressed from a touch down inside it until the touch ends
  /// or is cancelled.
  struct StepperTargetStyle: ButtonStyle {
    /// The target's size.
    let size: StepperSize
    /// Whether pressing the target does something (a disabled step is never drawn pressed).
    let isSelectable: Bool
    /// The theme whose tokens paint the look.
    let theme: StepperTheme

    func makeBody(configuration: Configuration) -> some View {
      StepperTargetLook(
        label: configuration.label, isPressed: configuration.isPressed, size: size,
        isSelectable: isSelectable, theme: theme)
    }
  }

  /// A button's label with the core's look over it; a view of its own, so that it reads whether
  /// the button has focus (`EnvironmentValues.isFocused`, whether the nearest focusable
  /// ancestor has focus: the button, under keyboard navigation or Full Keyboard Access).
  struct StepperTargetLook: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let size: StepperSize
    let isSelectable: Bool
    let theme: StepperTheme
    @Environment(\.isFocused) private var isFocused

    var body: some View {
      var state: StepperInteractionLook.State = []
      if isPressed { state.insert(.pressed) }
      if isFocused { state.insert(.focused) }
      let placed = StepperInteractionLook(
        frame: StepperRect(x: 0, y: 0, width: size.width, height: size.height),
        isSelectable: isSelectable, state: state, theme: theme)
      let bounds = placed.bounds
      let look = placed.movedToOrigin
      return label.overlay(alignment: .topLeading) {
        if !look.commands.isEmpty {
          Canvas { context, _ in context.paint(look) }
            .frame(width: CGFloat(bounds.width), height: CGFloat(bounds.height))
            .offset(x: CGFloat(bounds.x), y: CGFloat(bounds.y))
            .allowsHitTesting(false)
        }
      }
    }
  }
#endif
