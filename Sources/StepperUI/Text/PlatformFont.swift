#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The platform's font class: `UIFont` on iOS, iPadOS and Mac Catalyst.
  typealias PlatformFont = UIFont
#elseif canImport(AppKit)
  import AppKit
  import StepperKit

  /// The platform's font class: `NSFont` on macOS.
  typealias PlatformFont = NSFont
#endif

#if (canImport(UIKit) && os(iOS)) || canImport(AppKit)
  extension PlatformFont.Weight {
    /// The platform weight of the same name: `UIFont.Weight` and `NSFont.Weight` name the same
    /// nine constants.
    init(_ weight: StepperKit.StepperTextStyle.FontWeight) {
      switch weight {
      case .ultraLight: self = .ultraLight
      case .thin: self = .thin
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      case .heavy: self = .heavy
      case .black: self = .black
      }
    }
  }
#endif
