// targets: ios
// expect: main actor-isolated property 'isOpaque' can not be referenced from a nonisolated context
// A UIView property (UIView is NS_SWIFT_UI_ACTOR) read from a nonisolated function.
import UIKit

func isOpaque(_ view: UIView) -> Bool {
  view.isOpaque
}
