#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// What VoiceOver hears of a change, and how a three-finger scroll pages a scrolling row. The
  /// core decides both (`StepperAnnouncementQueue`, `StepperConfiguration.accessibilityScroll`);
  /// the view tells it the time, what VoiceOver's focus is on, and posts what it says.
  extension EBStepperView {
    /// Records the progress element's new text with the core's queue, with whether VoiceOver's
    /// focus is on that element, and asks again when the queue says an announcement is due.
    func scheduleAnnouncement(for accessibility: StepperAccessibility) {
      let now = ProcessInfo.processInfo.systemUptime
      let isFocused = progressElement?.accessibilityElementIsFocused() ?? false
      guard let due = cache.record(accessibility, isProgressFocused: isFocused, at: now) else {
        return
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, due - now)) { [weak self] in
        self?.announceIfDue()
      }
    }

    /// Posts the announcement due now, if any, while the view is on screen.
    func announceIfDue() {
      guard let announcement = cache.announcement(at: ProcessInfo.processInfo.systemUptime),
        window != nil
      else { return }
      StepperAnnouncer.post(announcement)
    }

    /// A VoiceOver three-finger scroll: a scrolling row pages as the core says, its scroll view
    /// animated there (unless Reduce Motion is on) and kept while the current step stays, and
    /// VoiceOver reads the first step now on screen; at either end it reports that it cannot
    /// scroll. UIKit calls it on the main thread; the iOS 17 SDK declares it without an actor,
    /// so it hands over to ``pageForAccessibilityScroll(_:)``.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      pageForAccessibilityScroll(direction)
    }

    /// Pages a scrolling row for a VoiceOver scroll in `direction`; `false` at either end or
    /// for a row that does not scroll.
    func pageForAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      guard let built, let viewport = built.scene.viewport, viewport.isScrollable,
        let content = rowContent(built)
      else { return false }
      // The page turns from where the scroll view shows the row.
      let shown = viewport.clamped(content.offset(ofPhysical: physicalOffset(of: content)))
      let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
      let forward: Bool
      switch direction {
      case .left: forward = isLeftToRight
      case .right: forward = !isLeftToRight
      case .up, .next: forward = true
      case .down, .previous: forward = false
      @unknown default: return false
      }
      guard
        let page = built.configuration.accessibilityScroll(
          forward ? .forward : .backward, from: shown)
      else { return false }
      drag = StepperScrollDrag(offset: page.offset, step: built.configuration.options.current)
      configurationDidChange()
      guard let scrolled = self.built else { return false }
      // VoiceOver reads the first step now on screen, as the core labels it.
      let first = scrolled.scene.accessibleItems(strings: scrolled.strings).lazy.compactMap {
        item -> String? in
        guard case .step(let step) = item, step.step == page.firstStep else { return nil }
        return step.label
      }.first
      UIAccessibility.post(notification: .pageScrolled, argument: first)
      return true
    }
  }
#endif
