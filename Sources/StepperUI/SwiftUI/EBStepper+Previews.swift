#if canImport(SwiftUI) && canImport(DeveloperToolsSupport) && (os(iOS) || os(macOS)) && DEBUG
  import StepperKit
  import SwiftUI

  // Previews of every style and status, both axes, right to left, dark, collapsed rows, names at
  // several text sizes, a moving stepper, and one bound to a sub-step.
  // The #Preview macro's plugin ships with Xcode, so these build in debug builds made by Xcode.

  #Preview("Styles") {
    VStack(alignment: .leading, spacing: 24) {
      ForEach(EBStepperStyle.allCases, id: \.self) { style in
        EBStepper(style: style, current: 2, total: 4)
      }
    }
    .padding()
  }

  #Preview("Statuses") {
    VStack(alignment: .leading, spacing: 24) {
      ForEach(EBStepperStyle.allCases, id: \.self) { style in
        ForEach(EBStepperStatus.allCases, id: \.self) { status in
          EBStepper(style: style, current: 2, total: 4, status: status)
        }
      }
    }
    .padding()
  }

  #Preview("Step states") {
    EBStepper(style: .circular, current: 3, total: 5, status: .error)
      .stepStates([1: .error, 5: .disabled])
      .padding()
  }

  #Preview("Vertical") {
    HStack(alignment: .top, spacing: 32) {
      ForEach(EBStepperStyle.allCases, id: \.self) { style in
        EBStepper(style: style, current: 2, total: 4, axis: .vertical)
      }
    }
    .padding()
  }

  #Preview("Right to left") {
    VStack(spacing: 24) {
      EBStepper(style: .circular, current: 2, total: 4)
      EBStepper(style: .dash, current: 3, total: 10)
    }
    .padding()
    .environment(\.layoutDirection, .rightToLeft)
  }

  #Preview("Dark") {
    VStack(spacing: 24) {
      EBStepper(style: .circular, current: 2, total: 4)
      EBStepper(style: .bullet, current: 3, total: 5, status: .success)
    }
    .padding()
    .background(EBColors.bgWhite0)
    .preferredColorScheme(.dark)
  }

  #Preview("Names and header") {
    EBStepper(style: .circular, current: 2, total: 4)
      .stepNames(["Cart", "Shipping address", "Payment", "Review"])
      .header()
      .onSelectAllSteps {}
      .padding()
  }

  #Preview("Text sizes") {
    // The same stepper at five text sizes, from the smallest to the largest.
    ScrollView {
      VStack(alignment: .leading, spacing: 32) {
        ForEach(
          [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility2, .accessibility5], id: \.self
        ) { size in
          EBStepper(style: .circular, current: 2, total: 4)
            .stepNames([1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review"])
            .header()
            .dynamicTypeSize(size)
        }
        EBStepper(style: .circular, current: 2, total: 4, axis: .vertical)
          .stepNames([1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review"])
          .dynamicTypeSize(.accessibility3)
      }
      .padding()
    }
  }

  #Preview("Moving and tapping") {
    MovingStepperPreview()
  }

  #Preview("Sub-steps, bound") {
    SubstepSelectionPreview()
  }

  #Preview("SF Symbols, both directions") {
    VStack(spacing: 24) {
      ForEach([LayoutDirection.leftToRight, .rightToLeft], id: \.self) { direction in
        EBStepper(style: .circular, current: 2, total: 4)
          .stepIcons([
            1: StepperIcon(symbol: "person.fill"), 2: StepperIcon(symbol: "house"),
            3: StepperIcon(symbol: "creditcard"),
            4: StepperIcon(symbol: StepperSymbol("car.side", isDirectional: true)),
          ])
          .environment(\.layoutDirection, direction)
      }
    }
    .padding()
  }

  #Preview("Collapsed row") {
    VStack(spacing: 24) {
      EBStepper(style: .dash, current: 6, total: 12)
        .maxVisible(7)
      EBStepper(style: .circular, current: 6, total: 12)
        .maxVisible(7)
        .stepState(.error, for: 3)
        .onSelectStep { _ in }
        .onSelectAllSteps {}
      EBStepper(style: .bullet, current: 10, total: 20)
        .maxVisible(5)
        .environment(\.layoutDirection, .rightToLeft)
    }
    .padding()
  }

  /// A stepper whose buttons and taps move it, to watch the animation.
  private struct MovingStepperPreview: View {
    @State private var current = 1

    var body: some View {
      VStack(spacing: 24) {
        EBStepper(style: .circular, current: current, total: 5)
          .header()
          .onSelectStep { step in current = step.step }
          .onSelectAllSteps { current = 1 }
        EBStepper(style: .dash, current: current, total: 5)
        HStack {
          Button("Back") { current = max(1, current - 1) }
          Button("Next") { current = min(5, current + 1) }
        }
      }
      .padding()
    }
  }

  /// A stepper bound to a step that can be a sub-step: a tap on 2.1 or 2.2 writes it whole.
  private struct SubstepSelectionPreview: View {
    @State private var step = StepperStepID(2, substep: 1)

    var body: some View {
      VStack(spacing: 24) {
        EBStepper(style: .circular, current: $step, total: 3)
          .substeps([2: 2])
          .stepNames([
            1: "Cart", 2: "Address", StepperStepID(2, substep: 1): "Street",
            StepperStepID(2, substep: 2): "City", 3: "Payment",
          ])
        Text(verbatim: "Selected: \(step)")
      }
      .padding()
    }
  }
#endif
