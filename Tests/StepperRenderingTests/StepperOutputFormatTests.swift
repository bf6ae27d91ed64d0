import StepperKit
import Testing

@testable import StepperRendering

/// The renderers of the stepper and of the "All steps" list are one witness over two inputs.
@Suite struct StepperOutputFormatTests {
  @Test func aFormatWritesItsInputWithItsDescription() {
    let upper = StepperOutputFormat<String>(
      name: "upper", mediaType: "text/plain", fileExtension: "txt"
    ) { $0.uppercased() }
    #expect(upper.render("cart") == "CART")
    #expect((upper.name, upper.mediaType, upper.fileExtension) == ("upper", "text/plain", "txt"))
  }

  /// A stepper renderer and a list renderer of the same format describe it alike.
  @Test func theStepperAndTheListRenderersDescribeAFormatAlike() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    for (stepper, list) in [
      (StepperRenderer.html, StepperListRenderer.html), (.ansi, .ansi), (.json, .json),
    ] {
      #expect(stepper.format.name == list.name)
      #expect(stepper.mediaType == list.mediaType)
      #expect(stepper.fileExtension == list.fileExtension)
      #expect(
        stepper.render(StepperScene(configuration))
          == stepper.format.render(
            StepperScene(configuration)))
      #expect(!list.render(StepperStepList(configuration)).isEmpty)
    }
  }
}
