import StepperKit
import Testing

@Suite struct SceneTests {
  /// A five-step circular stepper with every state: error, complete, errorActive... and the rest
  /// set by override.
  private func scene(
    _ style: StepperStyle, _ overrides: [StepperStepID: StepperStepState],
    status: StepperStatus = .default,
    theme: StepperTheme = .light
  ) throws -> StepperScene {
    try StepperScene(
      StepperConfiguration(
        style: style, total: 5, current: StepperStepID(status == .success ? 5 : 2), status: status
      ).unchecked { $0.theme = theme }.replacing(\.stepStates, with: overrides))
  }

  @Test func circularSceneMatchesTheJSONContractExample() throws {
    let scene = try StepperScene(StepperConfiguration(style: .circular, total: 4, current: 2))
    #expect(scene.size == StepperSize(width: 272, height: 24))
    #expect(
      scene.elements.map(\.role) == [
        .mark, .connector, .mark, .connector, .mark, .connector, .mark,
      ])
    let first = scene.elements[0]
    #expect(first.step == 1)
    #expect(first.state == .complete)
    #expect(first.frame == StepperRect(x: 0, y: 0, width: 24, height: 24))
    #expect(first.cornerRadius == 12)
    #expect(first.fill?.hex == "#155DFC")
    #expect(first.stroke == nil)
    #expect(first.content == .check(color: StepperColor(0xFFFFFF)))
    let connector = scene.elements[1]
    #expect(connector.step == 1)
    #expect(connector.nextStep == 2)
    #expect(connector.state == .complete)
    #expect(isClose(connector.frame, StepperRect(x: 32, y: 11, width: 128.0 / 3, height: 2)))
    #expect(connector.fill?.hex == "#155DFC")
  }

  private struct MarkerPaint: Equatable, CustomStringConvertible {
    let fill: String
    let stroke: String?
    let content: String
    let contentColor: String
    var description: String { "\(fill) \(stroke ?? "-") \(content) \(contentColor)" }
  }

  private func markerPaint(
    _ state: StepperStepState, theme: StepperTheme, status: StepperStatus = .default
  )
    throws -> MarkerPaint
  {
    let scene = try scene(.circular, [3: state], status: status, theme: theme)
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 3 })
    #expect(marker.state == state)
    let content = try #require(marker.content)
    return MarkerPaint(
      fill: marker.fill?.hex ?? "none", stroke: marker.stroke.map { "\($0.color.hex)/\($0.width)" },
      content: content.kind, contentColor: content.color.hex)
  }

  @Test func circularMarkerColorsInLight() throws {
    let expected: [StepperStepState: MarkerPaint] = [
      .complete: MarkerPaint(
        fill: "#155DFC", stroke: nil, content: "check", contentColor: "#FFFFFF"),
      .active: MarkerPaint(
        fill: "#FFFFFF", stroke: "#155DFC/2.0", content: "number", contentColor: "#155DFC"),
      .default: MarkerPaint(
        fill: "#E9E9EA", stroke: nil, content: "number", contentColor: "#AEAEB2"),
      .error: MarkerPaint(fill: "#D92D20", stroke: nil, content: "error", contentColor: "#FFFFFF"),
      .errorActive: MarkerPaint(
        fill: "#FFFFFF", stroke: "#D92D20/2.0", content: "error", contentColor: "#D92D20"),
      .disabled: MarkerPaint(
        fill: "#FFFFFF", stroke: "#E9E9EA/2.0", content: "number", contentColor: "#AEAEB2"),
      .skipped: MarkerPaint(
        fill: "#FFFFFF", stroke: "#6B7280/2.0", content: "skip", contentColor: "#6B7280"),
    ]
    for state in StepperStepState.allCases {
      #expect(try markerPaint(state, theme: .light) == expected[state], "\(state)")
    }
  }

  @Test func circularMarkerColorsInDark() throws {
    let expected: [StepperStepState: MarkerPaint] = [
      .complete: MarkerPaint(
        fill: "#2B7FFF", stroke: nil, content: "check", contentColor: "#FFFFFF"),
      .active: MarkerPaint(
        fill: "#0E0E0F", stroke: "#2B7FFF/2.0", content: "number", contentColor: "#2B7FFF"),
      .default: MarkerPaint(
        fill: "#48484A", stroke: nil, content: "number", contentColor: "#8E8E93"),
      .error: MarkerPaint(fill: "#EF4444", stroke: nil, content: "error", contentColor: "#FFFFFF"),
      .errorActive: MarkerPaint(
        fill: "#0E0E0F", stroke: "#EF4444/2.0", content: "error", contentColor: "#EF4444"),
      .disabled: MarkerPaint(
        fill: "#0E0E0F", stroke: "#48484A/2.0", content: "number", contentColor: "#8E8E93"),
      .skipped: MarkerPaint(
        fill: "#0E0E0F", stroke: "#8E8E93/2.0", content: "skip", contentColor: "#8E8E93"),
    ]
    for state in StepperStepState.allCases {
      #expect(try markerPaint(state, theme: .dark) == expected[state], "\(state)")
    }
  }

  @Test func successDrawsDoneMarkersInThePositiveColor() throws {
    #expect(try markerPaint(.complete, theme: .light, status: .success).fill == "#079455")
    #expect(try markerPaint(.complete, theme: .dark, status: .success).fill == "#16A34A")
  }

  @Test(arguments: [StepperStyle.dash, .bullet])
  func barColorsInLightAndDark(_ style: StepperStyle) throws {
    let expected: [StepperStepState: (light: String, dark: String)] = [
      .complete: ("#005CE5", "#4C8DFF"), .active: ("#005CE5", "#4C8DFF"),
      .default: ("#D2E5FF", "#1F3354"), .error: ("#B42318", "#F97066"),
      .errorActive: ("#D92D20", "#EF4444"), .disabled: ("#AEAEB2", "#8E8E93"),
      .skipped: ("#005CE5", "#4C8DFF"),
    ]
    for state in StepperStepState.allCases {
      for theme in [StepperTheme.light, .dark] {
        let scene = try scene(style, [3: state], theme: theme)
        let bar = scene.elements[2]
        #expect(bar.role == .mark)
        #expect(bar.roleName == (style == .dash ? "dash" : "bullet"))
        #expect(bar.state == state)
        #expect(bar.content == nil)
        let colors = try #require(expected[state])
        // A disabled or skipped bar is hollow: its color is its outline's.
        let hollow = state == .disabled || state == .skipped
        let seen = hollow ? bar.stroke?.color : bar.fill
        #expect(hollow == (bar.fill == nil && bar.stroke?.width == 1), "\(state)")
        #expect(seen?.hex == (theme == .light ? colors.light : colors.dark), "\(state)")
      }
    }
  }

  @Test func dashesOneToCurrentAreFilledAndTheRestAreTrack() throws {
    // Specification#two-tone-rule: dashes 1…current fill #005CE5, the rest #D2E5FF.
    for current in 1...10 {
      let scene = try StepperScene(StepperConfiguration(style: .dash, total: 10, current: current))
      let fills = scene.elements.map { $0.fill?.hex }
      #expect(fills == (1...10).map { $0 <= current ? "#005CE5" : "#D2E5FF" })
    }
  }

  @Test func successDrawsBarsInThePositiveColor() throws {
    let scene = try StepperScene(
      StepperConfiguration(style: .dash, total: 3, current: 3, status: .success))
    #expect(scene.elements.map { $0.fill?.hex } == ["#079455", "#079455", "#079455"])
  }

  @Test func connectorColors() throws {
    let scene = try StepperScene(
      StepperConfiguration(style: .circular, total: 4, current: 3, theme: .dark))
    let connectors = scene.elements.filter { $0.role == .connector }
    #expect(connectors.map { $0.fill?.hex } == ["#2B7FFF", "#2B7FFF", "#48484A"])
    let success = try StepperScene(StepperConfiguration(total: 3, current: 3, status: .success))
    #expect(
      success.elements.filter { $0.role == .connector }.map { $0.fill?.hex } == [
        "#079455", "#079455",
      ])
  }

  @Test func markersCarryTheirNumberInTheMarkerTextStyle() throws {
    let scene = try StepperScene(StepperConfiguration(total: 4, current: 2))
    #expect(
      scene.elements[2].content == .number("2", color: StepperColor(0x155DFC), style: .markerNumber)
    )
    #expect(StepperTextStyle.markerNumber.size == 12)
    #expect(StepperTextStyle.markerNumber.weight == 600)
  }

  @Test func sceneCarriesItsSettingsAndAccessibility() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        style: .bullet, total: 4, current: 1, axis: .vertical, direction: .rightToLeft,
        theme: .dark))
    #expect(scene.style == .bullet)
    #expect(scene.axis == .vertical)
    #expect(scene.direction == .rightToLeft)
    #expect(scene.appearance == .dark)
    #expect(scene.background.hex == "#0E0E0F")
    // 4 · 8 + 3 · 8, and 4 of room at each end for the current step's pill.
    #expect(scene.size == StepperSize(width: 8, height: 64))
    #expect(scene.accessibility.announcement == "Step 1 of 4, 25%")
  }

  @Test func markersShowTheLocalesDigitsAndTheAccessibilityItsWords() throws {
    let strings = try #require(StepperStrings.forLanguage("ar-EG"))
    let scene = StepperScene(
      try StepperConfiguration(total: 4, current: 2, direction: .rightToLeft), strings: strings)
    let numbers = scene.elements.compactMap { element -> String? in
      guard case .number(let text, _, _) = element.content else { return nil }
      return text
    }
    #expect(numbers == ["٢", "٣", "٤"])
    #expect(scene.accessibility.announcement == "الخطوة ٢ من ٤، ٥٠٪\u{61C}")
    #expect(scene.accessibility.language == "ar-EG")
  }
}

