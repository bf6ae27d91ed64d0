import StepperKit
import Testing

@Suite struct SceneContrastPairsTests {
  @Test func circularPairsMeasureEdgesAgainstTheSurfaceAndContentAgainstTheFill() throws {
    let scene = try Scene(StepperConfiguration(style: .circular, total: 4, current: 2))
    let described = scene.contrastPairs.map {
      "\($0.role.rawValue) \($0.state.rawValue) \($0.part.rawValue): "
        + "\($0.foreground?.rawValue ?? "-") on \($0.background?.rawValue ?? "-") "
        + "\($0.requirement.rawValue)"
    }
    #expect(
      described == [
        "marker complete fill: brand/base on bg/white-0 nonText",
        "marker complete content: icon/on-color on brand/base nonText",
        "connector complete fill: brand/base on bg/white-0 nonText",
        "marker active outline: brand/base on bg/white-0 nonText",
        "marker active content: brand/base on bg/white-0 text",
        "connector default fill: bg/soft-100 on bg/white-0 nonText",
        "marker default fill: bg/soft-100 on bg/white-0 nonText",
        "marker default content: text/disabled-400 on bg/soft-100 text",
      ])
  }

  @Test func ratiosAreWCAGsAndFlagPairsUnderTheMinimum() throws {
    let scene = try Scene(StepperConfiguration(style: .dash, total: 4, current: 2))
    let pairs = scene.contrastPairs
    #expect(pairs.count == 3)  // complete, active and default dashes
    let filled = try #require(pairs.first { $0.state == .active })
    #expect(abs(filled.ratio - RGBColor(0x005CE5).contrastRatio(with: RGBColor(0xFFFFFF))) < 1e-12)
    #expect(filled.meetsRequirement)
    let track = try #require(pairs.first { $0.state == .default })
    #expect(track.foregroundColor == RGBColor(0xD2E5FF))
    #expect(track.ratio < 3)
    #expect(!track.meetsRequirement)
  }

  @Test func upcomingNumbersFailTheTextMinimumAsSeed001Warns() throws {
    let scene = try Scene(StepperConfiguration(style: .circular, total: 3, current: 1))
    let number = try #require(
      scene.contrastPairs.first { $0.state == .default && $0.part == .content })
    #expect(number.requirement == .text)
    #expect(!number.meetsRequirement)
  }

  @Test func namesAndTheHeaderAreTextOnTheSurface() throws {
    let scene = try Scene(
      StepperConfiguration(
        total: 4, current: 2, names: [1: "Cart", 3: "Pay"], showsHeader: true,
        showsAllSteps: true))
    let text = scene.contrastPairs.filter { $0.part == .text }
    #expect(
      text.map { "\($0.role.rawValue) \($0.foreground?.rawValue ?? "-")" } == [
        "title text/strong-950", "allSteps brand/base", "label text/strong-950",
        "label text/sub-600",
      ])
    #expect(text.allSatisfy { $0.requirement == .text && $0.background == .bgWhite0 })
  }
}
