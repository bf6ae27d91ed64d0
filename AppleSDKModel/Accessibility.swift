// Model of Apple's `Accessibility` module: `AccessibilityNotification` (iOS 17, macOS 14), as
// the documentation declares it (written from Apple's documentation pages, not read from an SDK interface).
import Foundation

/// `public protocol AccessibilityNotification` (iOS 17, macOS 14)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol AccessibilityNotification {
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AccessibilityNotification {
  /// `public struct Announcement : Accessibility.AccessibilityNotification`
  public typealias Announcement = AccessibilityAnnouncementNotification
}

/// Stands for `AccessibilityNotification.Announcement` (a nested struct of the protocol's
/// namespace in the real module).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AccessibilityAnnouncementNotification: AccessibilityNotification {
  public init(_ announcement: String) { fatalError() }
  public func post() { fatalError() }
}
