#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// One row of ``EBStepperAllStepsViewController``: the step's marker, title, description and
  /// state's name, one accessibility element named by the core's label, a control that sends
  /// `touchUpInside` when it is enabled (a selectable row).
  ///
  /// While a finger is down on a selectable row it shows the core's pressed tint
  /// (`StepperInteractionLook`), as the stepper's targets do (`UIControl.isHighlighted`). It is
  /// laid out by the core's figures for its text size (`StepperStepList.Metrics`), as SwiftUI's
  /// list and the HTML `<dialog>` are: the marker grows with the text, the text is set in the
  /// core's fonts for that size, and the gaps, padding, sub-step indent and minimum height are
  /// the core's. Its colors, marker and fonts follow trait changes while the list is open.
  final class StepListRowControl: UIControl {
    /// The row's step.
    let step: StepperStepID
    /// The tokens, in both appearances.
    private let colors: StepListColors
    /// The marker's side, scaled with the text size.
    private var markerSide: NSLayoutConstraint?
    /// The row's labels, each with whether it is the title (else a description or state).
    private var labels: [(label: UILabel, isTitle: Bool)] = []

    init(
      row: StepperStepList.Row, list: StepperStepList, colors: StepListColors
    ) {
      step = row.step
      self.colors = colors
      super.init(frame: .zero)
      isAccessibilityElement = true
      accessibilityLabel = row.label
      let metrics = self.metrics
      let markerView = StepListMarkerView(list: list, row: row, colors: colors)
      let texts = [
        (row.title, true), (row.description, false), (row.stateName, false),
      ].compactMap { text, isTitle in
        text.map { text -> UILabel in
          let label = UILabel(frame: .zero)
          label.text = text
          label.numberOfLines = 0
          label.textColor = colors.color(
            isTitle ? StepperStepList.nameToken : StepperStepList.detailToken)
          labels.append((label, isTitle))
          return label
        }
      }
      let column = UIStackView(arrangedSubviews: texts)
      column.axis = .vertical
      column.alignment = .leading
      column.spacing = CGFloat(metrics.textSpacing)
      let line = UIStackView(arrangedSubviews: [markerView, column])
      line.axis = .horizontal
      line.alignment = .top
      line.spacing = CGFloat(metrics.markerGap)
      line.isUserInteractionEnabled = false
      line.translatesAutoresizingMaskIntoConstraints = false
      markerView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(line)
      followTextSize(calling: #selector(textSizeDidChange))
      let side = markerView.widthAnchor.constraint(equalToConstant: CGFloat(metrics.markerSide))
      markerSide = side
      let vertical = CGFloat(metrics.rowVerticalPadding)
      NSLayoutConstraint.activate([
        side,
        markerView.heightAnchor.constraint(equalTo: markerView.widthAnchor),
        line.leadingAnchor.constraint(
          equalTo: leadingAnchor, constant: CGFloat(metrics.leadingInset(of: row))),
        line.trailingAnchor.constraint(
          equalTo: trailingAnchor, constant: -CGFloat(metrics.rowHorizontalPadding)),
        line.topAnchor.constraint(equalTo: topAnchor, constant: vertical),
        line.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -vertical),
        heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(metrics.minimumRowHeight)),
      ])
      // The row hugs its content where the minimum height does not hold it open.
      let hug = line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -vertical)
      hug.priority = .defaultHigh
      hug.isActive = true
      textSizeDidChange()
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The pressed tint while a finger is down on a selectable row.
    override var isHighlighted: Bool {
      didSet {
        backgroundColor =
          isHighlighted
          ? colors.color(
            StepperInteractionLook.token, opacity: StepperInteractionLook.pressedOpacity)
          : nil
      }
    }

    /// The core's layout of the list at the current text size.
    private var metrics: StepperStepList.Metrics { StepperStepList.Metrics(traitCollection) }

    /// Before iOS 17 a new text size resizes the marker here; from iOS 17, where this method is
    /// deprecated, `registerForTraitChanges(_:action:)` with
    /// `UITraitPreferredContentSizeCategory` calls ``textSizeDidChange()`` instead.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      textSizeDidChange()
    }

    /// Sizes the marker and sets the text in the core's fonts for the text size.
    @objc private func textSizeDidChange() {
      let metrics = metrics
      markerSide?.constant = CGFloat(metrics.markerSide)
      let fonts = PlatformTextMeasurer(styles: [metrics.name, metrics.detail])
      for (label, isTitle) in labels {
        label.font = fonts.font(for: isTitle ? metrics.name : metrics.detail) as UIFont
      }
    }
  }
#endif
