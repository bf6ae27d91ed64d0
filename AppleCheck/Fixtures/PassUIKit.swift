// targets: ios catalyst ios18
// expect: pass
// The stepper in a UIKit app, an action whose selector is its own, and main-actor state read on
// the main actor. The stepper is a control: a `.valueChanged` target or `UIAction` reads the
// chosen step, and `isEnabled` is UIControl's.
import StepperKit
import StepperUI
import UIKit

final class CheckoutViewController: UIViewController {
  private let stepper = EBStepperView(style: .circular, current: 1, total: 4)

  override func viewDidLoad() {
    super.viewDidLoad()
    stepper.stepNames = [1: "Cart", 2: "Address", 3: "Payment", 4: "Review"]
    stepper.didSelectStep = { [weak self] step in self?.stepper.setCurrent(step.step, animated: true) }
    stepper.addTarget(self, action: #selector(stepChosen(_:)), for: .valueChanged)
    stepper.addAction(UIAction { _ in print("chosen") }, for: .valueChanged)
    stepper.isEnabled = false
    let control: UIControl = stepper
    control.isEnabled = true
    view.addSubview(stepper)
  }

  @objc private func stepChosen(_ sender: EBStepperView) {
    guard let step = sender.selectedStep else { return }
    sender.setCurrent(step.step, animated: true)
  }

  @objc private func rowPressed(_ sender: UIControl) {}
}

@MainActor func isOpaque(_ view: UIView) -> Bool {
  view.isOpaque
}
