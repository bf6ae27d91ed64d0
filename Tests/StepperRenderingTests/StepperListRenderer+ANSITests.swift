import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperRendering

@Suite struct StepperListRendererANSITests {
  /// What a terminal shows of `text`: its lines without SGR sequences.
  private func shown(_ text: String) -> [String] {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test func listsEveryStepWithItsGlyphNumberTitleAndState() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "checkout" }?.list)
    let text = StepperListRenderer.ansi(colorMode: .none, columns: 80).render(list)
    #expect(
      shown(text) == [
        "All steps",
        "  ● 1    Cart · completed",
        "         3 items",
        "  ◉ 2    Address · current",
        "         Where the parcel goes, and who signs for it",
        "›   ◉ 2.1  Scan ID · current",
        "    ○ 2.2  Step 2.2 of 4 · upcoming",
        "  ○ 3    Payment · upcoming",
        "  ○ 4    Step 4 of 4 · upcoming",
      ])
  }

  @Test(arguments: [1, 8, 12, 20, 33, 80])
  func everyLineFitsTheWidth(_ columns: Int) throws {
    for (name, list) in SampleStepLists.named {
      for mode in [StepperTerminalColorMode.none, .trueColor] {
        let text = StepperListRenderer.ansi(colorMode: mode, columns: columns).render(list)
        for line in shown(text) {
          #expect(DisplayWidth.of(line) <= columns, "\(name) \(mode) \(columns): \(line)")
        }
      }
    }
  }

  @Test func cleansTextFromUsers() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "escaped" }?.list)
    for mode in [StepperTerminalColorMode.none, .ansi256, .trueColor] {
      let text = StepperListRenderer.ansi(colorMode: mode, columns: 80).render(list)
      let withoutColors = text.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(!withoutColors.contains("\u{1B}"), "\(mode)")
      #expect(!withoutColors.contains("\u{7}"), "\(mode)")
      #expect(!withoutColors.contains("\u{202E}"), "\(mode)")
      #expect(withoutColors.contains("<b>Terms & \"Conditions\"</b>"))
    }
  }

  @Test func colorsFollowTheMode() throws {
    let list = try #require(SampleStepLists.named.first { $0.name == "arabic-dark" }?.list)
    let plain = StepperListRenderer.ansi(colorMode: .none, columns: 60).render(list)
    #expect(!plain.contains("\u{1B}"))
    let colored = StepperListRenderer.ansi(colorMode: .trueColor, columns: 60).render(list)
    // The dark surface behind every line.
    let surface = StepperTheme.dark[.bgWhite0]
    #expect(colored.contains("48;2;\(surface.red);\(surface.green);\(surface.blue)"))
    #expect(shown(colored).first?.hasPrefix("جميع الخطوات") == true)
    // The failed current step is marked and shows both of its states' names.
    #expect(plain.contains("› ⊗ ٣"))
    #expect(plain.contains("الحالية، فشلت"))
    #expect(plain.contains("◌ ٥"))
  }
}
