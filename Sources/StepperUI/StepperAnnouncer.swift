#if (os(iOS) || os(macOS)) && (canImport(SwiftUI) || canImport(UIKit))
  import Foundation
  import StepperKit
  #if canImport(UIKit) && os(iOS)
    import UIKit
  #elseif canImport(AppKit) && os(macOS)
    import AppKit
  #endif

  /// Speaks the core's announcements of a change (`StepperAnnouncementQueue`): queued behind what
  /// the screen reader is saying, so that the label of a step just activated is not cut off,
  /// and kept when a step failed.
  ///
  /// APIs: UIKit's `UIAccessibility.post(notification: .announcement, argument:)` with an
  /// `NSAttributedString` whose `accessibilitySpeechQueueAnnouncement` is on (iOS 11: spoken
  /// after what VoiceOver is saying; iOS 17's priority attribute would say the same with
  /// `.low`, and its `.high` interrupts, which the core never wants). AppKit's
  /// `NSAccessibility.post(element:notification:userInfo:)` with `.announcementRequested` and
  /// `NSAccessibilityPriorityLevel` (macOS 10.7), posted for the application.
  enum StepperAnnouncer {
    /// Speaks `announcement` as the core decided.
    @MainActor static func post(_ announcement: StepperAnnouncementQueue.Announcement) {
      #if canImport(UIKit) && os(iOS)
        let text = NSAttributedString(
          string: announcement.text,
          attributes: [.accessibilitySpeechQueueAnnouncement: announcement.isQueued])
        UIAccessibility.post(notification: .announcement, argument: text)
      #elseif canImport(AppKit) && os(macOS)
        let priority: NSAccessibilityPriorityLevel =
          announcement.priority == .high ? .high : .medium
        NSAccessibility.post(
          element: NSApplication.shared, notification: .announcementRequested,
          userInfo: [.announcement: announcement.text, .priority: priority.rawValue])
      #endif
    }
  }
#endif
