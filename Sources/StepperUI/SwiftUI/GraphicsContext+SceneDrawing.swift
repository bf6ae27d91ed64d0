#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension GraphicsContext {
    /// Paints a scene drawing's commands in order, deciding nothing: every shape, color,
    /// opacity and text anchor comes from the core's `StepperSceneDrawing`, and text is set in the
    /// font `fonts` measured it with.
    ///
    /// APIs (all iOS 15, macOS 12 unless noted): `fill(_:with:style:)`,
    /// `stroke(_:with:style:)`, `clip(to:style:options:)`, `resolve(_:)` and `draw(_:in:)` for text,
    /// `ResolvedText.measure(in:)`, `firstBaseline(in:)` and `shading`; `Path`,
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:)`, `Text(verbatim:)`, `Text.font(_:)` and
    /// `Font(_:)` from a `CTFont` are iOS 13, macOS 10.15.
    mutating func paint(_ drawing: StepperSceneDrawing, fonts: PlatformTextMeasurer) {
      // A scrolling row shows its partly visible step cut at the edge.
      clip(to: Path(CGRect(origin: .zero, size: CGSize(drawing.size))))
      for command in drawing.commands {
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
          // Cubics come as short straight pieces: see StepperIconPath.polylines.
          var path = Path()
          for line in icon.path.polylines() { path.addLines(line.map { CGPoint($0) }) }
          stroke(
            path, with: .color(Color(icon.paint)),
            style: StrokeStyle(
              lineWidth: CGFloat(icon.lineWidth), lineCap: .round, lineJoin: .round))
        case .dot(let dot):
          fill(Path(ellipseIn: CGRect(dot.bounds)), with: .color(Color(dot.paint)))
        case .text(let run):
          var text = resolve(Text(verbatim: run.text).font(Font(fonts.font(for: run.style))))
          text.shading = .color(Color(run.paint))
          let unbounded = CGSize(
            width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
          let size = text.measure(in: unbounded)
          let origin = run.alignment.boxOrigin(
            anchor: run.baseline, width: Double(size.width),
            ascent: Double(text.firstBaseline(in: size)))
          draw(text, in: CGRect(origin: CGPoint(origin), size: size))
        case .clip(let rect):
          // The steps of a column that scrolls under its header, cut below it.
          clip(to: Path(CGRect(rect)))
        }
      }
    }
  }

  extension Path {
    /// A rounded rectangle with circular corners, as the SVG output draws them.
    ///
    /// `Path(roundedRect:cornerRadius:style:)`: iOS 13, macOS 10.15.
    init(_ shape: StepperDrawCommand.RoundedRect) {
      self.init(
        roundedRect: CGRect(shape.rect), cornerRadius: CGFloat(shape.cornerRadius),
        style: .circular)
    }
  }
#endif
