import Foundation
import StepperCLI
import Testing

@Suite struct RenderFormatsTests {
  @Test func htmlIsAFragmentThatFollowsTheSystemUnlessAThemeIsGiven() {
    let system = Run("render", "--format", "html")
    #expect(system.status == 0)
    #expect(system.out.hasPrefix("<div class=\"eb-stepper\""))
    #expect(!system.out.contains(" data-theme=\""))
    #expect(system.out.contains("aria-valuetext=\"Step 1 of 3, 33%\""))
    let dark = Run("render", "--format", "html", "--theme", "dark")
    #expect(dark.out.contains(" data-theme=\"dark\""))
  }

  @Test func svgPaintsTheSurfaceUnlessAskedForATransparentBackground() {
    let dark = Run("render", "--theme", "dark")
    #expect(dark.status == 0)
    #expect(dark.out.contains("fill=\"#0E0E0F\" data-role=\"surface\"/>"))
    let bare = Run("render", "--theme", "dark", "--background", "transparent")
    #expect(bare.status == 0)
    #expect(!bare.out.contains("data-role=\"surface\""))
    let wrong = Run("render", "--background", "none")
    #expect(wrong.status == 64)
    #expect(wrong.err.contains("--background accepts"))
    let html = Run("render", "--format", "html", "--background", "transparent")
    #expect(html.status == 64)
    #expect(html.err.contains("--background applies to --format svg"))
  }

  @Test func pageIsADocument() {
    let run = Run("render", "--format", "page", "--direction", "rtl")
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"rtl\">"))
  }

  @Test func ansiHasNoColorWhenNotATerminal() {
    let run = Run(
      ["render", "--format", "ansi", "--total", "4", "--current", "2"],
      environment: ["COLORTERM": "truecolor"])
    #expect(run.status == 0)
    #expect(run.out == "▐✓▌ ━━━━━ (2) ────── ▐3▌ ───── ▐4▌\n")
  }

  @Test func ansiAtATerminalUses24BitOr256ColorsAndNoneUnderNO_COLOR() {
    let truecolor = Run(
      ["render", "--format", "ansi", "--current", "2"], environment: ["COLORTERM": "truecolor"],
      isTerminal: true)
    #expect(truecolor.out.contains("\u{1B}[0;38;2;21;93;252;48;2;255;255;255m▐"))
    let palette = Run(
      ["render", "--format", "ansi"], environment: ["TERM": "xterm-256color"], isTerminal: true)
    #expect(palette.out.contains("\u{1B}[0;38;5;"))
    #expect(!palette.out.contains("38;2;"))
    let noColor = Run(
      ["render", "--format", "ansi"], environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"],
      isTerminal: true)
    #expect(!noColor.out.contains("\u{1B}"))
  }

  @Test func ansiFitsCOLUMNS() {
    let run = Run(
      ["render", "--format", "ansi", "--style", "dash", "--total", "30", "--step-names", "A,B,C"],
      environment: ["COLUMNS": "25"])
    #expect(run.status == 0)
    for line in run.out.split(separator: "\n") {
      #expect(line.count <= 25)
    }
  }
}
