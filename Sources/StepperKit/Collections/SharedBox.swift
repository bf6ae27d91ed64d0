/// A value kept in one shared, immutable box: copying the box copies one reference, however
/// many references the value holds (a table of words, say). Two boxes are equal, and hash, as
/// their values do.
final class SharedBox<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value boxed.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  static func == (a: SharedBox, b: SharedBox) -> Bool {
    a === b || a.value == b.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
