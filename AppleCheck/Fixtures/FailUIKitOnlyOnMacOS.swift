// targets: macos
// expect: 'navigationBarTitleDisplayMode' is unavailable in macOS
// A SwiftUI modifier that exists for UIKit's navigation bar only, in code built for macOS.
import SwiftUI

struct Title: View {
  var body: some View {
    Text(verbatim: "Checkout").navigationBarTitleDisplayMode(.inline)
  }
}
