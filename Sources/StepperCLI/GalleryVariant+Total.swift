import StepperKit

extension GalleryVariant {
  /// Flows whose total is not fixed: two that branched (steps added, a step removed), each
  /// with what is announced for the change, and two whose total is an estimate ("Step 2 of
  /// about 6") in the header and the accessibility text, a row and a column.
  static let totalFlows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [
      1: "Account", 2: "Address", 3: "Payment", 4: "Review", 5: "Insurance", 6: "Done",
    ]
    func labels(_ total: Int) -> StepperLabels {
      StepperLabels(names: names.filter { $0.key.step <= total })
    }
    let entries:
      [(
        String, String, () throws(StepperConfigurationError) -> StepperConfiguration,
        StepperConfiguration?
      )] = [
        (
          "total-added", "the flow branched: 2 steps added on the payment step, announced once",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 6, current: 3, labels: labels(6))
          },
          try? StepperConfiguration(style: .dash, total: 4, current: 3, labels: labels(4))
        ),
        (
          "total-removed", "the flow got shorter: 1 step removed, announced once",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(total: 4, current: 3, labels: labels(4))
          },
          try? StepperConfiguration(total: 5, current: 3, labels: labels(5))
        ),
        (
          "total-estimated", "an estimated total: step 2 of about 6, the percentage marked too",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .dash, total: 6, current: 2, labels: StepperLabels(showsHeader: true)
            ).unchecked { $0.isTotalEstimated = true }
          }, nil
        ),
        (
          "total-estimated-vertical", "an estimated total in a column: step 3 of about 8",
          { () throws(StepperConfigurationError) in
            try StepperConfiguration(
              style: .bullet, total: 8, current: 3, labels: StepperLabels(showsHeader: true)
            ).unchecked {
              $0.isTotalEstimated = true
              $0.axis = .vertical
            }
          }, nil
        ),
      ]
    return entries.compactMap { name, title, make, previous in
      (try? make()).map {
        GalleryVariant(
          name: "flow-" + name, title: title, section: "flows", configuration: $0,
          previous: previous)
      }
    }
  }()
}
