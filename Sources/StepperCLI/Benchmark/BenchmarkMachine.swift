import Foundation

/// What the benchmark ran on, for its header: cores, processor and build.
enum BenchmarkMachine {
  /// "2 cores, AMD EPYC; release build".
  static var description: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var text = "\(cores) \(cores == 1 ? "core" : "cores")"
    if let model = processorModel { text += ", \(model)" }
    #if DEBUG
      text += "; DEBUG build: times are not meaningful, run `swift run -c release stepper bench`"
    #else
      text += "; release build"
    #endif
    return text
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
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
