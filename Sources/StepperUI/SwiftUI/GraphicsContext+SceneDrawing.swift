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
        switch command {
        case .fill(let shape, let paint):
          fill(Path(shape), with: .color(Color(paint)))
        case .stroke(let shape, let lineWidth, let paint):
          stroke(
            Path(shape), with: .color(Color(paint)),
            style: StrokeStyle(lineWidth: CGFloat(lineWidth)))
        case .polyline(let points, let lineWidth, let paint):
          var path = Path()
          path.addLines(points.map { CGPoint($0) })
          stroke(
            path, with: .color(Color(paint)),
            style: StrokeStyle(lineWidth: CGFloat(lineWidth), lineCap: .round, lineJoin: .round))
        case .dot(let bounds, let paint):
          fill(Path(ellipseIn: CGRect(bounds)), with: .color(Color(paint)))
        case .text(let string, let style, let anchor, let alignment, let paint):
          var text = resolve(Text(verbatim: string).font(Font(fonts.font(for: style))))
          text.shading = .color(Color(paint))
          let unbounded = CGSize(
            width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
          let size = text.measure(in: unbounded)
          let origin = alignment.boxOrigin(
            anchor: anchor, width: Double(size.width),
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
