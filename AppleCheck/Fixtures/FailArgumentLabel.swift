// targets: ios macos catalyst ios18
// expect: incorrect argument label in call (have 'opaque:colorMod:_:', expected 'opaque:colorMode:_:')
// A misspelled argument label on a SwiftUI call: `Canvas(opaque:colorMode:...)`.
import SwiftUI

struct Drawing: View {
  var body: some View {
    Canvas(opaque: false, colorMod: .linear) { _, _ in }
  }
}
