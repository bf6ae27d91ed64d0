// targets: ios macos catalyst ios18
// expect: with Objective-C selector 'stepPressed:' conflicts with method
// Two methods of one class given the same Objective-C name: the selector `stepPressed:` would
// stand for both.
import Foundation

final class StepTarget: NSObject {
  @objc(stepPressed:) func pressed(_ step: Int) {}
  @objc(stepPressed:) func released(_ step: Int) {}
}
