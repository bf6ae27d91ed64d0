import Foundation
import StepperRendering
import StepperTestSupport
import Testing

/// The real `stepper` binary drawing in tmux panes 40, 80 and 120 columns wide, read back with
/// `tmux capture-pane`: every line fits the pane (lines the pane wrapped are joined again, so a
/// line too wide shows), names show whole where the pane has room, steps out of view are
/// counted, bullets and markers keep a blank between them, and the audit fits.
@Suite(.requires(.tmux), .serialized, .timeLimit(.minutes(2)))
struct TerminalPaneTests {
  static let widths = [40, 80, 120]
  static let names = "--step-names Cart,Address,Payment,Review,Done"

  /// The lines `arguments` print in a tmux pane `columns` wide and 30 lines tall, its history
  /// included, each line the pane wrapped joined again.
  func capture(_ arguments: String, columns: Int) throws -> [String] {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("stepper").path
    #expect(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is missing")
    let socket = "stepper-pane-\(UUID().uuidString.prefix(8))-\(columns)"
    let tmux = "tmux -L \(socket) -f /dev/null"
    let inPane =
      "env -u COLUMNS '\(binary)' \(arguments) < /dev/null; \(tmux) wait-for -S printed; sleep 60"
    let command =
      "\(tmux) start-server \\; set-option -g history-limit 50000 \\; "
      + "new-session -d -x \(columns) -y 30 \"\(inPane)\" && timeout 60 \(tmux) wait-for printed"
      + " && \(tmux) capture-pane -p -J -S - ; status=$?; \(tmux) kill-server; exit $status"
    let result = try ExternalTool.run(command)
    #expect(result.status == 0, "\(result.errors)")
    var lines = String(decoding: result.output, as: UTF8.self).components(separatedBy: "\n")
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Checks that no line is wider than `columns`, and returns the lines.
  func fitting(_ arguments: String, columns: Int) throws -> [String] {
    let lines = try capture(arguments, columns: columns)
    #expect(!lines.isEmpty, "\(arguments) printed nothing")
    for line in lines {
      #expect(DisplayWidth.of(line) <= columns, "wider than \(columns): \(line)")
    }
    return lines
  }

  @Test(arguments: widths)
  func namesShowWhole(columns: Int) throws {
    for style in ["circular", "dash", "bullet"] {
      let lines = try fitting(
        "render --format ansi --style \(style) \(Self.names) --current 3", columns: columns)
      let text = lines.joined(separator: "\n")
      for name in ["Cart", "Address", "Payment", "Review", "Done"] {
        #expect(text.contains(name), "\(style) at \(columns): \(name) cut in\n\(text)")
      }
    }
  }

  @Test(arguments: widths)
  func bulletsKeepABlankBetweenThem(columns: Int) throws {
    let lines = try fitting(
      "render --format ansi --style bullet \(Self.names) --current 3", columns: columns)
    let row = try #require(lines.first { $0.contains("◉") })
    let glyphs = row.split(separator: " ", omittingEmptySubsequences: true)
    #expect(glyphs.count == 5 && glyphs.allSatisfy { $0.count == 1 }, "\(row)")
  }

  @Test(arguments: widths)
  func stepsOutOfViewAreCounted(columns: Int) throws {
    let lines = try fitting(
      "render --format ansi \(Self.names) --substeps 2=2 --substeps 3=2 --current 2 "
        + "--viewport 272",
      columns: columns)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("2 more ▸"), "\(text)")
  }

  @Test(arguments: widths)
  func collapsedMarkersKeepApart(columns: Int) throws {
    let lines = try fitting(
      "render --format ansi --total 100000 --current 50001 --max-visible 5", columns: columns)
    let row = try #require(lines.first { $0.contains("50001") })
    #expect(!row.contains("▌▐") && !row.contains("▌(") && !row.contains(")▐"), "\(row)")
    #expect(row.contains("100000"))
  }

  @Test(arguments: widths)
  func theDemoShowsNamesAndCountsWhatIsOutOfView(columns: Int) throws {
    let text = try fitting("demo", columns: columns).joined(separator: "\n")
    #expect(text.contains("Payment"))
    #expect(text.contains("Step 5 of 5, Done, 100%, success"))
  }

  @Test(arguments: widths)
  func theAuditFits(columns: Int) throws {
    let text = try fitting("audit", columns: columns).joined(separator: "\n")
    #expect(text.contains("light theme") && text.contains("dark theme"))
    #expect(text.contains("text/disabled-400"))
  }
}
