/// The two plain loops every operation is compared with, measured in the same run so that the
/// ratios hold on any machine.
enum BenchmarkBaselines {
  /// What the string baseline appends at a time: 16 bytes, about one attribute of markup.
  static let piece = " fill=\"#155DFC\"/"

  /// Writes `count` frames, 4 doubles each, into `buffer`, which holds at least `4 * count`.
  static func writeFrames(_ count: Int, into buffer: UnsafeMutableBufferPointer<Double>) {
    for index in 0..<min(count, buffer.count / 4) {
      let base = 4 * index
      buffer[base] = Double(index) * 38
      buffer[base + 1] = 0
      buffer[base + 2] = 24
      buffer[base + 3] = 24
    }
  }

  /// A string of `count` bytes, appended ``piece`` at a time to a string that reserved them.
  static func appendBytes(_ count: Int) -> String {
    var out = ""
    out.reserveCapacity(count)
    let size = piece.utf8.count
    var written = 0
    while written + size <= count {
      out += piece
      written += size
    }
    // The rest, fewer than 16 bytes, in one piece too: its cost does not depend on how many.
    out += piece.prefix(count - written)
    return out
  }
}
