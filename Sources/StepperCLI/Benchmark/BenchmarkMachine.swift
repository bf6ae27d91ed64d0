#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the benchmark ran on, for its header: cores, processor and build.
enum BenchmarkMachine {
  /// "2 cores, AMD EPYC".
  static var description: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var text = "\(cores) \(cores == 1 ? "core" : "cores")"
    if let model = processorModel { text += ", \(model)" }
    return text
  }

  /// "release build", or a warning that debug figures mean nothing.
  static var build: String {
    #if DEBUG
      "a DEBUG build (its times mean little: run `swift run -c release stepper bench`)"
    #else
      "a release build"
    #endif
  }

  /// The processor's model name from `/proc/cpuinfo`, where there is one.
  private static var processorModel: String? {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    return modelName(inCPUInfo: info)
  }

  /// The first `model name` in the text of `/proc/cpuinfo`.
  static func modelName(inCPUInfo info: String) -> String? {
    for line in info.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return String(line[line.index(after: colon)...]).trimmingSpaces
    }
    return nil
  }
}
