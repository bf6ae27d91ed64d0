import StepperKit
import Testing

@Suite struct NumberTextTests {
  @Test(arguments: [
    (84.0, "84"), (128.0 / 3, "42.667"), (23.2, "23.2"), (0.0, "0"), (-0.0, "0"),
    (-0.0001, "0"), (1.0005, "1.001"), (-3, "-3"), (1e20, "1e+20"),
  ])
  func roundsToThreeDecimalsAndWritesBriefly(value: Double, text: String) {
    #expect(NumberText.points(value) == text)
  }
}
