import StepperSystemLibrary

/// The process's memory, as the kernel counts it.
enum MemoryUsage {
  /// The peak resident set size so far (`getrusage`'s `ru_maxrss`), in bytes, or `nil` where it
  /// cannot be read.
  static func peakResidentBytes() -> Int? {
    var usage = rusage()
    guard getrusage(who(RUSAGE_SELF), &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // Darwin's kernel counts bytes.
    #else
      return Int(usage.ru_maxrss) * 1024  // Linux's (and the BSDs') counts kilobytes.
    #endif
  }

  /// `RUSAGE_SELF` as `getrusage` takes it, whichever C library declares it: Musl and Darwin
  /// declare a plain `Int32`, taken as it is …
  private static func who(_ value: Int32) -> Int32 { value }

  /// … and Glibc a case of a C enum, taken by its raw value.
  private static func who(_ value: some RawRepresentable<Int32>) -> Int32 { value.rawValue }
}
