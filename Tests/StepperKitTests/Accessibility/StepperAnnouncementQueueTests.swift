import StepperKit
import Testing

@Suite struct StepperAnnouncementQueueTests {
  private func spoken(
    total: Int = 4, current: Int, status: StepperStatus = .default
  ) throws -> StepperAccessibility {
    StepperAccessibility(
      try StepperConfiguration(style: .dash, total: total, current: current, status: status))
  }

  /// What the view showed when it appeared is heard: the first change after it is spoken.
  @Test func theFirstChangeAfterTheViewAppearsIsSpoken() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 1))
    #expect(queue.heard == (try spoken(current: 1)))
    let due = queue.record(try spoken(current: 2), cause: .app, isProgressFocused: false, at: 0)
    #expect(due == StepperAnnouncementQueue.settleDelay)
    #expect(queue.announcement(at: due ?? 0)?.text == "Step 2 of 4, 50%")
  }

  @Test func theValuesItAppearedWithAreNotSpoken() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    let due = queue.record(try spoken(current: 2), cause: .app, isProgressFocused: false, at: 0)
    #expect(queue.announcement(at: due ?? 0) == nil)
  }

  /// VoiceOver reads only the value after a swipe on the adjustable progress element; the
  /// queue says the new step's label, even though the focus is on that element.
  @Test func anAdjustmentNamesTheNewStep() throws {
    let named = { (current: Int) throws -> StepperAccessibility in
      var options = StepperConfiguration.Options(
        names: ["", "Address", "Payment", ""], current: StepperStepID(current))
      options.style = .dash
      return StepperAccessibility(try StepperConfiguration(options))
    }
    var queue = StepperAnnouncementQueue(heard: try named(2))
    let due = queue.record(try named(3), cause: .adjustment, isProgressFocused: true, at: 1)
    #expect(due == 1 + StepperAnnouncementQueue.settleDelay)
    let spokenNow = queue.announcement(at: due ?? 0)
    let announcement = try #require(spokenNow)
    #expect(announcement.text == "Step 3 of 4, Payment")
    #expect(announcement.isQueued)
    #expect(queue.heard == (try named(3)))
  }

  @Test func quickAdjustmentsNameOnlyTheLastStep() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 1))
    _ = queue.record(try spoken(current: 2), cause: .adjustment, isProgressFocused: true, at: 1)
    let due = queue.record(
      try spoken(current: 3), cause: .adjustment, isProgressFocused: true, at: 1.2)
    #expect(queue.announcement(at: 1 + StepperAnnouncementQueue.settleDelay) == nil)
    #expect(queue.announcement(at: due ?? 0)?.text == "Step 3 of 4")
  }

  @Test func aChangeIsSpokenOnceItSettles() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    let due = queue.record(try spoken(current: 3), cause: .app, isProgressFocused: false, at: 5)
    #expect(due == 5 + StepperAnnouncementQueue.settleDelay)
    #expect(queue.announcement(at: 5.1) == nil)
    let spokenNow = queue.announcement(at: due ?? 0)
    let announcement = try #require(spokenNow)
    #expect(announcement.text == "Step 3 of 4, 75%")
    #expect(announcement.priority == .default)
    #expect(announcement.isQueued)
    #expect(queue.announcement(at: 99) == nil)
  }

  @Test func twoQuickChangesMergeIntoOne() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    _ = queue.record(try spoken(current: 3), cause: .app, isProgressFocused: false, at: 1)
    let due = queue.record(
      try spoken(total: 6, current: 4), cause: .app, isProgressFocused: false, at: 1.2)
    #expect(queue.announcement(at: 1.1 + StepperAnnouncementQueue.settleDelay) == nil)
    #expect(queue.announcement(at: due ?? 0)?.text == "2 steps added. Step 4 of 6")
  }

  @Test func aChangeUndoneBeforeItIsSpokenSaysNothing() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    _ = queue.record(try spoken(current: 3), cause: .app, isProgressFocused: false, at: 1)
    let due = queue.record(try spoken(current: 2), cause: .app, isProgressFocused: false, at: 1.1)
    #expect(queue.announcement(at: due ?? 0) == nil)
  }

  @Test func aStepTheUserActivatedIsNotAnnouncedAgain() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    let due = queue.record(
      try spoken(current: 1), cause: .activation, isProgressFocused: false, at: 1)
    #expect(due == nil)
    #expect(queue.announcement(at: 9) == nil)
    #expect(queue.heard == (try spoken(current: 1)))
  }

  @Test func whatTheActivatedStepDoesNotSayIsAnnouncedAfterIt() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    let due = queue.record(
      try spoken(total: 5, current: 3), cause: .activation, isProgressFocused: false, at: 1)
    #expect(due == 1 + StepperAnnouncementQueue.activationDelay)
    #expect(queue.announcement(at: due ?? 0)?.text == "1 step added. Step 3 of 5")
  }

  @Test func theFocusedProgressElementReadsItsOwnChange() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    #expect(
      queue.record(try spoken(current: 3), cause: .app, isProgressFocused: true, at: 1) == nil)
    #expect(queue.announcement(at: 9) == nil)
  }

  @Test func aFailedStepIsSpokenWithHighPriority() throws {
    var queue = StepperAnnouncementQueue(heard: try spoken(current: 2))
    let due = queue.record(
      try spoken(current: 2, status: .error), cause: .app, isProgressFocused: false, at: 1)
    let spokenNow = queue.announcement(at: due ?? 0)
    let announcement = try #require(spokenNow)
    #expect(announcement.text == "Step 2 of 4, 50%, error")
    #expect(announcement.priority == .high)
  }
}
