#if canImport(UIKit) && !os(watchOS)
  import StepperKit
  import UIKit

  extension CGContext {
    /// Paints a scene drawing's commands in order with Core Graphics, deciding nothing: every
    /// shape, color, opacity and text anchor comes from the core's `SceneDrawing`.
    ///
    /// APIs: `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` (iOS 2; the core keeps
    /// radii within half the shorter side, as it requires), `addPath`, `fillPath`,
    /// `strokePath`, `setLineWidth`, `setLineCap`, `setLineJoin`, `addLines(between:)`,
    /// `fillEllipse(in:)`, `setFillColor`, `setStrokeColor`, `clip(to:)` (iOS 2);
    /// `UIGraphicsPushContext` / `UIGraphicsPopContext` (iOS 2) around
    /// `NSAttributedString.draw(at:)` and `size()` (iOS 6). Main-actor isolated: it draws into
    /// UIKit's current context, from `draw(_:)`.
    @MainActor func paint(_ drawing: SceneDrawing) {
      saveGState()
      defer { restoreGState() }
      clip(to: CGRect(origin: .zero, size: CGSize(drawing.size)))
      for command in drawing.commands {
        switch command {
        case .fill(let shape, let paint):
          setFillColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          addPath(CGPath.roundedRect(shape))
          fillPath()
        case .stroke(let shape, let lineWidth, let paint):
          setStrokeColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          setLineWidth(CGFloat(lineWidth))
          addPath(CGPath.roundedRect(shape))
          strokePath()
        case .polyline(let points, let lineWidth, let paint):
          setStrokeColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          setLineWidth(CGFloat(lineWidth))
          setLineCap(.round)
          setLineJoin(.round)
          addLines(between: points.map { CGPoint($0) })
          strokePath()
        case .dot(let bounds, let paint):
          setFillColor(UIColor(paint.color, alpha: paint.opacity).cgColor)
          fillEllipse(in: CGRect(bounds))
        case .text(let string, let style, let anchor, let alignment, let paint):
          let font = UIFont.stepperFont(style)
          let text = NSAttributedString(
            string: string,
            attributes: [
              .font: font, .foregroundColor: UIColor(paint.color, alpha: paint.opacity),
            ])
          let origin = alignment.boxOrigin(
            anchor: anchor, width: Double(text.size().width), ascent: Double(font.ascender))
          UIGraphicsPushContext(self)
          text.draw(at: CGPoint(origin))
          UIGraphicsPopContext()
        }
      }
    }
  }

  extension CGPath {
    /// A rounded rectangle with circular corners, as the SVG output draws them.
    static func roundedRect(_ shape: DrawCommand.RoundedRect) -> CGPath {
      let radius = CGFloat(shape.cornerRadius)
      return CGPath(
        roundedRect: CGRect(shape.rect), cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
  }

  extension UIFont {
    /// The font a scene's text style names: the family at the style's weight when it is
    /// installed, else the system font at that weight; a fixed size either way (marker numbers
    /// must fit their markers).
    ///
    /// `UIFont.familyNames`, `UIFont(descriptor:size:)` (iOS 7),
    /// `UIFontDescriptor(fontAttributes:)` (iOS 7), `systemFont(ofSize:weight:)` (iOS 8.2).
    @MainActor static func stepperFont(_ style: StepperKit.TextStyle) -> UIFont {
      let size = CGFloat(style.size)
      let weight = UIFont.Weight(style.fontWeight)
      guard UIFont.familyNames.contains(style.primaryFamily) else {
        return .systemFont(ofSize: size, weight: weight)
      }
      let descriptor = UIFontDescriptor(fontAttributes: [
        .family: style.primaryFamily,
        .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],
      ])
      return UIFont(descriptor: descriptor, size: size)
    }
  }

  extension UIFont.Weight {
    /// The UIKit weight of the same name.
    init(_ weight: StepperKit.TextStyle.FontWeight) {
      switch weight {
      case .ultraLight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }
#endif
