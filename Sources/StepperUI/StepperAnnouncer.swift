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
  /// On iOS, iPadOS and Mac Catalyst it posts UIKit's `.announcement` with an
  /// `NSAttributedString` whose `accessibilitySpeechQueueAnnouncement` is the core's choice to
  /// queue, so a queued one is spoken after what VoiceOver is saying (a speech priority's
  /// `.high` would interrupt, which the core never wants). On macOS it posts AppKit's
  /// `.announcementRequested` for the application, with the core's priority.
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
