import StepperKit
import StepperTooling
import Testing

@Suite struct ColorPairingSceneTests {
  /// A dash flow at step 2 of 4 draws a complete dash, the current one and upcoming ones: their
  /// pairs, and none of a state it does not show.
  @Test func aSceneDrawsOnlyThePairsOfTheStatesItShows() throws {
    let scene = StepperScene(try StepperConfiguration(style: .dash, total: 4, current: 2))
    let drawn = StepperColorPairing.drawn(in: scene)
    let shown = Set(scene.elements.map(\.state.rawValue))
    #expect(shown == ["complete", "active", "default"])
    #expect(!drawn.isEmpty)
    for pairing in drawn {
      let state = try #require(pairing.subject.split(separator: " ").first.map(String.init))
      #expect(shown.contains(state), "\(pairing.subject)")
    }
    // The boundary Specification#contrast holds to 3:1: the current dash beside an upcoming one
    // (named from the upcoming one, the earlier state in the states' order).
    #expect(
      drawn.contains { $0.subject == "default dash" && $0.against == "active dash beside it" })
    // Each once, and each as the audit lists it for the style.
    #expect(Set(drawn).count == drawn.count)
    #expect(drawn.allSatisfy { StepperColorPairing.all.contains($0) })
  }

  /// Every state set on a step of a circular flow brings that state's pairs, and the others'
  /// stay out.
  @Test func aStateSetOnAStepBringsItsPairs() throws {
    for state in StepperStepState.allCases {
      let scene = StepperScene(
        try StepperConfiguration(total: 5, current: 2).replacing(\.stepStates, with: [4: state]))
      let drawn = StepperColorPairing.drawn(in: scene)
      #expect(drawn.contains { $0.subject.hasPrefix(state.rawValue + " ") }, "\(state)")
      let shown = Set(scene.elements.map(\.state.rawValue))
      #expect(
        drawn.allSatisfy { shown.contains(String($0.subject.prefix { $0 != " " })) }, "\(state)")
    }
  }
}
