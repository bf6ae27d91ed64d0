#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A row's marker in ``EBStepperAllStepsViewController``: the core's drawing commands for it
  /// (`StepperStepList.markerCommands(of:in:theme:)`, the ones a stepper's marker is drawn
  /// from) for the view's bounds, painted with Core Graphics as the stepper's own view paints
  /// its commands (`CGContext.paint(_:fonts:)`).
  ///
  /// The commands are made each time it draws, in the theme of its own appearance and for its
  /// side, which grows with the text size (the core scales the number with the marker); the
  /// number is set in fonts made for that side (`StepperStepList.numberStyles(markerSide:)`),
  /// again when the side changes. It draws again when the appearance or text size changes, so
  /// Dark Mode applies while the list is open: from iOS 17 it registers for those traits
  /// (`registerForTraitChanges(_:action:)`); before iOS 17 `traitCollectionDidChange(_:)`
  /// follows them.
  final class StepListMarkerView: UIView {
    private let list: StepperStepList
    private let row: StepperStepList.Row
    private let colors: StepListColors
    /// The fonts of the number, for the side they were made for.
    private var fonts: PlatformTextMeasurer?

    @MainActor init(list: StepperStepList, row: StepperStepList.Row, colors: StepListColors) {
      self.list = list
      self.row = row
      self.colors = colors
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

    /// Draws again for a new appearance or text size before iOS 17, which reports them to the
    /// registration instead.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      traitsDidChange()
    }

    @objc private func traitsDidChange() {
      setNeedsDisplay()
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let side = Double(min(bounds.width, bounds.height))
      let theme = traitCollection.userInterfaceStyle == .dark ? colors.dark : colors.light
      let commands = list.markerCommands(
        of: row, in: StepperRect(x: 0, y: 0, width: side, height: side), theme: theme)
      let styles = StepperStepList.numberStyles(markerSide: side)
      let fonts =
        self.fonts.flatMap { $0.styles == styles ? $0 : nil }
        ?? PlatformTextMeasurer(styles: styles)
      self.fonts = fonts
      context.saveGState()
      defer { context.restoreGState() }
      context.paint(commands, fonts: fonts)
    }
  }
#endif
