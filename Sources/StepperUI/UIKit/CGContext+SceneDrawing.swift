#if canImport(UIKit) && os(iOS)
  import CoreText
  import StepperKit
  import UIKit

  extension CGContext {
    /// Paints a scene drawing's commands in order with Core Graphics, deciding nothing: every
    /// shape, color, opacity and text anchor comes from the core's `StepperSceneDrawing`, and text is
    /// set in the font `fonts` measured it with (a `CTFont`, toll-free bridged to `UIFont`).
    ///
    /// APIs: `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` (iOS 2; the core keeps
    /// radii within half the shorter side, as it requires), `addPath`, `fillPath`,
    /// `strokePath`, `setLineWidth`, `setLineCap`, `setLineJoin`, `addLines(between:)`,
    /// `fillEllipse(in:)`, `setFillColor`, `setStrokeColor`, `clip(to:)` (iOS 2);
    /// `UIGraphicsPushContext` / `UIGraphicsPopContext` (iOS 2) around
    /// `NSAttributedString.draw(at:)` and `size()` (iOS 6). Main-actor isolated: it draws into
    /// UIKit's current context, from `draw(_:)`.
    @MainActor func paint(_ drawing: StepperSceneDrawing, fonts: PlatformTextMeasurer) {
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
          let font = fonts.font(for: style) as UIFont
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
        case .clip(let rect):
          // The steps of a column that scrolls under its header, cut below it; the state saved
          // above is restored at the end.
          clip(to: CGRect(rect))
        }
      }
    }
  }

  extension CGPath {
    /// A rounded rectangle with circular corners, as the SVG output draws them.
    static func roundedRect(_ shape: StepperDrawCommand.RoundedRect) -> CGPath {
      let radius = CGFloat(shape.cornerRadius)
      return CGPath(
        roundedRect: CGRect(shape.rect), cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
  }
#endif
