#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension GraphicsContext {
    /// Paints a scene drawing's commands in order, deciding nothing: every shape, color,
    /// opacity and text anchor comes from the core's `StepperSceneDrawing`, and text is set in the
    /// font `fonts` measured it with.
    mutating func paint(_ drawing: StepperSceneDrawing, fonts: PlatformTextMeasurer) {
      // A scrolling row shows its partly visible step cut at the edge.
      clip(to: Path(CGRect(origin: .zero, size: CGSize(drawing.size))))
      paint(drawing.commands, fonts: fonts)
    }

    /// Paints a moving row's frame: its header, then each tile moved and cut to its stretch.
    mutating func paint(_ frame: StepperRowTiles.Frame, fonts: PlatformTextMeasurer) {
      paint(frame.header, fonts: fonts)
      for piece in frame.pieces {
        var tile = self
        tile.clip(to: Path(CGRect(piece.clip)))
        tile.translateBy(x: CGFloat(piece.shift.x), y: CGFloat(piece.shift.y))
        tile.paint(piece.tile, fonts: fonts)
      }
    }

    /// Paints `commands` in order, as `paint(_:fonts:)` paints a drawing's: a scene's, or an
    /// "All steps" row's marker (`StepperStepList.markerCommands(of:in:theme:)`).
    mutating func paint(_ commands: [StepperDrawCommand], fonts: PlatformTextMeasurer) {
      for command in commands {
        switch command.primitive {
        case .shape(let shape):
          if let fill = shape.fill { self.fill(Path(shape.path), with: .color(Color(fill))) }
          if let outline = shape.stroke {
            stroke(
              Path(shape.path), with: .color(Color(outline.paint)),
              style: StrokeStyle(lineWidth: CGFloat(outline.lineWidth)))
          }
        case .polyline(let line):
          var path = Path()
          path.addLines(line.points.map { CGPoint($0) })
          stroke(
            path, with: .color(Color(line.paint)),
            style: StrokeStyle(
              lineWidth: CGFloat(line.lineWidth), lineCap: .round, lineJoin: .round))
        case .path(let icon):
          stroke(
            Path(icon.path), with: .color(Color(icon.paint)),
            style: StrokeStyle(
              lineWidth: CGFloat(icon.lineWidth), lineCap: .round, lineJoin: .round))
        case .symbol(let symbol):
          draw(symbol, fonts: fonts)
        case .dot(let dot):
          fill(Path(ellipseIn: CGRect(dot.bounds)), with: .color(Color(dot.paint)))
        case .text(let run):
          draw(run, fonts: fonts)
        case .clip(let rect):
          // The steps of a column that scrolls under its header, cut below it.
          clip(to: Path(CGRect(rect)))
        }
      }
    }

    /// One line of text, in the font `fonts` measured it with, hung from its anchor.
    private func draw(_ run: StepperDrawCommand.TextRun, fonts: PlatformTextMeasurer) {
      var text = resolve(Text(verbatim: run.text).font(Font(fonts.font(for: run.style))))
      text.shading = .color(Color(run.paint))
      let unbounded = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
      let size = text.measure(in: unbounded)
      let origin = run.alignment.boxOrigin(
        anchor: run.baseline, width: Double(size.width),
        ascent: Double(text.firstBaseline(in: size)))
      draw(text, in: CGRect(origin: CGPoint(origin), size: size))
    }

    /// A platform symbol, resolved in this context's environment, filled in the core's paint,
    /// scaled into the core's frame for its size and flipped about the box's center where the
    /// core mirrors it. A name the system does not know resolves to an empty image: the step's
    /// number is drawn instead.
    private func draw(_ symbol: StepperDrawCommand.Symbol, fonts: PlatformTextMeasurer) {
      var image = resolve(Image(systemName: symbol.name))
      let frame = symbol.frame(
        fitting: StepperSize(width: Double(image.size.width), height: Double(image.size.height)))
      guard frame.width > 0, frame.height > 0 else {
        draw(symbol.number, fonts: fonts)
        return
      }
      image.shading = .color(Color(symbol.paint))
      var context = self
      if symbol.isMirrored {
        context.translateBy(x: CGFloat(2 * symbol.box.center.x), y: 0)
        context.scaleBy(x: -1, y: 1)
      }
      context.draw(image, in: CGRect(frame))
    }
  }

  extension Path {
    /// An icon's outline: its subpaths' straight lines and cubic Bézier curves, each closed
    /// subpath closed, drawn exactly as the SVG output's path data.
    init(_ icon: StepperIconPath) {
      self.init()
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
        if subpath.isClosed { closeSubpath() }
      }
    }
  }

  extension Path {
    /// A rounded rectangle with circular corners, as the SVG output draws them.
    init(_ shape: StepperDrawCommand.RoundedRect) {
      self.init(
        roundedRect: CGRect(shape.rect), cornerRadius: CGFloat(shape.cornerRadius),
        style: .circular)
    }
  }
#endif
