#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  /// A row's marker in ``EBStepperAllSteps``: the circle, outline and content the core gives
  /// (`StepperStepList.Marker`), drawn in a `Canvas` the size of the frame it is given.
  ///
  /// `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)`, `GraphicsContext.fill`,
  /// `stroke(_:with:style:)`, `resolve(_:)`, `draw(_:at:)`: iOS 15, macOS 12;
  /// `Path(ellipseIn:)`, `addLines(_:)`, `StrokeStyle(lineWidth:lineCap:lineJoin:)`: iOS 13,
  /// macOS 10.15.
  struct StepListMarker: View {
    let marker: StepperStepList.Marker
    let theme: StepperTheme
    /// The font of the marker's number.
    let numberFont: Font

    var body: some View {
      let marker = marker
      let theme = theme
      let numberFont = numberFont
      return Canvas { context, size in
        let frame = StepperRect(
          x: 0, y: 0, width: Double(min(size.width, size.height)),
          height: Double(min(size.width, size.height)))
        let circle = Path(ellipseIn: CGRect(marker.circle(in: frame)))
        context.fill(circle, with: .color(Color(theme[marker.fill])))
        if let stroke = marker.stroke {
          context.stroke(
            circle, with: .color(Color(theme[stroke])),
            lineWidth: CGFloat(StepperStepList.Marker.outlineWidth))
        }
        let ink = Color(theme[marker.contentToken])
        if let placed = marker.ink(in: frame) {
          context.stroke(
            Path(placed.path), with: .color(ink),
            style: StrokeStyle(
              lineWidth: CGFloat(placed.lineWidth), lineCap: .round, lineJoin: .round))
          for dot in placed.dots {
            let bounds = CGRect(
              x: dot.center.x - dot.radius, y: dot.center.y - dot.radius, width: 2 * dot.radius,
              height: 2 * dot.radius)
            context.fill(Path(ellipseIn: bounds), with: .color(ink))
          }
        } else if case .number(let number) = marker.content {
          let text = Text(verbatim: number).font(numberFont).foregroundColor(ink)
          context.draw(
            context.resolve(text), at: CGPoint(x: frame.center.x, y: frame.center.y))
        }
      }
    }
  }
#endif
