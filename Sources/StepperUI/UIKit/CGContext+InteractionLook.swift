#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  extension CGContext {
    /// Paints a pressed or focused look's commands in order, deciding nothing: the core's
    /// `StepperInteractionLook` gives each rounded rectangle, color, opacity and line width.
    @MainActor func paint(_ look: StepperInteractionLook) {
      for command in look.commands {
        switch command {
        case .fill(let shape, let paint):
          setFillColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          addPath(Self.lookPath(shape))
          fillPath()
        case .stroke(let shape, let lineWidth, let paint):
          setStrokeColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          setLineWidth(CGFloat(lineWidth))
          addPath(Self.lookPath(shape))
          strokePath()
        }
      }
    }

    /// A rounded rectangle with circular corners, as the HTML page's `border-radius` draws.
    private static func lookPath(_ shape: StepperDrawCommand.RoundedRect) -> CGPath {
      let radius = CGFloat(shape.cornerRadius)
      return CGPath(
        roundedRect: CGRect(shape.rect), cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
  }
#endif
