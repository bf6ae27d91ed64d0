// targets: ios catalyst ios18
// expect: method 'select' with Objective-C selector 'select:' conflicts with method 'select' from superclass 'UIResponder' with the same Objective-C selector
// An `@objc` action named `select(_:)` in a view controller: its selector, `select:`, is
// `UIResponder`'s edit-menu action, and Objective-C has one method per selector.
import UIKit

final class RowsViewController: UIViewController {
  @objc private func select(_ sender: UIControl) {}
}
