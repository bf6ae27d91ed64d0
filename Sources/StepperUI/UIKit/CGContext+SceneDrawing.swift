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
        switch command.primitive {
        case .shape(let shape):
          if let fill = shape.fill {
            setFillColor(UIColor(fill.color, alpha: fill.opacity).cgColor)
            addPath(CGPath.roundedRect(shape.path))
            fillPath()
          }
          if let outline = shape.stroke {
            setStrokeColor(UIColor(outline.paint.color, alpha: outline.paint.opacity).cgColor)
            setLineWidth(CGFloat(outline.lineWidth))
            addPath(CGPath.roundedRect(shape.path))
            strokePath()
          }
        case .polyline(let line):
          setStrokeColor(UIColor(line.paint.color, alpha: line.paint.opacity).cgColor)
          setLineWidth(CGFloat(line.lineWidth))
          setLineCap(.round)
          setLineJoin(.round)
          addLines(between: line.points.map { CGPoint($0) })
          strokePath()
        case .path(let icon):
          // Cubics come as short straight pieces: see StepperIconPath.polylines.
          setStrokeColor(UIColor(icon.paint.color, alpha: icon.paint.opacity).cgColor)
          setLineWidth(CGFloat(icon.lineWidth))
          setLineCap(.round)
          setLineJoin(.round)
          for line in icon.path.polylines() { addLines(between: line.map { CGPoint($0) }) }
          strokePath()
        case .dot(let dot):
          setFillColor(UIColor(dot.paint.color, alpha: dot.paint.opacity).cgColor)
          fillEllipse(in: CGRect(dot.bounds))
        case .text(let run):
          let font = fonts.font(for: run.style) as UIFont
          let text = NSAttributedString(
            string: run.text,
            attributes: [
              .font: font, .foregroundColor: UIColor(run.paint.color, alpha: run.paint.opacity),
            ])
          let origin = run.alignment.boxOrigin(
            anchor: run.baseline, width: Double(text.size().width), ascent: Double(font.ascender))
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
