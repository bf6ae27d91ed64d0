#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// One row of ``EBStepperAllStepsViewController``: the step's marker, title, description and
  /// state's name, one accessibility element named by the core's label, a control that sends
  /// `touchUpInside` when it is enabled (a selectable row).
  ///
  /// `UIControl`, `UIStackView`, `UILabel` (`numberOfLines`, `adjustsFontForContentSizeCategory`),
  /// `UIFont.preferredFont(forTextStyle:)`: iOS 2 – 10.
  final class StepListRowControl: UIControl {
    /// The row's step.
    let step: StepperStepID

    init(
      row: StepperStepList.Row, marker: StepperStepList.Marker, theme: StepperTheme,
      numberFont: UIFont
    ) {
      step = row.step
      super.init(frame: .zero)
      isAccessibilityElement = true
      accessibilityLabel = row.label
      let markerView = StepListMarkerView(marker: marker, theme: theme, numberFont: numberFont)
      let texts = [
        (row.title, StepperStepList.nameToken), (row.description, StepperStepList.detailToken),
        (row.stateName, StepperStepList.detailToken),
      ].compactMap { text, token in
        text.map { text -> UIView in
          let label = UILabel(frame: .zero)
          label.text = text
          label.numberOfLines = 0
          label.font = UIFont.preferredFont(forTextStyle: .body)
          label.adjustsFontForContentSizeCategory = true
          label.textColor = UIColor(theme[token])
          return label
        }
      }
      let column = UIStackView(arrangedSubviews: texts)
      column.axis = .vertical
      column.alignment = .leading
      column.spacing = 2
      let line = UIStackView(arrangedSubviews: [markerView, column])
      line.axis = .horizontal
      line.alignment = .top
      line.spacing = 12
      line.isUserInteractionEnabled = false
      line.translatesAutoresizingMaskIntoConstraints = false
      markerView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(line)
      NSLayoutConstraint.activate([
        markerView.widthAnchor.constraint(equalToConstant: 24),
        markerView.heightAnchor.constraint(equalToConstant: 24),
        line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: row.isSubstep ? 36 : 0),
        line.trailingAnchor.constraint(equalTo: trailingAnchor),
        line.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The font of a marker's number: the core's style for it, in the platform's font.
    @MainActor static func numberFont(for marker: StepperStepList.Marker) -> UIFont {
      let styles = StepperTextStyles(textSize: .large)
      return PlatformTextMeasurer(styles: styles).font(for: marker.numberStyle) as UIFont
    }
  }
#endif
