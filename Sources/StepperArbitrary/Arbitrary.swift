/// Turns an ``EntropySource`` into choices: numbers in a range, elements, coin flips.
///
/// Every choice reads as few bytes as its range needs and never loops, so any stream of bytes,
/// even an empty one, decodes in bounded time (libFuzzer's inputs are arbitrary).
///
/// ```swift
/// var arbitrary = Arbitrary(SplitMix64(seed: 1))
/// let total = arbitrary.int(in: 2...10)
/// print((2...10).contains(total))
/// // Prints "true"
/// ```
package struct Arbitrary<Source: EntropySource> {
  /// The bytes choices are read from.
  package private(set) var source: Source

  /// Creates choices read from `source`.
  package init(_ source: Source) {
    self.source = source
  }

  /// A 64-bit word made of `count` bytes (1 to 8).
  package mutating func bits(bytes count: Int) -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<min(max(count, 1), 8) { value = value << 8 | UInt64(source.nextByte()) }
    return value
  }

  /// A whole number in `range`, reading one byte for up to 256 choices, two for up to 65,536,
  /// and so on. The bytes are scaled to the range (not reduced modulo it), so every choice is
  /// about as likely, and small bytes pick small numbers: all zeros picks the lower bound.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
    if span == .max { return Int(Int64(bitPattern: bits(bytes: 8))) }
    let choices = span + 1
    var bytes = 1
    while bytes < 8, choices > UInt64(1) << UInt64(8 * bytes) { bytes += 1 }
    // value · choices / 2^(8 · bytes), from the 128-bit product.
    let product = bits(bytes: bytes).multipliedFullWidth(by: choices)
    let shift = UInt64(8 * bytes)
    let offset = shift == 64 ? product.high : product.high << (64 - shift) | product.low >> shift
    return Int(Int64(range.lowerBound) &+ Int64(bitPattern: offset))
  }

  /// `true` with probability `percent` / 100; `false` for a zero byte.
  package mutating func chance(_ percent: Int) -> Bool {
    int(in: 0...99) >= 100 - percent
  }

  /// One of `elements`, which must not be empty.
  package mutating func element<C: Collection>(of elements: C) -> C.Element where C.Index == Int {
    elements[elements.startIndex + int(in: 0...(elements.count - 1))]
  }

  /// A case of an enumeration.
  package mutating func anyCase<T: CaseIterable>(of type: T.Type) -> T
  where T.AllCases: Collection, T.AllCases.Index == Int {
    element(of: T.allCases)
  }

  /// A number in `range`, in steps of 1/65,536 of it.
  package mutating func double(in range: ClosedRange<Double>) -> Double {
    let fraction = Double(bits(bytes: 2)) / 65_535
    return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
  }

  /// Any 64-bit pattern read as a `Double`: NaNs, infinities, subnormals, negative zero.
  package mutating func anyDouble() -> Double {
    Double(bitPattern: bits(bytes: 8))
  }
}
