import StepperKit

extension SampleSteppers {
  /// The configuration shown before, for the samples that draw a change of total: their scene
  /// is compared with it (`StepperScene.announcingChange(from:)`).
  static let previous: [String: StepperConfiguration] = {
    // swift-format-ignore: NeverUseForceTry
    let branched = try! StepperConfiguration(
      total: 4, current: 3,
      labels: StepperLabels(names: [1: "Cart", 2: "Address", 3: "Card & <PIN>", 4: "Review"]))
    return ["circular-total-change": branched]
  }()

  /// The scene of the sample `name` with `configuration`: compared with the configuration
  /// shown before where the sample has one (``previous``). For `html`, the scene the HTML
  /// output is written from (`StepperScene.init(htmlOf:strings:)`: the whole row, for the
  /// browser to scroll), as `stepper render --format html` builds it.
  static func scene(
    _ name: String, _ configuration: StepperConfiguration, strings: StepperStrings = .english,
    html: Bool = false
  ) -> StepperScene {
    let scene =
      html
      ? StepperScene(htmlOf: configuration, strings: strings)
      : StepperScene(configuration, strings: strings)
    guard let before = previous[name] else { return scene }
    return scene.announcingChange(from: before)
  }
}
