import Foundation
import StepperArbitrary
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperRendering

@Suite struct ANSIRendererTests {
  private let plain = StepperRenderer.ansi(colorMode: .none, columns: 80)

  @Test(arguments: [1, 77, 5_001, 9_999])
  func aRowDenserThanTheTerminalShowsTheCurrentStep(current: Int) throws {
    let total = 10_000
    let scene = StepperScene(
      try StepperConfiguration(
        total: total, current: current,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let row = try #require(plain.render(scene).split(separator: "\n").first)
    #expect(row.contains("(\(current))"), "\(row)")
  }

  /// A row shorter than its viewport (bullets are short) takes the columns of its steps, not of
  /// the blank around them, so its names show whole, as the same row drawn without a viewport.
  @Test(arguments: [StepperLayoutDirection.leftToRight, .rightToLeft])
  func aRowShorterThanItsViewportGivesItsColumnsToItsNames(
    _ direction: StepperLayoutDirection
  ) throws {
    var options = StepperConfiguration.Options(
      style: .bullet, names: ["Cart", "Address", "Scan ID", "Selfie", "Payment", "Review", "Done"],
      current: 3)
    options.direction = direction
    options.viewport = 272
    let scene = StepperScene(try StepperConfiguration(options))
    #expect(scene.viewport?.isScrollable == false)
    let lines = plain.render(scene).split(separator: "\n")
    let names = try #require(lines.last)
    for name in options.stepNames.values { #expect(names.contains(name), "\(names)") }
    #expect(!names.contains("…"))
  }

  @Test func drawsTheSeedsCircularRow() {
    #expect(
      plain.render(StepperScene(SampleSteppers.make(.circular)))
        == "▐✓▌ ━━━━━ (2) ────── ▐3▌ ───── ▐4▌\n")
  }

  @Test func drawsTenDashesWithTheirGaps() {
    let output = plain.render(StepperScene(SampleSteppers.make(.dash, current: 3)))
    #expect(output.split(separator: " ").count == 10)
    #expect(output.hasPrefix("━━━━━━ ━━━━━━ ━━━━━ ──────"))
  }

  @Test func writesNoEscapeSequenceWithoutColor() {
    for configuration in SampleSteppers.everyVariant {
      let output = plain.render(StepperScene(configuration))
      #expect(!output.contains("\u{1B}"))
      #expect(output.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
    }
  }

  @Test func paintsTheScenesColorsIn24Bit() {
    let output = StepperRenderer.ansi(colorMode: .trueColor, columns: 80).render(
      StepperScene(SampleSteppers.make(.circular)))
    // The done marker's half blocks in brand/base on the white surface, its check white on
    // brand/base.
    #expect(output.hasPrefix("\u{1B}[0;38;2;21;93;252;48;2;255;255;255m▐"))
    #expect(output.contains("\u{1B}[0;38;2;255;255;255;48;2;21;93;252m✓"))
    #expect(output.hasSuffix("\u{1B}[0m\n"))
  }

  @Test func fallsBackToThe256ColorPalette() {
    let output = StepperRenderer.ansi(colorMode: .ansi256, columns: 80).render(
      StepperScene(SampleSteppers.make(.circular)))
    let brand = XTerm256Palette.index(nearest: StepperColor(0x155DFC))
    #expect(output.hasPrefix("\u{1B}[0;38;5;\(brand);48;5;231m▐"))
    #expect(!output.contains("38;2;"))
  }

  @Test(arguments: [1, 2, 7, 20, 33, 40, 79, 80, 200])
  func fitsTheColumns(_ columns: Int) {
    for configuration in SampleSteppers.everyVariant {
      let scene = StepperScene(configuration)
      for mode in StepperTerminalColorMode.allCases {
        let output = StepperRenderer.ansi(colorMode: mode, columns: columns).render(scene)
        for line in output.split(separator: "\n") {
          let visible = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
          #expect(
            DisplayWidth.of(visible) <= columns, "\(configuration.options.style) \(mode) \(columns)"
          )
        }
      }
    }
  }

  @Test func aLongRowScalesDownAndKeepsEveryStep() {
    let scene = StepperScene(SampleSteppers.make(.bullet, total: 30, current: 10))
    let output = StepperRenderer.ansi(colorMode: .none, columns: 60).render(scene)
    #expect(output.filter { $0 == "●" }.count == 9)
    #expect(output.filter { $0 == "◉" }.count == 1)
    #expect(output.filter { $0 == "○" }.count == 20)
  }

  /// Thirty bullets in ten columns, three a column: each column shows the last of its three,
  /// as drawing each bullet over the one before would; the failed step 20 is under step 21.
  @Test(arguments: [
    (StepperLayoutDirection.leftToRight, "●●●◉○○○○○○\n"), (.rightToLeft, "○○○○○○◉●●●\n"),
  ])
  func aRowWithMoreStepsThanColumnsShowsTheLastStepOfEachColumn(
    _ direction: StepperLayoutDirection, _ expected: String
  ) throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .bullet, total: 30, current: 12).unchecked {
        $0.direction = direction
      }
      .replacing(\.stepStates, with: [StepperStepID(20): .error]))
    #expect(StepperRenderer.ansi(colorMode: .none, columns: 10).render(scene) == expected)
  }

  @Test func aLongRowShowsItsLastStepWhole() throws {
    let total = 10_000
    let scene = StepperScene(
      try StepperConfiguration(
        total: total, current: 5_000,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let output = plain.render(scene)
    #expect(output.hasSuffix("▐10000▌\n"))
    #expect(DisplayWidth.of(output.dropLast()) == 80)
    // The current step's outline shows where the row's middle is.
    #expect(output.contains("("))
  }

  @Test func verticalRowsRunDownTheColumn() {
    let output = plain.render(StepperScene(SampleSteppers.make(.bullet, axis: .vertical)))
    #expect(output.split(separator: "\n").map(String.init) == ["●", "◉", "○", "○"])
  }

  @Test func rightToLeftMirrorsTheRow() {
    let ltr = plain.render(StepperScene(SampleSteppers.make(.bullet)))
    let rtl = plain.render(StepperScene(SampleSteppers.make(.bullet, direction: .rightToLeft)))
    #expect(ltr == "● ◉ ○ ○\n")
    #expect(rtl == "○ ○ ◉ ●\n")
  }

  private func flow(_ name: String) throws -> StepperScene {
    StepperScene(try #require(SampleSteppers.named.first { $0.name == name }).configuration)
  }

  @Test func showsTheHeaderAndNamesUnderTheRow() throws {
    let lines = plain.render(try flow("circular-names-header")).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Payment") && lines[0].hasSuffix("All steps"))
    #expect(lines[1].isEmpty)
    #expect(lines[3].hasPrefix("Cart"))
    #expect(lines[3].contains("Review"))
  }

  @Test func putsNamesBesideAVerticalColumnOnTheScenesSide() throws {
    let output = plain.render(try flow("circular-names-vertical-rtl"))
    #expect(output.contains("Cart ▐✓▌\n"))
    #expect(output.contains("Shipping address (2)\n"))
  }

  /// A column that scrolls under its header: the header keeps its two lines, and the steps
  /// start below them with the first step that shows, whole (a terminal line cannot be cut), in
  /// its line: no step is drawn on the header's lines, however far the column is dragged.
  @Test(arguments: [(0.0, "A"), (10, "A"), (20, "A"), (40, "B"), (60, "B")])
  func aColumnUnderItsHeaderStartsItsStepsBelowTheHeaderLines(
    _ offset: Double, _ first: String
  ) throws {
    let scene = StepperScene(try SampleSteppers.columnUnderItsHeader(offset: offset))
    let lines = plain.render(scene).split(separator: "\n", omittingEmptySubsequences: false)
    // The line counting the steps out of view widens the drawing: "All steps" keeps its side.
    #expect(lines[0].split(separator: " ") == ["E", "All", "steps"])
    #expect(lines[1].isEmpty)
    #expect(lines[2] == "▐✓▌ \(first)")
    #expect(!lines.dropFirst().contains { $0.contains("All steps") })
  }

  @Test func cleansNamesAndMeasuresWideText() throws {
    let scene = try flow("circular-escaped-names")
    for columns in [20, 40, 80] {
      for mode in StepperTerminalColorMode.allCases {
        let output = StepperRenderer.ansi(colorMode: mode, columns: columns).render(scene)
        #expect(!output.contains("\u{7}"))
        #expect(!output.contains("\u{1B}[31m"))
        for line in output.split(separator: "\n") {
          let visible = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
          #expect(DisplayWidth.of(visible) <= columns)
        }
      }
    }
    #expect(plain.render(scene).contains("支払い 🎉"))
    #expect(plain.render(scene).contains("O'Brien"))
  }

  /// A name holding an escape sequence, moved a character at a time behind a longer and longer
  /// prefix, so that the scene's lines break inside the sequence at every position: the
  /// terminal cleans the whole name before it breaks it, and prints no ESC, no C1 control and
  /// nothing of the sequence's payload, in rows and columns, at any width.
  @Test(arguments: TerminalTextTests.hostileSequences)
  func aNameCutInsideAnEscapeSequenceShowsNoneOfIt(_ sequence: String) throws {
    // Rows with room for a few characters a line to about forty, and a column.
    let layouts: [(StepperStyle, Int, StepperAxis, Double?)] = [
      (.dash, 4, .horizontal, nil), (.bullet, 2, .horizontal, nil), (.bullet, 2, .horizontal, 300),
      (.bullet, 3, .vertical, nil),
    ]
    for prefix in 0..<48 {
      let name = String(repeating: "a", count: prefix) + sequence + "wow"
      let showsWow = TerminalText.sanitized(name).contains("wow")
      for (style, total, axis, length) in layouts {
        let scene = StepperScene(
          try StepperConfiguration(
            style: style, total: total, current: 2, axis: axis, length: length
          ).changing {
            $0.stepNames = [1: name, 2: name]
            $0.showsHeader = axis == .vertical
          })
        for columns in [80, 23, 9] {
          let output = StepperRenderer.ansi(colorMode: .none, columns: columns).render(scene)
          let leak = TerminalTextTests.leak(in: output.replacing("\n", with: ""))
          #expect(leak == nil, "\(output)")
          #expect(!showsWow || output.contains("w") || output.contains("…"), "\(output)")
          for line in output.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= columns, "\(line)")
          }
        }
      }
    }
    // The core breaks names at word boundaries, so a scene's lines break inside a sequence only
    // at a space in its payload; the next test cuts lines at every position of each sequence.
  }

  /// Lines cut at every position of a hostile sequence, as a scene may give them: what the
  /// terminal prints of them, at every width, holds nothing of the sequence.
  @Test(arguments: TerminalTextTests.hostileSequences)
  func linesCutAtEveryPositionOfASequencePrintNoneOfIt(_ sequence: String) {
    let scalars = Array(sequence.unicodeScalars)
    for cut in 0...scalars.count {
      var first = String.UnicodeScalarView("Pay ".unicodeScalars)
      first.append(contentsOf: scalars[..<cut])
      var second = String.UnicodeScalarView(scalars[cut...])
      second.append(contentsOf: " now".unicodeScalars)
      let lines = [String(first), String(second)]
      let text = StepperSceneText(
        StepperPlacedText(
          frame: StepperRect(x: 0, y: 0, width: 10, height: 10), lines: lines,
          fullText: "Pay " + sequence + " now",
          baselines: [StepperPoint(x: 0, y: 0), StepperPoint(x: 0, y: 8)],
          anchor: .left, style: .stepName, fit: .init(isTruncated: false)),
        color: StepperColor(0))
      for width in 1...12 {
        let printed = TerminalText.printedLines(of: text, width: width)
        #expect(printed.count <= 2)
        for line in printed {
          #expect(TerminalTextTests.leak(in: line) == nil, "\(lines) at \(width): \(line)")
          #expect(DisplayWidth.of(line) <= width)
        }
      }
      #expect(
        TerminalText.printedLine(of: text) == TerminalText.sanitized("Pay " + sequence + " now"))
    }
  }

  /// The fuzzer's check on terminal text passes the renderer's own colors, and finds nothing
  /// of the fuzzer's hostile sequences in names, however they are laid out.
  @Test(arguments: StepperStyle.allCases)
  func theFuzzersLeakCheckPassesNamesWithHostileSequences(_ style: StepperStyle) throws {
    let sequences = ArbitraryText.escapeSequences
    for axis in StepperAxis.allCases {
      let names = Dictionary(
        uniqueKeysWithValues: sequences.indices.map {
          (
            StepperStepID($0 + 1),
            "Step \(sequences[$0]) \($0 + 1) \(sequences[($0 + 1) % sequences.count])"
          )
        })
      let scene = StepperScene(
        try StepperConfiguration(
          style: style, total: sequences.count, current: 3, axis: axis,
          length: StyleMetrics.minimumLength(of: style, total: sequences.count)
        ).changing {
          $0.stepNames = names
          $0.showsHeader = true
          $0.showsAllSteps = true
        })
      for mode in StepperTerminalColorMode.allCases {
        for columns in [80, 23, 1] {
          let output = StepperRenderer.ansi(colorMode: mode, columns: columns).render(scene)
          #expect(OutputProblems.leakedSequenceFragments(inTerminalText: output).isEmpty)
        }
      }
    }
  }

  /// Found by the fuzzer: two names sharing a cell of a dense right-to-left row, cleaned of
  /// their controls and broken again, drew over half of each other's wide characters, and the
  /// line grew past the columns.
  @Test func namesOverlappingWideCharactersStayInsideTheColumns() throws {
    let first = "껁匨\u{200C}\u{15}\u{FFFA}🫩ڐצ\u{200D}\u{35D}الدفع"
    let fifth = "퉛\u{202D}\u{FFFF}\u{2068}\u{342}\u{0C}💢"
    let configuration = try StepperConfiguration(
      style: .bullet, total: 8, current: 8, substeps: StepperSubsteps([4: 1]),
      labels: StepperLabels(names: [1: first, 5: fifth, 6: "Scan ID"]),
      scrolling: StepperScrolling(viewport: 635.3115129320211, offset: 43.66149385824369)
    ).unchecked {
      $0.direction = .rightToLeft
      $0.theme = .dark
    }
    let scene = StepperScene(configuration, strings: try #require(StepperStrings.forLanguage("ja")))
    for columns in [23, 17, 40] {
      for mode in StepperTerminalColorMode.allCases {
        let output = StepperRenderer.ansi(colorMode: mode, columns: columns).render(scene)
        for line in output.split(separator: "\n") {
          let visible = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
          #expect(DisplayWidth.of(visible) <= columns, "\(visible)")
        }
      }
    }
  }

  @Test func showsTheViewportOfAScrollingRow() throws {
    let output = plain.render(try flow("circular-scrolling"))
    // The row widens into the 80 columns: the first marker keeps its place, a blank before it.
    #expect(output.drop { $0 == " " }.hasPrefix("(11)"))
    #expect(!output.contains("▐10▌"))
    #expect(output.contains("Step 12"))
  }

  @Test(arguments: StepperAxis.allCases)
  func manyNamedStepsTakeLinearTime(_ axis: StepperAxis) throws {
    let names = Dictionary(
      uniqueKeysWithValues: (1...5_000).map { (StepperStepID($0), "Step \($0)") })
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: 5_000, current: 10, labels: StepperLabels(names: names)
      ).unchecked { $0.axis = axis })
    let clock = ContinuousClock()
    var output = ""
    let elapsed = clock.measure { output = plain.render(scene) }
    #expect(output.split(separator: "\n").count >= (axis == .horizontal ? 2 : 5_000))
    // Finding each name's neighbors afresh, for every name, took over a minute here.
    #expect(elapsed < .seconds(5))
  }

  @Test func cleansWhatMarkersShow() {
    #expect(
      TerminalGlyphs.content(.number("1\u{1B}[2J", color: StepperColor(0), style: .markerNumber))
        == "1"
    )
  }
}
