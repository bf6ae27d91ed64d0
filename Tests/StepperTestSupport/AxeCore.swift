import Foundation
import Testing

/// axe-core, Deque's accessibility engine, run inside a ``HeadlessChromium`` page.
///
/// The script is the `axe.min.js` that PyPI's `axe-playwright-python` ships: version
/// ``packageVersion`` holds axe-core 4.12.1, and the script is checked to be of the
/// ``engineSeries``. `scripts/test` installs it with `pip install --no-deps`, and it is found
/// without importing the package, so the package's own dependencies are not needed. Nothing is
/// fetched at run time. On Linux a missing script is a failure, not a skip, like a missing Debian
/// tool; elsewhere the tests that need it are skipped where it is missing
/// (``Testing/Trait/requiresAxeCore``).
///
/// ```swift
/// let browser = try HeadlessChromium()
/// try browser.navigate(to: URL(fileURLWithPath: "/tmp/page.html"))
/// let violations = try AxeCore.violations(in: browser)
/// print(violations.isEmpty)
/// ```
public enum AxeCore {
  /// The PyPI package that ships the script.
  public static let package = "axe-playwright-python"
  /// The pinned version of ``package``.
  public static let packageVersion = "0.1.8"
  /// The axe-core release series the script must be of (its first line says `axe v4.12.1`).
  public static let engineSeries = "4.12"

  /// Why axe could not run.
  public enum Failure: Error, CustomStringConvertible {
    /// The script is not installed, or is not the expected version.
    case notInstalled(String)
    /// axe answered with something that is not a list of violations.
    case unexpectedAnswer(String)

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .notInstalled(let why):
        "axe-core is not available (\(why)): run scripts/test, which installs it with "
          + "`pip install --no-deps \(AxeCore.package)==\(AxeCore.packageVersion)`"
      case .unexpectedAnswer(let answer): "axe answered with something unexpected: \(answer)"
      }
    }
  }

  /// One rule a page breaks: the rule's id, its impact (minor, moderate, serious, critical),
  /// its one-line help, the CSS selectors of the nodes that break it and, for the first node,
  /// axe's summary of why.
  public struct Violation: Sendable, Equatable, CustomStringConvertible {
    /// The rule's id: `color-contrast`, `region`, …
    public let id: String
    /// How bad it is: `minor`, `moderate`, `serious` or `critical`.
    public let impact: String
    /// What the rule asks for.
    public let help: String
    /// A CSS selector for each node that breaks the rule.
    public let targets: [String]
    /// Why the first node breaks it.
    public let summary: String

    /// `color-contrast (serious) on 2 nodes: figcaption, … — Fix any of the following: …`
    public var description: String {
      let shown = targets.prefix(5).joined(separator: ", ")
      let more = targets.count > 5 ? ", and \(targets.count - 5) more" : ""
      return "\(id) (\(impact)): \(help); on \(targets.count) node(s): \(shown)\(more). "
        + summary.replacingOccurrences(of: "\n", with: " ")
    }
  }

  /// Whether tests that need axe run on this machine: always on Linux, where a missing script is
  /// a failure; elsewhere (macOS) only when the script is found.
  public static var runsTestsHere: Bool {
    #if os(Linux)
      true
    #else
      (try? script()) != nil
    #endif
  }

  /// The path of the script as the installed package holds it, found without importing the
  /// package.
  public static func scriptPath() throws -> String {
    let locate = """
      python3 -c 'import importlib.util, os, sys
      spec = importlib.util.find_spec("axe_playwright_python")
      sys.exit(1) if spec is None or spec.origin is None else print(
          os.path.join(os.path.dirname(spec.origin), "axe.min.js"))'
      """
    let result = try ExternalTool.run(locate)
    let path = String(decoding: result.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.status == 0, !path.isEmpty else {
      throw Failure.notInstalled("python3 finds no \(package) package")
    }
    return path
  }

  /// The script's text, read once: checked to be axe-core of the ``engineSeries``.
  public static func script() throws -> String {
    try loaded.get()
  }

  private static let loaded: Result<String, Failure> = {
    do {
      let path = try scriptPath()
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        return .failure(.notInstalled("cannot read \(path)"))
      }
      let header = text.prefix(40)
      guard header.contains("axe v\(engineSeries).") else {
        return .failure(
          .notInstalled("\(path) is not axe-core \(engineSeries).x: it starts \(header)"))
      }
      return .success(text)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(.notInstalled("\(error)"))
    }
  }()

  /// How long one run may take: the gallery's index, with about 10,000 text nodes for the
  /// contrast rule, takes some 20 s of CPU, and several times that on a busy machine.
  public static let runTimeout: TimeInterval = 240

  /// Injects axe into the browser's current page (unless it is there already) and runs every
  /// rule axe runs by default on the whole document, returning the violations.
  public static func violations(in browser: HeadlessChromium) throws -> [Violation] {
    if try browser.evaluate("typeof axe") as? String != "object" {
      // The script's value is not needed (and may not be serialisable): end on `true`.
      _ = try browser.evaluate(try script() + "\n;true")
    }
    let answer = try browser.evaluate(
      """
      axe.run(document, {resultTypes: ['violations']}).then(r => r.violations.map(v => ({
        id: v.id, impact: v.impact || '', help: v.help,
        targets: v.nodes.map(n => n.target.map(t => [].concat(t).join(' >>> ')).join(' ')),
        summary: v.nodes.length > 0 ? (v.nodes[0].failureSummary || '') : '',
      })))
      """, timeout: runTimeout)
    guard let list = answer as? [[String: Any]] else {
      throw Failure.unexpectedAnswer(String(describing: answer))
    }
    return list.map {
      Violation(
        id: $0["id"] as? String ?? "?", impact: $0["impact"] as? String ?? "",
        help: $0["help"] as? String ?? "", targets: $0["targets"] as? [String] ?? [],
        summary: $0["summary"] as? String ?? "")
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only where ``AxeCore/runsTestsHere`` holds: always on Linux,
  /// elsewhere when the script is found. A skip says what to install.
  ///
  /// ```swift
  /// @Test(.requires(.chromium), .requiresAxeCore) func passesAxe() throws { … }
  /// ```
  public static var requiresAxeCore: Self {
    .enabled(
      if: AxeCore.runsTestsHere,
      Comment(
        rawValue: "skipped: needs axe-core (`pip install --no-deps "
          + "\(AxeCore.package)==\(AxeCore.packageVersion)`), which python3 does not find; on "
          + "Linux scripts/test installs it and the test is mandatory"))
  }
}