@Suite struct SceneTokenTests {
  @Test func everyColorCarriesTheTokenItWasReadFrom() throws {
    for style in StepperStyle.allCases {
      for status in StepperStatus.allCases {
        for theme in [StepperTheme.light, .dark] {
          let scene = try StepperScene(
            StepperConfiguration(
              style: style, total: 6, current: status == .success ? 6 : 4, status: status,
              theme: theme, length: style == .circular ? 360 : nil
            ).replacing(
              \.stepStates, with: [1: .complete, 2: .error, 3: .active, 5: .default, 6: .disabled]))
          #expect(scene.theme == theme)
          for element in scene.elements {
            // Every shape has a fill or (a hollow disabled dash or bullet) an outline.
            #expect(element.tokens.fill != nil || element.tokens.stroke != nil)
            #expect(
              element.fill == element.tokens.fill.map { theme[$0] },
              "\(element.role) \(element.step)")
            #expect(element.stroke?.color == element.tokens.stroke.map { theme[$0] })
            #expect(element.content?.color == element.tokens.content.map { theme[$0] })
          }
        }
      }
    }
  }

  @Test func markerTokensFollowTheSpecification() throws {
    let scene = try StepperScene(StepperConfiguration(total: 4, current: 2))
    #expect(
      scene.elements[0].tokens
        == StepperSceneElement.Tokens(fill: .brandBase, stroke: nil, content: .iconOnColor))
    #expect(
      scene.elements[2].tokens
        == StepperSceneElement.Tokens(fill: .bgWhite0, stroke: .brandBase, content: .brandBase))
    #expect(
      scene.elements[4].tokens
        == StepperSceneElement.Tokens(fill: .bgSoft100, stroke: nil, content: .textDisabled400))
    #expect(scene.elements[1].tokens == StepperSceneElement.Tokens(fill: .brandBase))
    #expect(scene.elements[3].tokens == StepperSceneElement.Tokens(fill: .bgSoft100))
  }

  /// A column that scrolls under its header, dragged so that step 1 has gone under the header
  /// band (which ends at 60 + 44 = 104): the connector after it (76 to 100.7) would not show,
  /// and is left out; step 2 comes first after the header. Dragged to 20, step 1 still shows
  /// its last 4 points, and the connector after it follows it.
  @Test func aConnectorWhollyUnderAColumnsHeaderIsLeftOut() throws {
    func scene(offset: Double) throws -> StepperScene {
      try StepperScene(
        StepperConfiguration(
          total: 20, current: 5, labels: StepperLabels(showsHeader: true, showsAllSteps: true),
          scrolling: StepperScrolling(viewport: 400, offset: offset)
        ).unchecked { $0.axis = .vertical })
    }
    let gone = try scene(offset: 60)
    #expect(gone.stepsRect == StepperRect(x: 0, y: 104, width: gone.visibleRect.width, height: 400))
    #expect(gone.elements.prefix(3).map(\.role) == [.title, .allSteps, .mark])
    #expect(gone.elements[2].step == 2)
    let partly = try scene(offset: 20)
    #expect(partly.stepsRect.y == 64)
    #expect(partly.elements.prefix(4).map(\.role) == [.title, .allSteps, .mark, .connector])
    #expect(partly.elements[2].step == 1)
    #expect(partly.elements[2].frame.maxY == 68)
  }

  @Test(arguments: StepperStyle.allCases, StepperAxis.allCases)
  func descriptionsSitUnderTheirNamesAndOverlapNothing(
    style: StepperStyle, axis: StepperAxis
  ) throws {
    let labels = StepperLabels(
      names: [1: "Cart", 2: "Shipping address", 3: "Payment"],
      descriptions: [1: "3 documents", 2: "Where the parcel goes, and who signs", 4: "Optional"])
    let scene = try StepperScene(
      StepperConfiguration(style: style, total: 4, current: 2, labels: labels).unchecked {
        $0.axis = axis
      })
    let descriptions = scene.elements.filter { $0.role == .description }
    // A bullet column's pitch holds one line of a name and nothing under it: there a
    // description shows only where its step has no name (it is still read).
    let shown: [StepperStepID] = style == .bullet && axis == .vertical ? [4] : [1, 2, 4]
    #expect(descriptions.compactMap(\.step) == shown)
    #expect(descriptions.allSatisfy { $0.tokens.content == .textSoft500 || $0.state != .default })
    #expect(descriptions.allSatisfy { $0.text?.style == .stepDescription })
    let bounds = StepperRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    let texts = scene.elements.filter { $0.text != nil }
    for (index, text) in texts.enumerated() {
      #expect(
        text.frame.x >= -1e-9 && text.frame.y >= -1e-9
          && text.frame.maxX <= bounds.maxX + 1e-9 && text.frame.maxY <= bounds.maxY + 1e-9,
        "\(text.role) stays in the drawing")
      for other in texts[(index + 1)...] {
        #expect(
          text.frame.intersection(other.frame).map { $0.width * $0.height } ?? 0 < 1e-9,
          "\(text.role) \(text.step?.description ?? "") meets \(other.role)")
      }
      for mark in scene.elements where mark.role == .mark {
        #expect(text.frame.intersection(mark.frame) == nil, "text stays off the marks")
      }
    }
    for description in descriptions {
      guard
        let name = scene.elements.first(where: { $0.role == .label && $0.step == description.step })
      else { continue }
      #expect(description.frame.y >= name.frame.maxY, "under its name")
    }
  }

  @Test func aSceneWithoutDescriptionsIsTheSameAsBefore() throws {
    let plain = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(names: [1: "Cart"])))
    #expect(!plain.elements.contains { $0.role == .description })
    let described = try StepperScene(
      StepperConfiguration(
        total: 4, current: 2,
        labels: StepperLabels(names: [1: "Cart"], descriptions: [1: "3 documents"])))
    #expect(described.size.height > plain.size.height, "the row grows across to hold it")
  }

  /// A view's layout asks the size alone, for each width it is offered: it is the size of the
  /// scene built, for every generated configuration (headers titled from a name or from
  /// "Step 2 of 4", in two languages, scrolling rows, columns) and for a 10,000-step row.
  @Test func theSizeAloneIsTheBuiltScenesSize() throws {
    let generated = ScenePropertiesTests.configurations(seed: 11, count: 300).map(\.configuration)
    let header = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(names: [1: "Cart"], showsHeader: true))
    let long = try StepperConfiguration(
      style: .dash, total: 10_000, current: 5_000, length: 80_000)
    for configuration in generated + [header, long] {
      for strings in [StepperStrings.english, .german] {
        #expect(
          StepperScene.size(of: configuration, strings: strings)
            == StepperScene(configuration, strings: strings).size,
          "\(configuration.options)")
      }
    }
  }

  /// A scene of the whole row holds every step of a row that scrolls, in the same place as the
  /// scene of the steps on screen, and the core's snap offsets; for a row drawn whole it is the
  /// same scene.
  @Test func aSceneOfTheWholeRowHoldsEveryStepAndTheSnapOffsets() throws {
    let configuration = try StepperConfiguration(
      total: 40, current: 22, scrolling: StepperScrolling(viewport: 375))
    let shown = StepperScene(configuration)
    let whole = StepperScene(wholeRowOf: configuration)
    #expect(!shown.holdsWholeRow && shown.snapOffsets.isEmpty)
    #expect(whole.holdsWholeRow && whole.snapOffsets == configuration.snapOffsets)
    #expect(whole.viewport == shown.viewport && whole.visibleRect == shown.visibleRect)
    let marks = whole.elements.filter { $0.role == .mark }
    #expect(marks.count == 40)
    for element in shown.elements where element.role == .mark {
      #expect(marks.contains { $0.step == element.step && $0.frame == element.frame })
    }
    let drawn = try StepperConfiguration(total: 4, current: 2)
    #expect(StepperScene(wholeRowOf: drawn) == StepperScene(drawn))
    #expect(StepperScene(drawn).holdsWholeRow)
  }
}
