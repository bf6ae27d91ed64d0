#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The title of ``EBStepperAllStepsViewController`` ("All steps"), set in the core's title
  /// font for the text size (`StepperStepList.Metrics.title`), as SwiftUI's list and the HTML
  /// `<dialog>` set theirs, and set again when the text size changes while the list is open:
  /// from iOS 17 it registers for the trait (`registerForTraitChanges(_:action:)`); before
  /// iOS 17 `traitCollectionDidChange(_:)` follows it.
  final class StepListTitleLabel: UILabel {
    /// A title reading `text`.
    init(text: String) {
      super.init(frame: .zero)
      self.text = text
      numberOfLines = 0
      followTextSize(calling: #selector(textSizeDidChange))
      textSizeDidChange()
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// The core's layout of the list at the label's text size.
    var metrics: StepperStepList.Metrics { StepperStepList.Metrics(traitCollection) }

    /// Sets the text size's font again before iOS 17, which reports it to the registration
    /// instead.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #available(iOS 17.0, *) { return }
      textSizeDidChange()
    }

    /// Sets the title in the core's font for the text size.
    @objc private func textSizeDidChange() {
      let style = metrics.title
      font = PlatformTextMeasurer(styles: [style]).font(for: style) as UIFont
    }
  }
#endif
