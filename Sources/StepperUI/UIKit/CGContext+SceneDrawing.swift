#if canImport(UIKit) && os(iOS)
  import CoreText
  import StepperKit
  import UIKit

  extension CGContext {
    /// Paints a scene drawing's commands in order with Core Graphics, deciding nothing: every
    /// shape, color, opacity and text anchor comes from the core's `StepperSceneDrawing`, and
    /// text is set in the font `fonts` measured it with (a `CTFont`, toll-free bridged to
    /// `UIFont`).
    ///
    /// Rounded rectangles are `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, whose
    /// radii the core keeps within half the shorter side, as it requires. Text is drawn with
    /// `NSAttributedString.draw(at:)` between `UIGraphicsPushContext` and
    /// `UIGraphicsPopContext`, so that it lands in this context. Main-actor isolated: it draws
    /// into UIKit's current context, from `draw(_:)`.
    @MainActor func paint(_ drawing: StepperSceneDrawing, fonts: PlatformTextMeasurer) {
      saveGState()
      defer { restoreGState() }
      clip(to: CGRect(origin: .zero, size: CGSize(drawing.size)))
      paint(drawing.commands, fonts: fonts)
    }

    /// Paints `commands` in order, as `paint(_:fonts:)` paints a drawing's: a scene's, or an
    /// "All steps" row's marker (`StepperStepList.markerCommands(of:in:theme:)`). A clip among
    /// them lasts until the caller restores the state it saved.
    @MainActor func paint(_ commands: [StepperDrawCommand], fonts: PlatformTextMeasurer) {
      for command in commands {
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
          setStrokeColor(UIColor(icon.paint.color, alpha: icon.paint.opacity).cgColor)
          setLineWidth(CGFloat(icon.lineWidth))
          setLineCap(.round)
          setLineJoin(.round)
          addIconPath(icon.path)
          strokePath()
        case .symbol(let symbol):
          draw(symbol, fonts: fonts)
        case .dot(let dot):
          setFillColor(UIColor(dot.paint.color, alpha: dot.paint.opacity).cgColor)
          fillEllipse(in: CGRect(dot.bounds))
        case .text(let run):
          draw(run, fonts: fonts)
        case .clip(let rect):
          // The steps of a column that scrolls under its header, cut below it; the caller
          // restores the state it saved.
          clip(to: CGRect(rect))
        }
      }
    }
  }

  extension CGContext {
    /// One line of text, in the font `fonts` measured it with, hung from its anchor.
    @MainActor private func draw(_ run: StepperDrawCommand.TextRun, fonts: PlatformTextMeasurer) {
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
    }

    /// A platform symbol (`UIImage(systemName:withConfiguration:)` at the core's point size,
    /// tinted with the core's paint by `withTintColor(_:renderingMode:)`), drawn with
    /// `draw(in:)` into the core's frame for its size, flipped about the box's center where the
    /// core mirrors it. A name the system does not know gives no image: the step's number is
    /// drawn instead.
    @MainActor private func draw(_ symbol: StepperDrawCommand.Symbol, fonts: PlatformTextMeasurer) {
      let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(symbol.pointSize))
      guard let image = UIImage(systemName: symbol.name, withConfiguration: configuration) else {
        draw(symbol.number, fonts: fonts)
        return
      }
      let tinted = image.withTintColor(
        UIColor(symbol.paint.color, alpha: symbol.paint.opacity), renderingMode: .alwaysOriginal)
      let frame = symbol.frame(
        fitting: StepperSize(width: Double(image.size.width), height: Double(image.size.height)))
      saveGState()
      defer { restoreGState() }
      if symbol.isMirrored {
        translateBy(x: CGFloat(2 * symbol.box.center.x), y: 0)
        scaleBy(x: -1, y: 1)
      }
      UIGraphicsPushContext(self)
      tinted.draw(in: CGRect(frame))
      UIGraphicsPopContext()
    }

    /// An icon's outline as the current path: its subpaths' straight lines and cubic Bézier
    /// curves, each closed subpath closed, as the SVG output's path data draws them.
    func addIconPath(_ icon: StepperIconPath) {
      for subpath in icon.subpaths {
        move(to: CGPoint(subpath.start))
        for segment in subpath.segments {
          switch segment {
          case .line(let end):
            addLine(to: CGPoint(end))
          case .cubic(let end, let first, let second):
            addCurve(to: CGPoint(end), control1: CGPoint(first), control2: CGPoint(second))
          }
        }
        if subpath.isClosed { closePath() }
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
