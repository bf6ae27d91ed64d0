#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A row's marker in ``EBStepperAllStepsViewController``: the circle, outline and content the
  /// core gives (`StepperStepList.Marker`), drawn with Core Graphics in the view's bounds.
  ///
  /// Its colors are resolved for its own traits each time it draws, and it draws again when
  /// the appearance or text size changes, so Dark Mode applies while the list is open; the
  /// number scales with the text size as the marker does (`UIFontMetrics.scaledFont(for:compatibleWith:)`:
  /// iOS 11).
  ///
  /// `UIGraphicsGetCurrentContext()`, `CGContext.fillEllipse(in:)`, `addLines(between:)`,
  /// `strokePath()`, `NSAttributedString.draw(at:)`: iOS 2 – 7; `UIColor.resolvedColor(with:)`:
  /// iOS 13; `registerForTraitChanges(_:action:)`: iOS 17 (`traitCollectionDidChange(_:)`
  /// before).
  final class StepListMarkerView: UIView {
    private let marker: StepperStepList.Marker
    private let colors: StepListColors
    private let numberFont: UIFont

    init(marker: StepperStepList.Marker, colors: StepListColors, numberFont: UIFont) {
      self.marker = marker
      self.colors = colors
      self.numberFont = numberFont
      super.init(frame: .zero)
      isOpaque = false
      isUserInteractionEnabled = false
      contentMode = .redraw
      if #available(iOS 17.0, *) {
        registerForTraitChanges(
          [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self],
          action: #selector(traitsDidChange))
      }
    }

    /// Draws again for a new appearance or text size (iOS 16).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      traitsDidChange()
    }

    @objc private func traitsDidChange() {
      setNeedsDisplay()
    }

    /// `token` as drawn in the view's appearance.
    private func cgColor(_ token: StepperToken) -> CGColor {
      colors.color(token).resolvedColor(with: traitCollection).cgColor
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
        context.setFillColor(cgColor(stroke))
        context.fillEllipse(in: CGRect(frame))
        let width = StepperStepList.Marker.outlineWidth
        context.setFillColor(cgColor(marker.fill))
        context.fillEllipse(
          in: CGRect(
            x: width, y: width, width: CGFloat(side - 2 * width),
            height: CGFloat(side - 2 * width)))
      } else {
        context.setFillColor(cgColor(marker.fill))
        context.fillEllipse(in: CGRect(frame))
      }
      let ink = colors.color(marker.contentToken).resolvedColor(with: traitCollection)
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
          string: number,
          attributes: [
            .font: UIFontMetrics(forTextStyle: .body).scaledFont(
              for: numberFont, compatibleWith: traitCollection),
            .foregroundColor: ink,
          ])
        let size = text.size()
        text.draw(
          at: CGPoint(
            x: CGFloat(frame.center.x) - size.width / 2,
            y: CGFloat(frame.center.y) - size.height / 2))
      }
    }
  }
#endif
