import StepperKit

extension GalleryVariant {
  /// A checkout flow whose markers show icons, left to right and right to left: the done steps
  /// keep their checks, the current one shows its card, and the delivery truck points forward
  /// in both directions (it mirrors right to left; the others stay as drawn).
  static let iconFlows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [
      1: "Account", 2: "Address", 3: "Payment", 4: "Delivery",
    ]
    let icons: [StepperStepID: StepperIcon] = [1: .person, 2: .home, 3: .card, 4: .truck]
    let directions: [(String, String, StepperLayoutDirection)] = [
      ("icons-checkout", "a checkout flow with icons: done steps keep their checks", .leftToRight),
      (
        "icons-checkout-rtl", "the checkout flow with icons, right to left: the truck mirrors",
        .rightToLeft
      ),
    ]
    return directions.compactMap { name, title, direction in
      let configuration = try? StepperConfiguration(
        total: 4, current: 3, labels: StepperLabels(names: names)
      ).replacing(\.stepIcons, with: icons).unchecked { $0.direction = direction }
      return configuration.map {
        GalleryVariant(name: "flow-" + name, title: title, section: "flows", configuration: $0)
      }
    }
  }()
}
