// targets: ios macos catalyst ios18
// expect: conformance of 'KeyEquivalent' to 'Equatable' is only available in
// `KeyEquivalent` has existed since iOS 14 and macOS 11, but it is `Equatable` (and `Hashable`)
// only from iOS 17 and macOS 14: comparing two in an iOS 16 / macOS 13 target needs
// `@available` or `if #available`.
import SwiftUI

func isLeftArrow(_ key: KeyEquivalent) -> Bool {
  key == .leftArrow
}
