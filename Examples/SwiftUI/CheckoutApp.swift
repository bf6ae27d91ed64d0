import StepperKit
import StepperUI
import SwiftUI

/// The sample app: one window with the checkout.
///
/// `some Scene` here is SwiftUI's `Scene`: StepperKit's scene is `StepperScene`, so importing
/// both modules leaves the name unambiguous.
@main
struct CheckoutApp: App {
  var body: some Scene {
    WindowGroup {
      CheckoutFlow()
    }
  }
}
