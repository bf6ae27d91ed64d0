import StepperKit
import Testing

/// The progress element's frame leaves the steps to touch exploration.
@Suite struct StepperSceneProgressElementTests {
  private func scene(
    _ style: StepperStyle, total: Int = 4, header: Bool = false, allSteps: Bool = false,
    names: Bool = false
  ) throws -> StepperScene {
    var options = StepperConfiguration.Options(style: style, total: total, current: 2)
    options.showsHeader = header
    options.showsAllSteps = allSteps
    options.isTappable = true
    if names {
      for step in 1...total { options.stepNames[StepperStepID(step)] = "Step name \(step)" }
    }
    return StepperScene(try StepperConfiguration(options))
  }

  /// Every frame a step, an overflow marker or "All steps" has.
  private func taken(_ scene: StepperScene) -> [StepperRect] {
    scene.accessibleItems().map { item in
      switch item {
      case .step(let step): step.frame
      case .overflow(let target): target.frame
      }
    } + (scene.allStepsTarget().map { [$0.frame] } ?? [])
  }

  @Test(arguments: [StepperStyle.circular, .bullet, .dash])
  func withAHeaderItIsTheHeaderAboveTheSteps(_ style: StepperStyle) throws {
    let scene = try scene(style, header: true, allSteps: true)
    let placement = scene.progressElementPlacement()
    #expect(placement.isBeforeSteps)
    for frame in taken(scene) {
      #expect(frame.intersection(placement.frame) == nil, "\(frame)")
    }
    let steps = scene.accessibleItems().compactMap { item -> StepperRect? in
      if case .step(let step) = item { return step.frame }
      return nil
    }
    #expect(steps.allSatisfy { $0.y >= placement.frame.maxY })
  }

  @Test func namesUnderTheMarkersAreItsRoom() throws {
    let scene = try scene(.circular, names: true)
    let placement = scene.progressElementPlacement()
    #expect(placement.isBeforeSteps)
    #expect(placement.frame.width * placement.frame.height > 0)
    for frame in taken(scene) {
      #expect(frame.intersection(placement.frame) == nil, "\(frame)")
    }
  }

  /// A row of dashes is all steps: the element takes the whole stepper and comes after them,
  /// so a touch on a dash finds the step first.
  @Test func whereTheStepsCoverEverythingItComesAfterThem() throws {
    let scene = try scene(.dash, total: 10)
    let placement = scene.progressElementPlacement()
    #expect(!placement.isBeforeSteps)
    let whole = StepperRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    #expect(placement.frame == whole)
  }

  /// A button's frame, its VoiceOver frame and its pressed look are one frame: the core's
  /// tap target, which a SwiftUI button takes as its own.
  @Test(arguments: [StepperStyle.circular, .bullet, .dash])
  func aStepsElementLookAndTargetShareOneFrame(_ style: StepperStyle) throws {
    let scene = try scene(style, total: style == .circular ? 4 : 6)
    let targets = scene.tapTargets()
    let steps = scene.accessibleSteps().filter(\.isButton)
    #expect(targets.map(\.frame) == steps.map(\.frame))
    for target in targets {
      let look = scene.interactionLook(of: .step(target.step), state: .pressed)
      #expect(look?.frame == target.frame, "\(target.step)")
    }
  }
}
