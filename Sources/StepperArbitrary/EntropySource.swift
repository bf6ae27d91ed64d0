/// Where arbitrary values come from: a stream of bytes.
///
/// Two sources feed the same generators: ``SplitMix64``, seeded, for property tests that must
/// give the same cases on every run, and ``FuzzedBytes``, the input libFuzzer mutates.
package protocol EntropySource {
  /// The next byte of the stream.
  mutating func nextByte() -> UInt8
}

/// A seeded pseudo-random source (SplitMix64): the same seed gives the same bytes everywhere.
///
/// ```swift
/// var source = SplitMix64(seed: 42)
/// print(source.next() == SplitMix64(seed: 42).next())
/// // Prints "true"
/// ```
package struct SplitMix64: EntropySource, RandomNumberGenerator, Sendable {
  private var state: UInt64
  private var word: UInt64 = 0
  private var bytesLeft = 0

  /// Creates the source for `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next byte, eight from each word.
  package mutating func nextByte() -> UInt8 {
    if bytesLeft == 0 {
      word = next()
      bytesLeft = 8
    }
    defer {
      word >>= 8
      bytesLeft -= 1
    }
    return UInt8(truncatingIfNeeded: word)
  }
}

/// The bytes of a fuzzer's input, read in order; past the end every byte is 0, so a short
/// input still decodes to a value (the smallest choice everywhere).
package struct FuzzedBytes: EntropySource {
  private let bytes: [UInt8]
  private var position = 0

  /// Creates the source reading `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  package var isExhausted: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  package mutating func nextByte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }
}
