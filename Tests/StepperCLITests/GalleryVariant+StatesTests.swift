import StepperKit
import Testing

@testable import StepperCLI

@Suite struct GalleryVariantStatesTests {
  private let states = GalleryVariant.states

  @Test func eachStateCardComesInLightAndDark() {
    #expect(states.count == 12)
    #expect(states.allSatisfy { $0.section == "states" })
    for appearance in StepperAppearance.allCases {
      #expect(states.filter { $0.configuration.resolvedTheme.appearance == appearance }.count == 6)
    }
    #expect(GalleryVariant.sections.contains("states"))
    #expect(GalleryVariant.all.filter { $0.section == "states" } == states)
  }

  @Test func theCardsShowAFailedStepADisabledOneAndTheCurrentPillAndTwoTones() {
    let configurations = states.map(\.configuration)
    // A failed step in dash and bullet.
    for style in [StepperStyle.dash, .bullet] {
      #expect(
        configurations.contains {
          $0.options.style == style && $0.state(of: $0.options.current) == .errorActive
        })
    }
    // A disabled step beside an upcoming one, in circular and dash.
    for style in [StepperStyle.circular, .dash] {
      #expect(
        configurations.contains { configuration in
          configuration.options.style == style
            && (1...configuration.options.total).contains {
              configuration.state(of: StepperStepID($0)) == .disabled
            }
            && (1...configuration.options.total).contains {
              configuration.state(of: StepperStepID($0)) == .default
            }
        })
    }
    // Bullet's current pill and dash's two tones: complete steps before a current one.
    for style in [StepperStyle.bullet, .dash] {
      #expect(
        configurations.contains {
          $0.options.style == style && $0.options.status == .default && $0.options.current == 3
            && $0.state(of: 2) == .complete && $0.state(of: 3) == .active
        })
    }
  }
}
