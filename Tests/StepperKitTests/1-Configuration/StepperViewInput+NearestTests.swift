import StepperKit
import Testing

@Suite struct StepperViewInputNearestTests {
  @Test func validValuesDrawTheirOwnConfigurationWithNoProblems() throws {
    var input = StepperViewInput(style: .dash, current: 3, total: 6)
    input.offeredLength = 390
    let drawn = input.nearestConfiguration(keeping: nil)
    #expect(drawn.problems.isEmpty)
    #expect(drawn.report == nil)
    #expect(drawn.configuration == (try input.configuration(keeping: nil)))
  }

  @Test func settingCurrentBeforeTotalDrawsTheLastStepMeanwhile() throws {
    var input = StepperViewInput(current: 2, total: 4)
    input.offeredLength = 390
    input.options.current = 5
    let meanwhile = input.nearestConfiguration(keeping: nil)
    #expect(meanwhile.configuration.options.current.step == 4)
    #expect(meanwhile.configuration.options.total == 4)
    #expect(meanwhile.problems == [.currentOutOfRange(current: 5, total: 4)])
    #expect(
      meanwhile.report
        == "EBStepper draws the nearest valid stepper: current must be between 1 and 4 (the "
        + "total); got 5")
    input.options.total = 6
    let done = input.nearestConfiguration(keeping: nil)
    #expect(done.problems.isEmpty)
    #expect(done.configuration.options.current.step == 5)
  }

  /// Every way an app can move a view from one valid state to another, one property at a time:
  /// each intermediate state draws, and the last is exactly the target with nothing clamped.
  @Test(arguments: [2, 3, 5, 8])
  func everyOrderOfSettingCurrentAndTotalDrawsWithoutStopping(fromTotal: Int) throws {
    for toTotal in 2...8 {
      for fromCurrent in 1...fromTotal {
        for toCurrent in 1...toTotal {
          var start = StepperViewInput(current: fromCurrent, total: fromTotal)
          start.offeredLength = 390
          let sets: [(inout StepperViewInput) -> Void] = [
            { $0.options.current = StepperStepID(toCurrent) }, { $0.options.total = toTotal },
          ]
          try expectEveryOrder(from: start, sets)
        }
      }
    }
  }

  @Test(arguments: StepperStyle.allCases)
  func everyOrderOfSettingFiveValuesDrawsWithoutStopping(style: StepperStyle) throws {
    var start = StepperViewInput(style: style, current: 4, total: 6, status: .success)
    start.options.current = 6
    start.offeredLength = 390
    start.options.substeps = [6: 2]
    start.options.current = StepperStepID(start.options.current.step, substep: 2)
    start.options.maxVisible = 5
    start.options.stepNames = [6: "Review", StepperStepID(6, substep: 2): "Sign"]
    let sets: [(inout StepperViewInput) -> Void] = [
      { $0.options.current = 2 }, { $0.options.total = 3 }, { $0.options.status = .error },
      { $0.options.substeps = [2: 3] },
      { $0.options.current = StepperStepID($0.options.current.step, substep: 3) },
      { $0.options.maxVisible = nil },
    ]
    try expectEveryOrder(from: start, [{ $0.options.stepNames = [:] }] + sets)
  }

  /// Applies `sets` in every order to `start`, drawing after each, and checks the end state.
  private func expectEveryOrder(
    from start: StepperViewInput, _ sets: [(inout StepperViewInput) -> Void]
  ) throws {
    for order in permutations(of: Array(sets.indices)) {
      var input = start
      for index in order {
        sets[index](&input)
        let drawn = input.nearestConfiguration(keeping: nil)
        #expect(
          (1...drawn.configuration.options.total).contains(drawn.configuration.options.current.step)
        )
      }
      let end = input.nearestConfiguration(keeping: nil)
      #expect(end.problems.isEmpty)
      #expect(end.configuration == (try input.configuration(keeping: nil)))
    }
  }

  private func permutations(of items: [Int]) -> [[Int]] {
    guard let first = items.first else { return [[]] }
    return permutations(of: Array(items.dropFirst())).flatMap { rest in
      (0...rest.count).map { at in
        var order = rest
        order.insert(first, at: at)
        return order
      }
    }
  }

  @Test func eachRefusedValueMovesToTheNearestAccepted() {
    func drawn(_ change: (inout StepperViewInput) -> Void) -> StepperClampedConfiguration {
      var input = StepperViewInput(style: .circular, current: 2, total: 4)
      change(&input)
      return input.nearestConfiguration(keeping: nil)
    }
    #expect(drawn { $0.options.total = 1 }.configuration.options.total == 2)
    #expect(drawn { $0.options.total = -7 }.configuration.options.current.step == 2)
    #expect(drawn { $0.options.current = 0 }.configuration.options.current.step == 1)
    #expect(
      drawn { $0.options.current = StepperStepID(.min) }.configuration.options.current.step == 1)
    #expect(drawn { $0.options.status = .success }.configuration.options.status == .default)
    #expect(drawn { $0.options.stepProgress = 7 }.configuration.options.activity.stepProgress == 1)
    #expect(
      drawn { $0.options.stepProgress = .nan }.configuration.options.activity.stepProgress == nil)
    #expect(drawn { $0.options.length = .infinity }.configuration.resolvedLength == 272)
    #expect(drawn { $0.options.length = 10 }.configuration.resolvedLength == 210)
    #expect(drawn { $0.options.viewport = 10 }.configuration.options.viewport == 74)
    #expect(drawn { $0.options.viewport = -1 }.configuration.options.viewport == nil)
    #expect(drawn { $0.options.firstNumber = 0 }.configuration.options.firstNumber == 1)
    #expect(drawn { $0.options.maxVisible = 1 }.configuration.options.maxVisible == 5)
    #expect(drawn { $0.options.substeps = [9: 2] }.configuration.options.substeps.isEmpty)
    #expect(drawn { $0.options.substeps = [2: 500] }.configuration.options.substeps == [2: 99])
    #expect(
      drawn { $0.options.current = StepperStepID($0.options.current.step, substep: 3) }
        .configuration.options.current.substep == nil)
    #expect(
      drawn { $0.options.stepNames = [7: "Gone", 3: "Kept"] }.configuration.options.stepNames == [
        3: "Kept"
      ]
    )
    #expect(
      drawn { $0.options.stepIcons = [2: StepperIcon(symbol: StepperSymbol("no such"))] }
        .configuration
        .options.stepIcons.isEmpty)
    let styled = drawn {
      $0.options.style = .dash
      $0.options.stepIcons = [1: .check]
    }
    #expect(styled.configuration.options.stepIcons.isEmpty)
  }

  @Test func wildValuesAlwaysDraw() {
    var random = SplitMix(seed: 25)
    let numbers = [Int.min, -1, 0, 1, 2, 3, 7, 99, 100, 100_001, Int.max]
    let lengths: [Double?] = [nil, .nan, -.infinity, -1, 0, 1, 80, 272, 1e12]
    for _ in 0..<400 {
      var input = StepperViewInput(
        style: StepperStyle.allCases[random.next(3)], current: numbers[random.next(numbers.count)],
        total: numbers[random.next(numbers.count)])
      input.options.status = [.default, .success, .error][random.next(3)]
      input.options.length = lengths[random.next(lengths.count)]
      input.options.viewport = lengths[random.next(lengths.count)]
      input.offeredLength = lengths[random.next(lengths.count)]
      input.options.scrollOffset = lengths[random.next(lengths.count)]
      input.options.maxVisible = [nil, -3, 4, 7][random.next(4)]
      input.options.firstNumber = numbers[random.next(numbers.count)]
      input.options.substeps = [
        numbers[random.next(numbers.count)]: numbers[random.next(numbers.count)]
      ]
      input.options.stepProgress = lengths[random.next(lengths.count)]
      let drawn = input.nearestConfiguration(keeping: nil)
      #expect(drawn.problems.isEmpty == ((try? input.configuration(keeping: nil)) != nil))
    }
  }
}

/// A small seeded generator, so that the sweep of wild values is the same on every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
