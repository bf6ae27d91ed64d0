import Foundation
import Testing

@testable import StepperKit
@testable import StepperTooling

@Suite struct DimensionTokenReaderTests {
  private static let touchTarget =
    "\"$value\": {\"value\": 44, \"unit\": \"px\"},\n      \"$extensions\": "
    + "{\"org.stepperkit.platforms\": {\"ios\": {\"value\": 44, \"unit\": \"px\"}, "
    + "\"android\": {\"value\": 48, \"unit\": \"px\"}}}"

  /// The built-in themes written out, with one piece of text replaced.
  private func file(replacing old: String, with new: String) throws -> Data {
    let text = StepperTheme.designTokens([.light, .dark])
    try #require(text.contains(old), "the export has no \(old)")
    return Data(text.replacingOccurrences(of: old, with: new).utf8)
  }

  private func dimensions(_ data: Data) throws(StepperDesignTokenError) -> StepperDimensions {
    try StepperTheme(designTokens: data, appearance: .light).dimensions
  }

  private func error(_ data: Data) -> StepperDesignTokenError? {
    do {
      _ = try dimensions(data)
      return nil
    } catch {
      return error
    }
  }

  @Test func theSeedsValuesAreWrittenAndReadBack() throws {
    let text = StepperTheme.designTokens([.light, .dark])
    #expect(text.contains("\"space-4\": {\n      \"$type\": \"dimension\",\n"))
    #expect(text.contains("\"$value\": {\"value\": 4, \"unit\": \"px\"}"))
    #expect(text.contains("\"$value\": {\"value\": 100, \"unit\": \"px\"}"))
    #expect(text.contains(Self.touchTarget))
    let read = try dimensions(Data(text.utf8))
    #expect(read == .seed)
    #expect(read[.space4] == 4)
    #expect(read[.radiusFull] == 100)
    #expect(read.minimumTouchTarget(on: .ios) == 44)
    #expect(read.minimumTouchTarget(on: .android) == 48)
  }

  @Test func changedValuesReachTheTheme() throws {
    let data = try file(
      replacing: Self.touchTarget,
      with: "\"$value\": {\"value\": 50, \"unit\": \"px\"},\n      \"$extensions\": "
        + "{\"org.stepperkit.platforms\": {\"android\": {\"value\": 56, \"unit\": \"px\"}}}")
    let read = try dimensions(data)
    #expect(read.minimumTouchTarget(on: .ios) == 50)
    #expect(read.minimumTouchTarget(on: .android) == 56)
    let radius = try file(
      replacing: "{\"value\": 100, \"unit\": \"px\"}", with: "{\"value\": 1.5, \"unit\": \"px\"}")
    #expect(try dimensions(radius).radiusFull == 1.5)
  }

  @Test func aNumberTokenIsReadAsPointsAndAStringDimensionToo() throws {
    let number = try file(
      replacing: "\"$type\": \"dimension\",\n      \"$value\": {\"value\": 4, \"unit\": \"px\"}",
      with: "\"$type\": \"number\",\n      \"$value\": 6")
    #expect(try dimensions(number).dashGap == 6)
    let string = try file(
      replacing: "{\"value\": 4, \"unit\": \"px\"}", with: "\"8px\"")
    #expect(try dimensions(string).dashGap == 8)
  }

  @Test func aFileWithoutSizesKeepsTheSeeds() throws {
    let text = StepperTheme.designTokens([.light])
    let cut = try #require(text.range(of: ",\n  \"space\": {"))
    let data = Data((String(text[..<cut.lowerBound]) + "\n}\n").utf8)
    #expect(try dimensions(data) == .seed)
  }

  @Test func aWrongTypeIsATypedError() throws {
    let data = try file(
      replacing: "\"$type\": \"dimension\",\n      \"$value\": {\"value\": 4, \"unit\": \"px\"}",
      with: "\"$type\": \"color\",\n      \"$value\": {\"value\": 4, \"unit\": \"px\"}")
    let failure = try #require(error(data))
    guard case .badDimension("space/space-4", let reason) = failure else {
      Issue.record("\(failure)")
      return
    }
    #expect(reason == "its $type is 'color'; a size is a 'dimension' or a 'number'")
    #expect(failure.description.hasPrefix("space/space-4 is not a size: "))
  }

  @Test(arguments: [
    ("{\"value\": -4, \"unit\": \"px\"}", "its value -4 is negative; a size is 0 or more"),
    ("\"1e400px\"", "its value is not a finite number"),
    ("{\"value\": 5000, \"unit\": \"px\"}", "its value 5000 is over 1000 points"),
    (
      "{\"value\": 4, \"unit\": \"rem\"}",
      "its unit 'rem' is not one the stepper reads; sizes are in 'px' (DTCG's reference pixel: "
        + "an iOS point, an Android dp)"
    ),
    ("{\"value\": 4}", "its $value has no 'unit' string"),
    ("\"four\"", "'four' is not a size such as {\"value\": 4, \"unit\": \"px\"} or \"4px\""),
  ])
  func aBadGapIsATypedError(value: String, reason: String) throws {
    let data = try file(replacing: "{\"value\": 4, \"unit\": \"px\"}", with: value)
    #expect(error(data) == .badDimension("space/space-4", reason: reason))
  }

  @Test func anUnknownPlatformIsATypedError() throws {
    let data = try file(replacing: "\"android\": {", with: "\"watch\": {")
    #expect(
      error(data)
        == .badDimension(
          "platform/min-touch-target",
          reason: "'watch' in org.stepperkit.platforms is not a platform; the platforms are "
            + "ios, android"))
  }

  @Test func anUnknownTopLevelGroupStillFails() throws {
    let data = try file(replacing: "\"space\": {", with: "\"spacing\": {")
    #expect(error(data) == .unknownGroup("spacing"))
  }

  @Test func theSceneTakesTheRadiusAndHitAreaFromTheTheme() throws {
    let sizes = StepperDimensions(
      dashGap: 4, radiusFull: 1, minimumTouchTargets: [.ios: 60, .android: 48])
    let theme = StepperTheme(appearance: .light, dimensions: sizes) { StepperTheme.light[$0] }
    let scene = StepperScene(
      try StepperConfiguration(style: .circular, total: 3, current: 2, theme: theme))
    let marker = try #require(scene.elements.first { $0.role == .mark })
    #expect(marker.cornerRadius == 1)
    let seeded = StepperScene(try StepperConfiguration(style: .circular, total: 3, current: 2))
    #expect(seeded.elements.first { $0.role == .mark }?.cornerRadius == 12)
    let targets = StepperScene(
      try StepperConfiguration(style: .circular, total: 3, current: 2, interaction: .reachedSteps)
        .unchecked { $0.theme = theme }
    ).tapTargets()
    #expect(targets.first?.frame.width == 60)
  }
}
