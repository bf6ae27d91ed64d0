/// Terminal output as UTF-8 bytes, written into room set aside up front and made into a
/// `String` once.
///
/// ``string(capacity:writing:)`` hands its writer a buffer of at least as many bytes as it may
/// write (on the stack when it is small), then makes the string from what was written: no
/// buffer grows, and no `String` is built piece by piece.
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
      return String(decoding: UnsafeBufferPointer(start: base, count: bytes.count), as: UTF8.self)
    }
  }

  /// Writes one byte.
  mutating func append(_ byte: UInt8) {
    guard count < capacity else { return }
    base[count] = byte
    count += 1
  }

  /// Writes the first `length` bytes of `word` (at most 4), the lowest byte first.
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

  /// Writes bytes.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    let length = min(bytes.count, capacity - count)
    guard length > 0 else { return }
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: length)
    count += length
  }

  /// Writes static text, such as an escape sequence.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
  }
}
