import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct JSONRendererTests {
  private func parse(_ configuration: StepperConfiguration) throws -> [String: Any] {
    let json = StepperRenderer.json.render(StepperScene(configuration))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func aFlowThatStartsLaterNamesItsFirstNumber() throws {
    let root = try parse(
      try StepperConfiguration(total: 5, current: 2).replacing(\.firstNumber, with: 3))
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 4 of 7, 57%")
    #expect(accessibility["current"] as? Int == 2)
    #expect(accessibility["total"] as? Int == 5)
    #expect(accessibility["firstNumber"] as? Int == 3)
    let elements = try #require(root["elements"] as? [[String: Any]])
    let texts = elements.compactMap { $0["text"] as? String }
    #expect(texts == ["4", "5", "6", "7"])
    let plain = try #require(
      try parse(SampleSteppers.make(.circular))["accessibility"] as? [String: Any])
    #expect(plain["firstNumber"] == nil)
  }

  @Test(arguments: SampleSteppers.named.map(\.name))
  func carriesWhatTheAppleViewsSpeak(_ name: String) throws {
    let configuration = try #require(SampleSteppers.named.first { $0.name == name }).configuration
    let scene = StepperScene(configuration)
    let root = try parse(configuration)
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["label"] as? String == scene.accessibility.label)
    #expect(accessibility["currentName"] as? String == scene.accessibility.currentName)
    #expect(accessibility["allSteps"] as? String == scene.allStepsTarget()?.label)
    let steps = try #require(accessibility["steps"] as? [[String: Any]])
    let expected = scene.accessibleSteps()
    #expect(steps.count == expected.count)
    for (step, want) in zip(steps, expected) {
      #expect(step["step"] as? String == want.step.description)
      #expect(step["label"] as? String == want.label)
      #expect(step["selected"] as? Bool == want.isSelected)
      #expect(step["button"] as? Bool == want.isButton)
      #expect(step["disabled"] as? Bool == want.isDisabled)
    }
  }

  @Test func namesAreSpokenAndEscaped() throws {
    let root = try parse(
      StepperConfiguration(
        total: 3, current: 2, labels: StepperLabels(names: [1: "Cart \"A\"\n", 2: "Address"]),
        interaction: .reachedSteps))
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["label"] as? String == "Step 2 of 3, Address")
    #expect(accessibility["currentName"] as? String == "Address")
    #expect(accessibility["allSteps"] is NSNull)
    let steps = try #require(accessibility["steps"] as? [[String: Any]])
    #expect(steps.first?["label"] as? String == "Cart \"A\"\n, step 1 of 3, completed")
    #expect(steps.map { $0["selected"] as? Bool } == [false, true, false])
    #expect(steps.map { $0["button"] as? Bool } == [true, true, false])
  }

  @Test func followsTheContractExample() throws {
    let root = try parse(SampleSteppers.make(.circular))
    #expect(root["style"] as? String == "circular")
    #expect(root["axis"] as? String == "horizontal")
    #expect(root["direction"] as? String == "ltr")
    #expect(root["theme"] as? String == "light")
    let size = try #require(root["size"] as? [String: Double])
    #expect(size == ["width": 272, "height": 24])
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["label"] as? String == "Step 2 of 4")
    #expect(accessibility["value"] as? String == "50%")
    #expect(accessibility["announcement"] as? String == "Step 2 of 4, 50%")
    #expect(accessibility["current"] as? Int == 2)
    #expect(accessibility["total"] as? Int == 4)
    let elements = try #require(root["elements"] as? [[String: Any]])
    #expect(elements.count == 7)
    let marker = elements[0]
    #expect(marker["role"] as? String == "marker")
    #expect(marker["step"] as? String == "1")
    #expect(marker["state"] as? String == "complete")
    #expect(marker["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 24, "height": 24])
    #expect(marker["cornerRadius"] as? Double == 12)
    #expect(marker["fill"] as? String == "#155DFC")
    #expect(marker["stroke"] is NSNull)
    #expect(marker["content"] as? String == "check")
    let connector = elements[1]
    #expect(connector["role"] as? String == "connector")
    #expect(connector["from"] as? String == "1")
    #expect(connector["to"] as? String == "2")
    #expect(connector["state"] as? String == "complete")
    #expect(
      connector["frame"] as? [String: Double] == ["x": 32, "y": 11, "width": 42.667, "height": 2])
    #expect(connector["fill"] as? String == "#155DFC")
    let active = elements[2]
    let stroke = try #require(active["stroke"] as? [String: Any])
    #expect(stroke["color"] as? String == "#155DFC")
    #expect(stroke["width"] as? Double == 2)
    #expect(active["content"] as? String == "number")
    #expect(active["text"] as? String == "2")
  }

  @Test func writesTheContractExampleLinesVerbatim() {
    let json = StepperRenderer.json.render(StepperScene(SampleSteppers.make(.circular)))
    #expect(
      json.contains(
        "{\"role\": \"marker\", \"step\": \"1\", \"state\": \"complete\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 24, \"height\": 24}, \"cornerRadius\": 12, \"fill\": \"#155DFC\", \"stroke\": null, \"content\": \"check\""
      ))
    #expect(
      json.contains(
        "{\"role\": \"connector\", \"from\": \"1\", \"to\": \"2\", \"state\": \"complete\", \"frame\": {\"x\": 32, \"y\": 11, \"width\": 42.667, \"height\": 2}, \"fill\": \"#155DFC\"}"
      ))
  }

  @Test(arguments: SampleSteppers.everyVariant.indices)
  func keepsItsFormRules(_ index: Int) throws {
    let json = StepperRenderer.json.render(StepperScene(SampleSteppers.everyVariant[index]))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    // The public format's roles: a step's mark is named by its shape.
    let roles: Set = [
      "dash", "bullet", "marker", "connector", "label", "description", "title", "allSteps",
      "stepProgress", "loading", "overflow",
    ]
    #expect(
      roles
        == Set(
          StepperSceneElement.Role.allCases.flatMap { role in
            StepperSceneElement.MarkShape.allCases.map { role.name(drawnAs: $0) }
          }))
    let states = Set(StepperStepState.allCases.map(\.rawValue))
    let elements = try #require(root["elements"] as? [[String: Any]])
    for element in elements {
      #expect(roles.contains(element["role"] as? String ?? ""))
      #expect(states.contains(element["state"] as? String ?? ""))
      if let lines = element["lines"] {
        #expect(lines is [String])
        #expect(isColor(element["color"]))
        continue
      }
      // A shape has a fill, an outline, or both (a disabled dash or bullet is hollow).
      let stroke = element["stroke"] as? [String: Any]
      #expect(isColor(element["fill"]) || stroke != nil)
      if let stroke {
        #expect(isColor(stroke["color"]))
        let hollow = element["fill"] == nil || element["fill"] is NSNull
        #expect(stroke["width"] as? Double == (hollow ? 1 : 2))
      }
      if let content = element["content"] as? String {
        #expect(["check", "number", "error", "icon", "skip"].contains(content))
        // An icon carries the number it stands for, which the terminal shows.
        #expect((element["text"] != nil) == (content == "number" || content == "icon"))
        #expect((element["icon"] != nil) == (content == "icon"))
      }
    }
    // Numbers carry at most three decimals.
    let numbers = json.split(whereSeparator: { ",:{}[] \n".contains($0) })
      .filter { $0.first?.isNumber == true || $0.first == "-" }
    for number in numbers {
      let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
      #expect(decimals <= 3, "\(number)")
    }
  }

  @Test func carriesTheViewportAndTextElements() throws {
    let configuration = try StepperConfiguration(
      total: 20, current: 11,
      labels: StepperLabels(names: [11: "Eleven \"quoted\"\n"], showsHeader: true),
      scrolling: StepperScrolling(viewport: 375))
    let root = try parse(configuration)
    let viewport = try #require(root["viewport"] as? [String: Double])
    #expect(viewport["offset"] == 726)
    #expect(viewport["length"] == 375)
    #expect(viewport["contentLength"] == 1403.4)
    let elements = try #require(root["elements"] as? [[String: Any]])
    let label = try #require(elements.first { $0["role"] as? String == "label" })
    #expect(label["lines"] as? [String] == ["Eleven", "\"quoted\""])
    #expect(label["step"] as? String == "11")
    let title = try #require(elements.first { $0["role"] as? String == "title" })
    #expect(title["lines"] as? [String] == ["Eleven \"quoted\""])
  }

  /// A column that scrolls under its header says, after its viewport, where its steps are cut:
  /// under the 44-point header band that starts at its offset, the viewport's length.
  @Test func carriesThePartAColumnUnderItsHeaderDrawsItsStepsIn() throws {
    let configuration = try SampleSteppers.columnUnderItsHeader()
    let json = StepperRenderer.json.render(StepperScene(configuration))
    #expect(
      json.contains(
        " \"viewport\": {\"offset\": 20, \"length\": 400, \"contentLength\": 1252.667},\n"
          + " \"stepsRect\": {\"x\": 0, \"y\": 64, \"width\": 78.058, \"height\": 400},\n"
          + " \"accessibility\": "))
    let root = try parse(configuration)
    #expect(
      root["stepsRect"] as? [String: Double] == ["x": 0, "y": 64, "width": 78.058, "height": 400])
  }

  /// Every other scene's steps show in all of it: no `stepsRect`.
  @Test func noOtherSceneCarriesAStepsRect() throws {
    for configuration in SampleSteppers.everyVariant {
      guard StepperScene(configuration).stepsRect == StepperScene(configuration).visibleRect else {
        continue
      }
      #expect(try parse(configuration)["stepsRect"] == nil, "\(configuration)")
    }
  }

  @Test func carriesHitAreasOfTappableSteps() throws {
    let root = try parse(try StepperConfiguration(total: 4, current: 2, interaction: .reachedSteps))
    let elements = try #require(root["elements"] as? [[String: Any]])
    let hitAreas = elements.filter { $0["role"] as? String == "marker" }.map {
      $0["hitArea"] as? [String: Double]
    }
    #expect(hitAreas[0] == ["x": 0, "y": 0, "width": 44, "height": 44])
    #expect(hitAreas[2] == nil)
  }

  @Test func writesSubstepIdsAsStrings() throws {
    let root = try parse(
      try StepperConfiguration(total: 4, current: 2, length: 400).replacing(
        \.substeps, with: [2: 1]
      )
      .moving(to: StepperStepID(2, substep: 1)))
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["current"] as? String == "2.1")
    #expect(accessibility["label"] as? String == "Step 2.1 of 4")
    let elements = try #require(root["elements"] as? [[String: Any]])
    #expect(elements.contains { $0["to"] as? String == "2.1" })
  }

  private func isColor(_ value: Any?) -> Bool {
    guard let text = value as? String else { return false }
    return text.count == 7 && text.first == "#"
      && text.dropFirst().allSatisfy { "0123456789ABCDEF".contains($0) }
  }
}
