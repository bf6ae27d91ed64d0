import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantTests {
  @Test func theMatrixCoversEveryStyleStatusStatesAxisDirectionAndTheme() {
    // 3 styles × (3 statuses as a flow + every state) × 2 axes × 2 directions × 2 themes.
    #expect(GalleryVariant.matrix.count == 3 * 4 * 2 * 2 * 2)
    let configurations = GalleryVariant.matrix.map(\.configuration)
    for style in StepperStyle.allCases {
      for status in StepperStatus.allCases {
        for axis in StepperAxis.allCases {
          for direction in StepperLayoutDirection.allCases {
            for appearance in StepperAppearance.allCases {
              #expect(
                configurations.contains {
                  $0.options.style == style && $0.options.status == status
                    && $0.options.axis == axis
                    && $0.options.direction == direction
                    && $0.resolvedTheme.appearance == appearance
                })
            }
          }
        }
      }
    }
    let everyState = configurations.filter { $0.options.total == 6 }
    #expect(everyState.count == 24)
    // The six states of Specification#step-states; skipped has cards of its own in every style
    // (GalleryVariant.optionalFlows), as a seventh marker would not fit a circular row here.
    for configuration in everyState {
      let states = Set((1...6).map { configuration.state(of: StepperStepID($0)) })
      #expect(states == Set(StepperStepState.allCases).subtracting([.skipped]))
    }
    let skipped = Set(GalleryVariant.optionalFlows.map(\.configuration.options.style))
    #expect(skipped == Set(StepperStyle.allCases))
  }

  @Test func theFlowsShowNamesSubstepsTappableStepsAndScrolling() throws {
    let flows = GalleryVariant.flows.map(\.configuration)
    #expect(GalleryVariant.flows.count == 16)
    // Descriptions in a row and a column, light and dark.
    let described = flows.filter { !$0.options.stepDescriptions.isEmpty }
    #expect(Set(described.map(\.options.axis)) == Set(StepperAxis.allCases))
    #expect(Set(described.map(\.resolvedTheme.appearance)) == Set(StepperAppearance.allCases))
    #expect(
      flows.contains {
        $0.options.showsHeader && $0.options.showsAllSteps && !$0.options.stepNames.isEmpty
      })
    #expect(flows.contains { $0.steps.substepCount > 0 })
    #expect(flows.contains { $0.steps.substepCount > 0 && $0.options.viewport != nil })
    #expect(
      Set(flows.filter(\.options.isTappable).map(\.options.style)) == Set(StepperStyle.allCases))
    #expect(flows.filter { $0.options.viewport != nil }.count == 4)
    // A flow that starts later (Specification#flow-start).
    let later = try #require(flows.first { $0.options.firstNumber != 1 })
    #expect(later.options.firstNumber == 4)
    #expect(StepperScene(later).accessibility.label.hasPrefix("Step 5 of 6"))
  }

  @Test func namesAreUniqueAndSafeInAPath() {
    let names = GalleryVariant.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(
      names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
    )
  }

  @Test func theCommandLineDrawsTheVariantAsHTML() {
    let variant = GalleryVariant.matrix[0]
    #expect(
      variant.commandLine
        == "stepper render --style dash --total 10 --current 2 --theme light --format html")
    let named = GalleryVariant.flows[0]
    #expect(named.commandLine.contains("--step-name '2=Shipping address'"))
  }
}
