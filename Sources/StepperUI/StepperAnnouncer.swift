#if (os(iOS) || os(macOS)) && (canImport(SwiftUI) || canImport(UIKit))
  #if canImport(Accessibility)
    import Accessibility
  #endif
  #if canImport(UIKit) && os(iOS)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// Speaks the core's announcement of a change of step or status through the platform's
  /// screen reader.
  ///
  /// - iOS 17, macOS 14 and later: `AccessibilityNotification.Announcement(_:)` and `post()`
  ///   (the Accessibility framework).
  /// - iOS 16 and Mac Catalyst 16: `UIAccessibility.post(notification: .announcement,
  ///   argument:)` (iOS 3.2).
  /// - macOS 13: `NSAccessibility.post(element:notification:userInfo:)` with
  ///   `.announcementRequested`, the text under `.announcement` and a high `.priority`
  ///   (macOS 10.7), posted for the application.
  enum StepperAnnouncer {
    /// Posts `text` as an announcement.
    @MainActor static func post(_ text: String) {
      #if canImport(Accessibility)
        if #available(iOS 17.0, macOS 14.0, *) {
          AccessibilityNotification.Announcement(text).post()
          return
        }
      #endif
      #if canImport(UIKit) && os(iOS)
        UIAccessibility.post(notification: .announcement, argument: text)
      #elseif canImport(AppKit)
        NSAccessibility.post(
          element: NSApplication.shared, notification: .announcementRequested,
          userInfo: [
            .announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue,
          ])
      #endif
    }
  }
#endif
