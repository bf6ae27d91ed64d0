import StepperKit
import Testing

@Suite struct InterpolatedSceneTests {
  @Test func aStillSceneIsEveryElementFullyOpaque() throws {
    let scene = try Scene(StepperConfiguration(style: .circular, total: 4, current: 2))
    let still = InterpolatedScene(scene)
    #expect(still.size == scene.size)
    #expect(still.background == scene.background)
    #expect(still.layers.map(\.element) == Array(scene.elements))
    #expect(still.layers.allSatisfy { $0.opacity == 1 })
  }
}
