import Foundation
import Testing

/// A program from Debian that some tests call, and whether those tests run here.
///
/// On Linux the tests that need one are mandatory: `scripts/test` installs every tool, so a
/// missing one fails the tests that call it (``ExternalTool/run(_:input:)`` says which program is
/// not installed) instead of skipping them. Elsewhere (macOS) they run when the program is
/// found, and are otherwise skipped with a comment naming the missing program and its Debian
/// package, through the ``Testing/Trait/requires(_:)`` trait.
public enum DebianTool: String, CaseIterable, Sendable {
  /// libxml2's command-line tool: well-formedness, the HTML parser, XPath counts.
  case xmllint
  /// librsvg's renderer, which rasterizes the SVG output.
  case rsvgConvert = "rsvg-convert"
  /// netpbm's PNG reader, which turns a rasterized image into pixels.
  case pngtopnm
  /// The browser the browser checks drive headless.
  case chromium
  /// util-linux's `script`, which runs a command in a pseudo-terminal.
  case script
  /// tmux, a terminal multiplexer: the tests draw in a pane of a given width and read it back.
  case tmux
  /// A Java runtime, which runs the W3C's Nu HTML Checker (``NuHTMLChecker``).
  case java

  /// The Debian package that installs the program.
  public var debianPackage: String {
    switch self {
    case .xmllint: "libxml2-utils"
    case .rsvgConvert: "librsvg2-bin"
    case .pngtopnm: "netpbm"
    case .chromium: "chromium"
    case .script: "bsdutils"
    case .tmux: "tmux"
    case .java: "default-jre-headless"
    }
  }

  /// Whether tests that need the program run on this machine: always on Linux, where a missing
  /// program is a failure; elsewhere only when the program is found.
  public var runsTestsHere: Bool {
    #if os(Linux)
      true
    #else
      Self.found.contains(self)
    #endif
  }

  /// Whether the program is found here. `script` counts only in util-linux's form, whose
  /// options the tests use (macOS's BSD `script` takes others).
  public var isFound: Bool { Self.found.contains(self) }

  /// The programs found, looked up once per test run.
  private static let found: Set<DebianTool> = Set(
    allCases.filter { tool in
      let probe =
        switch tool {
        case .script: "script --version 2>&1 | grep -q util-linux"
        default: "command -v \(tool.rawValue) >/dev/null"
        }
      return (try? ExternalTool.run(probe))?.status == 0
    })
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only where ``DebianTool/runsTestsHere`` holds for every tool it
  /// needs: always on Linux, elsewhere when each program is found. A skip names what is
  /// missing.
  ///
  /// ```swift
  /// @Test(.requires(.xmllint)) func isWellFormed() throws { … }
  /// ```
  public static func requires(_ tools: DebianTool...) -> Self {
    let missing = tools.filter { !$0.runsTestsHere }
    let names = missing.map { "\($0.rawValue) (Debian package \($0.debianPackage))" }
    return .enabled(
      if: missing.isEmpty,
      Comment(
        rawValue: "skipped: needs \(names.joined(separator: ", ")), which is not on PATH; "
          + "on Linux scripts/test installs it and the test is mandatory"))
  }
}
