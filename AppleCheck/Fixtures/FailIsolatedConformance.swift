// targets: ios18
// expect: conformance of 'Moving' to protocol 'Animatable' crosses into main actor-isolated code
// A View that is also Animatable, without `nonisolated` on animatableData: fine with the iOS 17 /
// macOS 14 SDKs, an error with the iOS 18 / macOS 15 SDKs, where View (and so the whole type) is
// main-actor isolated and Animatable is not. StepperCanvas marks animatableData nonisolated.
import SwiftUI

struct Moving: View, Animatable {
  var position: Double

  var animatableData: Double {
    get { position }
    set { position = newValue }
  }

  var body: some View {
    Text(verbatim: "\(position)")
  }
}
