/// Where a command writes: standard output and standard error, or a test's buffers.
public struct Console: Sendable {
  /// Writes text to standard output.
  public let out: @Sendable (String) -> Void
  /// Writes text to standard error.
  public let err: @Sendable (String) -> Void

  /// Creates a console from two writers.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
  ) {
    self.out = out
    self.err = err
  }
}
