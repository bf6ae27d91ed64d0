#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A row's marker in ``EBStepperAllStepsViewController``: the circle, outline and content the
  /// core gives (`StepperStepList.Marker`), drawn with Core Graphics in the view's bounds.
  ///
  /// `UIGraphicsGetCurrentContext()`, `CGContext.fillEllipse(in:)`, `addLines(between:)`,
  /// `strokePath()`, `NSAttributedString.draw(at:)`: iOS 2 – 7.
  final class StepListMarkerView: UIView {
    private let marker: StepperStepList.Marker
    private let theme: StepperTheme
    private let numberFont: UIFont

    init(marker: StepperStepList.Marker, theme: StepperTheme, numberFont: UIFont) {
      self.marker = marker
      self.theme = theme
      self.numberFont = numberFont
      super.init(frame: .zero)
      isOpaque = false
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let side = Double(min(bounds.width, bounds.height))
      let frame = StepperRect(x: 0, y: 0, width: side, height: side)
      // An outline is its color under the fill, the fill inset by the outline's width.
      if let stroke = marker.stroke {
        context.setFillColor(UIColor(theme[stroke]).cgColor)
        context.fillEllipse(in: CGRect(frame))
        let width = StepperStepList.Marker.outlineWidth
        context.setFillColor(UIColor(theme[marker.fill]).cgColor)
        context.fillEllipse(
          in: CGRect(
            x: width, y: width, width: CGFloat(side - 2 * width),
            height: CGFloat(side - 2 * width)))
      } else {
        context.setFillColor(UIColor(theme[marker.fill]).cgColor)
        context.fillEllipse(in: CGRect(frame))
      }
      let ink = UIColor(theme[marker.contentToken])
      if let placed = marker.ink(in: frame) {
        context.setStrokeColor(ink.cgColor)
        context.setLineWidth(CGFloat(placed.lineWidth))
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addIconPath(placed.path)
        context.strokePath()
        context.setFillColor(ink.cgColor)
        for dot in placed.dots {
          context.fillEllipse(
            in: CGRect(
              x: dot.center.x - dot.radius, y: dot.center.y - dot.radius, width: 2 * dot.radius,
              height: 2 * dot.radius))
        }
      } else if case .number(let number) = marker.content {
        let text = NSAttributedString(
          string: number, attributes: [.font: numberFont, .foregroundColor: ink])
        let size = text.size()
        text.draw(
          at: CGPoint(
            x: CGFloat(frame.center.x) - size.width / 2,
            y: CGFloat(frame.center.y) - size.height / 2))
      }
    }
  }
#endif
