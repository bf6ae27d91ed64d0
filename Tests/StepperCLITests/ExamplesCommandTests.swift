import Testing

@testable import StepperCLI

@Suite struct ExamplesCommandTests {
  @Test func everyExampleIsAValidConfiguration() throws {
    let examples = try Example.all()
    // 3 styles × (3 statuses + dark + right-to-left + vertical), the states example, and 3
    // languages: none is left out.
    #expect(examples.count == 3 * 6 + 1 + 3)
    #expect(Set(examples.map(\.name)).count == examples.count)
  }
}
