import StepperKit
import StepperUI
import SwiftUI

/// A four-step checkout with the design system's stepper on top.
///
/// - The stepper names the four steps and shows the current one's name in its header, with
///   "All steps" at the header's end, which opens a list of the whole flow.
/// - Steps already reached are buttons (44 points or more): tapping one goes back to it.
/// - Paying with a declined card fails the payment step: the stepper marks it as failed
///   (`status: .error`), and VoiceOver says so.
/// - The row is given the width it has as its viewport, so it scrolls, paging to the current
///   step, when the steps do not fit (a narrow window, the largest text sizes).
@MainActor struct CheckoutFlow: View {
  /// The checkout's steps, in order; the raw value is the step's number in the stepper.
  enum Step: Int, CaseIterable, Identifiable {
    case cart = 1
    case address
    case payment
    case review

    var id: Int { rawValue }

    /// The name the stepper shows under the step and in its header.
    var title: String {
      switch self {
      case .cart: "Cart"
      case .address: "Address"
      case .payment: "Payment"
      case .review: "Review"
      }
    }

    /// Every step's name, keyed as the stepper takes them.
    static let names: [StepperStepID: String] = Dictionary(
      uniqueKeysWithValues: allCases.map { (StepperStepID($0.rawValue), $0.title) })
  }

  @State private var step = Step.cart
  @State private var paymentFailed = false
  @State private var cardIsDeclined = true
  @State private var isShowingAllSteps = false
  /// The width the stepper has, measured by the background below; 0 until it is.
  @State private var rowWidth: Double = 0

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 24) {
        stepper
        screen
        Spacer()
      }
      .padding()
      .navigationTitle("Checkout")
      .sheet(isPresented: $isShowingAllSteps) {
        allSteps
      }
    }
  }

  /// The stepper: names, header, "All steps", tappable steps, a failed payment, scrolling.
  private var stepper: some View {
    EBStepper(
      style: .circular, current: step.rawValue, total: Step.allCases.count,
      status: paymentFailed && step == .payment ? .error : .default
    )
    .stepNames(Step.names)
    .header()
    .viewport(rowWidth > 0 ? rowWidth : nil)
    .onSelectStep { id in
      if let target = Step(rawValue: id.step) { go(to: target) }
    }
    .onSelectAllSteps { isShowingAllSteps = true }
    .frame(maxWidth: .infinity, alignment: .leading)
    .background {
      GeometryReader { proxy in
        Color.clear
          .onAppear { rowWidth = proxy.size.width }
          .onChange(of: proxy.size.width) { width in rowWidth = width }
      }
    }
  }

  /// The current step's screen.
  @ViewBuilder private var screen: some View {
    switch step {
    case .cart:
      Text("2 items, 48.00 €")
      continueButton
    case .address:
      Text("Deliver to 12 High Street")
      continueButton
    case .payment:
      Toggle("The card is declined", isOn: $cardIsDeclined)
      if paymentFailed {
        Text("The payment failed. Try another card.")
          .foregroundColor(EBColors.stepperNegative)
      }
      Button("Pay 48.00 €") { pay() }
        .buttonStyle(.borderedProminent)
    case .review:
      Text("Thank you for your order.")
    }
  }

  private var continueButton: some View {
    Button("Continue") {
      if let next = Step(rawValue: step.rawValue + 1) { go(to: next) }
    }
    .buttonStyle(.borderedProminent)
  }

  /// The whole flow, for "All steps": the steps reached can be opened.
  private var allSteps: some View {
    NavigationStack {
      List(Step.allCases) { item in
        Button {
          go(to: item)
          isShowingAllSteps = false
        } label: {
          HStack {
            Text("\(item.rawValue). \(item.title)")
            Spacer()
            if item.rawValue < step.rawValue {
              Image(systemName: "checkmark")
                .accessibilityLabel("Completed")
            }
          }
        }
        .disabled(item.rawValue > step.rawValue)
      }
      .navigationTitle("All steps")
    }
  }

  private func go(to target: Step) {
    step = target
    if target != .payment { paymentFailed = false }
  }

  private func pay() {
    if cardIsDeclined {
      paymentFailed = true
    } else {
      paymentFailed = false
      go(to: .review)
    }
  }
}
