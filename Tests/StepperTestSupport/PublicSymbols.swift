import Foundation

/// The public API of a module as the compiler sees it: its symbol graph, extracted with the
/// toolchain's `swift-symbolgraph-extract` from the module the running tests were built with.
///
/// Reading the built module, not the sources, means nothing is parsed by hand and nothing can be
/// stale: a public declaration added anywhere, by any spelling, is in the graph the next time the
/// tests are built.
public enum PublicSymbols {
  /// Why the public API could not be read.
  public struct ExtractionError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The names of the module's public top-level declarations: types, protocols, type aliases,
  /// functions and variables declared at file scope (not members, not extensions of other
  /// modules' types).
  public static func topLevelNames(ofModule module: String) throws -> Set<String> {
    let graph = try symbolGraph(ofModule: module)
    guard let symbols = graph["symbols"] as? [[String: Any]] else {
      throw ExtractionError(description: "\(module)'s symbol graph has no symbols array")
    }
    var names: Set<String> = []
    for symbol in symbols {
      guard let path = symbol["pathComponents"] as? [String], path.count == 1,
        let access = symbol["accessLevel"] as? String, access == "public"
      else { continue }
      names.insert(path[0])
    }
    return names
  }

  /// The paths of every public symbol the module declares, members included, its components
  /// joined by dots: `StepperScene`, `StepperScene.hitTest(_:)`, `StepperSceneElement.Role.mark`.
  public static func paths(ofModule module: String) throws -> Set<String> {
    let graph = try symbolGraph(ofModule: module)
    guard let symbols = graph["symbols"] as? [[String: Any]] else {
      throw ExtractionError(description: "\(module)'s symbol graph has no symbols array")
    }
    var paths: Set<String> = []
    for symbol in symbols {
      guard let path = symbol["pathComponents"] as? [String],
        let access = symbol["accessLevel"] as? String, access == "public"
      else { continue }
      paths.insert(path.joined(separator: "."))
    }
    return paths
  }

  /// How many public symbols the module declares, as `scripts/public-api` counts them: every
  /// symbol of its graph and of its extensions of other modules' types
  /// (`<module>@<Other>.symbols.json`), the members the compiler synthesizes from protocols
  /// (`!=`, `hash(into:)`, a collection's algorithms) included, since an app can call them.
  public static func count(ofModule module: String) throws -> Int {
    let output = try extractGraphs(ofModule: module)
    defer { try? FileManager.default.removeItem(at: output) }
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
      $0 == "\(module).symbols.json"
        || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
    }
    guard files.contains("\(module).symbols.json") else {
      throw ExtractionError(description: "no symbol graph written for \(module) in \(output.path)")
    }
    var count = 0
    for file in files {
      guard
        let data = FileManager.default.contents(atPath: output.appendingPathComponent(file).path),
        let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
      else { throw ExtractionError(description: "\(file) has no symbols array") }
      count += symbols.count
    }
    return count
  }

  /// The module's symbol graph (`<module>.symbols.json`) at public access, as JSON.
  public static func symbolGraph(ofModule module: String) throws -> [String: Any] {
    let output = try extractGraphs(ofModule: module)
    defer { try? FileManager.default.removeItem(at: output) }
    let file = output.appendingPathComponent("\(module).symbols.json")
    guard let data = FileManager.default.contents(atPath: file.path),
      let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw ExtractionError(description: "no symbol graph written at \(file.path)")
    }
    return graph
  }

  /// Extracts the module's public symbol graphs into a new temporary folder, which the caller
  /// removes.
  private static func extractGraphs(ofModule module: String) throws -> URL {
    let modules = try builtModulesDirectory(containing: module)
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let target = try targetInfo()
    var command =
      "swift symbolgraph-extract -module-name \(module) -I '\(modules.path)'"
      + " -target \(target.triple) -minimum-access-level public -output-dir '\(output.path)'"
    if let sdk = target.sdk { command += " -sdk '\(sdk)'" }
    let result = try ExternalTool.run(command)
    guard result.status == 0 else {
      try? FileManager.default.removeItem(at: output)
      throw ExtractionError(
        description: "swift symbolgraph-extract failed (\(result.status)): \(result.errors)")
    }
    return output
  }

  /// The folder of the running test build's `.swiftmodule`s: beside the test product, in
  /// `Modules` (or the product's folder itself, as older SwiftPM releases laid it out).
  private static func builtModulesDirectory(containing module: String) throws -> URL {
    var products: [URL] = Bundle.allBundles.map(\.bundleURL)
      .filter { $0.pathExtension == "xctest" }
    products.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    for product in products {
      let folder = product.resolvingSymlinksInPath().deletingLastPathComponent()
      for candidate in [folder.appendingPathComponent("Modules"), folder] {
        let path = candidate.appendingPathComponent("\(module).swiftmodule").path
        if FileManager.default.fileExists(atPath: path) { return candidate }
      }
    }
    throw ExtractionError(
      description: "no \(module).swiftmodule beside the test product (\(products.map(\.path)))")
  }

  /// The host's target triple and, on Apple platforms, its SDK, from `swift -print-target-info`.
  private static func targetInfo() throws -> (triple: String, sdk: String?) {
    let result = try ExternalTool.run("swift -print-target-info")
    guard result.status == 0,
      let info = try JSONSerialization.jsonObject(with: result.output) as? [String: Any],
      let target = info["target"] as? [String: Any],
      let triple = target["triple"] as? String
    else {
      throw ExtractionError(description: "swift -print-target-info failed: \(result.errors)")
    }
    let paths = info["paths"] as? [String: Any]
    return (triple, paths?["sdkPath"] as? String)
  }
}
