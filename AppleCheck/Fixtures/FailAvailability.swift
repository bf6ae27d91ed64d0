// targets: ios macos catalyst ios18
// expect: 'onChange(of:initial:_:)' is only available in
// An API newer than the package's minimums (iOS 16, macOS 13) used outside `if #available`:
// SwiftUI's `onChange(of:initial:_:)` is iOS 17 / macOS 14.
import SwiftUI

struct Counter: View {
  let count: Int

  var body: some View {
    Text(verbatim: "\(count)").onChange(of: count, initial: true) {}
  }
}
