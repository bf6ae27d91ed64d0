/// Where a text output is written as UTF-8, a run of bytes at a time: what ``JSONText``, the
/// accessibility text and the renderers' escaping append to, so that an output is built without
/// a string for each piece of text.
///
/// An array of bytes is one; a renderer's writer, which owns a buffer it grows itself, another.
///
/// ```swift
/// var utf8: [UInt8] = []
/// JSONText.appendString("ok", to: &utf8)
/// print(utf8)
/// // Prints "[34, 111, 107, 34]"
/// ```
@usableFromInline
package protocol UTF8Output: ~Copyable {
  /// Appends `utf8`, which holds whole characters' UTF-8.
  mutating func append(utf8: UnsafeBufferPointer<UInt8>)

  /// Appends what `write` puts at the start of the buffer it is handed, which has room for
  /// `maximumCount` bytes; `write` returns how many it put there, whole characters' UTF-8.
  ///
  /// An output that owns its buffer hands over its free space, so short pieces (a number) are
  /// written in place; by default they are written to a temporary buffer and appended.
  mutating func append(
    atMost maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int)
}

extension UTF8Output where Self: ~Copyable {
  /// Appends the UTF-8 of `text`.
  @inlinable
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append(utf8: $0) }
  }

  /// Writes to a temporary buffer, then appends what was written.
  @inlinable
  package mutating func append(
    atMost maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { buffer in
      let count = min(max(write(buffer), 0), maximumCount)
      append(utf8: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }
}

extension Array: UTF8Output where Element == UInt8 {
  /// Appends the bytes at the end of the array.
  @usableFromInline
  package mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: utf8)
  }
}
