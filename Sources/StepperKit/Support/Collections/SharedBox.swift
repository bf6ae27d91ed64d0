/// A value kept in one shared, immutable box: copying the box copies one reference, however
/// many references the value holds (a table of words, say). Two boxes are equal, and hash, as
/// their values do.
///
/// The class asks nothing of its value and gains its conformances conditionally: a generic
/// requirement on the class itself would be checked when its metadata is first made, which on
/// Linux scans every conformance in the process (about 0.2 million instructions a box type, at
/// start-up).
final class SharedBox<Value> {
  /// The value boxed.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

extension SharedBox: Sendable where Value: Sendable {}

extension SharedBox: Equatable where Value: Equatable {
  static func == (a: SharedBox, b: SharedBox) -> Bool {
    a === b || a.value == b.value
  }
}

extension SharedBox: Hashable where Value: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
