#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension GraphicsContext {
    /// Paints a pressed or focused look's commands in order, deciding nothing: the core's
    /// `StepperInteractionLook` gives each rounded rectangle, color, opacity and line width.
    func paint(_ look: StepperInteractionLook) {
      for command in look.commands {
        switch command {
        case .fill(let shape, let paint):
          fill(Self.path(shape), with: .color(Color(paint)))
        case .stroke(let shape, let lineWidth, let paint):
          stroke(
            Self.path(shape), with: .color(Color(paint)),
            style: StrokeStyle(lineWidth: CGFloat(lineWidth)))
        }
      }
    }

    /// A rounded rectangle with circular corners, as the HTML page's `border-radius` draws.
    private static func path(_ shape: StepperDrawCommand.RoundedRect) -> Path {
      Path(
        roundedRect: CGRect(shape.rect), cornerRadius: CGFloat(shape.cornerRadius),
        style: .circular)
    }
  }
#endif
