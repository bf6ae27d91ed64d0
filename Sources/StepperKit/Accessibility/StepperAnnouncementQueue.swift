/// When a stepper view speaks a change, and what it says: the decisions a screen reader's
/// announcements need, made in the core so that both Apple views make them alike (see the
/// Accessibility article).
///
/// A spoken announcement posted while VoiceOver is reading something else is cut off, and one
/// posted for a change VoiceOver reads by itself is heard twice. So a view records every change
/// of its progress element with ``record(_:cause:isProgressFocused:at:)`` and asks
/// ``announcement(at:)`` when the time it was given has come:
///
/// - **Settle, then speak.** A change is spoken after ``settleDelay`` without another; a change
///   that follows within it merges with it, so "step 3" then "step 4" a moment later is one
///   announcement of step 4, and a change undone before it is spoken says nothing.
/// - **A step the user activated is not announced again.** VoiceOver reads the activated
///   element itself; only what that element does not say (a total or status that changed with
///   the move) is announced, and only after ``activationDelay``, once VoiceOver has read it.
/// - **The element VoiceOver is on reads its own change.** While VoiceOver's focus is on the
///   progress element, its new label and value are read as they change; nothing is announced.
/// - **An adjustment names the step.** A swipe up or down on the progress element (an
///   adjustable element) moves to another step, and VoiceOver then reads only the element's
///   value ("75%"); the queue says the rest, the new label ("Step 3 of 4, Payment"), after
///   ``settleDelay`` and behind the value, merging quick swipes into the last one.
/// - **What was shown first was seen.** A queue starts from what the progress element said
///   when its view appeared (``init(heard:)``), so the first change after that is spoken.
/// - **Priority.** An announcement is queued behind what VoiceOver is saying; one that reports
///   a failed step has high priority, so that it is not dropped.
///
/// ```swift
/// let two = StepperAccessibility(try StepperConfiguration(total: 4, current: 2))
/// let three = StepperAccessibility(try StepperConfiguration(total: 4, current: 3))
/// var queue = StepperAnnouncementQueue(heard: two)
/// let due = queue.record(three, cause: .app, isProgressFocused: false, at: 1) ?? 0
/// print(queue.announcement(at: due)?.text ?? "silent")
/// // Prints "Step 3 of 4, 75%"
/// ```
package struct StepperAnnouncementQueue: Sendable, Hashable {
  /// Why a stepper's values changed, as its view knows it.
  package enum Cause: Sendable, Hashable {
    /// The app changed them: a move to another step, a branch of the flow, a new status.
    case app
    /// A screen reader user activated a step, and the app moved there.
    case activation
    /// A screen reader user adjusted the progress element (a swipe up or down), and the app
    /// moved to the step it selected.
    case adjustment
  }

  /// How urgently an announcement is spoken.
  package enum Priority: Sendable, Hashable {
    /// Queued behind what the screen reader is saying.
    case `default`
    /// Queued, and kept even when the screen reader has much to say: a step that failed.
    case high
  }

  /// What to speak, and how.
  package struct Announcement: Sendable, Hashable {
    /// The text (``StepperAccessibility/change(from:to:)``).
    package let text: String
    /// How urgently it is spoken.
    package let priority: Priority
    /// Whether it waits for what the screen reader is saying rather than interrupt it: always,
    /// since an interrupted label is the one the user just activated.
    package let isQueued: Bool
  }

  /// Seconds without another change before a change made by the app is spoken.
  package static let settleDelay = 0.4
  /// Seconds before a change that came with an activated step is spoken, so that VoiceOver has
  /// read the activated element first.
  package static let activationDelay = 1.0

  /// What the progress element last said that was heard or announced.
  package private(set) var heard: StepperAccessibility
  /// A change waiting to be spoken: from what was heard, to the latest values, and when.
  private var pending: Pending?

  /// A change not yet spoken.
  private struct Pending: Sendable, Hashable {
    /// What was heard before it.
    let from: StepperAccessibility
    /// The latest values.
    let to: StepperAccessibility
    /// When it is to be spoken.
    let due: Double
    /// Whether it follows an adjustment, whose value VoiceOver reads itself: only the label
    /// is spoken.
    let isAdjustment: Bool
  }

  /// Creates a queue whose progress element said `heard` when its view appeared: what was on
  /// screen then is taken as heard, and the first change after it is spoken.
  package init(heard: StepperAccessibility) {
    self.heard = heard
  }

  /// Records that the progress element now says what `accessibility` says, and returns when to
  /// ask ``announcement(at:)``, or `nil` when nothing is to be spoken.
  ///
  /// - Parameters:
  ///   - accessibility: The progress element's new text.
  ///   - cause: Why it changed.
  ///   - isProgressFocused: Whether VoiceOver's focus is on the progress element.
  ///   - time: Now, in seconds on any clock that does not jump.
  package mutating func record(
    _ accessibility: StepperAccessibility, cause: Cause, isProgressFocused: Bool, at time: Double
  ) -> Double? {
    let from = pending?.from ?? heard
    if cause == .adjustment {
      let due = max(time + Self.settleDelay, pending?.due ?? -.infinity)
      pending = Pending(from: from, to: accessibility, due: due, isAdjustment: true)
      return due
    }
    let movedOnly =
      from.totalText == accessibility.totalText && from.status == accessibility.status
    if isProgressFocused || (cause == .activation && movedOnly) {
      self.heard = accessibility
      pending = nil
      return nil
    }
    let delay = cause == .activation ? Self.activationDelay : Self.settleDelay
    let due = max(time + delay, pending?.due ?? -.infinity)
    pending = Pending(from: from, to: accessibility, due: due, isAdjustment: false)
    return due
  }

  /// The announcement to speak now, or `nil` when none is due or the changes since the last
  /// one cancel out.
  package mutating func announcement(at time: Double) -> Announcement? {
    guard let pending, time >= pending.due else { return nil }
    self.pending = nil
    heard = pending.to
    if pending.isAdjustment {
      guard pending.to.label != pending.from.label else { return nil }
      return Announcement(text: pending.to.label, priority: .default, isQueued: true)
    }
    guard let text = StepperAccessibility.change(from: pending.from, to: pending.to) else {
      return nil
    }
    let failed = pending.to.status == .error && pending.from.status != .error
    return Announcement(text: text, priority: failed ? .high : .default, isQueued: true)
  }
}
