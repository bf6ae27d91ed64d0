#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The "All steps" list of an ``EBStepperView``, as a view controller to present when its
  /// "All steps" button is pressed: every step and sub-step in a column, with its number or
  /// icon, name, description and state, the current one marked, and the steps already reached
  /// as buttons.
  ///
  /// It reads the stepper's values and traits when it is made, and shows the core's
  /// `StepperStepList`: every row, its marker, its words and whether it can be selected come
  /// from the core, as they do for SwiftUI's ``EBStepperAllSteps``, the HTML `<dialog>` and the
  /// terminal listing. A row is selectable when its step is reached (or one the app named), by
  /// the rule that makes a tappable row's steps buttons.
  ///
  /// Its colors follow the trait collection while it is open (Dark Mode), a row a person can
  /// select shows the core's pressed tint while a finger is down on it, and it is laid out by
  /// the core's figures for the Dynamic Type size (`StepperStepList.Metrics`), as SwiftUI's list
  /// and the HTML `<dialog>` are: the markers grow with the text, their numbers with them, and
  /// the fonts, gaps, padding and sub-step indent are the core's.
  ///
  /// **Assistive technology.** The title is a header. Each row is one element named as the
  /// step's button is named ("Cart, 3 items, step 1 of 4, completed"); a selectable row is a
  /// button, the others static text, and the current one is selected.
  ///
  /// ```swift
  /// let stepper = EBStepperView(current: 2, total: 4)
  /// stepper.didSelectAllSteps = { [weak self, weak stepper] in
  ///   guard let self, let stepper else { return }
  ///   let list = EBStepperAllStepsViewController(stepper: stepper)
  ///   list.didSelectStep = { step in
  ///     stepper.setCurrent(step.step, animated: true)
  ///     self.dismiss(animated: true)
  ///   }
  ///   self.present(list, animated: true)
  /// }
  /// ```
  ///
  /// The rows are views in a scroll view, one a step: meant for flows of tens of steps, as the
  /// guidelines' flows are, not for thousands. A flow the core refuses shows an empty list.
  public final class EBStepperAllStepsViewController: UIViewController {
    /// Called on the main actor with the step of the row a person selected. By default, when
    /// the stepper listens for a chosen step as the controller is made, the row chooses its
    /// step on the stepper as a tap there does: ``EBStepperView/selectedStep``, then
    /// ``EBStepperView/didSelectStep`` and the stepper's `.valueChanged` actions. `nil` makes
    /// no row a button.
    public var didSelectStep: (@MainActor (StepperStepID) -> Void)?

    /// The list, or `nil` when the core refused the stepper's flow.
    private let list: StepperStepList?
    /// The list's tokens in light and dark, so the list follows Dark Mode while it is open.
    private let colors: StepListColors?

    /// Creates the list of `stepper`'s steps, as it is now.
    public init(stepper: EBStepperView) {
      let list = try? stepper.makeInput().stepList()
      self.list = list
      colors = list.map { StepListColors(stepper: stepper, list: $0) }
      if stepper.listensForChosenStep {
        didSelectStep = { [weak stepper] step in stepper?.choose(.step(step)) }
      }
      super.init(nibName: nil, bundle: nil)
      title = list?.title
    }

    /// Not supported: the list is made from a stepper.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Lays the rows out in a scroll view, under the title.
    public override func viewDidLoad() {
      super.viewDidLoad()
      guard let list, let colors else { return }
      view.backgroundColor = colors.color(.bgWhite0)
      let title = StepListTitleLabel(text: list.title)
      let metrics = title.metrics
      title.textColor = colors.color(StepperStepList.nameToken)
      title.accessibilityTraits = .header
      let rows: [UIView] = list.map { row in
        let control = StepListRowControl(row: row, list: list, colors: colors)
        control.isEnabled = didSelectStep != nil && row.isSelectable
        let kind: UIAccessibilityTraits = control.isEnabled ? .button : .staticText
        control.accessibilityTraits = row.isCurrent ? kind.union(.selected) : kind
        control.addTarget(self, action: #selector(rowPressed(_:)), for: .touchUpInside)
        return control
      }
      let stack = UIStackView(arrangedSubviews: [title] + rows)
      stack.axis = .vertical
      stack.alignment = .fill
      stack.spacing = CGFloat(metrics.rowSpacing)
      stack.setCustomSpacing(CGFloat(metrics.titleGap), after: title)
      let margin = CGFloat(metrics.margin)
      let scroll = UIScrollView(frame: .zero)
      scroll.translatesAutoresizingMaskIntoConstraints = false
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scroll)
      scroll.addSubview(stack)
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: safe.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        stack.leadingAnchor.constraint(
          equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: margin),
        stack.trailingAnchor.constraint(
          equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -margin),
        stack.topAnchor.constraint(
          equalTo: scroll.contentLayoutGuide.topAnchor, constant: margin),
        stack.bottomAnchor.constraint(
          equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -margin),
        stack.widthAnchor.constraint(
          equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -2 * margin),
      ])
    }

    /// A row was pressed: its step, where the list lets it be selected. (Not `select(_:)`, whose
    /// Objective-C selector `select:` is `UIResponder`'s, an edit-menu action.)
    @objc private func rowPressed(_ sender: StepListRowControl) {
      guard let step = list?.selection(of: sender.step) else { return }
      didSelectStep?(step)
    }
  }
#endif
