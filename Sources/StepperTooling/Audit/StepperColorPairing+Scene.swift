import StepperKit

extension StepperColorPairing {
  /// The pairings one scene draws, each once, in the order it first draws them: only the states
  /// and parts that scene shows, read as ``all`` reads its scenes, so each has the subject and
  /// minimum it has there.
  ///
  /// ```swift
  /// let scene = StepperScene(try StepperConfiguration(style: .dash, total: 4, current: 2))
  /// print(StepperColorPairing.drawn(in: scene).contains { $0.subject.hasPrefix("error") })
  /// // Prints "false"
  /// ```
  package static func drawn(in scene: StepperScene) -> [StepperColorPairing] {
    var seen: Set<StepperColorPairing> = []
    return ScenePairings.read(scene).filter { seen.insert($0).inserted }
  }
}
