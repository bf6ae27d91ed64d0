#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  extension UIColor {
    /// The sRGB color the core resolved.
    convenience init(_ color: StepperColor, alpha: Double = 1) {
      let channels = color.components
      self.init(
        red: CGFloat(channels.red), green: CGFloat(channels.green),
        blue: CGFloat(channels.blue), alpha: CGFloat(alpha))
    }
  }
#elseif canImport(AppKit)
  import AppKit
  import StepperKit

  extension NSColor {
    /// The sRGB color the core resolved.
    convenience init(_ color: StepperColor) {
      let channels = color.components
      self.init(
        srgbRed: CGFloat(channels.red), green: CGFloat(channels.green),
        blue: CGFloat(channels.blue), alpha: 1)
    }
  }
#endif
