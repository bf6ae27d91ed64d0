/// Where a text output is written as UTF-8, a run of bytes at a time: what ``NumberText``,
/// ``JSONText`` and the renderers' escaping append to, so that an output is built without a
/// string for each number or piece of text.
///
/// An array of bytes is one; a renderer's writer, which owns a buffer it grows itself, another.
///
/// ```swift
/// var utf8: [UInt8] = []
/// NumberText.appendPoints(2.5, to: &utf8)
/// print(utf8)
/// // Prints "[50, 46, 53]"
/// ```
public protocol UTF8Output: ~Copyable {
  /// Appends `utf8`, which holds whole characters' UTF-8.
  mutating func append(utf8: UnsafeBufferPointer<UInt8>)
}

extension Array: UTF8Output where Element == UInt8 {
  /// Appends the bytes at the end of the array.
  public mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: utf8)
  }
}
