import StepperKit
import StepperUI
import UIKit

/// The UIKit twin of the SwiftUI sample's `CheckoutFlow`: a four-step checkout with the design
/// system's stepper on top.
///
/// - The stepper names the four steps and shows the current one's name in its header, with
///   "All steps" at the header's end, which lists the whole flow.
/// - Steps already reached are buttons (44 points or more): tapping one goes back to it.
/// - Paying with a declined card fails the payment step: the stepper marks it as failed
///   (`status = .error`), and VoiceOver says so.
/// - The stepper sits in a horizontal scroll view, so a row wider than the screen (a narrow
///   window, the largest text sizes) scrolls. `EBStepperView` sizes itself from the core
///   (`intrinsicContentSize`), so the scroll view's content is exactly the row.
///
/// Show it in a navigation controller:
/// `window.rootViewController = UINavigationController(rootViewController: CheckoutViewController())`.
final class CheckoutViewController: UIViewController {
  /// The checkout's steps, in order; the raw value is the step's number in the stepper.
  enum Step: Int, CaseIterable {
    case cart = 1
    case address
    case payment
    case review

    /// The name the stepper shows under the step and in its header.
    var title: String {
      switch self {
      case .cart: "Cart"
      case .address: "Address"
      case .payment: "Payment"
      case .review: "Review"
      }
    }

    /// What the step's screen says.
    var message: String {
      switch self {
      case .cart: "2 items, 48.00 €"
      case .address: "Deliver to 12 High Street"
      case .payment: "Pay 48.00 € with the card on file."
      case .review: "Thank you for your order."
      }
    }

    /// Every step's name, keyed as the stepper takes them.
    static let names: [StepperStepID: String] = Dictionary(
      uniqueKeysWithValues: allCases.map { (StepperStepID($0.rawValue), $0.title) })
  }

  private let stepper = EBStepperView(style: .circular, current: 1, total: Step.allCases.count)
  private let stepperScroller = UIScrollView()
  private let messageLabel = UILabel()
  private let errorLabel = UILabel()
  private let declinedSwitch = UISwitch()
  private let declinedRow = UIStackView()
  private let actionButton = UIButton(type: .system)

  private var step = Step.cart
  private var paymentFailed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Checkout"
    view.backgroundColor = .systemBackground

    stepper.stepNames = Step.names
    stepper.showsHeader = true
    // A control: a tapped step (or one chosen by keyboard or VoiceOver) sends `.valueChanged`.
    stepper.addTarget(self, action: #selector(stepChosen(_:)), for: .valueChanged)
    stepper.didSelectAllSteps = { [weak self] in
      self?.showAllSteps()
    }

    for label in [messageLabel, errorLabel] {
      label.font = UIFont.preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
    }
    errorLabel.text = "The payment failed. Try another card."
    errorLabel.textColor = .systemRed

    let declinedLabel = UILabel()
    declinedLabel.text = "The card is declined"
    declinedLabel.font = UIFont.preferredFont(forTextStyle: .body)
    declinedLabel.adjustsFontForContentSizeCategory = true
    declinedSwitch.isOn = true
    declinedRow.axis = .horizontal
    declinedRow.spacing = 8
    declinedRow.addArrangedSubview(declinedLabel)
    declinedRow.addArrangedSubview(declinedSwitch)

    actionButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
    actionButton.titleLabel?.adjustsFontForContentSizeCategory = true
    actionButton.addTarget(self, action: #selector(actionTapped), for: .primaryActionTriggered)

    layOut()
    update()
  }

  /// The stepper in a horizontal scroll view as tall as the stepper, then the step's screen.
  private func layOut() {
    stepperScroller.showsHorizontalScrollIndicator = false
    stepperScroller.addSubview(stepper)
    stepper.translatesAutoresizingMaskIntoConstraints = false

    let content = UIStackView(arrangedSubviews: [
      stepperScroller, messageLabel, declinedRow, errorLabel, actionButton,
    ])
    content.axis = .vertical
    content.alignment = .leading
    content.spacing = 24
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)

    let guide = view.layoutMarginsGuide
    let scrollContent = stepperScroller.contentLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      stepperScroller.widthAnchor.constraint(equalTo: content.widthAnchor),
      stepper.leadingAnchor.constraint(equalTo: scrollContent.leadingAnchor),
      stepper.trailingAnchor.constraint(equalTo: scrollContent.trailingAnchor),
      stepper.topAnchor.constraint(equalTo: scrollContent.topAnchor),
      stepper.bottomAnchor.constraint(equalTo: scrollContent.bottomAnchor),
      stepperScroller.frameLayoutGuide.heightAnchor.constraint(equalTo: stepper.heightAnchor),
    ])
  }

  /// Shows the current step: the stepper's position and status, and the step's screen.
  private func update() {
    stepper.status = paymentFailed && step == .payment ? .error : .default
    messageLabel.text = step.message
    declinedRow.isHidden = step != .payment
    errorLabel.isHidden = !(paymentFailed && step == .payment)
    actionButton.isHidden = step == .review
    actionButton.setTitle(step == .payment ? "Pay 48.00 €" : "Continue", for: .normal)
  }

  private func go(to target: Step) {
    step = target
    if target != .payment { paymentFailed = false }
    stepper.setCurrent(target.rawValue, animated: true)
    update()
  }

  /// A person chose a step on the stepper: go back to it.
  @objc private func stepChosen(_ sender: EBStepperView) {
    guard let id = sender.selectedStep, let target = Step(rawValue: id.step) else { return }
    go(to: target)
  }

  @objc private func actionTapped() {
    guard step == .payment else {
      if let next = Step(rawValue: step.rawValue + 1) { go(to: next) }
      return
    }
    if declinedSwitch.isOn {
      paymentFailed = true
      update()
    } else {
      paymentFailed = false
      go(to: .review)
    }
  }

  /// "All steps": the whole flow; the steps reached can be opened.
  private func showAllSteps() {
    let sheet = UIAlertController(title: "All steps", message: nil, preferredStyle: .actionSheet)
    for item in Step.allCases {
      let done = item.rawValue < step.rawValue
      let action = UIAlertAction(
        title: "\(item.rawValue). \(item.title)\(done ? " ✓" : "")", style: .default
      ) { [weak self] _ in
        self?.go(to: item)
      }
      action.isEnabled = item.rawValue <= step.rawValue
      sheet.addAction(action)
    }
    sheet.addAction(UIAlertAction(title: "Close", style: .cancel))
    sheet.popoverPresentationController?.sourceView = stepper
    present(sheet, animated: true)
  }
}
