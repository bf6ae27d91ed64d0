import Foundation

/// The top-level names of Apple's SDKs that a public name of this package must not repeat,
/// transcribed into `AppleSDKTopLevelNames.txt` (beside this file) from the SDK interfaces; the
/// file's header says what was transcribed from where.
public enum AppleSDKNames {
  /// The names, by the framework or header whose section lists them (`# == SwiftUI ==`).
  public static func byFramework() throws -> [String: Set<String>] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("AppleSDKTopLevelNames.txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    var names: [String: Set<String>] = [:]
    var framework: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("# == "), line.hasSuffix(" ==") {
        framework = String(line.dropFirst(5).dropLast(3))
        continue
      }
      guard !line.hasPrefix("#") else { continue }
      guard let framework else {
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
      }
      let name = line.split(separator: " ").first.map(String.init) ?? ""
      names[framework, default: []].insert(name)
    }
    return names
  }
}
