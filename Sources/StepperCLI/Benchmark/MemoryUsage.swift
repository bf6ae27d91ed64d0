#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's memory, as the kernel counts it.
enum MemoryUsage {
  /// The peak resident set size so far (`getrusage`'s `ru_maxrss`), in bytes, or `nil` where it
  /// cannot be read.
  static func peakResidentBytes() -> Int? {
    var usage = rusage()
    #if canImport(Glibc)
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) * 1024  // Linux counts kilobytes.
    #elseif canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // Darwin counts bytes.
    #else
      return nil
    #endif
  }
}
