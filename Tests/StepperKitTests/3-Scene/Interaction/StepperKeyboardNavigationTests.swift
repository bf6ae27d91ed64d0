import StepperKit
import Testing

@Suite struct StepperKeyboardNavigationTests {
  typealias Navigation = StepperKeyboardNavigation

  @Test func downAndUpAreNextAndPreviousInEitherDirection() {
    let enabled = [true, true, true, true]
    for direction in StepperLayoutDirection.allCases {
      #expect(
        Navigation.destination(from: 1, key: .down, isSelectable: enabled, direction: direction)
          == 2)
      #expect(
        Navigation.destination(from: 1, key: .up, isSelectable: enabled, direction: direction) == 0)
    }
  }

  @Test func rightAndLeftFollowTheReadingDirection() {
    let enabled = [true, true, true, true]
    #expect(
      Navigation.destination(from: 1, key: .right, isSelectable: enabled, direction: .leftToRight)
        == 2
    )
    #expect(
      Navigation.destination(from: 1, key: .left, isSelectable: enabled, direction: .leftToRight)
        == 0)
    // Right to left, step 1 is at the right: Left goes on to step 3.
    #expect(
      Navigation.destination(from: 1, key: .left, isSelectable: enabled, direction: .rightToLeft)
        == 2)
    #expect(
      Navigation.destination(from: 1, key: .right, isSelectable: enabled, direction: .rightToLeft)
        == 0
    )
  }

  @Test func homeAndEndGoToTheFirstAndLastEnabledButtons() {
    let enabled = [false, true, true, false, true, false]
    for direction in StepperLayoutDirection.allCases {
      #expect(
        Navigation.destination(from: 2, key: .home, isSelectable: enabled, direction: direction)
          == 1)
      #expect(
        Navigation.destination(from: 2, key: .end, isSelectable: enabled, direction: direction) == 4
      )
    }
  }

  @Test func disabledButtonsAreSkipped() {
    let enabled = [true, false, false, true]
    #expect(
      Navigation.destination(from: 0, key: .down, isSelectable: enabled, direction: .leftToRight)
        == 3)
    #expect(
      Navigation.destination(from: 3, key: .up, isSelectable: enabled, direction: .leftToRight) == 0
    )
    // From a disabled button a pointer focused, the move starts where it is.
    #expect(
      Navigation.destination(from: 2, key: .up, isSelectable: enabled, direction: .leftToRight) == 0
    )
    #expect(
      Navigation.destination(from: 1, key: .down, isSelectable: enabled, direction: .leftToRight)
        == 3)
  }

  @Test func focusStaysAtTheEndsWithoutWrapping() {
    let enabled = [false, true, true, false]
    #expect(
      Navigation.destination(from: 2, key: .down, isSelectable: enabled, direction: .leftToRight)
        == 2)
    #expect(
      Navigation.destination(from: 1, key: .up, isSelectable: enabled, direction: .leftToRight) == 1
    )
    #expect(
      Navigation.destination(from: 2, key: .left, isSelectable: enabled, direction: .rightToLeft)
        == 2)
  }

  @Test func noEnabledButtonHasNoDestination() {
    for key in Navigation.Key.allCases {
      #expect(
        Navigation.destination(
          from: 0, key: key, isSelectable: [false, false], direction: .leftToRight) == nil)
      #expect(
        Navigation.destination(from: 0, key: key, isSelectable: [], direction: .rightToLeft) == nil)
    }
  }

  @Test func anIndexOutsideTheRowIsReadAsItsNearEnd() {
    let enabled = [false, true, true, false]
    #expect(
      Navigation.destination(from: -1, key: .down, isSelectable: enabled, direction: .leftToRight)
        == 1
    )
    #expect(
      Navigation.destination(from: -1, key: .up, isSelectable: enabled, direction: .leftToRight)
        == 1)
    #expect(
      Navigation.destination(from: 9, key: .up, isSelectable: enabled, direction: .leftToRight) == 2
    )
    #expect(
      Navigation.destination(from: 9, key: .down, isSelectable: enabled, direction: .leftToRight)
        == 2)
  }

  /// Every key from every button of every row of up to six buttons, against a walk one button
  /// at a time: the destination is enabled, and no enabled button lies between it and the start.
  @Test func everyMoveLandsOnTheNearestEnabledButtonThatWay() {
    for count in 1...6 {
      for bits in 0..<(1 << count) {
        let enabled = (0..<count).map { bits & (1 << $0) != 0 }
        for direction in StepperLayoutDirection.allCases {
          for key in Navigation.Key.allCases {
            for index in 0..<count {
              let to = Navigation.destination(
                from: index, key: key, isSelectable: enabled, direction: direction)
              #expect(to == walk(from: index, key: key, enabled: enabled, direction: direction))
            }
          }
        }
      }
    }
  }

  /// The reference: a step at a time in the key's sense until an enabled button.
  private func walk(
    from index: Int, key: Navigation.Key, enabled: [Bool], direction: StepperLayoutDirection
  ) -> Int? {
    guard enabled.contains(true) else { return nil }
    let forward = direction == .leftToRight ? Navigation.Key.right : .left
    let backward = direction == .leftToRight ? Navigation.Key.left : .right
    switch key {
    case .home: return walk(from: -1, key: .down, enabled: enabled, direction: direction)
    case .end: return walk(from: enabled.count, key: .up, enabled: enabled, direction: direction)
    default: break
    }
    let step = key == .down || key == forward ? 1 : -1
    #expect(key == .down || key == .up || key == forward || key == backward)
    var at = index + step
    while at >= 0, at < enabled.count {
      if enabled[at] { return at }
      at += step
    }
    return index
  }

  @Test func theStartIsTheSelectedEnabledButtonElseTheFirstEnabled() {
    #expect(
      Navigation.start(isSelectable: [true, true, true], isSelected: [false, false, true]) == 2)
    #expect(
      Navigation.start(isSelectable: [false, true, false], isSelected: [false, false, true]) == 1)
    #expect(Navigation.start(isSelectable: [true, true], isSelected: [false, false]) == 0)
    #expect(Navigation.start(isSelectable: [false, false], isSelected: [true, false]) == nil)
  }

  @Test func theKeysAreTheWebsKeyNames() {
    #expect(
      Navigation.Key.allCases.map(\.rawValue) == [
        "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
      ])
  }
}
