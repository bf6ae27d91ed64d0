/// Terminal output as UTF-8 bytes, written into room set aside up front and made into a
/// `String` once.
///
/// ``string(capacity:writing:)`` hands its writer a buffer of at least as many bytes as it may
/// write (on the stack when it is small), then makes the string from what was written: no
/// buffer grows, and no `String` is built piece by piece.
///
/// Every piece written is whole UTF-8: an ASCII byte, one grapheme's bytes, or ASCII text, and
/// a piece that does not fit is left out whole. What is written is therefore valid UTF-8 by
/// construction, and the string is made without checking it again where the standard library
/// allows (debug builds still check).
///
/// ```swift
/// let text = TerminalBytes.string(capacity: 8) { bytes in
///   bytes.append("Cart")
///   bytes.append(UInt8(ascii: "!"))
/// }
/// print(text)
/// // Prints "Cart!"
/// ```
struct TerminalBytes {
  /// Where the bytes go.
  private let base: UnsafeMutablePointer<UInt8>
  /// How many bytes there is room for.
  private let capacity: Int
  /// How many bytes have been written.
  private(set) var count = 0

  private init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// The text `write` writes, in at most `capacity` bytes; what would pass that is dropped.
  static func string(capacity: Int, writing write: (inout TerminalBytes) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      var bytes = TerminalBytes(base: base, capacity: buffer.count)
      write(&bytes)
      let written = UnsafeBufferPointer(start: base, count: bytes.count)
      assert(
        String(decoding: written, as: UTF8.self).utf8.elementsEqual(written),
        "terminal output is not valid UTF-8")
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return String(copying: UTF8Span(unchecked: Span(_unsafeElements: written)))
      }
      return String(decoding: written, as: UTF8.self)
    }
  }

  /// Writes one ASCII byte.
  mutating func append(_ byte: UInt8) {
    assert(byte < 0x80, "a byte written alone is ASCII")
    guard count < capacity else { return }
    base[count] = byte
    count += 1
  }

  /// Writes the first `length` bytes of `word` (at most 4), the lowest byte first: one
  /// grapheme's UTF-8.
  @inline(__always)
  mutating func append(_ word: UInt32, length: Int) {
    let length = min(max(length, 0), 4)
    if count + 4 <= capacity {
      // All four bytes in one store; those past `length` are written over next.
      UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt32.self)
      count += length
      return
    }
    guard count + length <= capacity else { return }
    var word = word
    for offset in 0..<length {
      base[count + offset] = UInt8(truncatingIfNeeded: word)
      word >>= 8
    }
    count += length
  }

  /// Writes whole UTF-8 (a grapheme's bytes, or ASCII text), or nothing when it does not fit.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    guard length > 0, count + length <= capacity else { return }
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: length)
    count += length
  }

  /// Writes static text, such as an escape sequence.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
  }
}
