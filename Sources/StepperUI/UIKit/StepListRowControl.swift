#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// One row of ``EBStepperAllStepsViewController``: the step's marker, title, description and
  /// state's name, one accessibility element named by the core's label, a control that sends
  /// `touchUpInside` when it is enabled (a selectable row).
  ///
  /// While a finger is down on a selectable row it shows the core's pressed tint
  /// (`StepperInteractionLook`), as the stepper's targets do (`UIControl.isHighlighted`). The
  /// marker grows with the text size as the core says (`StepperStepList.markerSide(for:)`, the
  /// scale of body text), as SwiftUI's list's does, and its colors and size follow trait
  /// changes while the list is open.
  final class StepListRowControl: UIControl {
    /// The row's step.
    let step: StepperStepID
    /// The tokens, in both appearances.
    private let colors: StepListColors
    /// The marker's side, scaled with the text size.
    private var markerSide: NSLayoutConstraint?

    init(
      row: StepperStepList.Row, list: StepperStepList, colors: StepListColors
    ) {
      step = row.step
      self.colors = colors
      super.init(frame: .zero)
      isAccessibilityElement = true
      accessibilityLabel = row.label
      let markerView = StepListMarkerView(list: list, row: row, colors: colors)
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
          label.textColor = colors.color(token)
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
      followTextSize()
      let side = markerView.widthAnchor.constraint(equalToConstant: scaledMarkerSide)
      markerSide = side
      NSLayoutConstraint.activate([
        side,
        markerView.heightAnchor.constraint(equalTo: markerView.widthAnchor),
        line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: row.isSubstep ? 36 : 0),
        line.trailingAnchor.constraint(equalTo: trailingAnchor),
        line.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      ])
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

    /// The marker's side at the current text size: the core's, scaled as body text is.
    private var scaledMarkerSide: CGFloat {
      CGFloat(
        StepperStepList.markerSide(
          for: StepperTextSizeCategory(traitCollection.preferredContentSizeCategory)))
    }

    /// Before iOS 17 a new text size resizes the marker here; from iOS 17, where this method is
    /// deprecated, `registerForTraitChanges(_:action:)` with
    /// `UITraitPreferredContentSizeCategory` calls ``textSizeDidChange()`` instead.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      textSizeDidChange()
    }

    /// Sizes the marker for the text size.
    @objc private func textSizeDidChange() {
      markerSide?.constant = scaledMarkerSide
    }

    /// Follows the text size from iOS 17, where views register for the traits they read.
    private func followTextSize() {
      guard #available(iOS 17.0, *) else { return }
      registerForTraitChanges(
        [UITraitPreferredContentSizeCategory.self], action: #selector(textSizeDidChange))
    }
  }
#endif
