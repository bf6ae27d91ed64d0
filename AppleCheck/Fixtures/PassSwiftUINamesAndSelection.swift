// targets: ios macos catalyst ios18
// expect: pass
// Step names and selection as an app writes them: names as literals (catalog keys, as
// `Text("Cart")` takes them), as a `[String]` value (shown as it is), and by step with
// sub-steps; a `StepperStepID` bound as the current step, which a tapped sub-step is written to
// whole; and each form of `stepNames(_:)` named by its type.
import StepperKit
import StepperUI
import SwiftUI

struct NamedCheckout: View {
  @State private var step: StepperStepID = 2
  /// Names the app made itself, at run time.
  let typedNames: [String]
  let typedSubstepNames: [StepperStepID: String]

  var body: some View {
    VStack {
      EBStepper(current: $step, total: 2)
        .stepNames(["Cart", "Address"])
      EBStepper(current: $step, total: typedNames.count)
        .stepNames(typedNames)
      EBStepper(current: $step, total: 3)
        .substeps([2: 2])
        .stepNames([
          1: "Cart", 2: "Address", StepperStepID(2, substep: 1): "Street",
          StepperStepID(2, substep: 2): "City", 3: "Payment",
        ])
        .onSelectStep { tapped in print(tapped.step, tapped.substep ?? 0) }
      EBStepper(current: step.step, total: 3)
        .substeps([2: 2], current: step.substep)
        .stepNames(typedSubstepNames)
    }
  }
}

/// Each form of `stepNames(_:)` by the type it takes: in order or by step, from the catalog
/// (`LocalizedStringResource`) or shown as given (`String`).
@MainActor func everyFormOfStepNames() {
  let inOrder: ([LocalizedStringResource]) -> EBStepper = EBStepper(current: 1, total: 2)
    .stepNames
  let byStep: ([StepperStepID: LocalizedStringResource]) -> EBStepper = EBStepper(
    current: 1, total: 2
  ).stepNames
  _ = inOrder(["Cart", "Address"])
  _ = byStep([1: "Cart", 2: "Address"])
  let name = "Cart"
  let verbatim: ([String]) -> EBStepper = EBStepper(current: 1, total: 2).stepNames
  _ = verbatim([name, "Address"])
}

/// A tap on sub-step 2.1 writes 2.1: the binding holds the core's step id.
@MainActor func boundStep(_ step: Binding<StepperStepID>) -> EBStepper {
  EBStepper(current: step, total: 3).substeps([2: 2])
}
