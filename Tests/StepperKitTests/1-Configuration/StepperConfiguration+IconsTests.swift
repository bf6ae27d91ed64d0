import StepperKit
import Testing

/// Icons per step, from the configuration through the scene to the drawing commands: a
/// circular marker shows its icon while it would show its number, keeps its check and
/// exclamation mark, and its accessible text does not change.
@Suite struct StepperConfigurationIconsTests {
  private let checkout: [StepperStepID: StepperIcon] = [
    1: .person, 2: .home, 3: .card, 4: .truck,
  ]

  @Test func theModifierKeepsTheIconsByStep() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2).replacing(
      \.stepIcons, with: checkout)
    #expect(configuration.options.stepIcons[4]?.name == "truck")
    #expect(try configuration.moving(to: 3).options.stepIcons == checkout)
    #expect(try StepperConfiguration(configuration.options) == configuration)
    #expect(try StepperConfiguration(total: 4, current: 2).options.stepIcons.isEmpty)
  }

  @Test(arguments: [StepperStyle.dash, .bullet])
  func iconsOnADashOrBulletRowAreATypedError(_ style: StepperStyle) throws {
    let configuration = try StepperConfiguration(style: style, total: 4, current: 2)
    #expect(throws: StepperConfigurationError.iconsNeedCircularStyle(style: style, step: 2)) {
      try configuration.replacing(\.stepIcons, with: [3: .card, 2: .home])
    }
    let warning = StepperGuidelineDiagnostics.warning(
      for: .iconsNeedCircularStyle(style: style, step: 2))
    #expect(warning?.rule == .iconsNeedCircularMarkers)
  }

  @Test func anIconForAStepThatDoesNotExistOrASubstepIsATypedError() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, length: 500)
      .replacing(\.substeps, with: [2: 2])
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try configuration.replacing(\.stepIcons, with: [5: .card])
    }
    let substep = StepperStepID(2, substep: 1)
    #expect(throws: StepperConfigurationError.iconOnSubstep(substep)) {
      try configuration.replacing(\.stepIcons, with: [substep: .card])
    }
    #expect(
      StepperConfigurationError.iconOnSubstep(substep).description.contains("main steps"))
  }

  /// Done steps keep the check, a failed one the exclamation mark; the rest show their icon.
  @Test func anIconTakesOnlyTheNumbersPlace() throws {
    let configuration = try StepperConfiguration(total: 4, current: 3, status: .error)
      .replacing(\.stepIcons, with: checkout)
    let kinds = StepperScene(configuration).elements.filter { $0.role == .mark }
      .map { $0.content?.kind ?? "none" }
    #expect(kinds == ["check", "check", "error", "icon"])
    let upcoming = try StepperConfiguration(total: 4, current: 1).replacing(
      \.stepIcons, with: checkout
    )
    .replacing(\.stepStates, with: [2: .disabled])
    let contents = StepperScene(upcoming).elements.filter { $0.role == .mark }.compactMap {
      if case .icon(let icon, _, let number, _) = $0.content { return "\(icon.name) \(number)" }
      return nil
    }
    #expect(contents == ["person 1", "home 2", "card 3", "truck 4"])
  }

  /// Only the truck, which points the way the flow goes, mirrors right to left.
  @Test func onlyDirectionalIconsMirrorRightToLeft() throws {
    for direction in StepperLayoutDirection.allCases {
      let configuration = try StepperConfiguration(total: 4, current: 1).replacing(
        \.stepIcons, with: checkout
      )
      .unchecked { $0.direction = direction }
      let mirrored = StepperScene(configuration).elements.compactMap { element in
        if case .icon(let icon, let isMirrored, _, _) = element.content, isMirrored {
          return icon.name
        }
        return nil
      }
      #expect(mirrored == (direction == .rightToLeft ? ["truck"] : []))
    }
  }

  /// The icon is one stroked path in a 16-point square centered in the 24-point marker, its
  /// stroke scaled from 2 on the 24 grid to 1.33; a mirrored truck is the unmirrored one
  /// flipped about the marker's center.
  @Test func theIconIsAStrokedPathCenteredInItsMarker() throws {
    let configuration = try StepperConfiguration(total: 4, current: 1).replacing(
      \.stepIcons, with: [4: .truck])
    func iconPath(_ direction: StepperLayoutDirection) throws -> StepperDrawCommand.StrokedPath {
      let drawing = StepperSceneDrawing(
        StepperScene(configuration.unchecked { $0.direction = direction }))
      let paths = drawing.commands.compactMap { command -> StepperDrawCommand.StrokedPath? in
        if case .path(let path) = command.primitive { return path }
        return nil
      }
      #expect(paths.count == 1)
      return try #require(paths.first)
    }
    let ltr = try iconPath(.leftToRight)
    #expect(abs(ltr.lineWidth - 4.0 / 3.0) < 1e-9)
    let marker = try #require(
      StepperScene(configuration).elements.first { $0.role == .mark && $0.step == 4 })
    let start = ltr.path.subpaths[0].start
    // The truck's box starts at (2, 5.5) on its grid: 16/24 of that from the icon's corner.
    let corner = StepperPoint(
      x: marker.frame.x + marker.frame.width / 6, y: marker.frame.y + marker.frame.height / 6)
    #expect(abs(start.x - (corner.x + 2 * 2.0 / 3.0)) < 1e-9)
    #expect(abs(start.y - (corner.y + 5.5 * 2.0 / 3.0)) < 1e-9)
    let rtl = try iconPath(.rightToLeft)
    let rtlMarker = try #require(
      StepperScene(configuration.unchecked { $0.direction = .rightToLeft }).elements.first {
        $0.role == .mark && $0.step == 4
      })
    let rtlStart = rtl.path.subpaths[0].start
    #expect(abs((rtlStart.x - rtlMarker.frame.x) - (marker.frame.maxX - start.x)) < 1e-9)
    #expect(rtlStart.y == start.y)
  }

  /// The icon never replaces the step's accessible text, in any of the six languages.
  @Test(arguments: StepperStrings.all)
  func theAccessibleTextIsTheSameWithAndWithoutIcons(_ strings: StepperStrings) throws {
    let plain = try StepperConfiguration(
      total: 4, current: 3, labels: StepperLabels(names: [1: "Account", 3: "Payment"]))
    let withIcons = try plain.replacing(\.stepIcons, with: checkout)
    #expect(
      StepperScene(withIcons, strings: strings).accessibleSteps()
        == StepperScene(plain, strings: strings).accessibleSteps())
    #expect(
      StepperAccessibility(withIcons, strings: strings).announcement
        == StepperAccessibility(plain, strings: strings).announcement)
  }
}
