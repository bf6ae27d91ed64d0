import StepperKit

extension GalleryVariant {
  /// Checkout flows whose "All steps" list the gallery shows open beside the stepper: one left
  /// to right and light, with descriptions, an icon, a revealed sub-step that is current and
  /// tappable steps; one in Arabic's direction, dark, with a failed step and an unavailable one,
  /// whose row is not tappable (its list still lets the reached steps be chosen).
  static let allStepsFlows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [1: "Cart", 2: "Address", 3: "Payment", 4: "Review"]
    let checkout = try? StepperConfiguration(
      total: 4, current: StepperStepID(2, substep: 1), substeps: StepperSubsteps([2: 2]),
      labels: StepperLabels(
        names: names.merging([StepperStepID(2, substep: 1): "Scan ID"]) { $1 },
        descriptions: [1: "3 items", 2: "Where the parcel goes"],
        showsHeader: true, showsAllSteps: true),
      scrolling: StepperScrolling(viewport: 375), interaction: .reachedSteps
    ).replacing(\.stepIcons, with: [3: .card])
    let failed = try? StepperConfiguration(
      total: 4, current: StepperStepID(3), status: .error,
      labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true),
      scrolling: StepperScrolling(viewport: 375)
    ).replacing(\.stepStates, with: [4: .disabled]).unchecked {
      $0.direction = .rightToLeft
      $0.theme = .dark
    }
    let flows: [(String, String, StepperConfiguration?)] = [
      ("all-steps-checkout", "a checkout with its All steps list open", checkout),
      (
        "all-steps-failed-rtl-dark",
        "All steps, right to left and dark: a failed step and an unavailable one", failed
      ),
    ]
    return flows.compactMap { name, title, configuration in
      configuration.map {
        GalleryVariant(name: "flow-" + name, title: title, section: "flows", configuration: $0)
      }
    }
  }()

  /// Whether the gallery shows the variant's "All steps" list open beside it.
  var showsStepList: Bool { Self.allStepsFlows.contains(self) }
}
