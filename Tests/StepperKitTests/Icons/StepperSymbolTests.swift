import StepperKit
import Testing

/// SF Symbols per step, the Apple views' option: the name is checked with the configuration,
/// the symbol takes a number's place as an icon does, mirrors only when directional, and never
/// changes the accessible text.
@Suite struct StepperSymbolTests {
  /// What the Apple views hand the core: symbols by step, through the view input.
  private func configuration(
    _ symbols: [StepperStepID: StepperSymbol], icons: [StepperStepID: StepperIcon] = [:],
    style: StepperStyle = .circular, current: Int = 1,
    direction: StepperLayoutDirection = .leftToRight
  ) throws -> StepperConfiguration {
    var input = StepperViewInput(style: style, current: current, total: 4)
    input.options.stepIcons = icons.merging(symbols.mapValues(StepperIcon.init(symbol:))) {
      _, symbol in
      symbol
    }
    input.options.direction = direction
    return try input.configuration()
  }

  private func symbolCommands(
    _ configuration: StepperConfiguration
  )
    -> [StepperDrawCommand.Symbol]
  {
    StepperSceneDrawing(StepperScene(configuration)).commands.compactMap {
      if case .symbol(let symbol) = $0.primitive { return symbol }
      return nil
    }
  }

  @Test func aStringLiteralIsANonDirectionalSymbol() {
    let symbol: StepperSymbol = "person.fill"
    #expect(symbol == StepperSymbol("person.fill"))
    #expect(!symbol.isDirectional)
    #expect(StepperSymbol("car.side", isDirectional: true).isDirectional)
  }

  @Test(arguments: ["person.fill", "0.circle", "creditcard", "arrow.up.left.and.arrow.down.right"])
  func symbolNamesAreValid(_ name: String) {
    #expect(StepperSymbol.isValidName(name))
  }

  @Test(arguments: [
    "", ".fill", "person.", "person..fill", "person fill", "person/fill", "person\u{1B}[31m",
    "pérson", String(repeating: "a", count: StepperSymbol.maximumNameLength + 1),
  ])
  func otherNamesAreNotAndTheConfigurationSaysWhy(_ name: String) {
    #expect(!StepperSymbol.isValidName(name))
    #expect(throws: StepperConfigurationError.invalidSymbolName(name, step: 2)) {
      try configuration([2: StepperSymbol(name)])
    }
    let message = StepperConfigurationError.invalidSymbolName(name, step: 2).description
    #expect(message.contains("step 2"))
    #expect(message.contains("ASCII letters, digits and single dots"))
    #expect(!message.contains("\u{1B}"))
  }

  @Test func theLongestNameIsValid() {
    #expect(StepperSymbol.isValidName(String(repeating: "a", count: 100)))
  }

  /// As icons: circular main steps only.
  @Test func symbolsNeedCircularMainSteps() throws {
    #expect(throws: StepperConfigurationError.iconsNeedCircularStyle(style: .dash, step: 1)) {
      try configuration([1: "person.fill"], style: .dash)
    }
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try configuration([5: "person.fill"])
    }
  }

  /// A symbol takes the number's place while the step shows its number, and wins over an icon
  /// on the same step; done steps keep their check.
  @Test func aSymbolTakesTheNumbersPlaceAndWinsOverAnIcon() throws {
    let configuration = try configuration(
      [2: "creditcard", 3: "person.fill"], icons: [3: .person, 4: .truck], current: 3)
    let marks = StepperScene(configuration).elements.filter { $0.role == .mark }
    #expect(marks.map { $0.content?.kind ?? "none" } == ["check", "check", "icon", "icon"])
    let commands = symbolCommands(configuration)
    #expect(commands.map(\.name) == ["person.fill"])
    #expect(commands.first?.number.text == "3")
    let paths = StepperSceneDrawing(StepperScene(configuration)).commands.filter {
      if case .path = $0.primitive { return true }
      return false
    }
    #expect(paths.count == 1)  // the truck on step 4
  }

  /// The symbol's box is the icon box: two thirds of the marker, centered; its color is the
  /// marker's content color; its fallback number sits where the number would.
  @Test func theSymbolIsDrawnInTheIconBoxInTheContentColor() throws {
    let configuration = try configuration([1: "person.fill"])
    let symbol = try #require(symbolCommands(configuration).first)
    let marker = try #require(
      StepperScene(configuration).elements.first { $0.role == .mark && $0.step == 1 })
    #expect(abs(symbol.box.width - marker.frame.width * StepperIcon.markerScale) < 1e-9)
    #expect(symbol.box.width == symbol.box.height)
    #expect(abs(symbol.box.center.x - marker.frame.center.x) < 1e-9)
    #expect(abs(symbol.box.center.y - marker.frame.center.y) < 1e-9)
    #expect(symbol.paint.color == marker.content?.color)
    #expect(symbol.pointSize == symbol.box.height)
    let plain = StepperSceneDrawing(StepperScene(try self.configuration([:])))
    let number = plain.commands.compactMap { command -> StepperDrawCommand.TextRun? in
      if case .text(let run) = command.primitive, run.text == "1" { return run }
      return nil
    }
    #expect(number.first == symbol.number)
  }

  /// Upright in right-to-left layouts unless marked directional.
  @Test(arguments: StepperLayoutDirection.allCases)
  func onlyDirectionalSymbolsMirrorRightToLeft(_ direction: StepperLayoutDirection) throws {
    let configuration = try configuration(
      [1: "person.fill", 2: StepperSymbol("car.side", isDirectional: true)], direction: direction)
    let mirrored = symbolCommands(configuration).filter(\.isMirrored).map(\.name)
    #expect(mirrored == (direction == .rightToLeft ? ["car.side"] : []))
    let contents = StepperScene(configuration).elements.compactMap { element -> Bool? in
      if case .icon(_, let isMirrored, _, _) = element.content { return isMirrored }
      return nil
    }
    #expect(contents == [false, direction == .rightToLeft])
  }

  /// The symbol never replaces the step's accessible text, in any of the six languages.
  @Test(arguments: StepperStrings.all)
  func theAccessibleTextIsTheSameWithAndWithoutSymbols(_ strings: StepperStrings) throws {
    let plain = try configuration([:], current: 3)
    let withSymbols = try configuration([1: "person.fill", 3: "creditcard"], current: 3)
    #expect(
      StepperScene(withSymbols, strings: strings).accessibleSteps()
        == StepperScene(plain, strings: strings).accessibleSteps())
    #expect(
      StepperAccessibility(withSymbols, strings: strings).announcement
        == StepperAccessibility(plain, strings: strings).announcement)
  }
}
